import type { StoreScope } from "../../platform/tenancy/scope";
import type { Bill } from "../../shared/commerce/commerce";
import type { CartOwner } from "./owner";

// The coupon a shopper applied at checkout stays with their cart (issue 28 §8: it was gone when
// they went back to the cart or a product and returned). The cart's lines are D1 rows per owner;
// the code sits beside them in the store's pending states, for as long as a cart is worth keeping,
// and is forgotten when removed, refused or used by a placed order.

const KEEP_S = 30 * 86_400;
const keyOf = (owner: CartOwner) =>
  owner.userId != null ? `cart-coupon:user:${owner.userId}` : `cart-coupon:guest:${owner.guestId}`;

/** The code kept with this cart, or null. */
export async function keptCoupon(scope: StoreScope, owner: CartOwner): Promise<string | null> {
  return (await scope.pending.get<{ code: string }>(keyOf(owner)))?.code ?? null;
}

/**
 * After a bill was priced with the code the shopper entered: keep it when the bill accepted it,
 * forget it when they removed it or the bill refused it.
 */
export async function keepCoupon(
  scope: StoreScope,
  owner: CartOwner,
  entered: string | null | undefined,
  coupon: Bill["coupon"],
): Promise<void> {
  const code = entered?.trim() || null;
  if (code && coupon?.valid) await scope.pending.put(keyOf(owner), { code: coupon.code }, KEEP_S);
  else await scope.pending.remove(keyOf(owner));
}

/** The order used the cart, coupon and all. */
export async function forgetCoupon(scope: StoreScope, owner: CartOwner): Promise<void> {
  await scope.pending.remove(keyOf(owner));
}
