// Spec back-office §3 shipping method rules, pure so the bill, checkout and the settings preview
// share them: the fee of a method for an order, and whether the method may carry it.
import type { ShippingMethodRow } from "@db/schema";

type FeeRule = Pick<ShippingMethodRow, "feeType" | "shippingFee" | "districtShippingFee" | "freeShippingAmount">;
type AllowRule = Pick<
  ShippingMethodRow,
  "id" | "isOpen" | "allowedDistrictType" | "allowedDistricts" | "allowedProductType" | "allowedProducts"
>;

/** Fee in minor units: by county/city when the method prices by district, free from its threshold. */
export function shippingFeeOf(m: FeeRule, order: { city?: string | null; itemsTotalAmount: number }): number {
  if (m.freeShippingAmount > 0 && order.itemsTotalAmount >= m.freeShippingAmount) return 0;
  if (m.feeType === "DISTRICT" && order.city && m.districtShippingFee[order.city] !== undefined) {
    return m.districtShippingFee[order.city] ?? m.shippingFee;
  }
  return m.shippingFee;
}

export type ShippingRefusal = "CLOSED" | "DISTRICT" | "PRODUCT" | "BLOCKED_BY_PRODUCT";

/** Why a method cannot carry this order, or null when it can. City unknown yet: not refused. */
export function shippingRefusal(
  m: AllowRule,
  order: { city?: string | null; items: { productId: number; productBlockedShippingMethodIds: number[] }[] },
): ShippingRefusal | null {
  if (!m.isOpen) return "CLOSED";
  if (m.allowedDistrictType === "ONLY" && order.city && !m.allowedDistricts.includes(order.city)) return "DISTRICT";
  if (m.allowedProductType === "ONLY" && order.items.some((i) => !m.allowedProducts.includes(i.productId)))
    return "PRODUCT";
  if (order.items.some((i) => i.productBlockedShippingMethodIds.includes(m.id))) return "BLOCKED_BY_PRODUCT";
  return null;
}
