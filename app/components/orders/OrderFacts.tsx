import type { OrderDetail } from "@functions/commerce/orders/model";
import type { ReactNode } from "react";
import { useLocale, useT } from "../../i18n";
import { orderInvoiceName, orderShippingName, sep } from "./format";
import { ReceiverBlock } from "./OrderLines";
import { TrackingNumber } from "./TrackingNumber";

// The parts of an order's page that the member's order and the back office's order show alike
// (spec back-office §4.2 and the member centre): one labelled fact, the receiver and shipping
// block, the reason line and the invoice line.

/** "Label：value" in the page's language (the label muted). */
export function OrderFact({
  label,
  children,
  className = "text-sm",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <p className={className}>
      <span className="text-muted">
        {label}
        {sep(locale)}
      </span>
      {children}
    </p>
  );
}

/** Receiver, shipping method, tracking number and the member's note; `children` go after the method. */
export function ReceiverFacts({ order, children }: { order: OrderDetail; children?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <ReceiverBlock receiver={order.receiver} />
      <OrderFact label={t("orders.shippingMethod")} className="mt-3 text-sm">
        <span className="text-muted" data-testid="order-shipping-name">
          {orderShippingName(order, locale)}
        </span>
      </OrderFact>
      {children}
      <TrackingNumber value={order.trackingNumber} />
      {order.note && (
        <OrderFact label={t("orders.note")} className="mt-1 text-sm">
          {order.note}
        </OrderFact>
      )}
    </>
  );
}

/** Why the order was cancelled or returned (or the refusal), when there is a reason. */
export function OrderReason({ reason }: { reason: string | null }) {
  const t = useT();
  if (!reason) return null;
  return (
    <OrderFact label={t("orders.reason")} className="mt-3 text-sm">
      {reason}
    </OrderFact>
  );
}

/** The invoice line: its method, carrier, tax number and (for the store) the company title. */
export function InvoiceFact({ order, withTitle }: { order: OrderDetail; withTitle?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const inv = order.invoice;
  if (!inv) return null;
  return (
    <OrderFact label={t("orders.invoice")} className="mt-2 text-sm text-muted">
      {[orderInvoiceName(order, locale), inv.carrierCode, inv.companyTaxNumber, withTitle ? inv.companyTitle : null]
        .filter(Boolean)
        .join(" ")}
    </OrderFact>
  );
}
