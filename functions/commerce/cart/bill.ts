import type { SaleLineRow } from "@db/catalogue/saleLines";
import { readTogether } from "@db/catalogue/sql";
import type { ShippingMethodRow } from "@db/schema";
import { AppError } from "../../platform/errors";
import { forSale } from "../../platform/tenancy/salesScope";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type {
  ActionType,
  Bill,
  BillPromotion,
  CartPromotionItemStatus,
  ConditionType,
} from "../../shared/commerce/commerce";
import { settingSubscriptionOf } from "../../shared/storeSettings/pages";
import { type EnginePromotion, isPromoLine, type PromotionOutcome, runPromotions } from "../promotions/engine";
import { shippingFeeOf } from "../shipping/fee";
import { freeShippingGoal } from "./freeShipping";
import { type LineRequest, type PricedLine, priceLinesFrom, requestOf } from "./lines";
import type { CartOwner } from "./owner";

export type BillLine = PricedLine & {
  /** Gift/add-on lines: NORMAL, OVER_MAX_QUANTITY or INVALID_ADDITIONAL; null for bought lines. */
  promotionStatus: CartPromotionItemStatus | null;
  /** Whether the line's amount is in the totals. */
  counted: boolean;
};

export type BillResult = Bill & {
  lines: BillLine[];
  /** The valid coupon's promotion id (checkout records its use), else null. */
  couponPromotionId: number | null;
};

export type BillOptions = { couponCode?: string | null; shippingMethodId?: number | null; city?: string | null };

/** The promotion price of a gift/add-on line: its tier's extra (gifts 0); unknown → 0. */
function extraPrice(
  rules: readonly EnginePromotion[],
  l: { promotionId: number | null; promotionConditionId: number | null; stockId: number },
) {
  const p = rules.find((r) => r.id === l.promotionId);
  const tier = p?.conditions.find((t) => t.id === l.promotionConditionId);
  const x = tier?.extras.find((e) => e.stockId === l.stockId);
  if (!p || !x) return 0;
  return p.actionType === "GIFT" ? 0 : x.price;
}

export async function billFor(scope: StoreScope, owner: CartOwner, opts: BillOptions): Promise<BillResult> {
  const now = new Date().toISOString();
  const code = opts.couponCode?.trim() || null;
  const userId = owner.userId ?? null;
  // One D1 call: the cart with its sale lines, the promotions, the coupon and the method.
  const [cart, loaded] = await readTogether(
    scope.db,
    scope.cart.withSaleLines(owner),
    scope.promotions.forBill(now, code, userId, opts.shippingMethodId),
  );
  return billOver(scope, cart.lines, cart.rows.map(requestOf), {
    automatic: loaded.automatic,
    coupon: code ? { code, row: loaded.coupon } : null,
    couponUses: loaded.couponUses,
    method: loaded.shippingMethod,
    now,
    userId,
    city: opts.city?.trim() || null,
  });
}

/** What `billOver` evaluates besides the lines: the loaded promotions, coupon and method. */
export type BillRules = {
  automatic: EnginePromotion[];
  /** The entered code and its row (null row: NOT_FIND); null when no code was entered. */
  coupon: { code: string; row: EnginePromotion | null } | null;
  couponUses: number;
  method: ShippingMethodRow | null;
  now: string;
  userId: number | null;
  city: string | null;
  /** A registration order (storeScope CREATING_STORE admits it, NORMAL_STORE does not). */
  isCreatingStore?: boolean;
  /**
   * Lines the order carries outside the promotions (the registration plan's picks at 0): priced with
   * the rest so stock counts them, listed and counted, never evaluated as gift lines.
   */
  included?: LineRequest[];
};

/**
 * The bill of lines whose sale lines are (mostly) read: the shopper bill and the registration bill
 * (functions/network/registration/bill.ts) both go through here, so one promotion rule prices both.
 */
