// The promotion engine: PURE (no bindings, no clock), so the bill, checkout and the tests share one
// rule. Promotions, coupons and activities are the same row shape (db/schema/promotions.ts).
//
// Definitions (spec storefront §3/§4, back-office §3; where the spec is silent, the choice is here):
// - Eligible lines: buyable lines (not gift EXTRA_FREE / add-on ADDITIONAL lines, not lines that can
//   never be bought: NOT_FOUND, NOT_SALEABLE, NOT_LEAF, PLAN/CYCLE_MISMATCH) that pass the
//   promotion's listType (NORMAL all, WHITE only productIds, BLACK all but productIds) and its
//   subscriptionScope (SUBSCRIPTION only SUBSCRIPTION lines, NOT_SUBSCRIPTION only the others).
// - Measure: FULL_AMOUNT the eligible amount (minor units), FULL_QUANTITY the eligible unit count,
//   SHIPPING none (its single tier has threshold 0 and is always met).
// - Tier: the highest tier whose threshold ≤ measure. isCumulative: the tier's benefit repeats
//   m = floor(measure / threshold) times (threshold 0 → m = 1): AMOUNT_OFF gives value × m (every
//   NT$1000 → NT$100 off), SINGLE_PRICE sells m sets, GIFT/ADDITIONAL offer quantity × m.
//   PERCENT_OFF and SHIPPING_FEE do not repeat (the schemas refuse isCumulative for them).
// - PERCENT_OFF: value in tenths of the price PAID (85 = pay 85%); discount = eligible amount ×
//   (100 − value) / 100, truncated to whole minor units (spec: two decimals kept by truncating).
// - AMOUNT_OFF: min(value × m, eligible amount). SHIPPING_FEE: min(value, shipping fee), the whole
//   fee at the FREE_SHIPPING_SENTINEL. SINGLE_PRICE (FULL_QUANTITY, threshold N): the eligible units
//   are sorted most expensive first (the shopper-friendly order: the set price replaces the highest
//   prices) and cut into sets of N; each set costs `value` instead of its total, never more.
// - GIFT / ADDITIONAL: the reached tier offers its extras (gifts at price 0, add-ons at their price).
//   A cart gift/add-on line is NORMAL when its promotion applies, its tier is the reached one and its
//   stock line is offered; OVER_MAX_QUANTITY when the cart holds more of that extra than offered
//   (still priced, checkout refuses); INVALID_ADDITIONAL otherwise (costs nothing, out of totals).
// - Several automatic promotions: all reached ones apply, each on its own eligible lines, in
//   groupNumber then sort order; each discount is capped by what is left of the items total, so the
//   total discount never exceeds it. The coupon is evaluated after them, with the same cap.
// - Failure reasons: the FIRST failing check in spec §4's order. A coupon's usingType ALONE fails
//   (MISMATCH_USINGTYPE) when an automatic promotion already gives a discount or shipping discount.
//   Area and shipping restrictions fail while the city / method is not chosen yet: the bill never
//   shows a discount that checkout would then take away.
// - storeScope: NORMAL admits every order, CREATING_STORE only registration orders, NORMAL_STORE
//   only shopper orders (MISMATCH_TYPE_FOR_CREATING_STORE); a promotion that cannot admit the order
//   never shows its "spend NT$X more" hint either.
import type { ActionType, CartPromotionItemStatus, PromotionFailure } from "../../shared/commerce/commerce";
import {
  admitsOrder,
  byList,
  bySubscription,
  DEAD_PROBLEMS,
  extraPlanOf,
  inTime,
  isBuyable,
  isPromoLine,
  percentOffDiscount,
  reachedTier,
  shippingDiscountOf,
  singlePriceDiscount,
} from "./engineRules";
import type {
  CouponOutcome,
  EngineContext,
  EngineLine,
  EnginePromotion,
  EngineResult,
  OfferedExtra,
  PromotionOutcome,
  Tier,
} from "./engineTypes";

export {
  admitsOrder,
  extraPlanOf,
  inTime,
  isPromoLine,
  percentOffDiscount,
  shippingDiscountOf,
  singlePriceDiscount,
  sortedTiers,
} from "./engineRules";
export type * from "./engineTypes";

type Eval = { scope: "PROMOTION" | "COUPON"; couponUses: number; autoDiscounted: boolean };

/**
 * One promotion against the cart: the first failing reason (spec §4 order), else its benefit.
 * Discounts here are uncapped; the caller caps them against what is left.
 */
