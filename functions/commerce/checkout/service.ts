// POST /api/checkout (spec storefront §7): re-price the member's cart on the server, refuse with
// the spec's codes, then place the order (place.ts). Order of checks: idempotency first (a retried
// submit gets its order back), then cart, lines, coupon, shipping, receiver, payment, total.

import { refuseBlocked, requireUser } from "../../platform/tenancy/guards";
import { requireSalesScope } from "../../platform/tenancy/salesScope";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { type BillResult, billFor, orderAmountsOf } from "../cart/bill";
import { forgetCoupon } from "../cart/keptCoupon";
import { deliveryOf, lineRefusal, orderInputOf, refuseChangedTotal, replayOrLimit } from "./entry";
import { CheckoutError } from "./errors";
import { type PlacedOrder, placeOrder, replayOf } from "./place";
import type { CheckoutInput } from "./schemas";

const publicBill = ({ lines: _l, couponPromotionId: _c, ...bill }: BillResult) => bill;

export async function checkout(rc: RequestContext, input: CheckoutInput): Promise<PlacedOrder> {
  const scope = await requireSalesScope(rc);
  const { user } = requireUser(rc);
  refuseBlocked(user);
  const first = await replayOrLimit(scope, user.id, input.idempotencyKey);
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
  const [bill, shippingMethod] = await Promise.all([
    billFor(
      scope,
      { userId },
      { couponCode: input.couponCode, shippingMethodId: input.shippingMethodId, city: input.receiver.city },
    ),
    scope.shippingMethods.get(input.shippingMethodId),
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
  const { method, receiver } = await deliveryOf(scope, input, lines, shippingMethod);
  refuseChangedTotal(input, bill.totalAmount, { bill: publicBill(bill) });
  const coupon =
    bill.couponPromotionId !== null && bill.coupon
      ? { code: bill.coupon.code, promotionId: bill.couponPromotionId }
      : null;
  const placed = await placeOrder(
    scope,
    orderInputOf(
      rc,
      userId,
      input,
      { lines, amounts: orderAmountsOf(bill), method, receiver },
      { checkoutType: "normal", coupon, saveCheckoutInfo: input.saveCheckoutInfo === true, createSubscriptions: true },
    ),
  );
  // The cart is emptied with the order; its kept coupon goes too (a lost write only leaves a code
  // the next bill re-checks).
  await forgetCoupon(scope, { userId }).catch(() => undefined);
  return placed;
}
