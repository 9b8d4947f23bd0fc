import type { OrderListItem } from "@functions/commerce/orders/model";
import { formatMoney } from "@functions/shared/pricing";
import { Flag } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { orderShippingName, taipei } from "~/components/orders/format";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/orders/StatusBadge";
import type { Locale, useT } from "~/i18n";
import { ORDER_PATHS } from "./lib";

// The order list's columns (the number links to the order; unread and flagged marks beside it).

export function orderColumns(
  t: ReturnType<typeof useT>,
  locale: Locale,
  /** Where the number links (a branch's income list opens its own read-only detail). */
  detail: (id: number) => string = ORDER_PATHS.detail,
): Column<OrderListItem>[] {
  return [
    {
      key: "number",
      header: t("adminOrders.col.number"),
      primary: true,
      cell: (o) => (
        <div className="min-w-0">
          <Link to={detail(o.id)} className="font-medium tabular-nums hover:text-brand-700 hover:underline">
            {o.orderNumber}
          </Link>
          <span className="ml-1.5 inline-flex gap-1 align-middle">
            {!o.isRead && <Badge tone="danger">{t("adminOrders.unread")}</Badge>}
            {o.branchName && (
              <Badge tone="brand">
                <span data-testid="order-row-branch">{o.branchName}</span>
              </Badge>
            )}
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
}
