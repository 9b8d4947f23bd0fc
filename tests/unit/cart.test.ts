import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n";
import type { CartItemRow } from "../../db/schema";
import { purchaseLimitText } from "../../functions/commerce/cart/errors";
import { planMerge } from "../../functions/commerce/cart/merge";
import { offerFor, offersOf, unitCount } from "../../functions/commerce/cart/offerList";
import { cartAddInput, cartDeleteInput, cartPatchSchemaOf } from "../../functions/commerce/cart/schemas";
import { lineKey } from "../../functions/commerce/cart/service";
import { Code } from "../../functions/shared/codes";
import type { BillPromotion } from "../../functions/shared/commerce/commerce";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../../functions/shared/commerce/commerce";
import "../../app/i18n/english";
import { lineBounds } from "../../app/components/shop/cart/bounds";
import { badgeText } from "../../app/components/shop/cart/count";
import { cartErrorText } from "../../app/components/shop/cart/messages";

// Pure cart rules: the merge plan, line identity, stepper bounds, offers, input schemas, messages.

let nextId = 1;
function row(p: Partial<CartItemRow>): CartItemRow {
  const id = p.id ?? nextId++;
  return {
    id,
    storeId: 1,
    userId: null,
    guestId: null,
    cartType: "NORMAL",
    productId: 10,
    stockId: 100,
    quantity: 1,
    paymentPlan: "NORMAL",
    subscriptionCycle: 0,
    promotionId: null,
    promotionConditionId: null,
    position: 0,
    createdAt: "",
    updatedAt: "",
    ...p,
  };
}
const facts = (
  rows: CartItemRow[],
  f: (r: CartItemRow) => Partial<{ available: number; max: number; gone: boolean }> = () => ({}),
) => new Map(rows.map((r) => [r.id, { available: 100, productId: r.productId, max: 0, gone: false, ...f(r) }]));

describe("lineKey (spec §4 merge identity)", () => {
  it("is the same for the same stock, plan and cycle and differs otherwise", () => {
    const a = { stockId: 1, paymentPlan: "NORMAL", subscriptionCycle: 0 };
    expect(lineKey(a)).toBe(lineKey({ ...a, promotionId: null }));
    expect(lineKey(a)).not.toBe(lineKey({ ...a, paymentPlan: "SUBSCRIPTION" }));
    expect(lineKey({ ...a, paymentPlan: "SUBSCRIPTION", subscriptionCycle: 1 })).not.toBe(
      lineKey({ ...a, paymentPlan: "SUBSCRIPTION", subscriptionCycle: 3 }),
    );
    expect(lineKey({ ...a, paymentPlan: "EXTRA_FREE", promotionId: 1, promotionConditionId: 1 })).not.toBe(
      lineKey({ ...a, paymentPlan: "EXTRA_FREE", promotionId: 1, promotionConditionId: 2 }),
    );
  });
});

describe("planMerge", () => {
  it("adds matching lines up and puts the others in front, keeping the guest's order", () => {
    const m1 = row({ userId: 7, stockId: 1, quantity: 2, position: 5 });
    const g1 = row({ guestId: "g", stockId: 1, quantity: 3, position: 2 }); // same line
    const g2 = row({ guestId: "g", stockId: 2, productId: 11, quantity: 1, position: 4 }); // newest guest line
    const g3 = row({ guestId: "g", stockId: 1, paymentPlan: "SUBSCRIPTION", subscriptionCycle: 1, position: 1 });
    const pair = { member: [m1], guest: [g2, g1, g3] };
    const steps = planMerge(pair, facts([m1, g1, g2, g3]));
    expect(steps).toContainEqual({ guestLineId: g1.id, intoLineId: m1.id, add: 3 });
    const inserts = steps.filter((s) => "insert" in s) as { guestLineId: number; position: number }[];
    expect(inserts.map((s) => [s.guestLineId, s.position])).toEqual([
      [g2.id, 7],
      [g3.id, 6],
    ]);
  });

  it("clamps to the stock, the per-order max and MAX_LINE_QUANTITY, and drops what does not fit", () => {
    const m = row({ userId: 7, stockId: 1, quantity: 3 });
    const g = row({ guestId: "g", stockId: 1, quantity: 4 });
    expect(
      planMerge(
        { member: [m], guest: [g] },
        facts([m, g], () => ({ available: 5 })),
      ),
    ).toEqual([{ guestLineId: g.id, intoLineId: m.id, add: 2 }]);
    expect(
      planMerge(
        { member: [m], guest: [g] },
        facts([m, g], () => ({ max: 3 })),
      ),
    ).toEqual([]);
    const big = row({ userId: 7, stockId: 1, quantity: MAX_LINE_QUANTITY - 1 });
    expect(
      planMerge(
        { member: [big], guest: [g] },
        facts([big, g], () => ({ available: 5000 })),
      ),
    ).toEqual([{ guestLineId: g.id, intoLineId: big.id, add: 1 }]);
    const gone = row({ guestId: "g", stockId: 9 });
    expect(
      planMerge(
        { member: [], guest: [gone] },
        facts([gone], () => ({ gone: true })),
      ),
    ).toEqual([]);
  });

  it("never makes more than MAX_CART_LINES lines; the newest guest lines win", () => {
    const member = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => row({ userId: 7, stockId: 1000 + i }));
    const newest = row({ guestId: "g", stockId: 1, position: 2 });
    const older = row({ guestId: "g", stockId: 2, position: 1 });
    const steps = planMerge({ member, guest: [newest, older] }, facts([...member, newest, older]));
    expect(steps.map((s) => s.guestLineId)).toEqual([newest.id]);
  });

  it("shares the stock of a line between the member's and the guest's plans of it", () => {
    const m = row({ userId: 7, stockId: 1, quantity: 4 });
    const g = row({ guestId: "g", stockId: 1, paymentPlan: "SUBSCRIPTION", subscriptionCycle: 1, quantity: 4 });
    const [step] = planMerge(
      { member: [m], guest: [g] },
      facts([m, g], () => ({ available: 6 })),
    );
    expect(step).toMatchObject({ guestLineId: g.id, insert: { quantity: 2 } });
  });
});

