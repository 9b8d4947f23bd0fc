import "~/i18n/areas/cards";
import "~/i18n/areas/network/branchCatalogue";
import type { OrderListItem } from "@functions/commerce/orders/model";
import { ORDER_LISTS, type OrderListName } from "@functions/shared/commerce/commerce";
import { LayoutGrid, Printer, ReceiptText, Truck } from "lucide-react";
import { redirect } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, withQuery } from "~/components/admin/adminApi";
import {
  ExportLink,
  FilterBar,
  FilterChoice,
  FilterDates,
  FilterSearch,
  HeaderLink,
  ListPage,
  pageParam,
  useListQuery,
} from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { BULK_ACTIONS, listOf, ORDER_PATHS, ORDERS_API, printHref } from "./lib";
import { orderColumns } from "./orderColumns";
import { useConsignmentNotes } from "./useConsignmentNotes";
import { useOrderAction } from "./useOrderAction";

// /admin/orderlist/:name — one of the eleven sub-lists (tabs with counts), searchable by order
// number, receiver name or phone and by Taipei date range (?keyword, ?dateFrom, ?dateTo, ?page),
// with the list's bulk actions and the .xlsx export of the same filter. On the list kit.

const PAGE_SIZE = 20;

export async function clientLoader({ params, request }: { params: { name?: string }; request: Request }) {
  const list = listOf(params.name);
  if (!list) throw redirect(ORDER_PATHS.list("unprocessed"));
  const q = new URL(request.url).searchParams;
  const page = pageParam(q.get("page"));
  const filter = {
    keyword: q.get("keyword") || undefined,
    dateFrom: q.get("dateFrom") || undefined,
    dateTo: q.get("dateTo") || undefined,
    branchStoreId: q.get("branchStoreId") || undefined,
  };
  const data = await adminLoad<{
    items: OrderListItem[];
    total: number;
    counts: Record<OrderListName, number>;
    branches?: { id: number; name: string }[];
  }>(ORDERS_API.list, { list, ...filter, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return { ...data, list, filter };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function OrderList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const q = useListQuery();
  const { items, total, counts, list, filter } = loaderData;
  const { run, dialog, busy } = useOrderAction();
  const notes = useConsignmentNotes();
  const ids = (rows: OrderListItem[]) => rows.map((o) => o.id);

  return (
    <ListPage
      title={t("adminOrders.title")}
      breadcrumbs={[{ label: t("adminOrders.section") }, { label: t(`adminOrders.list.${list}`) }]}
      testId="order-list"
      actions={
        <>
          <HeaderLink
            to={ORDER_PATHS.overview}
            icon={<LayoutGrid size={16} aria-hidden />}
            label={t("adminOrders.toOverview")}
            className="min-[734px]:hidden"
          />
          <ExportLink
            href={withQuery(ORDERS_API.excel, { list, ...filter, locale })}
            label={t("adminOrders.export")}
            testId="order-export"
          />
        </>
      }
      tabs={{
        label: t("adminOrders.lists"),
        active: list,
        items: ORDER_LISTS.map((name) => ({
          key: name,
          label: t(`adminOrders.list.${name}`),
          to: q.href({}, ORDER_PATHS.list(name)),
          count: counts[name],
        })),
      }}
      filters={
        <FilterBar>
          <FilterSearch name="keyword" label={t("adminOrders.search")} />
          <FilterDates fromLabel={t("adminOrders.dateFrom")} toLabel={t("adminOrders.dateTo")} />
          {Boolean(loaderData.branches?.length) && (
            <FilterChoice
              name="branchStoreId"
              label={t("bc.branchFilter")}
              options={[
                { value: "", label: t("bc.allBranches") },
                ...(loaderData.branches ?? []).map((b) => ({ value: String(b.id), label: b.name })),
              ]}
            />
          )}
        </FilterBar>
      }
      columns={orderColumns(t, locale)}
      rows={items}
      rowKey={(o) => o.id}
      rowLabel={(o) => o.orderNumber}
      rowTestId={(o) => `order-row-${o.id}`}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      busy={busy}
      bulkActions={[
        ...BULK_ACTIONS[list].map((a) => ({
          key: a,
          label: t(`adminOrders.action.${a}`),
          // The irreversible ones ask in useOrderAction's dialog (it takes a reason).
          run: (rows: OrderListItem[]) => {
            run(a, ids(rows));
            return undefined;
          },
        })),
        {
          key: "print",
          label: t("print.selected"),
          icon: <Printer size={16} aria-hidden />,
          keepSelection: true,
          run: (rows) => {
            window.open(printHref(ids(rows)), "_blank", "noopener");
            return undefined;
          },
        },
        {
          key: "consignmentNotes",
          label: t("notes.admin.action"),
          icon: <Truck size={16} aria-hidden />,
          keepSelection: true,
          run: (rows) => {
            notes.open(ids(rows));
            return undefined;
          },
        },
      ]}
      empty={{
        icon: <ReceiptText size={36} aria-hidden />,
        title: t("adminOrders.emptyTitle"),
        body: t(list === "unprocessed" ? "adminOrders.emptyBodyNew" : "adminOrders.emptyBody"),
      }}
      filtered={Boolean(filter.keyword || filter.dateFrom || filter.dateTo || filter.branchStoreId)}
    >
      {dialog}
      {notes.dialog}
    </ListPage>
  );
}
