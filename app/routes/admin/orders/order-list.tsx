import "../../../i18n/areas/cards";
import { Download, Flag, LayoutGrid, Printer, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import type { OrderListItem } from "../../../../functions/orders/model";
import { ORDER_LISTS, type OrderListName } from "../../../../functions/shared/commerce";
import { formatMoney } from "../../../../functions/shared/pricing";
import { AdminPage, AdminRouteError } from "../../../components/admin/AdminPage";
import { adminLoad, withQuery } from "../../../components/admin/adminApi";
import { type Column, DataTable, Pagination } from "../../../components/admin/DataTable";
import { Badge, SearchBox } from "../../../components/admin/FormBits";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { orderShippingName, taipei } from "../../../components/orders/format";
import { OrderStatusBadge, PaymentStatusBadge } from "../../../components/orders/StatusBadge";
import { Button, EmptyState } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import { BULK_ACTIONS, listOf, ORDER_PATHS, ORDERS_API, printHref } from "./lib";
import { useOrderAction } from "./useOrderAction";

// /admin/orderlist/:name — one of the eleven sub-lists (tabs with counts), searchable by order
// number, receiver name or phone and by Taipei date range (?keyword, ?dateFrom, ?dateTo, ?page),
// with the list's bulk actions and the .xlsx export of the same filter.

const PAGE_SIZE = 20;

export async function clientLoader({ params, request }: { params: { name?: string }; request: Request }) {
  const list = listOf(params.name);
  if (!list) throw redirect(ORDER_PATHS.list("unprocessed"));
  const q = new URL(request.url).searchParams;
  const page = Math.max(1, Number(q.get("page")) || 1);
  const filter = {
    keyword: q.get("keyword") ?? undefined,
    dateFrom: q.get("dateFrom") ?? undefined,
    dateTo: q.get("dateTo") ?? undefined,
  };
  const data = await adminLoad<{ items: OrderListItem[]; total: number; counts: Record<OrderListName, number> }>(
    ORDERS_API.list,
    { list, ...filter, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  );
  return { ...data, list, page, filter };
}

export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function OrderList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { items, total, counts, list, page, filter } = loaderData;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [from, setFrom] = useState(filter.dateFrom ?? "");
  const [to, setTo] = useState(filter.dateTo ?? "");
  // Selection survives only for rows still on the page (after a reload or a filter change).
  const visible = new Set(items.map((o) => o.id));
  const selectedHere = new Set([...selected].filter((id) => visible.has(id)));
  const { run, dialog, busy } = useOrderAction(() => setSelected(new Set()));
  const query = (over: Record<string, string | undefined>) => ({
    ...Object.fromEntries(search),
    page: undefined,
    ...over,
  });
  const go = (over: Record<string, string | undefined>) => navigate(withQuery(ORDER_PATHS.list(list), query(over)));

  const columns: Column<OrderListItem>[] = [
    {
      key: "number",
      header: t("adminOrders.col.number"),
      primary: true,
      cell: (o) => (
        <div className="min-w-0">
          <Link to={ORDER_PATHS.detail(o.id)} className="font-medium tabular-nums hover:text-brand-700 hover:underline">
            {o.orderNumber}
          </Link>
          <span className="ml-1.5 inline-flex gap-1 align-middle">
            {!o.isRead && <Badge tone="danger">{t("adminOrders.unread")}</Badge>}
            {o.isHighlight && (
              <span title={t("adminOrders.flagged")} className="text-amber-600">
                <Flag size={14} aria-label={t("adminOrders.flagged")} />
              </span>
            )}
          </span>
        </div>
      ),
    },
    {
      key: "createdAt",
      header: t("adminOrders.col.createdAt"),
      cell: (o) => <span className="text-sm whitespace-nowrap">{taipei(o.createdAt, locale)}</span>,
    },
    {
      key: "receiver",
      header: t("adminOrders.col.receiver"),
      cell: (o) => (
        <div className="text-sm">
          <p>{o.receiverName}</p>
          <p className="text-muted tabular-nums">{o.receiverPhone}</p>
          <p className="text-muted" data-testid="order-row-shipping">
            {orderShippingName(o, locale)}
          </p>
        </div>
      ),
    },
    {
      key: "items",
      header: t("adminOrders.col.items"),
      cell: (o) => (
        <span className="text-sm">
          {o.firstItemName}
          {o.itemCount > 1 && <span className="text-muted"> {t("adminOrders.moreItems", { n: o.itemCount - 1 })}</span>}
        </span>
      ),
    },
    {
      key: "total",
      header: t("adminOrders.col.total"),
      align: "right",
      cell: (o) => <span className="tabular-nums">{formatMoney(o.totalAmount)}</span>,
    },
    {
      key: "status",
      header: t("adminOrders.col.status"),
      cell: (o) => (
        <div className="flex flex-wrap gap-1">
          <OrderStatusBadge status={o.status} />
          <PaymentStatusBadge status={o.paymentStatus} />
        </div>
      ),
    },
  ];

  const exportHref = withQuery(ORDERS_API.excel, { list, ...filter, locale });
  return (
    <AdminPage
      title={t("adminOrders.title")}
      breadcrumbs={[{ label: t("adminOrders.section") }, { label: t(`adminOrders.list.${list}`) }]}
      actions={
        <>
          <Link
            to={ORDER_PATHS.overview}
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] hover:bg-surface min-[734px]:hidden"
          >
            <LayoutGrid size={16} aria-hidden /> {t("adminOrders.toOverview")}
          </Link>
          <a
            href={exportHref}
            download
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
            data-testid="order-export"
          >
            <Download size={16} aria-hidden /> {t("adminOrders.export")}
          </a>
        </>
      }
      toolbar={
        <>
          <StatusTabs
            label={t("adminOrders.lists")}
            active={list}
            tabs={ORDER_LISTS.map((name) => ({
              key: name,
              label: t(`adminOrders.list.${name}`),
              to: withQuery(ORDER_PATHS.list(name), query({})),
              count: counts[name],
            }))}
          />
          <div className="flex flex-col gap-2 min-[734px]:flex-row min-[734px]:items-end">
            <SearchBox
              className="min-[734px]:w-80"
              value={filter.keyword ?? ""}
              label={t("adminOrders.search")}
              onSearch={(keyword) => go({ keyword: keyword || undefined })}
            />
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                go({ dateFrom: from || undefined, dateTo: to || undefined });
              }}
            >
              <label className="flex flex-col text-sm">
                <span className="text-muted">{t("adminOrders.dateFrom")}</span>
                <input
                  type="date"
                  value={from}
                  max={to || undefined}
                  onChange={(e) => setFrom(e.target.value)}
                  className="h-10 rounded-lg border border-line bg-white px-2.5"
                />
              </label>
              <label className="flex flex-col text-sm">
                <span className="text-muted">{t("adminOrders.dateTo")}</span>
                <input
                  type="date"
                  value={to}
                  min={from || undefined}
                  onChange={(e) => setTo(e.target.value)}
                  className="h-10 rounded-lg border border-line bg-white px-2.5"
                />
              </label>
              <Button type="submit" variant="secondary" className="h-10">
                {t("adminOrders.applyDates")}
              </Button>
              {(filter.dateFrom || filter.dateTo) && (
                <Button
                  type="button"
                  variant="ghost"
                  className="h-10"
                  onClick={() => {
                    setFrom("");
                    setTo("");
                    go({ dateFrom: undefined, dateTo: undefined });
                  }}
                >
                  {t("adminOrders.clearDates")}
                </Button>
              )}
            </form>
          </div>
        </>
      }
      testId="order-list"
    >
      <DataTable
        caption={t(`adminOrders.list.${list}`)}
        columns={columns}
        rows={items}
        rowKey={(o) => o.id}
        rowLabel={(o) => o.orderNumber}
        selected={selectedHere}
        onSelectedChange={setSelected}
        loading={busy}
        rowTestId={(o) => `order-row-${o.id}`}
        bulkActions={(keys) => (
          <>
            <span className="text-sm">{t("adminOrders.selected", { n: keys.length })}</span>
            {BULK_ACTIONS[list].map((a) => (
              <Button
                key={a}
                type="button"
                variant="secondary"
                className="h-9"
                onClick={() => run(a, keys)}
                data-testid={`bulk-${a}`}
              >
                {t(`adminOrders.action.${a}`)}
              </Button>
            ))}
            <a
              href={printHref(keys)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-line bg-white px-3 text-[15px] hover:bg-surface"
              data-testid="bulk-print"
            >
              <Printer size={16} aria-hidden /> {t("print.selected")}
            </a>
          </>
        )}
        empty={
          <EmptyState
            icon={<ReceiptText size={36} aria-hidden />}
            title={t("adminOrders.emptyTitle")}
            body={t("adminOrders.emptyBody")}
          />
        }
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(p) =>
          withQuery(ORDER_PATHS.list(list), { ...Object.fromEntries(search), page: p > 1 ? p : undefined })
        }
      />
      {dialog}
    </AdminPage>
  );
}
