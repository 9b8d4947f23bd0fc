import type { AdminSubscriptionView } from "@functions/commerce/subscriptions/model";
import type { Column } from "~/components/admin/kit/DataTable";
import { calendarDate } from "~/components/orders/format";
import { SubscriptionStatusBadge } from "~/components/orders/StatusBadge";
import type { useLocale, useT } from "~/i18n";

/** The subscription list's columns: product (spec, quantity), member, cycle, next order, orders so far, status. */
export function subscriptionColumns(
  t: ReturnType<typeof useT>,
  locale: ReturnType<typeof useLocale>,
): Column<AdminSubscriptionView>[] {
  return [
    {
      key: "product",
      header: t("adminOrders.subs.col.product"),
      primary: true,
      cell: (s) => (
        <div className="min-w-0">
          <p className="font-medium">{s.productName}</p>
          <p className="text-sm text-muted">
            {s.spec ? `${s.spec} · ` : ""}× {s.quantity}
          </p>
        </div>
      ),
    },
    {
      key: "member",
      header: t("adminOrders.subs.col.member"),
      cell: (s) => (
        <div className="text-sm">
          <p>{s.member.name}</p>
          <p className="text-muted">{s.member.email}</p>
        </div>
      ),
    },
    { key: "cycle", header: t("adminOrders.subs.col.cycle"), cell: (s) => t("orders.cycle", { n: s.cycle }) },
    {
      key: "next",
      header: t("adminOrders.subs.col.next"),
      cell: (s) => (s.status === "CANCELLED" ? "—" : calendarDate(s.nextOrderDate, locale)),
    },
    { key: "count", header: t("adminOrders.subs.col.count"), align: "right", cell: (s) => s.orderCount },
    {
      key: "status",
      header: t("adminOrders.subs.col.status"),
      cell: (s) => <SubscriptionStatusBadge status={s.status} />,
    },
  ];
}
