// Spec storefront §9 / back-office §5 effective-price rule, and the purchase-limit message of §5.
// One copy, used by the API, the pages and (later) the cart and checkout.

/** Special price if above 0; a subscription price above 0 and below it overrides; with no special
 * price a positive subscription price is used; otherwise 0. */
export function effectivePrice(p: { specialPrice: number; subscriptionPrice: number }): number {
  const { specialPrice: sp, subscriptionPrice: sub } = p;
  if (sp > 0) return sub > 0 && sub < sp ? sub : sp;
  if (sub > 0) return sub;
  return 0;
}

/**
 * What one unit costs in a cart line. A one-time line pays what the card headlines (the special
 * price when both prices are set, else the effective price, else the list price); a SUBSCRIPTION
 * line pays the subscription price when there is one.
 */
export function unitPrice(
  p: { price: number; specialPrice: number; subscriptionPrice: number },
  linePlan: string,
): number {
  if (linePlan === "SUBSCRIPTION" && p.subscriptionPrice > 0) return p.subscriptionPrice;
  if (p.specialPrice > 0) return p.specialPrice;
  const eff = effectivePrice(p);
  return eff > 0 ? eff : p.price;
}

/** Both prices above 0: the card shows two prices. */
export const hasMultiplePrice = (p: { specialPrice: number; subscriptionPrice: number }) =>
  p.specialPrice > 0 && p.subscriptionPrice > 0;

export type PurchaseLimitParts = { min?: number; max?: number };

/** The limits to mention for a product (0 means no limit); empty when there are none. */
export function purchaseLimits(p: { minQuantityPerOrder: number; maxQuantityPerOrder: number }): PurchaseLimitParts {
  const out: PurchaseLimitParts = {};
  if (p.minQuantityPerOrder > 0) out.min = p.minQuantityPerOrder;
  if (p.maxQuantityPerOrder > 0) out.max = p.maxQuantityPerOrder;
  return out;
}

/** Spec §5 currency display: thousands separators, two decimals kept by truncating. */
export function formatMoney(minor: number, currency = "NT$"): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  const sign = minor < 0 ? "-" : "";
  // Grouped by hand: toLocaleString goes through Intl and was a hot spot of page rendering.
  const body = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${currency}${body}${cents ? `.${String(cents).padStart(2, "0")}` : ""}`;
}
