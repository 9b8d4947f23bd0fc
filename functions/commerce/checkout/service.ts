// POST /api/checkout (spec storefront §7): re-price the member's cart on the server, refuse with
// the spec's codes, then place the order (place.ts). Order of checks: idempotency first (a retried
// submit gets its order back), then cart, lines, coupon, shipping, receiver, payment, total.

import type { ReceiverJson, ShippingMethodRow } from "../../../db/schema";
import { shippingMethodsOf } from "../../../db/shipping";
import { invalid } from "../../platform/errors";
import { refuseBlocked, requireUser } from "../../platform/guards";
import { enforceLimit, type Limit } from "../../platform/rateLimit";
import { requireSalesScope } from "../../platform/salesScope";
import type { RequestContext, StoreScope } from "../../platform/scope";
import { receiverInputOf } from "../../shared/checkoutValidators";
import { Code } from "../../shared/codes";
import { cvsChainOf } from "../../shared/commerce";
import { toFieldIssues } from "../../shared/validators";
import { type BillLine, type BillResult, billFor, orderAmountsOf } from "../cart/bill";
import type { LineProblem } from "../cart/lines";
import { shippingRefusal } from "../shipping/fee";
import { CheckoutError } from "./errors";
import { type PlacedOrder, paymentFor, placeOrder, replayOf } from "./place";
import type { CheckoutInput } from "./schemas";

/** Like login: a member may submit this many checkouts per window (retries included). */
export const CHECKOUT_LIMIT: Limit = { max: 20, windowS: 600 };

const NOT_SALEABLE: readonly LineProblem[] = [
  "NOT_FOUND",
  "NOT_SALEABLE",
  "NOT_LEAF",
  "PLAN_MISMATCH",
  "CYCLE_MISMATCH",
];

const lineRef = (l: BillLine) => ({
  id: l.id,
  productId: l.productId,
  stockId: l.stockId,
  productName: l.productName,
  quantity: l.quantity,
  availableStock: l.availableStock,
  problem: l.problem ?? l.promotionStatus,
});

/** Lines that cannot be sold as they stand → the spec code naming them. */
export function lineRefusal(lines: readonly BillLine[]): CheckoutError | null {
  const bad = (pred: (l: BillLine) => boolean, code: (typeof Code)[keyof typeof Code], msg: string) => {
    const hit = lines.filter(pred);
    return hit.length ? new CheckoutError(code, msg, { lines: hit.map(lineRef) }) : null;
  };
  return (
    bad(
      (l) => l.problem !== null && NOT_SALEABLE.includes(l.problem),
      Code.PRODUCT_NOT_SALEABLE,
      "A product cannot be bought.",
    ) ??
    bad((l) => l.problem === "OUT_OF_STOCK", Code.OUT_OF_STOCK, "Not enough stock.") ??
    bad(
      (l) => l.problem === "BELOW_MIN" || l.problem === "OVER_MAX" || l.promotionStatus === "OVER_MAX_QUANTITY",
      Code.PURCHASE_LIMIT,
      "Purchase limit.",
    )
  );
}

/** The receiver under the method's rules: pickup methods need a store of the method's chain. */
export function receiverFor(method: Pick<ShippingMethodRow, "code">, raw: CheckoutInput["receiver"]): ReceiverJson {
  const chain = cvsChainOf(method.code);
  const pickup = chain !== null || method.code === "CONVENIENCE_STORE";
  const { name, phone, email } = raw;
  const candidate = pickup
    ? { name, phone, email, cvs: raw.cvs }
    : { name, phone, email, city: raw.city, district: raw.district, postalCode: raw.postalCode, address: raw.address };
  if (pickup && raw.cvs === undefined) throw invalid([{ path: "receiver.cvs", message: "validation.cvsStore" }]);
  const r = receiverInputOf(pickup ? "CVS" : "HOME").safeParse(candidate);
  if (!r.success) throw invalid(toFieldIssues(r.error).map((i) => ({ ...i, path: `receiver.${i.path}` })));
  const receiver = r.data as ReceiverJson;
  if (chain && receiver.cvs?.chain !== chain)
    throw invalid([{ path: "receiver.cvs.chain", message: "validation.cvsChain" }]);
  return receiver;
}

