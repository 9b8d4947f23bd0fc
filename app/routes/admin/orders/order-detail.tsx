import "~/i18n/areas/network/branchCatalogue";
import type { AdminOrderDetail } from "@functions/commerce/orders/model";
import { Printer } from "lucide-react";
import { redirect } from "react-router";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { DetailPage } from "~/components/admin/kit";
import { taipei } from "~/components/orders/format";
import { InvoiceFact, OrderFact, OrderReason, ReceiverFacts } from "~/components/orders/OrderFacts";
import { OrderLines } from "~/components/orders/OrderLines";
import { OrderStatusLine } from "~/components/orders/StatusBadge";
import { Timeline } from "~/components/orders/Timeline";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { ORDER_PATHS, ORDERS_API } from "./lib";
import { useOrderAction } from "./useOrderAction";

// /admin/order/:id — one order for the store: a button per transition the order allows now (from
// functions/commerce/orders/transitions.ts), lines and amounts, receiver, member, payment, the timeline.
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

export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function OrderDetail({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { order } = loaderData;
  const { run, dialog, busy } = useOrderAction();
  const buttons = order.actions.filter((a) => a !== "read");
  const info = order.paymentInfo ?? {};
  return (
    <DetailPage
      title={t("adminOrders.detailTitle", { number: order.orderNumber })}
      breadcrumbs={[{ label: t("adminOrders.section"), to: ORDER_PATHS.list("all") }, { label: order.orderNumber }]}
      back={{ to: ORDER_PATHS.list("all"), label: t("adminOrders.backToList") }}
      description={<OrderStatusLine order={order} />}
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
        <OrderReason reason={order.reason} />
        {order.branchName && (
          <OrderFact label={t("bc.branchCol")} className="mt-2 text-sm">
            <span data-testid="order-branch">{order.branchName}</span>
          </OrderFact>
        )}
      </Section>
      <Section title={t("orders.lines")}>
        <OrderLines order={order} />
        {order.couponCode && (
          <OrderFact label={t("adminOrders.coupon")} className="mt-2 text-sm">
            {order.couponCode}
          </OrderFact>
        )}
      </Section>
      <div className="grid gap-4 min-[734px]:grid-cols-2">
        <Section title={t("orders.receiver")}>
          <ReceiverFacts order={order}>
            {order.deliveredAt && (
              <OrderFact label={t("adminOrders.deliveredAt")}>{taipei(order.deliveredAt, locale)}</OrderFact>
            )}
          </ReceiverFacts>
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
          <OrderFact label={t("orders.paymentMethod")} className="mt-3 text-[15px]">
            {t(`orders.method.${order.paymentMethod}`)}
          </OrderFact>
          {typeof info.last5 === "string" && (
            <p className="text-sm text-muted">
              {t("orders.reported", { last5: info.last5 })}
              {typeof info.reportedPaidAt === "string" && ` · ${taipei(info.reportedPaidAt, locale)}`}
            </p>
          )}
          {order.paidAt && <OrderFact label={t("adminOrders.paidAt")}>{taipei(order.paidAt, locale)}</OrderFact>}
          <InvoiceFact order={order} withTitle />
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
    </DetailPage>
  );
}