export function evaluate(
  p: EnginePromotion,
  lines: readonly EngineLine[],
  ctx: EngineContext,
  ev: Eval = { scope: "PROMOTION", couponUses: 0, autoDiscounted: false },
): PromotionOutcome {
  const listed = lines.filter((l) => isBuyable(l) && byList(p, l));
  const eligible = listed.filter((l) => bySubscription(p, l));
  const eligibleAmount = eligible.reduce((s, l) => s + l.price * l.quantity, 0);
  const eligibleQuantity = eligible.reduce((s, l) => s + l.quantity, 0);
  const measure = p.conditionType === "FULL_QUANTITY" ? eligibleQuantity : eligibleAmount;
  const { tier, m, shortBy } = reachedTier(p, measure);
  const out: PromotionOutcome = {
    promotion: p,
    reason: null,
    tier,
    multiplier: m,
    eligibleAmount,
    eligibleQuantity,
    discountAmount: 0,
    discountShippingFee: 0,
    extras: [],
    shortBy,
  };
  const coupon = ev.scope === "COUPON";
  const offered = tier ? offeredExtras(p, tier, m) : [];
  const checks: [PromotionFailure, () => boolean][] = [
    ["IS_CLOSE", () => !p.isOpen],
    ["IS_EXPIRED", () => !inTime(p, ctx.now)],
    ["INSUFFICIENT_QUANTITY", () => coupon && p.totalQuantity > 0 && p.usedQuantity >= p.totalQuantity],
    [
      "EXCEED_LIMIT_FOR_SINGLE_USER",
      () => coupon && p.limitPerUser > 0 && ctx.userId != null && ev.couponUses >= p.limitPerUser,
    ],
    ["MISMATCH_AREA", () => p.areas.length > 0 && !(ctx.city && p.areas.includes(ctx.city))],
    ["MISMATCH_ITEMS", () => listed.length === 0],
    ["MISMATCH_CONDITION", () => tier == null],
    ["MISMATCH_TYPE_FOR_CREATING_STORE", () => !admitsOrder(p, ctx)],
    [
      "NO_VALID_EXTRAS",
      () =>
        extraPlanOf(p.actionType) != null &&
        !offered.some((x) => (ctx.available ? (ctx.available.get(x.stockId) ?? 0) > 0 : true)),
    ],
    ["MISMATCH_SUBSCRIPTION_TYPE", () => eligible.length === 0],
    [
      "MISMATCH_USER",
      // A per-member limit cannot be counted for a guest: such a coupon is for members only.
      () =>
        (p.userIds.length > 0 && !(ctx.userId != null && p.userIds.includes(ctx.userId))) ||
        (coupon && p.limitPerUser > 0 && ctx.userId == null),
    ],
    [
      "MISMATCH_SHIPPING",
      () => p.shippingCodes.length > 0 && !(ctx.shippingCode && p.shippingCodes.includes(ctx.shippingCode)),
    ],
    ["MISMATCH_USINGTYPE", () => coupon && p.usingType === "ALONE" && ev.autoDiscounted],
  ];
  for (const [reason, fails] of checks) {
    if (fails()) {
      out.reason = reason;
      return out;
    }
  }
  if (!tier) return out;
  const action = p.actionType as ActionType;
  if (action === "PERCENT_OFF") out.discountAmount = percentOffDiscount(eligibleAmount, tier.value);
  else if (action === "AMOUNT_OFF") out.discountAmount = Math.min(tier.value * m, eligibleAmount);
  else if (action === "SHIPPING_FEE") out.discountShippingFee = shippingDiscountOf(tier.value, ctx.shippingFee);
  else if (action === "SINGLE_PRICE") {
    const units = eligible.flatMap((l) => Array.from({ length: l.quantity }, () => l.price));
    const size = p.conditionType === "FULL_QUANTITY" ? tier.condition : units.length;
    const sets = p.isCumulative ? Math.floor(units.length / Math.max(1, size)) : 1;
    out.discountAmount = singlePriceDiscount(units, size, tier.value, sets);
  } else out.extras = offered;
  return out;
}

function offeredExtras(p: EnginePromotion, tier: Tier, m: number): OfferedExtra[] {
  if (!extraPlanOf(p.actionType)) return [];
  return tier.extras.map((x) => ({
    productId: x.productId,
    stockId: x.stockId,
    price: p.actionType === "GIFT" ? 0 : x.price,
    quantity: x.quantity * Math.max(1, m),
    status: "NORMAL" as CartPromotionItemStatus,
  }));
}

const order = (a: EnginePromotion, b: EnginePromotion) =>
  a.groupNumber - b.groupNumber || a.sort - b.sort || a.id - b.id;

/**
 * The whole cart: automatic promotions, then the coupon (code entered → row or null for NOT_FIND),
 * gift/add-on line statuses and the money summary.
 */
