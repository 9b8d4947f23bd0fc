import { type ConditionType, FREE_SHIPPING_SENTINEL } from "../../shared/commerce/commerce";
import type { EngineLine, EnginePromotion, Tier } from "./engineTypes";

// Line eligibility, tiers and discount arithmetic of the promotion engine (engine.ts states the rules).

export const PROMO_PLANS = new Set(["EXTRA_FREE", "ADDITIONAL"]);
/** Problems that make a line unbuyable as it stands (quantity problems the shopper can still fix). */
export const DEAD_PROBLEMS = new Set(["NOT_FOUND", "NOT_SALEABLE", "NOT_LEAF", "PLAN_MISMATCH", "CYCLE_MISMATCH"]);

export const isPromoLine = (l: Pick<EngineLine, "paymentPlan">) => PROMO_PLANS.has(l.paymentPlan);
export const isBuyable = (l: EngineLine) => !isPromoLine(l) && !DEAD_PROBLEMS.has(l.problem ?? "");

/** The plan a gift/add-on line must carry for a promotion's action. */
export const extraPlanOf = (action: string): string | null =>
  action === "GIFT" ? "EXTRA_FREE" : action === "ADDITIONAL" ? "ADDITIONAL" : null;

export function byList(p: Pick<EnginePromotion, "listType" | "productIds">, l: Pick<EngineLine, "productId">): boolean {
  if (p.listType === "WHITE") return p.productIds.includes(l.productId);
  if (p.listType === "BLACK") return !p.productIds.includes(l.productId);
  return true;
}

export function bySubscription(p: EnginePromotion, l: EngineLine): boolean {
  if (p.subscriptionScope === "SUBSCRIPTION") return l.paymentPlan === "SUBSCRIPTION";
  if (p.subscriptionScope === "NOT_SUBSCRIPTION") return l.paymentPlan !== "SUBSCRIPTION";
  return true;
}

/** NORMAL: every order; CREATING_STORE: registration orders only; NORMAL_STORE: shopper orders only. */
export const admitsOrder = (p: Pick<EnginePromotion, "storeScope">, ctx: { isCreatingStore?: boolean }) =>
  p.storeScope === "CREATING_STORE"
    ? ctx.isCreatingStore === true
    : p.storeScope !== "NORMAL_STORE" || !ctx.isCreatingStore;

/** Within the time window; the 1111 / 3333 sentinels sort before / after any real time. */
export const inTime = (p: Pick<EnginePromotion, "startAt" | "endAt">, now: string) =>
  p.startAt <= now && now <= p.endAt;

export const sortedTiers = (p: Pick<EnginePromotion, "conditions">): Tier[] =>
  [...p.conditions].sort((a, b) => a.condition - b.condition);

export function reachedTier(
  p: EnginePromotion,
  measure: number,
): { tier: Tier | null; m: number; shortBy: number | null } {
  const tiers = sortedTiers(p);
  if (!tiers.length) return { tier: null, m: 0, shortBy: null };
  if ((p.conditionType as ConditionType) === "SHIPPING") {
    return { tier: tiers[0] ?? null, m: 1, shortBy: null };
  }
  let idx = -1;
  tiers.forEach((t, i) => {
    if (t.condition <= measure) idx = i;
  });
  if (idx < 0) return { tier: null, m: 0, shortBy: (tiers[0]?.condition ?? 0) - measure };
  const tier = tiers[idx] as Tier;
  const m = p.isCumulative && tier.condition > 0 ? Math.floor(measure / tier.condition) : 1;
  const next = tiers[idx + 1];
  let shortBy: number | null = null;
  if (next) shortBy = next.condition - measure;
  else if (p.isCumulative && tier.condition > 0) shortBy = tier.condition * (m + 1) - measure;
  return { tier, m, shortBy };
}

/** Discount of SINGLE_PRICE sets: most expensive units first, `sets` sets of `size` units. */
export function singlePriceDiscount(unitPrices: number[], size: number, setPrice: number, sets: number): number {
  if (size <= 0 || sets <= 0) return 0;
  const units = [...unitPrices].sort((a, b) => b - a);
  let discount = 0;
  for (let k = 0; k < sets; k++) {
    const set = units.slice(k * size, (k + 1) * size);
    if (set.length < size) break;
    discount += Math.max(0, set.reduce((s, x) => s + x, 0) - setPrice);
  }
  return discount;
}

/** PERCENT_OFF discount: value in tenths of the price paid, truncated to whole minor units. */
export const percentOffDiscount = (amount: number, value: number) =>
  Math.floor((amount * Math.max(0, 100 - value)) / 100);

export const shippingDiscountOf = (value: number, shippingFee: number) =>
  value >= FREE_SHIPPING_SENTINEL ? shippingFee : Math.min(value, shippingFee);