const publicBill = ({ lines: _l, couponPromotionId: _c, ...bill }: BillResult) => bill;

export async function checkout(rc: RequestContext, input: CheckoutInput): Promise<PlacedOrder> {
  const scope = await requireSalesScope(rc);
  const { user } = requireUser(rc);
  refuseBlocked(user);
  await enforceLimit(scope.db, `checkout:${scope.storeId}:${user.id}`, CHECKOUT_LIMIT);

  const first = await replayOf(scope, user.id, input.idempotencyKey);
  if (first) return first;
  try {
    return await fresh(scope, rc, user.id, input);
  } catch (e) {
    // A twin of this submit may have placed the order while this one was pricing (its cart is
    // now empty, its stock gone): the key says it is the same checkout, so answer that order.
    if (e instanceof CheckoutError) {
      const twin = await replayOf(scope, user.id, input.idempotencyKey);
      if (twin) return twin;
    }
    throw e;
  }
}

async function fresh(
  scope: StoreScope,
  rc: RequestContext,
  userId: number,
  input: CheckoutInput,
): Promise<PlacedOrder> {
  const [bill, method] = await Promise.all([
    billFor(
      scope,
      { userId },
      { couponCode: input.couponCode, shippingMethodId: input.shippingMethodId, city: input.receiver.city },
    ),
    shippingMethodsOf(scope.db, scope.storeId).get(input.shippingMethodId),
  ]);
  if (!bill.lines.length) throw new CheckoutError(Code.CART_EMPTY, "The cart is empty.", null);
  const refusal = lineRefusal(bill.lines);
  if (refusal) throw refusal;
  if (bill.coupon && !bill.coupon.valid) {
    const reason = bill.coupon.reason ?? "NOT_FIND";
    throw new CheckoutError(Code.COUPON_IS_NOT_VALID, `Coupon is not valid: ${reason}.`, { reason });
  }
  const lines = bill.lines.filter((l) => l.promotionStatus !== "INVALID_ADDITIONAL");
  if (!lines.length) throw new CheckoutError(Code.CART_EMPTY, "Nothing in the cart can be ordered.", null);
  const why = method ? shippingRefusal(method, { city: input.receiver.city, items: lines }) : "NOT_FOUND";
  if (!method || why) {
    throw new CheckoutError(Code.SHIPPING_NOT_AVAILABLE, `Shipping method not available: ${why}.`, { reason: why });
  }
  const receiver = receiverFor(method, input.receiver);
  // Checked here as well as in placeOrder so a closed payment method is refused before the total.
  await paymentFor(scope, input.paymentMethod, method);
  if (input.expectedTotal !== bill.totalAmount) {
    throw new CheckoutError(Code.BILL_CHANGED, "The total has changed; please review the bill.", {
      bill: publicBill(bill),
    });
  }
  return placeOrder(scope, {
    userId,
    idempotencyKey: input.idempotencyKey,
    checkoutType: "normal",
    actor: "MEMBER",
    lines,
    amounts: orderAmountsOf(bill),
    coupon:
      bill.couponPromotionId !== null && bill.coupon
        ? { code: bill.coupon.code, promotionId: bill.couponPromotionId }
        : null,
    shippingMethod: method,
    receiver,
    invoice: input.invoice ?? null,
    note: input.note ?? "",
    paymentMethod: input.paymentMethod,
    prime: input.prime ?? null,
    cartLineIds: lines.map((l) => l.id).filter((id) => id > 0),
    saveCheckoutInfo: input.saveCheckoutInfo === true,
    subscriptionId: null,
    createSubscriptions: true,
    origin: rc.origin,
  });
}
