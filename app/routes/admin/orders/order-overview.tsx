import type { UnreadCounts } from "@functions/commerce/orders/model";
import { badge } from "@functions/shared/access/adminMenu";
import { ORDER_LISTS, type OrderListName } from "@functions/shared/commerce/commerce";
import { AdminPage, AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { CountCards } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { ORDER_PATHS, ORDERS_API } from "./lib";

// /admin/orderlist-overview — the Orders section on phones (spec §2.2): one card per sub-list with
// its count, and the new-item count of the lists the highlights track.

const NEW_OF: Partial<Record<OrderListName, keyof UnreadCounts>> = {
  unprocessed: "ORDER_UNPROCESSED",
  confirmedPaid: "ORDER_CONFIRM_PAID",
  cancelUnprocessed: "ORDER_CANCEL_UNPROCESSED",
  returnUnprocessed: "ORDER_RETURN_UNPROCESSED",
};

export async function clientLoader() {
  const [list, unread] = await Promise.all([
    adminLoad<{ counts: Record<OrderListName, number> }>(ORDERS_API.list, { list: "all", limit: 1 }),
    adminLoad<UnreadCounts>("/api/admin/order/unread"),
  ]);
  return { counts: list.counts, unread };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function OrderOverview({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { counts, unread } = loaderData;
  return (
    <AdminPage
      title={t("adminOrders.overviewTitle")}
      description={t("adminOrders.overviewHint")}
      testId="order-overview"
    >
      <CountCards
        items={ORDER_LISTS.map((name) => {
          const fresh = NEW_OF[name] ? unread[NEW_OF[name]] : 0;
          return {
            key: name,
            to: ORDER_PATHS.list(name),
            label: t(`adminOrders.list.${name}`),
            count: counts[name],
            note: fresh > 0 ? t("adminOrders.new", { n: badge(fresh) }) : undefined,
            testId: `overview-${name}`,
          };
        })}
      />
    </AdminPage>
  );
}
