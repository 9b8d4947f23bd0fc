// Online payment round trips after the order exists: the provider's callback settles the attempt
// (once), the completion pages read it, and a failed attempt can be retried with a new one.

import type { PaymentWithOrder } from "@db/checkout";
import type { OrderItemRow, OrderRow } from "@db/schema";
import { randomToken } from "../../platform/crypto";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { onlineProvider, providerFor } from "../payment/providers";
import type { ProviderContext } from "../payment/providers/types";
import { recordPaymentFailure } from "../paymentLogs/service";
import { CheckoutError } from "./errors";
import { type NextStep, nextOf } from "./next";
import { startPayment } from "./place";

const ctxOf = (
  scope: StoreScope,
  origin: string,
  nonce: string | null,
  details: Record<string, unknown> = {},
): ProviderContext => ({
  env: scope.env,
  storeId: scope.storeId,
  storeName: scope.store.name,
  origin,
  details,
  nonce,
  fetch: (...a) => fetch(...a),
});

/**
 * A provider came back for attempt `nonce`: verify with the provider and settle it. Idempotent:
 * an attempt that is no longer PENDING is returned as it is. Null when the nonce is unknown here
 * or belongs to another provider.
 */
export async function settleCallback(
  scope: StoreScope,
  providerName: string,
  params: Record<string, string>,
  origin: string,
): Promise<PaymentWithOrder | null> {
  const db = scope.checkout;
  const nonce = params.payment ?? "";
  const payment = nonce ? await db.paymentByNonce(nonce) : null;
  const provider = onlineProvider(scope.env, providerName);
  if (!payment || !provider || payment.provider !== provider.name) {
    // Only for providers this platform has: a random path writes nothing.
    if (provider)
      await recordPaymentFailure(scope, {
        kind: "UNKNOWN_CALLBACK",
        provider: provider.name,
        params,
      });
    return null;
  }
  if (payment.status !== "PENDING") return payment;
  let verifyFailed = false;
  const outcome = await provider
    .complete(
      {
        payment: {
          nonce,
          amount: payment.amount,
          providerRef: payment.providerRef,
          orderNumber: payment.order.orderNumber,
        },
        params,
      },
      ctxOf(scope, origin, nonce),
    )
    .catch((e: unknown) => {
      verifyFailed = true;
      return { paid: false, providerRef: payment.providerRef, message: `verification failed: ${String(e)}` };
    });
  const settled = await db.settle(nonce, outcome);
  // A concurrent callback may have settled it first (paid): only a failure that stuck is logged.
  if (!outcome.paid && settled?.status === "FAILED")
    await recordPaymentFailure(scope, {
      kind: verifyFailed ? "VERIFY_FAILED" : "DECLINED",
      provider: provider.name,
      method: payment.method,
      order: payment.order,
      amount: payment.amount,
      message: outcome.message,
      params,
    });
  return db.paymentByNonce(nonce);
}

/** A member's payment attempt (another member's nonce reads as missing). */
export async function memberPayment(
  scope: StoreScope,
  userId: number,
  nonce: string,
): Promise<PaymentWithOrder | null> {
  const p = await scope.checkout.paymentByNonce(nonce);
  return p && p.order.userId === userId ? p : null;
}

/** Where /payment-redirect-middle-page sends the shopper for this attempt. */
export function redirectTargetOf(p: PaymentWithOrder): string {
  if (p.status === "PENDING" && p.message && (p.message.startsWith("/") || p.message.startsWith("https://"))) {
    return p.message;
  }
  return `/complete-purchase?payment=${encodeURIComponent(p.nonce)}`;
}

/** A member's order with its lines, for /checkout-complete. */
export async function memberOrder(
  scope: StoreScope,
  userId: number,
  orderNumber: string,
): Promise<{ order: OrderRow; items: OrderItemRow[]; next: NextStep } | null> {
  const db = scope.checkout;
  const found = await db.orderByNumber(userId, orderNumber);
  if (!found) return null;
  const payment = await db.latestPayment(found.order.id);
  return { ...found, next: nextOf(found.order, payment) };
}

/**
 * A new attempt for an order whose last attempt failed (card payments need a new prime from the
 * checkout page, so only providers without one can be retried here).
 */
export async function retryPayment(
  scope: StoreScope,
  userId: number,
  nonce: string,
  origin: string,
): Promise<NextStep> {
  const db = scope.checkout;
  const last = await memberPayment(scope, userId, nonce);
  if (!last) throw notFound();
  const latest = await db.latestPayment(last.orderId);
  if (last.order.paymentStatus !== "UNPAID" || latest?.status !== "FAILED") {
    throw new CheckoutError(Code.ORDER_STATUS_INVALID, "This order cannot be paid again.", null);
  }
  const provider = providerFor(scope.env, scope.storeId, last.order.paymentMethod);
  const row = await db.paymentMethod(last.order.paymentMethod);
  if (
    !provider?.online ||
    provider.needsPrime ||
    !row?.isOpen ||
    !provider.available({ env: scope.env, storeId: scope.storeId, details: row.details })
  ) {
    throw new CheckoutError(Code.PAYMENT_NOT_AVAILABLE, "This payment method cannot be retried here.", null);
  }
  const fresh = randomToken(24);
  await db.newPayment({
    orderId: last.orderId,
    provider: provider.name,
    method: last.method,
    amount: last.order.totalAmount,
    nonce: fresh,
  });
  const full = await db.orderByNumber(userId, last.order.orderNumber);
  const status = await startPayment(
    scope,
    provider,
    {
      id: last.orderId,
      orderNumber: last.order.orderNumber,
      totalAmount: last.order.totalAmount,
      receiver: full?.order.receiver ?? { name: "", phone: "" },
      itemName: full?.items[0]?.productName ?? last.order.orderNumber,
    },
    ctxOf(scope, origin, fresh, row.details),
    { method: last.method, userId },
  );
  return nextOf(last.order, { nonce: fresh, status: status === "PENDING" ? "PENDING" : status });
}
