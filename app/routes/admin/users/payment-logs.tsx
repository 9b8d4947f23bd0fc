import { PAYMENT_METHODS } from "@functions/shared/commerce/commerce";
import { PAYMENT_LOG_KINDS } from "@functions/shared/commerce/paymentLogs";
import { formatMoney } from "@functions/shared/pricing";
import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { FilterBar, FilterChoice, FilterDates, FilterSearch, ListPage, loadFilteredPage } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { taipei } from "~/components/orders/format";
import { useLocale, useT } from "~/i18n";
import { PAGE_SIZE, type PaymentLogItem, USER_PATHS, USERS_API } from "./lib";

// /admin/user-payment-logs-list — the payment error log (refused attempts, unreachable providers,
// callbacks that did not verify or named no attempt), filtered by Taipei date range, payment
// method, error type and order number, all bound to the URL (the list kit's FilterBar).

const FILTER_KEYS = ["method", "kind", "orderNumber", "dateFrom", "dateTo"] as const;

export function clientLoader({ request }: { request: Request }) {
  return loadFilteredPage<{ items: PaymentLogItem[]; total: number }, (typeof FILTER_KEYS)[number]>(
    request,
    USERS_API.payLogs,
    FILTER_KEYS,
    PAGE_SIZE,
  );
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function PaymentLogs({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { items, total, filter } = loaderData;
  const methodName = (m: string | null) => (m ? t(`orders.method.${m}`) : "—");

  const columns: Column<PaymentLogItem>[] = [
    {
      key: "createdAt",
      header: t("payLogs.col.time"),
      primary: true,
      cell: (l) => (
        <Link
          to={USER_PATHS.payLog(l.id)}
          className="font-medium hover:text-brand-700 hover:underline min-[734px]:whitespace-nowrap"
          data-testid={`paylog-link-${l.id}`}
        >
          {taipei(l.createdAt, locale)}
        </Link>
      ),
    },
    {
      key: "kind",
      header: t("payLogs.col.kind"),
      media: true,
      cell: (l) => <Badge tone={l.kind === "DECLINED" ? "warning" : "danger"}>{t(`payLogs.kind.${l.kind}`)}</Badge>,
    },
    {
      key: "order",
      header: t("payLogs.col.order"),
      cell: (l) =>
        l.orderId ? (
          <Link to={USER_PATHS.order(l.orderId)} className="tabular-nums hover:text-brand-700 hover:underline">
            {l.orderNumber}
          </Link>
        ) : (
          <span className="text-sm text-muted">{t("payLogs.noOrder")}</span>
        ),
    },
    {
      key: "method",
      header: t("payLogs.col.method"),
      cell: (l) => <span className="text-sm">{methodName(l.method)}</span>,
    },
    {
      key: "amount",
      header: t("payLogs.col.amount"),
      align: "right",
      cell: (l) => <span className="tabular-nums">{l.amount == null ? "—" : formatMoney(l.amount)}</span>,
    },
    {
      key: "message",
      header: t("payLogs.col.message"),
      hideOnMobile: true,
      cell: (l) => <span className="line-clamp-2 text-sm text-muted">{l.message}</span>,
    },
  ];

  return (
    <ListPage
      title={t("payLogs.title")}
      breadcrumbs={[{ label: t("members.section") }, { label: t("payLogs.title") }]}
      testId="paylog-list"
      filters={
        <FilterBar>
          <FilterSearch name="orderNumber" label={t("payLogs.search")} />
          <FilterChoice
            name="method"
            label={t("payLogs.method")}
            options={[
              { value: "", label: t("payLogs.allMethods") },
              ...PAYMENT_METHODS.map((m) => ({ value: m, label: methodName(m) })),
            ]}
          />
          <FilterChoice
            name="kind"
            label={t("payLogs.kind")}
            options={[
              { value: "", label: t("payLogs.allKinds") },
              ...PAYMENT_LOG_KINDS.map((k) => ({ value: k, label: t(`payLogs.kind.${k}`) })),
            ]}
          />
          <FilterDates fromLabel={t("payLogs.dateFrom")} toLabel={t("payLogs.dateTo")} />
        </FilterBar>
      }
      columns={columns}
      rows={items}
      rowKey={(l) => l.id}
      rowLabel={(l) => `${l.orderNumber ?? ""} ${l.kind}`}
      rowTestId={(l) => `paylog-row-${l.id}`}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      empty={{
        icon: <CreditCard size={36} aria-hidden />,
        title: t("payLogs.emptyTitle"),
        body: t("payLogs.emptyBody"),
      }}
      filtered={FILTER_KEYS.some((k) => filter[k])}
    />
  );
}
