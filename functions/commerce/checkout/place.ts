// placeOrder: the order-placing batch plus the start of its payment, shared by POST /api/checkout
// and the scheduled subscription renewal. It trusts its caller for prices (they come from
// priceLines / billFor, never from a client) and enforces what only the write can: stock, coupon
// limits and idempotency, atomically (db/checkout.ts).

import type { checkoutOf, OrderLineWrite, OrderWrite } from "@db/checkout";
import { ORDER_PLACED_JOB, type OrderAmounts, type PlaceOutcome } from "@db/checkoutTypes";
import { jobDone, jobFor } from "@db/outboxJobs";
import type { InvoiceJson, ReceiverJson, ShippingMethodRow } from "@db/schema";
import { isBindingFailure } from "../../platform/bindingFailure";
import { randomToken } from "../../platform/crypto";
import { invalid } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { cvsChainOf, OFFERED_PAYMENT_METHODS, type PaymentMethod } from "../../shared/commerce/commerce";
import { settingSystemOf } from "../../shared/storeSettings/pages";
import type { PricedLine } from "../cart/lines";
import { announceStock } from "../catalogue/stockNews";
import { providerFor } from "../payment/providers";
import type { PaymentProvider, ProviderContext, ProviderOrder, StartResult } from "../payment/providers/types";
import { recordPaymentFailure } from "../paymentLogs/service";
import { finishPlacedOrder, itemNameOf, mailPlacedNotices } from "./afterPlaced";
import { CheckoutError } from "./errors";
import { type NextStep, nextOf, type OrderSummary, summaryOf } from "./next";

/**
 * Everything an order is made of, already priced on the server.
 * - `lines`: the lines to sell (problem-free PricedLines from priceLines or billFor); COMBO lines
 *   take their parts' stock.
 * - `amounts`: the bill's totals for exactly these lines (totalAmount is what the shopper pays).
 * - `idempotencyKey`: unique per member and attempt. Placing again with the same key returns the
 *   first order (replayed: true) and writes nothing. A renewal uses e.g. `sub-<id>-<dueDate>`.
 * - `subscriptionId` + `createSubscriptions: false`: a renewal order of an existing subscription;
 *   `createSubscriptions: true` turns SUBSCRIPTION lines into new subscriptions (checkout).
 * - `cartLineIds`: cart lines this order consumes (deleted in the same transaction); [] for renewals.
 * - `origin`: https://host of the store (provider return URLs).
 */
export type PlaceOrderInput = {
  userId: number;
  idempotencyKey: string;
  checkoutType: "normal" | "changeShipping" | "subscription" | "register" | "update";
  actor: "MEMBER" | "SYSTEM";
  lines: PricedLine[];
  amounts: OrderAmounts;
  coupon: { code: string; promotionId: number } | null;
  shippingMethod: Pick<ShippingMethodRow, "id" | "code" | "ifOpenCashOnDelivery">;
  receiver: ReceiverJson;
  invoice: InvoiceJson | null;
  note: string;
  paymentMethod: PaymentMethod;
  prime?: string | null;
  cartLineIds: number[];
  saveCheckoutInfo: boolean;
  subscriptionId: number | null;
  createSubscriptions: boolean;
  origin: string;
  /** The branch the order is sold on when the scope carries no `sale` (a registration on a branch host). */
  branchStoreId?: number | null;
};

export type PlacedOrder = { order: OrderSummary; next: NextStep; replayed: boolean };

/** The provider for the method, refusing what the store does not offer (PAYMENT_NOT_AVAILABLE 400041). */
export async function paymentFor(
  scope: StoreScope,
  method: string,
  shipping: Pick<ShippingMethodRow, "ifOpenCashOnDelivery">,
): Promise<{ provider: PaymentProvider; details: Record<string, unknown> }> {
  const refuse = (why: string) =>
    new CheckoutError(Code.PAYMENT_NOT_AVAILABLE, `Payment method not available: ${why}.`, { reason: why });
  if (!(OFFERED_PAYMENT_METHODS as readonly string[]).includes(method)) throw refuse("NOT_OFFERED");
  const row = await scope.checkout.paymentMethod(method);
  if (!row?.isOpen) throw refuse("CLOSED");
  if (method === "CASH_ON_DELIVERY" && !shipping.ifOpenCashOnDelivery) throw refuse("NO_CASH_ON_DELIVERY");
  const provider = providerFor(scope.env, scope.storeId, method);
  if (!provider?.available({ env: scope.env, storeId: scope.storeId, details: row.details })) {
    throw refuse("NOT_CONFIGURED");
  }
  return { provider, details: row.details };
}

/** Units each stock line gives up: a COMBO set takes its parts × the set count. */
export function decrementsOf(lines: readonly PricedLine[]): { stockId: number; quantity: number }[] {
  const by = new Map<number, number>();
  const take = (stockId: number, q: number) => by.set(stockId, (by.get(stockId) ?? 0) + q);
  for (const l of lines) {
    if (l.productKind === "COMBO") for (const c of l.combos) take(c.stockId, c.quantity * l.quantity);
    else take(l.stockId, l.quantity);
  }
  return [...by].filter(([, q]) => q > 0).map(([stockId, quantity]) => ({ stockId, quantity }));
}

