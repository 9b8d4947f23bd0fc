import type { ShippingMethodRow } from "@db/schema";
import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { shippingFeeOf, shippingRefusal } from "./fee";
import { type PublicShippingMethod, publicShippingView } from "./views";

// What the checkout may offer: the OPEN methods that can carry a given cart, with their fee.
// The rules themselves are fee.ts's (shippingFeeOf, shippingRefusal); this only loads and applies.

/** The order as shipping sees it: where it goes, what it holds, what it costs before shipping. */
export type ShippingOrder = {
  city?: string | null;
  itemsTotalAmount: number;
  items: { productId: number; productBlockedShippingMethodIds: number[] }[];
};

export type ShippingOption = { method: PublicShippingMethod; shippingFee: number };

/** GET /api/shipping: every open method of the store, public fields only. */
export async function openShippingMethods(scope: StoreScope): Promise<PublicShippingMethod[]> {
  return (await scope.shippingMethods.listOpen()).map(publicShippingView);
}

/** The open methods that can carry this order (city unknown yet: not refused by district). */
export async function availableShippingMethods(scope: StoreScope, order: ShippingOrder): Promise<ShippingOption[]> {
  const rows = await scope.shippingMethods.listOpen();
  return rows
    .filter((m) => shippingRefusal(m, order) === null)
    .map((m) => ({ method: publicShippingView(m), shippingFee: shippingFeeOf(m, order) }));
}

/**
 * The chosen method for checkout, or SHIPPING_NOT_AVAILABLE (400040) when it does not exist, is
 * closed, or cannot carry this order.
 */
export async function requireShippingMethod(
  scope: StoreScope,
  id: number,
  order: ShippingOrder,
): Promise<{ method: ShippingMethodRow; shippingFee: number }> {
  const method = await scope.shippingMethods.get(id);
  const refusal = method ? shippingRefusal(method, order) : "CLOSED";
  if (!method || refusal) {
    throw new AppError(Code.SHIPPING_NOT_AVAILABLE, 200, `This shipping method cannot be used (${refusal}).`);
  }
  return { method, shippingFee: shippingFeeOf(method, order) };
}
