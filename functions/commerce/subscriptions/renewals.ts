// The scheduled (Cron Trigger) renewal of subscriptions: every ACTIVE subscription due on or before
// today (Asia/Taipei) gets its next order, at most once per (subscription, due date).
//
// Idempotency, twice over: the run is claimed by inserting (subscription_id, due_date) into
// subscription_runs (the primary key makes a second claim a no-op), and the order is placed with
// the idempotency key `sub-<id>-<dueDate>`, so even a retried claim (a run that died after
// claiming) answers the order already placed instead of a second one.
//
// A renewal that cannot be placed (out of stock, product gone, shipping or payment closed) is
// recorded FAILED with its message; the subscription stays ACTIVE and is tried again the next day,
// and after MAX_RENEWAL_TRIES failures in a row it becomes FAILED (resume revives it). Renewals
// use the catalogue's current subscription price and the method's shipping fee; promotions and
// coupons are not applied to them.

import type { Db } from "@db/client";
import { getDb } from "@db/client";
import type { InvoiceJson } from "@db/schema";
import { findStore, hostsOfStore } from "@db/stores";
import type { SubscriptionListRow } from "@db/subscriptions";
import { dueSubscriptions } from "@db/subscriptions";
import type { Env } from "../../platform/env";
import { type StoreScope, storeScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type { PaymentMethod } from "../../shared/commerce/commerce";
import { priceLines } from "../cart/lines";
import { placeOrder } from "../checkout/place";
import { OrderError } from "../orders/errors";
import { taipeiDate } from "../orders/time";
import { shippingFeeOf, shippingRefusal } from "../shipping/fee";
import { MAX_RENEWAL_TRIES } from "./model";

/** Subscriptions handled per invocation; the rest wait for the next (hourly) run. */
export const RENEWALS_PER_RUN = 200;
/** A claimed run older than this without an outcome died midway: it may be retried. */
const STALE_CLAIM_MS = 15 * 60_000;

export type RenewalOutcome = {
  storeId: number;
  subscriptionId: number;
  dueDate: string;
  result: "CREATED" | "FAILED" | "SKIPPED";
  orderId?: number;
  message?: string;
};

/**
 * The seam between the renewal bookkeeping and order placement: builds the renewal order of one
 * subscription through checkout's placeOrder (same stock guard, numbering, payment start).
 */
export async function createRenewalOrder(
  scope: StoreScope,
  sub: SubscriptionListRow,
  dueDate: string,
  origin: string,
): Promise<{ orderId: number }> {
  const subs = scope.subscriptions;
  const [lines, method, invoiceRaw] = await Promise.all([
    priceLines(scope, [
      { stockId: sub.stockId, quantity: sub.quantity, paymentPlan: "SUBSCRIPTION", subscriptionCycle: sub.cycle },
    ]),
    sub.shippingMethodId ? scope.shippingMethods.get(sub.shippingMethodId) : null,
    subs.originInvoice(sub.originOrderId),
  ]);
  const line = lines[0];
  if (!line || line.problem) {
    const code = line?.problem === "OUT_OF_STOCK" ? Code.OUT_OF_STOCK : Code.PRODUCT_NOT_SALEABLE;
    throw new OrderError(code, `Line cannot be sold: ${line?.problem ?? "NOT_FOUND"}.`);
  }
  const why = method ? shippingRefusal(method, { city: sub.receiver.city, items: lines }) : "NOT_FOUND";
  if (!method || why) throw new OrderError(Code.SHIPPING_NOT_AVAILABLE, `Shipping method not available: ${why}.`);
  const itemsTotalAmount = line.productUnitPrice * line.quantity;
  const shippingFee = shippingFeeOf(method, { city: sub.receiver.city, itemsTotalAmount });
  const placed = await placeOrder(scope, {
    userId: sub.userId,
    idempotencyKey: `sub-${sub.id}-${dueDate}`,
    checkoutType: "subscription",
    actor: "SYSTEM",
    lines,
    amounts: {
      itemsTotalAmount,
      shippingFee,
      discountAmount: 0,
      discountShippingFee: 0,
      totalAmount: itemsTotalAmount + shippingFee,
      promotionList: [],
    },
    coupon: null,
    shippingMethod: method,
    receiver: sub.receiver,
    invoice: invoiceRaw ? (JSON.parse(invoiceRaw) as InvoiceJson) : null,
    note: "",
    paymentMethod: sub.paymentMethod as PaymentMethod,
    prime: null,
    cartLineIds: [],
    saveCheckoutInfo: false,
    subscriptionId: sub.id,
    createSubscriptions: false,
    origin,
  });
  return { orderId: placed.order.id };
}

async function renewOne(
  scope: StoreScope,
  origin: string,
  id: number,
  dueDate: string,
  now: Date,
): Promise<RenewalOutcome> {
  const base = { storeId: scope.storeId, subscriptionId: id, dueDate };
  const subs = scope.subscriptions;
  if (!(await subs.claim(id, dueDate))) {
    const run = await subs.run(id, dueDate);
    const stale = run?.status === "CLAIMED" && now.getTime() - Date.parse(run.createdAt) > STALE_CLAIM_MS;
    if (!stale) return { ...base, result: "SKIPPED" };
  }
  const got = await subs.get(id);
  // Paused or cancelled since it was listed: nothing to order (the claim stays, harmlessly).
  if (got?.sub.status !== "ACTIVE" || got.sub.nextOrderDate !== dueDate) return { ...base, result: "SKIPPED" };
  try {
    const { orderId } = await createRenewalOrder(scope, got.sub, dueDate, origin);
    await subs.recordCreated(id, dueDate, orderId);
    return { ...base, result: "CREATED", orderId };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    await subs.recordFailed(id, dueDate, message, MAX_RENEWAL_TRIES);
    console.warn(JSON.stringify({ level: "warn", message: "renewal failed", ...base, error: message }));
    return { ...base, result: "FAILED", message };
  }
}

async function scopeFor(env: Env, db: Db, storeId: number): Promise<{ scope: StoreScope; origin: string } | null> {
  const [store, hosts] = await Promise.all([findStore(db, storeId), hostsOfStore(db, storeId)]);
  if (!store) return null;
  return { scope: storeScope(env, db, store), origin: `https://${hosts[0] ?? "localhost"}` };
}

/** The scheduled handler's work: every due subscription of every store, each in its own store. */
export async function runRenewals(env: Env, now = new Date()): Promise<RenewalOutcome[]> {
  const db = getDb(env.DB);
  const due = await dueSubscriptions(db, taipeiDate(now), RENEWALS_PER_RUN);
  const out: RenewalOutcome[] = [];
  const scopes = new Map<number, Awaited<ReturnType<typeof scopeFor>>>();
  for (const d of due) {
    if (!scopes.has(d.storeId)) scopes.set(d.storeId, await scopeFor(env, db, d.storeId));
    const s = scopes.get(d.storeId);
    if (!s) continue;
    // One at a time: renewals of one store compete for the same stock lines.
    out.push(await renewOne(s.scope, s.origin, d.id, d.dueDate, now));
  }
  return out;
}
