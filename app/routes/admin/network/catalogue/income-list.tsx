import "~/i18n/areas/network/branchCatalogue";
import type { OrderListItem, Page } from "@functions/commerce/orders/model";
import { INCOME_VIEWS, type IncomeView } from "@functions/shared/network/branchIncome";
import { ReceiptText } from "lucide-react";
import { redirect } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ListPage, pageParam, useListQuery } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { orderColumns } from "../../orders/orderColumns";
import { PAGE_SIZE } from "./lib/api";

// /admin/incomelist/:view — a branch's own sales (orderDetails, isTempUnpaid, isTempCancel), read
// only; the head store, the seller of record, sees its branches' sales. Money beyond price and
// amount (profits, bonuses) is part 2.

export const INCOME_PATH = (v: IncomeView) => `/admin/incomelist/${v}`;
export const INCOME_DETAIL = (id: number) => `/admin/my-orderdetail/${id}`;

export async function clientLoader({ params, request }: { params: { view?: string }; request: Request }) {
  const view = params.view as IncomeView;
  if (!INCOME_VIEWS.includes(view)) throw redirect(INCOME_PATH("orderDetails"));
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const list = await adminLoad<Page<OrderListItem>>("/api/admin/income/orders", {
    view,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { ...list, view };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function IncomeList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const q = useListQuery();
  const { items, total, view } = loaderData;
  return (
    <ListPage
      title={t("income.title")}
      breadcrumbs={[{ label: t("income.title") }, { label: t(`income.view.${view}`) }]}
      testId="income-list"
      tabs={{
        label: t("income.title"),
        active: view,
        items: INCOME_VIEWS.map((v) => ({
          key: v,
          label: t(`income.view.${v}`),
          to: q.href({ page: undefined }, INCOME_PATH(v)),
        })),
      }}
      columns={orderColumns(t, locale, INCOME_DETAIL)}
      rows={items}
      rowKey={(o) => o.id}
      rowLabel={(o) => o.orderNumber}
      rowTestId={(o) => `income-row-${o.id}`}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      empty={{
        icon: <ReceiptText size={36} aria-hidden />,
        title: t("income.emptyTitle"),
        body: t("income.emptyBody"),
      }}
    />
  );
}
