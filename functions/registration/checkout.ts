import { and, eq } from "drizzle-orm";
import { orders, type UserRow } from "../../db/schema";
import { shippingMethodsOf } from "../../db/shipping";
import { type PricedLine, priceLines } from "../cart/lines";
import { CheckoutError } from "../checkout/errors";
import { type PlacedOrder, paymentFor, placeOrder, replayOf } from "../checkout/place";
import type { CheckoutInput } from "../checkout/schemas";
import { CHECKOUT_LIMIT, lineRefusal, receiverFor } from "../checkout/service";
import { AppError } from "../platform/errors";
import { enforceLimit } from "../platform/rateLimit";
import type { RequestContext, StoreScope } from "../platform/scope";
import { Code } from "../shared/codes";
import { shippingFeeOf, shippingRefusal } from "../shipping/fee";
import { type FlowMode, lineRequestsOf, refuseIncomplete, registrationState } from "./cart";
import { type Network, networkOf, refuseOverCap } from "./network";

// The registration bill (POST /api/checkout/bill {isForCreatingStore: true}) and the registration
// order (POST /api/checkout {isForCreatingStore: true}, checkout_type 'register'): priced on the
// head store's catalogue like any order and placed by the same placeOrder (stock, idempotency,
// payment start). Promotions do not apply to registration orders in part 1.

export type BillOpts = { shippingMethodId?: number | null; city?: string | null };

/** The cart priced on the head store's catalogue (a renewal prices its plan the same way). */
export async function priced(net: Network, userId: number, opts: BillOpts, mode: FlowMode = "register") {
  const state = await registrationState(net, userId, mode);
  const [lines, method] = await Promise.all([
    priceLines(net.seller, lineRequestsOf(state)),
    opts.shippingMethodId ? shippingMethodsOf(net.seller.db, net.head.id).get(opts.shippingMethodId) : null,
  ]);
  const counted = (l: PricedLine) =>
    l.problem === null || ["OUT_OF_STOCK", "OVER_MAX", "BELOW_MIN"].includes(l.problem);
  const itemsTotalAmount = lines.filter(counted).reduce((s, l) => s + l.productUnitPrice * l.quantity, 0);
  const city = opts.city?.trim() || null;
  const shippingFee = method ? shippingFeeOf(method, { city, itemsTotalAmount }) : 0;
  return { state, lines, method, itemsTotalAmount, shippingFee, totalAmount: itemsTotalAmount + shippingFee };
}

export async function registrationBill(scope: StoreScope, user: UserRow, opts: BillOpts) {
  const net = await networkOf(scope);
  const p = await priced(net, user.id, opts);
  return {
    items: p.lines,
    itemsTotalAmount: p.itemsTotalAmount,
    shippingFee: p.shippingFee,
    discountAmount: 0,
    discountShippingFee: 0,
    totalAmount: p.totalAmount,
    minAmountShoppingForCreatingStore: net.head.minAmountShoppingForCreatingStore,
    plan: p.state.plan ? { productId: p.state.plan.id, name: p.state.plan.name } : null,
    selectAmount: p.state.selectAmount,
    selections: p.state.selections,
    problems: p.state.problems,
    complete: p.state.complete,
  };
}

export async function registrationCheckout(rc: RequestContext, scope: StoreScope, user: UserRow, input: CheckoutInput) {
  const net = await networkOf(scope);
  const seller = net.seller;
  await enforceLimit(scope.db, `checkout:${seller.storeId}:${user.id}`, CHECKOUT_LIMIT);
  const first = await replayOf(seller, user.id, input.idempotencyKey);
  if (first) return first;
  const app = await net.reg.applicationOf(user.id);
  if (!app) throw new AppError(Code.APPLICATION_NOT_FOUND, 200, "Fill in the branch application first.");
  if (app.status !== "DRAFT") throw new AppError(Code.APPLICATION_NOT_FOUND, 200, "This application is already paid.");
  await refuseOverCap(scope, net);
  const p = await priced(net, user.id, { shippingMethodId: input.shippingMethodId, city: input.receiver.city });
  refuseIncomplete(p.state);
  const refusal = lineRefusal(p.lines.map((l) => ({ ...l, promotionStatus: null, counted: true })));
  if (refusal) throw refusal;
  const method = p.method;
  const why = method ? shippingRefusal(method, { city: input.receiver.city, items: p.lines }) : "NOT_FOUND";
  if (!method || why)
    throw new CheckoutError(Code.SHIPPING_NOT_AVAILABLE, `Shipping method not available: ${why}.`, { reason: why });
  const receiver = receiverFor(method, input.receiver);
  await paymentFor(seller, input.paymentMethod, method);
  if (p.itemsTotalAmount < net.head.minAmountShoppingForCreatingStore)
    throw new AppError(Code.REGISTRATION_MIN_AMOUNT, 200, "The registration order is below the minimum amount.");
  if (input.expectedTotal !== p.totalAmount)
    throw new CheckoutError(Code.BILL_CHANGED, "The total has changed; please review the bill.", null);
  const placed: PlacedOrder = await placeOrder(seller, {
    userId: user.id,
    idempotencyKey: input.idempotencyKey,
    checkoutType: "register",
    actor: "MEMBER",
    lines: p.lines,
    amounts: {
      itemsTotalAmount: p.itemsTotalAmount,
      shippingFee: p.shippingFee,
      discountAmount: 0,
      discountShippingFee: 0,
      totalAmount: p.totalAmount,
      promotionList: [],
    },
    coupon: null,
    shippingMethod: method,
    receiver,
    invoice: input.invoice ?? null,
    note: input.note ?? "",
    paymentMethod: input.paymentMethod,
    prime: input.prime ?? null,
    cartLineIds: p.lines.map((l) => l.id).filter((id) => id > 0),
    saveCheckoutInfo: false,
    subscriptionId: null,
    createSubscriptions: false,
    origin: rc.origin,
    branchStoreId: net.branchStoreId,
  });
  await net.reg.setOrder(app.id, user.id, placed.order.id);
  await net.cart.resetSelections(user.id);
  return placed;
}

/** The registration order's payment state, read from the head store's orders. */
export async function registrationOrder(net: Network, userId: number, orderId: number) {
  return net.seller.db
    .select({
      id: orders.id,
      paymentStatus: orders.paymentStatus,
      orderNumber: orders.orderNumber,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(and(eq(orders.storeId, net.head.id), eq(orders.id, orderId), eq(orders.userId, userId)))
    .get();
}
