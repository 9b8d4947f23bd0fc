import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PAYMENT_METHODS } from "../../../../functions/shared/commerce";
import { PAYMENT_LOG_KINDS } from "../../../../functions/shared/paymentLogs";
import { formatMoney } from "../../../../functions/shared/pricing";
import { AdminPage, AdminRouteError } from "../../../components/admin/AdminPage";
import { adminLoad, withQuery } from "../../../components/admin/adminApi";
import { type Column, DataTable, Pagination } from "../../../components/admin/DataTable";
import { Badge, FilterSelect, SearchBox } from "../../../components/admin/FormBits";
import { taipei } from "../../../components/orders/format";
import { Button, EmptyState } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import { PAGE_SIZE, type PaymentLogItem, USER_PATHS, USERS_API } from "./lib";

// /admin/user-payment-logs-list — the payment error log (refused attempts, unreachable providers,
// callbacks that did not verify or named no attempt), filtered by Taipei date range, payment
// method, error type and order number, all bound to the URL.

const FILTER_KEYS = ["method", "kind", "orderNumber", "dateFrom", "dateTo"] as const;
type Filter = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

export async function clientLoader({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const filter: Filter = {};
  for (const k of FILTER_KEYS) {
    const v = q.get(k);
    if (v) filter[k] = v;
  }
  const page = Math.max(1, Number(q.get("page")) || 1);
  const data = await adminLoad<{ items: PaymentLogItem[]; total: number }>(USERS_API.payLogs, {
    ...filter,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { ...data, filter, page };
}

export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function PaymentLogs({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { items, total, filter, page } = loaderData;
  const [from, setFrom] = useState(filter.dateFrom ?? "");
  const [to, setTo] = useState(filter.dateTo ?? "");
  const go = (over: Filter) => navigate(withQuery(USER_PATHS.payLogs, { ...filter, ...over }));
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

  const hasFilter = FILTER_KEYS.some((k) => filter[k]);
  return (
    <AdminPage
      title={t("payLogs.title")}
      breadcrumbs={[{ label: t("members.section") }, { label: t("payLogs.title") }]}
      toolbar={
        <div className="flex flex-col gap-2">
          <div className="grid gap-2 min-[734px]:grid-cols-[16rem_14rem_14rem]">
            <SearchBox
              value={filter.orderNumber ?? ""}
              label={t("payLogs.search")}
              onSearch={(v) => go({ orderNumber: v || undefined })}
            />
            <FilterSelect
              label={t("payLogs.method")}
              value={filter.method ?? ""}
              onChange={(v) => go({ method: v || undefined })}
              options={[
                { value: "", label: t("payLogs.allMethods") },
                ...PAYMENT_METHODS.map((m) => ({ value: m, label: methodName(m) })),
              ]}
            />
            <FilterSelect
              label={t("payLogs.kind")}
              value={filter.kind ?? ""}
              onChange={(v) => go({ kind: v || undefined })}
              options={[
                { value: "", label: t("payLogs.allKinds") },
                ...PAYMENT_LOG_KINDS.map((k) => ({ value: k, label: t(`payLogs.kind.${k}`) })),
              ]}
            />
          </div>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              go({ dateFrom: from || undefined, dateTo: to || undefined });
            }}
          >
            <label className="flex flex-col text-sm">
              <span className="text-muted">{t("payLogs.dateFrom")}</span>
              <input
                type="date"
                value={from}
                max={to || undefined}
                onChange={(e) => setFrom(e.target.value)}
                className="h-10 rounded-lg border border-line bg-white px-2.5"
              />
            </label>
            <label className="flex flex-col text-sm">
              <span className="text-muted">{t("payLogs.dateTo")}</span>
              <input
                type="date"
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.target.value)}
                className="h-10 rounded-lg border border-line bg-white px-2.5"
              />
            </label>
            <Button type="submit" variant="secondary" className="h-10">
              {t("payLogs.apply")}
            </Button>
            {hasFilter && (
              <Button
                type="button"
                variant="ghost"
                className="h-10"
                onClick={() => {
                  setFrom("");
                  setTo("");
                  navigate(USER_PATHS.payLogs);
                }}
              >
                {t("payLogs.clear")}
              </Button>
            )}
          </form>
        </div>
      }
      testId="paylog-list"
    >
      <DataTable
        caption={t("payLogs.title")}
        columns={columns}
        rows={items}
        rowKey={(l) => l.id}
        rowLabel={(l) => `${l.orderNumber ?? ""} ${l.kind}`}
        rowTestId={(l) => `paylog-row-${l.id}`}
        empty={
          <EmptyState
            icon={<CreditCard size={36} aria-hidden />}
            title={t("payLogs.emptyTitle")}
            body={t("payLogs.emptyBody")}
          />
        }
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(p) => withQuery(USER_PATHS.payLogs, { ...filter, page: p > 1 ? p : undefined })}
      />
    </AdminPage>
  );
}