const lineWrite = (l: PricedLine): OrderLineWrite => ({
  productId: l.productId,
  stockId: l.stockId,
  productName: l.productName,
  spec: l.spec,
  mediaPath: l.productMedia?.path ?? null,
  paymentPlan: l.paymentPlan,
  subscriptionCycle: l.subscriptionCycle,
  unitPrice: l.productUnitPrice,
  quantity: l.quantity,
  amount: l.productUnitPrice * l.quantity,
  promotionId: l.promotionId,
});

/** The order the same member placed with this key, as the answer a replay gets. */
export async function replayOf(scope: StoreScope, userId: number, key: string): Promise<PlacedOrder | null> {
  const db = scope.checkout;
  const order = await db.orderByKey(userId, key);
  if (!order) return null;
  const payment = await db.latestPayment(order.id);
  return { order: summaryOf(order), next: nextOf(order, payment), replayed: true };
}

export async function placeOrder(scope: StoreScope, input: PlaceOrderInput): Promise<PlacedOrder> {
  if (!input.lines.length) throw new CheckoutError(Code.CART_EMPTY, "Nothing to order.", null);
  const { provider, details } = await paymentFor(scope, input.paymentMethod, input.shippingMethod);
  if (provider.needsPrime && !input.prime) throw invalid([{ path: "prime", message: "validation.required" }]);

  const db = scope.checkout;
  const nonce = provider.online ? randomToken(24) : null;
  const write: OrderWrite = {
    userId: input.userId,
    lowStockThreshold: settingSystemOf(scope.store.settingSystem).lowStockThreshold,
    branchStoreId: input.branchStoreId ?? scope.sale?.branchStoreId ?? null,
    idempotencyKey: input.idempotencyKey,
    checkoutType: input.checkoutType,
    paymentStatus: input.paymentMethod === "CASH_ON_DELIVERY" ? "NOT_REQUIRED" : "UNPAID",
    paymentMethod: input.paymentMethod,
    shippingMethodId: input.shippingMethod.id,
    shippingCode: input.shippingMethod.code,
    receiver: input.receiver,
    invoice: input.invoice,
    note: input.note,
    ...input.amounts,
    couponCode: input.coupon?.code ?? null,
    subscriptionId: input.subscriptionId,
    paymentInfo: null,
    lines: input.lines.map(lineWrite),
    decrements: decrementsOf(input.lines),
    coupon: input.coupon ? { promotionId: input.coupon.promotionId } : null,
    subscriptions: input.createSubscriptions
      ? input.lines
          .filter((l) => l.paymentPlan === "SUBSCRIPTION" && l.subscriptionCycle > 0)
          .map((l) => ({
            productId: l.productId,
            stockId: l.stockId,
            quantity: l.quantity,
            cycle: l.subscriptionCycle,
          }))
      : [],
    actor: input.actor,
    payment: nonce ? { provider: provider.name, nonce } : null,
    cartLineIds: input.cartLineIds,
    saveCheckoutInfo: input.saveCheckoutInfo
      ? { type: cvsChainOf(input.shippingMethod.code) || input.receiver.cvs ? "CVS" : "HOME" }
      : null,
  };
  const out = await placeOrFind(scope, db, write);
  if ("recovered" in out) return out.recovered;
  if (!out.ok) {
    if (out.reason === "DUPLICATE_KEY") {
      // The same submit won the race (or was written before): answer its order, never a second one.
      const replay = await replayOf(scope, input.userId, input.idempotencyKey);
      if (replay) return replay;
    }
    throw refusalOf(out.reason);
  }
  await announceStock(scope, out.lowestStock);
  await mailPlacedNotices(scope, out.lowestStock);

  const order: ProviderOrder = {
    id: out.orderId,
    orderNumber: out.orderNumber,
    totalAmount: input.amounts.totalAmount,
    receiver: input.receiver,
    itemName: itemNameOf(input.lines),
  };
  const ctx: ProviderContext = {
    env: scope.env,
    storeId: scope.storeId,
    storeName: scope.store.name,
    origin: input.origin,
    details,
    nonce,
    prime: input.prime ?? null,
    fetch: (...a) => fetch(...a),
  };
  const summary: OrderSummary = {
    id: out.orderId,
    orderNumber: out.orderNumber,
    totalAmount: input.amounts.totalAmount,
    paymentMethod: input.paymentMethod,
    paymentStatus: write.paymentStatus,
    status: "UNPROCESSED",
  };
  // The order is committed: nothing after this line may answer an error (issue 16 §3). What a
  // failing binding leaves undone stays in the order's outbox job for the scheduled handler.
  let started: Awaited<ReturnType<typeof startPayment>>;
  try {
    started = await startPayment(scope, provider, order, ctx, { method: input.paymentMethod, userId: input.userId });
    if (out.jobId !== null) await jobDone(scope.db, scope.storeId, out.jobId);
  } catch (e) {
    leftToOutbox(out.orderId)(e);
    return { order: summary, next: nextOf(summary, nonce ? { nonce, status: "PENDING" } : null), replayed: false };
  }
  if (!nonce) return { order: summary, next: nextOf(summary, null), replayed: false };
  const paymentStatus = started === "PENDING" ? "PENDING" : started;
  if (started === "PAID") summary.paymentStatus = "PAID";
  return { order: summary, next: nextOf(summary, { nonce, status: paymentStatus }), replayed: false };
}

