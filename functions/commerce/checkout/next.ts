import type { OrderRow, PaymentRow } from "@db/schema";

/** What the shopper does after submitting: go to the provider, or see the outcome. */
export type NextStep = { type: "REDIRECT" | "COMPLETE"; url: string };

/** Spec §3-shaped order answer of POST /api/checkout. */
export type OrderSummary = {
  id: number;
  orderNumber: string;
  totalAmount: number;
  paymentMethod: string;
  paymentStatus: string;
  status: string;
};

export const summaryOf = (o: Pick<OrderRow, keyof OrderSummary>): OrderSummary => ({
  id: o.id,
  orderNumber: o.orderNumber,
  totalAmount: o.totalAmount,
  paymentMethod: o.paymentMethod,
  paymentStatus: o.paymentStatus,
  status: o.status,
});

/** The next step from the order's state: a pending online attempt redirects, else the outcome page. */
export function nextOf(
  order: Pick<OrderRow, "orderNumber">,
  payment: Pick<PaymentRow, "nonce" | "status"> | null,
): NextStep {
  if (!payment) return { type: "COMPLETE", url: `/checkout-complete?order=${encodeURIComponent(order.orderNumber)}` };
  const p = encodeURIComponent(payment.nonce);
  return payment.status === "PENDING"
    ? { type: "REDIRECT", url: `/payment-redirect-middle-page?payment=${p}` }
    : { type: "COMPLETE", url: `/complete-purchase?payment=${p}` };
}