export function runPromotions(
  lines: readonly EngineLine[],
  automatic: readonly EnginePromotion[],
  coupon: { code: string; row: EnginePromotion | null } | null,
  ctx: EngineContext,
): EngineResult {
  const buyTotal = lines.filter(isBuyable).reduce((s, l) => s + l.price * l.quantity, 0);
  const applied: PromotionOutcome[] = [];
  const shown: PromotionOutcome[] = [];
  let discount = 0;
  let shipDiscount = 0;
  const cap = (o: PromotionOutcome) => {
    o.discountAmount = Math.min(o.discountAmount, Math.max(0, buyTotal - discount));
    o.discountShippingFee = Math.min(o.discountShippingFee, Math.max(0, ctx.shippingFee - shipDiscount));
    discount += o.discountAmount;
    shipDiscount += o.discountShippingFee;
  };
  for (const p of [...automatic].filter((p) => p.scope !== "COUPON").sort(order)) {
    const o = evaluate(p, lines, ctx);
    if (o.reason === null) {
      cap(o);
      applied.push(o);
      shown.push(o);
    } else if (o.reason === "MISMATCH_CONDITION" && admitsOrder(p, ctx)) shown.push(o); // a "spend NT$X more" hint
  }
  let couponOut: CouponOutcome | null = null;
  if (coupon) {
    const row = coupon.row && coupon.row.scope === "COUPON" ? coupon.row : null;
    if (!row) couponOut = { code: coupon.code, valid: false, reason: "NOT_FIND", outcome: null };
    else {
      const o = evaluate(row, lines, ctx, {
        scope: "COUPON",
        couponUses: ctx.couponUsesByUser ?? 0,
        autoDiscounted: discount > 0 || shipDiscount > 0,
      });
      if (o.reason === null) {
        cap(o);
        applied.push(o);
      }
      couponOut = { code: coupon.code, valid: o.reason === null, reason: o.reason, outcome: o };
    }
  }

  const lineStatus = extraLineStatuses(lines, applied, shown, couponOut);
  const counted = new Set<number>();
  let itemsTotalAmount = 0;
  for (const l of lines) {
    const ok = isPromoLine(l) ? lineStatus.get(l.id) !== "INVALID_ADDITIONAL" : isBuyable(l);
    if (!ok) continue;
    counted.add(l.id);
    itemsTotalAmount += l.price * l.quantity;
  }
  const discountAmount = Math.min(discount, itemsTotalAmount);
  const discountShippingFee = Math.min(shipDiscount, ctx.shippingFee);
  return {
    promotions: shown,
    coupon: couponOut,
    lineStatus,
    countedLineIds: counted,
    itemsTotalAmount,
    discountAmount,
    shippingFee: ctx.shippingFee,
    discountShippingFee,
    totalAmount: itemsTotalAmount - discountAmount + ctx.shippingFee - discountShippingFee,
    revenue: itemsTotalAmount - discountAmount,
  };
}

/** Gift/add-on lines against the offers of the applied promotions; also marks the offers' status. */
function extraLineStatuses(
  lines: readonly EngineLine[],
  applied: PromotionOutcome[],
  shown: PromotionOutcome[],
  coupon: CouponOutcome | null,
): Map<number, CartPromotionItemStatus> {
  const status = new Map<number, CartPromotionItemStatus>();
  const byId = new Map(applied.map((o) => [o.promotion.id, o]));
  const wanted = new Map<string, number>();
  const key = (pid: number, stockId: number) => `${pid}:${stockId}`;
  const promoLines = lines.filter(isPromoLine);
  for (const l of promoLines) {
    const o = l.promotionId == null ? undefined : byId.get(l.promotionId);
    const offer = o?.extras.find((x) => x.stockId === l.stockId);
    const valid =
      o && offer && o.tier?.id === l.promotionConditionId && extraPlanOf(o.promotion.actionType) === l.paymentPlan;
    if (!valid || DEAD_PROBLEMS.has(l.problem ?? "")) {
      status.set(l.id, "INVALID_ADDITIONAL");
      continue;
    }
    const k = key(o.promotion.id, l.stockId);
    wanted.set(k, (wanted.get(k) ?? 0) + l.quantity);
  }
  for (const l of promoLines) {
    if (status.has(l.id)) continue;
    const o = byId.get(l.promotionId as number) as PromotionOutcome;
    const offer = o.extras.find((x) => x.stockId === l.stockId) as OfferedExtra;
    const over = (wanted.get(key(o.promotion.id, l.stockId)) ?? 0) > offer.quantity;
    status.set(l.id, over ? "OVER_MAX_QUANTITY" : "NORMAL");
    if (over) offer.status = "OVER_MAX_QUANTITY";
  }
  // Invalid lines are listed under their promotion so the cart can say which offer they lost.
  const outcomes = [...shown, ...(coupon?.outcome ? [coupon.outcome] : [])];
  for (const l of promoLines) {
    if (status.get(l.id) !== "INVALID_ADDITIONAL") continue;
    const o = outcomes.find((x) => x.promotion.id === l.promotionId);
    o?.extras.push({
      productId: l.productId,
      stockId: l.stockId,
      price: 0,
      quantity: l.quantity,
      status: "INVALID_ADDITIONAL",
    });
  }
  return status;
}
