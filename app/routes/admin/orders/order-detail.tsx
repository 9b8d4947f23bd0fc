import { ArrowLeft, Printer } from "lucide-react";
import { Link, redirect } from "react-router";
import type { AdminOrderDetail } from "../../../../functions/orders/model";
import { AdminPage, AdminRouteError, Section } from "../../../components/admin/AdminPage";
import { adminLoad } from "../../../components/admin/adminApi";
import { orderInvoiceName, orderShippingName, sep, taipei } from "../../../components/orders/format";
import { OrderLines, ReceiverBlock } from "../../../components/orders/OrderLines";
import { OrderStatusBadge, PaymentStatusBadge } from "../../../components/orders/StatusBadge";
import { Timeline } from "../../../components/orders/Timeline";
import { TrackingNumber } from "../../../components/orders/TrackingNumber";
import { Button } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import { ORDER_PATHS, ORDERS_API } from "./lib";
import { useOrderAction } from "./useOrderAction";

// /admin/order/:id — one order for the store: a button per transition the order allows now (from
// functions/orders/transitions.ts), lines and amounts, receiver, member, payment, the timeline.
// Opening it marks the order read.

/** Actions that move an order forward get the filled button; flags, undo and refusals stay quiet. */
const FORWARD: ReadonlySet<string> = new Set([
  "process",
  "deliver",
  "complete",
  "confirmPaid",
  "approveCancel",
  "approveReturn",
]);
export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = /^[1-9]\d{0,14}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) throw redirect(ORDER_PATHS.list("all"));
  return { order: await adminLoad<AdminOrderDetail>(ORDERS_API.one(id)) };
}

export { FormSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function OrderDetail({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { order } = loaderData;
  const { run, dialog, busy } = useOrderAction();
  const buttons = order.actions.filter((a) => a !== "read");
  const info = order.paymentInfo ?? {};
  return (
    <AdminPage
      title={t("adminOrders.detailTitle", { number: order.orderNumber })}
      breadcrumbs={[{ label: t("adminOrders.section"), to: ORDER_PATHS.list("all") }, { label: order.orderNumber }]}
      description={
        <span className="flex flex-wrap items-center gap-1.5">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          <span>{taipei(order.createdAt, locale)}</span>
        </span>
      }
      actions={
        <Link
          to={ORDER_PATHS.list("all")}
          className="inline-flex h-11 items-center gap-1.5 rounded-lg px-3 text-[15px] text-muted hover:bg-black/5"
        >
          <ArrowLeft size={16} aria-hidden /> {t("adminOrders.backToList")}
        </Link>
      }
      testId="order-detail"
    >
      <Section>
        {buttons.length ? (
          <div className="flex flex-wrap gap-2">
            {buttons.map((a) => (
              <Button
                key={a}
                type="button"
                variant={FORWARD.has(a) ? "primary" : "secondary"}
                onClick={() => run(a, [order.id])}
                disabled={busy}
                data-testid={`admin-order-action-${a}`}
              >
                {t(`adminOrders.action.${a}`)}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-muted">{t("adminOrders.noActions")}</p>
        )}
        {order.reason && (
          <p className="mt-3 text-sm">
            <span className="text-muted">
              {t("orders.reason")}
              {sep(locale)}
            </span>
            {order.reason}
          </p>
        )}
      </Section>
      <Section title={t("orders.lines")}>
        <OrderLines order={order} />
        {order.couponCode && (
          <p className="mt-2 text-sm text-muted">
            {t("adminOrders.coupon")}
            {sep(locale)}
            {order.couponCode}
          </p>
        )}
      </Section>
      <div className="grid gap-4 min-[734px]:grid-cols-2">
        <Section title={t("orders.receiver")}>
          <ReceiverBlock receiver={order.receiver} />
          <p className="mt-3 text-sm text-muted">
            {t("orders.shippingMethod")}
            {sep(locale)}
            <span data-testid="order-shipping-name">{orderShippingName(order, locale)}</span>
          </p>
          {order.deliveredAt && (
            <p className="text-sm text-muted">
              {t("adminOrders.deliveredAt")}
              {sep(locale)}
              {taipei(order.deliveredAt, locale)}
            </p>
          )}
          <TrackingNumber value={order.trackingNumber} />
          {order.note && (
            <p className="mt-1 text-sm">
              {t("orders.note")}
              {sep(locale)}
              {order.note}
            </p>
          )}
        </Section>
        <Section title={t("adminOrders.member")}>
          {order.member ? (
            <p className="text-[15px]">
              {order.member.name}
              <br />
              <span className="text-muted">{order.member.email}</span>
              {order.member.phone && <span className="block text-muted">{order.member.phone}</span>}
            </p>
          ) : (
            <p className="text-muted">{t("adminOrders.memberMissing")}</p>
          )}
          <p className="mt-3 text-[15px]">
            {t("orders.paymentMethod")}
            {sep(locale)}
            {t(`orders.method.${order.paymentMethod}`)}
          </p>
          {typeof info.last5 === "string" && (
            <p className="text-sm text-muted">
              {t("orders.reported", { last5: info.last5 })}
              {typeof info.reportedPaidAt === "string" && ` · ${taipei(info.reportedPaidAt, locale)}`}
            </p>
          )}
          {order.paidAt && (
            <p className="text-sm text-muted">
              {t("adminOrders.paidAt")}
              {sep(locale)}
              {taipei(order.paidAt, locale)}
            </p>
          )}
          {order.invoice && (
            <p className="mt-2 text-sm text-muted">
              {t("orders.invoice")}
              {sep(locale)}
              {[
                orderInvoiceName(order, locale),
                order.invoice.carrierCode,
                order.invoice.companyTaxNumber,
                order.invoice.companyTitle,
              ]
                .filter(Boolean)
                .join(" ")}
            </p>
          )}
        </Section>
      </div>
      <Section title={t("orders.timeline")}>
        <Timeline events={order.timeline} />
      </Section>
      <p className="print:hidden">
        <Button type="button" variant="ghost" onClick={() => window.print()}>
          <Printer size={16} aria-hidden /> {t("orders.print")}
        </Button>
      </p>
      {dialog}
    </AdminPage>
  );
}
