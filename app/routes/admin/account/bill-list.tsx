import { formatMoney } from "@functions/shared/pricing";
import { ReceiptText } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ListPage } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { LinkButton } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { ACCOUNT_API, type Bill, taipeiTime } from "./accountUi";

// /admin/account-bill-list — the bills the platform charged this store, newest period first
// (GET /api/admin/store/orders). The bill detail link carries the store type (spec route).

const PAGE_SIZE = 20;

export async function clientLoader({ request }: { request: Request }) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const [list, account] = await Promise.all([
    adminLoad<{ data: Bill[]; total: number }>(ACCOUNT_API.bills, { page, pageSize: PAGE_SIZE }),
    adminLoad<{ storeType: string }>(ACCOUNT_API.store),
  ]);
  return { ...list, storeType: account.storeType };
}

const PAGE_ID = "account-bill-list";
export function HydrateFallback() {
  return <AdminSkeleton kind="table" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function BillList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { data, total, storeType } = loaderData;
  const href = (b: Bill) => `/admin/bill/${b.id}/${storeType}`;
  const columns: Column<Bill>[] = [
    {
      key: "number",
      header: t("adminAccount.bills.number"),
      primary: true,
      cell: (b) => (
        <Link to={href(b)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {b.number}
        </Link>
      ),
    },
    {
      key: "plan",
      header: t("adminAccount.bills.plan"),
      cell: (b) => `${t(`adminAccount.plan.name.${b.planCode}`)} · ${t(`adminAccount.cycle.${b.paymentPlan}`)}`,
    },
    {
      key: "period",
      header: t("adminAccount.bills.period"),
      cell: (b) => <span className="tabular-nums">{`${b.periodStart} → ${b.periodEnd}`}</span>,
    },
    {
      key: "total",
      header: t("adminAccount.bills.total"),
      align: "right",
      cell: (b) => <span className="tabular-nums">{formatMoney(b.total)}</span>,
    },
    {
      key: "paidAt",
      header: t("adminAccount.bills.paidAt"),
      cell: (b) => <span className="tabular-nums">{taipeiTime(b.paidAt, locale)}</span>,
    },
    {
      key: "card",
      header: t("adminAccount.bills.card"),
      cell: (b) => (b.card ? `${b.card.brand} •••• ${b.card.last4}` : "—"),
    },
  ];
  return (
    <ListPage
      title={t("adminAccount.bills.title")}
      description={t("adminAccount.bills.description")}
      breadcrumbs={[
        { label: t("adminAccount.section"), to: "/admin/account-store" },
        { label: t("adminAccount.bills.title") },
      ]}
      testId={PAGE_ID}
      caption={t("adminAccount.bills.caption")}
      tableTestId="bill-table"
      columns={columns}
      rows={data}
      rowKey={(b) => b.id}
      total={total}
      pageSize={PAGE_SIZE}
      serverSort
      empty={{
        icon: <ReceiptText size={36} aria-hidden />,
        title: t("adminAccount.bills.emptyTitle"),
        body: t("adminAccount.bills.emptyBody"),
        action: (
          <LinkButton to="/admin/account-store" variant="secondary">
            {t("adminAccount.bills.toAccount")}
          </LinkButton>
        ),
      }}
    />
  );
}
