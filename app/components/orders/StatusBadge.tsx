import { useLocale, useT } from "../../i18n";
import { cx } from "../ui";
import { taipei } from "./format";
import "../../i18n/areas/orders";

// Status pills of orders and subscriptions, one colour per meaning (new, moving, done, stopped).

const ORDER_TONE: Record<string, string> = {
  UNPROCESSED: "bg-amber-100 text-amber-800",
  PROCESSED: "bg-brand-50 text-brand-700",
  DELIVERED: "bg-brand-50 text-brand-700",
  COMPLETE: "bg-success/10 text-[#166534]",
  CANCEL_UNPROCESSED: "bg-danger/10 text-danger",
  CANCEL_COMPLETE: "bg-black/[0.06] text-muted",
  RETURN_UNPROCESSED: "bg-danger/10 text-danger",
  RETURN_COMPLETE: "bg-black/[0.06] text-muted",
};
const PAYMENT_TONE: Record<string, string> = {
  UNPAID: "bg-amber-100 text-amber-800",
  CONFIRM_PAID: "bg-brand-50 text-brand-700",
  PAID: "bg-success/10 text-[#166534]",
  FAILED: "bg-danger/10 text-danger",
  REFUNDED: "bg-black/[0.06] text-muted",
  NOT_REQUIRED: "bg-black/[0.06] text-muted",
};
const SUB_TONE: Record<string, string> = {
  ACTIVE: "bg-success/10 text-[#166534]",
  PAUSED: "bg-amber-100 text-amber-800",
  CANCELLED: "bg-black/[0.06] text-muted",
  FAILED: "bg-danger/10 text-danger",
};

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap";

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className={cx(pill, ORDER_TONE[status] ?? ORDER_TONE.CANCEL_COMPLETE)} data-testid={`order-status-${status}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className={cx(pill, PAYMENT_TONE[status] ?? PAYMENT_TONE.REFUNDED)} data-testid={`payment-status-${status}`}>
      {t(`orders.payment.${status}`)}
    </span>
  );
}

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className={cx(pill, SUB_TONE[status] ?? SUB_TONE.CANCELLED)} data-testid={`subscription-status-${status}`}>
      {t(`subs.status.${status}`)}
    </span>
  );
}

/** An order page's headline facts: its status, payment status and when it was placed (Taipei). */
export function OrderStatusLine({ order }: { order: { status: string; paymentStatus: string; createdAt: string } }) {
  const locale = useLocale();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <OrderStatusBadge status={order.status} />
      <PaymentStatusBadge status={order.paymentStatus} />
      <span>{taipei(order.createdAt, locale)}</span>
    </span>
  );
}
