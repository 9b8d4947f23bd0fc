import type { ShippingMethodRow } from "@db/schema";
import { FREE_SHIPPING_SENTINEL } from "../../shared/commerce/commerce";
import { type PromotionOutcome, sortedTiers } from "../promotions/engine";

// How far this cart is from free shipping, from the same two rules that set its fee (the method's
// own threshold in shippingFeeOf, the SHIPPING_FEE promotions in the engine): the nearer one wins,
// so checkout never shows two thresholds (issue 28 §8: "Free from NT$1,500" on home delivery
// beside "Spend NT$730 more" from a NT$2,000 promotion).

export type FreeShippingGoal = { threshold: number; remaining: number };

/** A promotion's next tier that would waive the whole fee, and the amount still missing to it. */
function promotionGoal(o: PromotionOutcome, fee: number | null, shippingCode: string | null): FreeShippingGoal | null {
  const p = o.promotion;
  if (p.actionType !== "SHIPPING_FEE" || p.conditionType !== "FULL_AMOUNT") return null;
  if (o.reason !== "MISMATCH_CONDITION" || o.shortBy == null || o.shortBy <= 0) return null;
  // Checked after the threshold by the engine, so a promotion for other methods reports MISMATCH_CONDITION too.
  if (p.shippingCodes.length > 0 && !(shippingCode && p.shippingCodes.includes(shippingCode))) return null;
  const tier = sortedTiers(p).find((t) => t.condition > o.eligibleAmount);
  if (!tier) return null;
  const waivesAll = tier.value >= FREE_SHIPPING_SENTINEL || (fee !== null && tier.value >= fee);
  return waivesAll ? { threshold: tier.condition, remaining: o.shortBy } : null;
}

/**
 * The nearest free shipping for the bill. `fee` is the method's fee before promotions (null: no
 * method chosen yet, as on the cart page); `netFee` what is left after them.
 */
export function freeShippingGoal(b: {
  method: Pick<ShippingMethodRow, "code" | "freeShippingAmount"> | null;
  fee: number | null;
  netFee: number;
  itemsTotalAmount: number;
  outcomes: readonly PromotionOutcome[];
}): FreeShippingGoal | null {
  if (b.method && b.netFee === 0) return null; // already free
  const goals: FreeShippingGoal[] = [];
  const own = b.method?.freeShippingAmount ?? 0;
  if (own > b.itemsTotalAmount) goals.push({ threshold: own, remaining: own - b.itemsTotalAmount });
  for (const o of b.outcomes) {
    const g = promotionGoal(o, b.fee, b.method?.code ?? null);
    if (g) goals.push(g);
  }
  return goals.reduce<FreeShippingGoal | null>((best, g) => (!best || g.remaining < best.remaining ? g : best), null);
}