/**
 * The order batch, and when its answer is lost (a failing binding: it may have committed), the
 * order looked up by its idempotency key before any error is answered: a shopper is never told
 * "failed" for an order that exists. A found order gets its after-commit work done here.
 */
async function placeOrFind(
  scope: StoreScope,
  db: ReturnType<typeof checkoutOf>,
  write: OrderWrite,
): Promise<PlaceOutcome | { recovered: PlacedOrder }> {
  try {
    return await db.place(write);
  } catch (e) {
    if (!isBindingFailure(e)) throw e;
    const order = await db.orderByKey(write.userId, write.idempotencyKey);
    if (!order) throw e;
    const job = await jobFor(scope.db, scope.storeId, ORDER_PLACED_JOB, "orderId", order.id);
    await finishPlacedOrder(scope, order.id, job?.id ?? null).catch(leftToOutbox(order.id));
    const found = await replayOf(scope, write.userId, write.idempotencyKey);
    if (!found) throw e;
    return { recovered: { ...found, replayed: false } };
  }
}

const leftToOutbox = (orderId: number) => (e: unknown) =>
  console.error(
    JSON.stringify({
      level: "error",
      message: "after-commit work left to the outbox",
      order: orderId,
      error: String(e),
    }),
  );

/**
 * Starts the attempt with the provider after the order is written. A provider failure never
 * undoes the order: the attempt is marked FAILED and the shopper can retry from /complete-purchase.
 * A refusal or an unreachable provider is also written to the payment error log (`who`).
 */
export async function startPayment(
  scope: StoreScope,
  provider: PaymentProvider,
  order: ProviderOrder,
  ctx: ProviderContext,
  who: { method: string; userId: number | null } = { method: "", userId: null },
): Promise<"PENDING" | "PAID" | "FAILED" | "OFFLINE"> {
  const db = scope.checkout;
  const logFailure = (kind: "DECLINED" | "PROVIDER_ERROR", message: string | null) =>
    recordPaymentFailure(scope, {
      kind,
      provider: provider.name,
      method: who.method || null,
      order: { id: order.id, orderNumber: order.orderNumber, userId: who.userId, totalAmount: order.totalAmount },
      message,
    });
  let r: StartResult;
  let unreachable = false;
  try {
    r = await provider.start(order, ctx);
  } catch (e) {
    if (!ctx.nonce) throw e;
    console.error(
      JSON.stringify({ level: "error", message: "payment start failed", provider: provider.name, error: String(e) }),
    );
    r = { kind: "SETTLED", paid: false, providerRef: null, message: "The payment provider could not be reached." };
    unreachable = true;
    await logFailure("PROVIDER_ERROR", String(e));
  }
  if (r.kind === "OFFLINE") {
    await db.recordStart(null, order.id, { paymentInfo: r.paymentInfo });
    return "OFFLINE";
  }
  if (!ctx.nonce) throw new Error(`${provider.name} started without an attempt`);
  if (r.kind === "REDIRECT") {
    // No column holds the provider's page: a PENDING attempt keeps it in `message` until it settles.
    await db.recordStart(ctx.nonce, order.id, { providerRef: r.providerRef, message: r.url });
    return "PENDING";
  }
  await db.settle(ctx.nonce, { paid: r.paid, providerRef: r.providerRef, message: r.message });
  if (!r.paid && !unreachable) await logFailure("DECLINED", r.message);
  return r.paid ? "PAID" : "FAILED";
}

function refusalOf(reason: "OUT_OF_STOCK" | "LINE_GONE" | "COUPON_USED_UP" | "COUPON_USER_LIMIT" | "DUPLICATE_KEY") {
  switch (reason) {
    case "OUT_OF_STOCK":
      return new CheckoutError(Code.OUT_OF_STOCK, "Not enough stock.", { lines: [] });
    case "LINE_GONE":
      return new CheckoutError(Code.PRODUCT_NOT_SALEABLE, "A product is no longer sold.", { lines: [] });
    case "COUPON_USED_UP":
      return new CheckoutError(Code.COUPON_IS_NOT_VALID, "Coupon is not valid: INSUFFICIENT_QUANTITY.", {
        reason: "INSUFFICIENT_QUANTITY",
      });
    case "COUPON_USER_LIMIT":
      return new CheckoutError(Code.COUPON_IS_NOT_VALID, "Coupon is not valid: EXCEED_LIMIT_FOR_SINGLE_USER.", {
        reason: "EXCEED_LIMIT_FOR_SINGLE_USER",
      });
    default:
      // A duplicate key whose order cannot be read back: the other write is still settling.
      return new CheckoutError(Code.BILL_CHANGED, "This checkout is already being placed; please retry.", null);
  }
}
