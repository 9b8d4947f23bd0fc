import type { UnreadCounts } from "@functions/commerce/orders/model";
import { badge } from "@functions/shared/adminMenu";
import { ORDER_LISTS, type OrderListName } from "@functions/shared/commerce";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPage, AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { Card } from "~/components/ui";
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
      <ul className="grid grid-cols-2 gap-3 min-[734px]:grid-cols-3 min-[1024px]:grid-cols-4">
        {ORDER_LISTS.map((name) => {
          const fresh = NEW_OF[name] ? unread[NEW_OF[name]] : 0;
          return (
            <li key={name}>
              <Link to={ORDER_PATHS.list(name)} className="block h-full" data-testid={`overview-${name}`}>
                <Card className="flex h-full flex-col gap-1 p-4 transition-colors hover:border-brand-500">
                  <span className="flex items-center justify-between gap-1 text-sm text-muted">
                    {t(`adminOrders.list.${name}`)}
                    <ChevronRight size={16} aria-hidden />
                  </span>
                  <span className="text-2xl font-bold tabular-nums">{counts[name].toLocaleString()}</span>
                  {fresh > 0 && (
                    <span className="w-fit rounded-full bg-danger px-2 text-xs text-white">
                      {t("adminOrders.new", { n: badge(fresh) })}
                    </span>
                  )}
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