export async function billOver(
  scope: StoreScope,
  cartLines: ReadonlyMap<number, SaleLineRow>,
  cartReqs: readonly LineRequest[],
  b: BillRules,
): Promise<BillResult> {
  const { method, city } = b;
  const rules: EnginePromotion[] = [...b.automatic, ...(b.coupon?.row ? [b.coupon.row] : [])];
  const reqs: LineRequest[] = cartReqs.map((r) => {
    const promo = r.paymentPlan === "EXTRA_FREE" || r.paymentPlan === "ADDITIONAL";
    return {
      ...r,
      promotionPrice: promo
        ? extraPrice(rules, {
            promotionId: r.promotionId ?? null,
            promotionConditionId: r.promotionConditionId ?? null,
            stockId: r.stockId,
          })
        : null,
    };
  });
  const included = b.included ?? [];
  // Quantity-0 probes price the offered extras too: their availability decides NO_VALID_EXTRAS.
  // Extras outside the cart (rare: only promotions with gifts or add-ons) take one more read.
  const extraStocks = [...new Set(rules.flatMap((p) => p.conditions.flatMap((t) => t.extras.map((x) => x.stockId))))];
  const missing = [...new Set([...included.map((r) => r.stockId), ...extraStocks])].filter((id) => !cartLines.has(id));
  const saleLines = forSale(
    scope,
    missing.length ? new Map([...cartLines, ...(await scope.saleLines.read(missing))]) : cartLines,
  );
  const priced = priceLinesFrom(
    saleLines,
    [
      ...reqs,
      ...included,
      ...extraStocks.map((stockId) => ({ stockId, quantity: 0, paymentPlan: "EXTRA_FREE", subscriptionCycle: 0 })),
    ],
    settingSubscriptionOf(scope.store.settingSubscription).allowedCycles,
  );
  const lines = priced.slice(0, reqs.length);
  const kept = priced.slice(reqs.length, reqs.length + included.length);
  const available = new Map<number, number>();
  for (const p of priced.slice(reqs.length + included.length)) {
    const dead = p.problem === "NOT_FOUND" || p.problem === "NOT_SALEABLE" || p.problem === "NOT_LEAF";
    available.set(p.stockId, dead ? 0 : p.availableStock);
  }

  const ctx = {
    now: b.now,
    userId: b.userId,
    city,
    shippingCode: method?.code ?? null,
    shippingFee: 0,
    couponUsesByUser: b.couponUses,
    available,
    isCreatingStore: b.isCreatingStore === true,
  };
  // The fee depends on the items total, which depends on which add-ons stay valid: price the cart
  // once without shipping, then with the fee of that total.
  const first = runPromotions(lines, rules, b.coupon, ctx);
  const shippingFee = method ? shippingFeeOf(method, { city, itemsTotalAmount: first.itemsTotalAmount }) : 0;
  const r = shippingFee === 0 ? first : runPromotions(lines, rules, b.coupon, { ...ctx, shippingFee });

  const billLines: BillLine[] = [
    ...lines.map((l) => {
      const status = isPromoLine(l) ? (r.lineStatus.get(l.id) ?? "INVALID_ADDITIONAL") : null;
      const free = status === "INVALID_ADDITIONAL";
      return {
        ...l,
        productUnitPrice: free ? 0 : l.productUnitPrice,
        price: free ? 0 : l.price,
        promotionStatus: status,
        counted: r.countedLineIds.has(l.id),
      };
    }),
    // Included lines cost 0, so the totals stay the engine's.
    ...kept.map((l) => ({ ...l, promotionStatus: null, counted: true })),
  ];
  const couponOutcome = r.coupon?.valid ? r.coupon.outcome : null;
  const promotionList = [...r.promotions, ...(couponOutcome ? [couponOutcome] : [])].map(billPromotionOf);
  const freeShipping = freeShippingGoal({
    method,
    fee: method ? shippingFee : null,
    netFee: r.shippingFee - r.discountShippingFee,
    itemsTotalAmount: first.itemsTotalAmount,
    outcomes: r.promotions,
  });
  return {
    items: billLines,
    itemsTotalAmount: r.itemsTotalAmount,
    shippingFee: r.shippingFee,
    discountAmount: r.discountAmount,
    discountShippingFee: r.discountShippingFee,
    hasPromotionShippingFee: r.discountShippingFee > 0,
    promotionShippingFeeDifference: freeShipping?.remaining ?? 0,
    freeShipping,
    totalAmount: r.totalAmount,
    revenue: r.revenue,
    promotionList,
    coupon: r.coupon ? { code: r.coupon.code, valid: r.coupon.valid, reason: r.coupon.reason } : null,
    lines: billLines,
    couponPromotionId: couponOutcome ? couponOutcome.promotion.id : null,
  };
}

/** The money of an order placed from its bill (placeOrder's `amounts`). */
export const orderAmountsOf = (bill: BillResult) => ({
  itemsTotalAmount: bill.itemsTotalAmount,
  shippingFee: bill.shippingFee,
  discountAmount: bill.discountAmount,
  discountShippingFee: bill.discountShippingFee,
  totalAmount: bill.totalAmount,
  promotionList: bill.promotionList,
});

function billPromotionOf(o: PromotionOutcome): BillPromotion {
  const p = o.promotion;
  return {
    id: p.id,
    scope: p.scope === "COUPON" ? "COUPON" : "PROMOTION",
    name: p.name,
    // Shoppers see a coupon's code only because they typed it; automatic promotions show none.
    code: p.scope === "COUPON" ? p.code : null,
    conditionType: p.conditionType as ConditionType,
    actionType: p.actionType as ActionType,
    conditionId: o.reason === null ? (o.tier?.id ?? null) : null,
    discountAmount: o.discountAmount,
    discountShippingFee: o.discountShippingFee,
    extras: o.extras,
    shortBy: o.shortBy,
  };
}

/** At order time: a code was entered and is not valid → COUPON_IS_NOT_VALID 400081. */
export function couponUsageCheck(bill: Pick<Bill, "coupon">): void {
  if (bill.coupon && !bill.coupon.valid) {
    throw new AppError(Code.COUPON_IS_NOT_VALID, 200, `Coupon is not valid: ${bill.coupon.reason ?? "NOT_FIND"}.`);
  }
}