describe("lineBounds (the cart page's stepper)", () => {
  const line = (p: Partial<Parameters<typeof lineBounds>[1]>) => ({
    id: 1,
    productId: 10,
    stockId: 100,
    quantity: 1,
    paymentPlan: "NORMAL",
    availableStock: 10,
    productMaxQuantityPerOrder: 0,
    productMinQuantityPerOrder: 0,
    promotionId: null,
    ...p,
  });
  it("bounds by the stock the other lines leave, the max and min per order, and the offer", () => {
    const a = line({ id: 1, quantity: 2 });
    const b = line({ id: 2, quantity: 3, paymentPlan: "SUBSCRIPTION" });
    expect(lineBounds([a, b], a)).toEqual({ min: 1, max: 7 });
    const limited = line({ id: 3, productMaxQuantityPerOrder: 4, productMinQuantityPerOrder: 2 });
    expect(lineBounds([limited], limited)).toEqual({ min: 2, max: 4 });
    const gift = line({ id: 4, paymentPlan: "EXTRA_FREE", productMaxQuantityPerOrder: 1 });
    expect(lineBounds([gift], gift, 3)).toEqual({ min: 1, max: 3 });
    const sold = line({ id: 5, availableStock: 0 });
    expect(lineBounds([sold], sold)).toEqual({ min: 1, max: 0 });
  });
});

describe("offers", () => {
  const promo = (p: Partial<BillPromotion>): BillPromotion => ({
    id: 1,
    scope: "PROMOTION",
    name: "P",
    code: null,
    conditionType: "FULL_AMOUNT",
    actionType: "GIFT",
    conditionId: 1,
    discountAmount: 0,
    discountShippingFee: 0,
    extras: [{ productId: 5, stockId: 50, price: 0, quantity: 2, status: "NORMAL" }],
    shortBy: null,
    ...p,
  });
  it("lists only reached tiers of the right kind and finds a line's offer", () => {
    const list = [promo({}), promo({ id: 2, conditionId: null }), promo({ id: 3, actionType: "ADDITIONAL" })];
    expect(offersOf(list, "EXTRA_FREE").map((o) => o.promotion.id)).toEqual([1]);
    expect(offersOf(list, "ADDITIONAL").map((o) => o.promotion.id)).toEqual([3]);
    const gift = { stockId: 50, paymentPlan: "EXTRA_FREE", promotionId: 1, promotionConditionId: 1 };
    expect(offerFor(list, gift)?.extra.quantity).toBe(2);
    expect(offerFor(list, { ...gift, promotionConditionId: 2 })).toBeUndefined();
    expect(offerFor(list, { ...gift, paymentPlan: "NORMAL" })).toBeUndefined();
    expect(unitCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});

describe("input schemas", () => {
  it("are strict and check quantities, plans and promotion fields", () => {
    const ok = { stockId: 1, quantity: 1, paymentPlan: "NORMAL" };
    expect(cartAddInput.safeParse(ok).success).toBe(true);
    expect(cartAddInput.parse(ok).subscriptionCycle).toBe(0);
    for (const bad of [
      { ...ok, quantity: 0 },
      { ...ok, quantity: MAX_LINE_QUANTITY + 1 },
      { ...ok, stockId: -1 },
      { ...ok, paymentPlan: "NORMAL_AND_SUBSCRIPTION" },
      { ...ok, extra: true },
      { ...ok, promotionId: 1 },
      { ...ok, paymentPlan: "ADDITIONAL", promotionId: 1 },
      { ...ok, paymentPlan: "SUBSCRIPTION" },
    ])
      expect(cartAddInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(cartPatchSchemaOf({ id: 1, quantity: 2 }).safeParse({ id: 1, quantity: 2 }).success).toBe(true);
    const many = {
      items: [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 2 },
      ],
    };
    expect(cartPatchSchemaOf(many).safeParse(many).success).toBe(false); // repeated id
    expect(cartDeleteInput.safeParse({ ids: [] }).success).toBe(false);
  });
});

describe("messages", () => {
  it("use the spec §5 purchase-limit words and name the stock left", () => {
    expect(purchaseLimitText({ minQuantityPerOrder: 2, maxQuantityPerOrder: 5 })).toBe(
      "This product requires at least 2 items and at most 5 items.",
    );
    expect(purchaseLimitText({ minQuantityPerOrder: 0, maxQuantityPerOrder: 0 })).toBe("");
    const en = (k: string, v?: Record<string, string | number>) => translate("en", k, v);
    const zh = (k: string, v?: Record<string, string | number>) => translate("zh-TW", k, v);
    expect(cartErrorText(zh, { ok: false, code: Code.PURCHASE_LIMIT, data: { min: 2, max: null } })).toBe(
      "此商品至少需購買 2 件",
    );
    expect(cartErrorText(zh, { ok: false, code: Code.OUT_OF_STOCK, data: { availableStock: 3 } })).toContain("3");
    expect(cartErrorText(zh, { ok: false, code: Code.DATA_DOES_NOT_EXIST })).toBe("此商品已下架");
    expect(badgeText(120, 99)).toBe("99+");
    expect(badgeText(99, 99)).toBe("99");
    expect(en("cart.title")).toBe("Cart");
  });
});
