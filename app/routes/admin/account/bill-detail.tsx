import { formatMoney } from "@functions/shared/pricing";
import { ArrowLeft, Printer } from "lucide-react";
import { AdminPage, AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { Badge } from "~/components/admin/kit/Badge";
import { Button, Card, LinkButton } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { ACCOUNT_API, type Bill, taipeiTime } from "./accountUi";

// /admin/bill/{id}/{storeType} — one bill, printable on an A4 sheet: only the bill itself prints
// (the back office's bars and buttons are hidden by the print rule below).

export async function clientLoader({ params }: { params: { id?: string } }) {
  return { bill: await adminLoad<Bill>(`${ACCOUNT_API.bills}/${encodeURIComponent(params.id ?? "")}`) };
}

const PAGE_ID = "account-bill";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

const PRINT_RULE =
  "@media print{@page{size:A4;margin:14mm}body *{visibility:hidden}[data-print-area],[data-print-area] *{visibility:visible}[data-print-area]{position:absolute;inset:0 auto auto 0;width:100%;box-shadow:none;border:0}}";

export default function BillDetail({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { bill } = loaderData;
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? "text-base font-bold" : "text-sm"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <AdminPage
      title={t("adminAccount.bill.title", { number: bill.number })}
      breadcrumbs={[
        { label: t("adminAccount.section"), to: "/admin/account-store" },
        { label: t("adminAccount.bills.title"), to: "/admin/account-bill-list" },
        { label: bill.number },
      ]}
      actions={
        <>
          <LinkButton to="/admin/account-bill-list" variant="secondary">
            <ArrowLeft size={18} aria-hidden />
            {t("adminAccount.bill.back")}
          </LinkButton>
          <Button type="button" onClick={() => window.print()} data-testid="bill-print">
            <Printer size={18} aria-hidden />
            {t("adminAccount.bill.print")}
          </Button>
        </>
      }
      testId={PAGE_ID}
      narrow
    >
      <style>{PRINT_RULE}</style>
      <Card className="p-5 min-[734px]:p-8" data-print-area data-testid="bill-sheet">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4">
          <div>
            <p className="text-xs text-muted">{t("adminAccount.bills.number")}</p>
            <p className="text-lg font-bold tabular-nums">{bill.number}</p>
          </div>
          <Badge tone="success">{t(`adminAccount.bill.status.${bill.status}`)}</Badge>
        </div>
        <div className="grid gap-4 border-b border-line py-4 text-sm min-[734px]:grid-cols-2">
          <div>
            <p className="text-xs text-muted">{t("adminAccount.bill.seller")}</p>
            <p className="font-medium">{t("adminAccount.bill.sellerName")}</p>
          </div>
          <div data-testid="bill-buyer">
            <p className="text-xs text-muted">{t("adminAccount.bill.buyer")}</p>
            <p className="font-medium">{bill.buyer?.name ?? "—"}</p>
            {bill.buyer?.companyId && <p>{t("adminAccount.bill.companyId", { id: bill.buyer.companyId })}</p>}
            {bill.buyer?.address && <p>{bill.buyer.address}</p>}
            {bill.buyer?.email && <p className="break-all">{bill.buyer.email}</p>}
          </div>
        </div>
        <div className="border-b border-line py-4 text-sm">
          <p className="text-xs text-muted">{t("adminAccount.bill.item")}</p>
          <p className="font-medium">
            {t("adminAccount.bill.itemText", {
              plan: t(`adminAccount.plan.name.${bill.planCode}`),
              cycle: t(`adminAccount.cycle.${bill.paymentPlan}`),
              start: bill.periodStart,
              end: bill.periodEnd,
            })}
          </p>
        </div>
        <dl className="border-b border-line py-3" data-testid="bill-totals">
          {row(t("adminAccount.bill.subtotal"), formatMoney(bill.subtotal))}
          {row(t("adminAccount.bill.tax"), formatMoney(bill.tax))}
          {row(t("adminAccount.bill.total"), formatMoney(bill.total), true)}
        </dl>
        <div className="pt-4 text-sm text-muted">
          {bill.card && <p>{t("adminAccount.bill.paidWith", { brand: bill.card.brand, last4: bill.card.last4 })}</p>}
          {bill.paidAt && <p>{t("adminAccount.bill.paidAt", { time: taipeiTime(bill.paidAt, locale) })}</p>}
          {bill.providerRef && <p className="break-all">{t("adminAccount.bill.ref", { ref: bill.providerRef })}</p>}
        </div>
      </Card>
    </AdminPage>
  );
}
