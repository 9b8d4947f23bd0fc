import { describe, expect, it } from "vitest";
import { couponUsageCheck } from "../../functions/commerce/cart/bill";
import {
  type EngineContext,
  type EngineLine,
  type EnginePromotion,
  evaluate,
  percentOffDiscount,
  runPromotions,
  singlePriceDiscount,
} from "../../functions/commerce/promotions/engine";
import { promotionStatus, timesOfShowing } from "../../functions/commerce/promotions/status";
import type { AppError } from "../../functions/platform/errors";
import { FREE_SHIPPING_SENTINEL, NO_LIMIT_END, NO_LIMIT_START } from "../../functions/shared/commerce/commerce";

// The promotion engine as tables: every condition × action, cumulative tiers, the 1111/3333 and
// free-shipping sentinels, tenths and truncation, stacking and every coupon failure reason.

const NOW = "2026-11-22T04:00:00.000Z";
let nextId = 1;

function promo(p: Partial<EnginePromotion> = {}): EnginePromotion {
  return {
    id: nextId++,
    scope: "PROMOTION",
    code: null,
    name: "deal",
    isOpen: true,
    startAt: NO_LIMIT_START,
    endAt: NO_LIMIT_END,
    conditionType: "FULL_AMOUNT",
    actionType: "AMOUNT_OFF",
    isCumulative: false,
    conditions: [],
    listType: "NORMAL",
    productIds: [],
    subscriptionScope: "NORMAL",
    storeScope: "NORMAL",
    areas: [],
    shippingCodes: [],
    userIds: [],
    usingType: "WITH_PROMOTIONS",
    totalQuantity: 0,
    usedQuantity: 0,
    limitPerUser: 0,
    groupNumber: 0,
    sort: 0,
    ...p,
  };
}
const tier = (
  condition: number,
  value: number,
  id = condition + 1,
  extras: EnginePromotion["conditions"][0]["extras"] = [],
) => ({
  id,
  condition,
  value,
  profitPercent: 0,
  extras,
});
let lineId = 1;
function line(productId: number, price: number, quantity = 1, more: Partial<EngineLine> = {}): EngineLine {
  return {
    id: lineId++,
    productId,
    stockId: productId * 10,
    quantity,
    price,
    paymentPlan: "NORMAL",
    promotionId: null,
    promotionConditionId: null,
    problem: null,
    ...more,
  };
}
const ctx = (c: Partial<EngineContext> = {}): EngineContext => ({
  now: NOW,
  userId: 7,
  city: "臺北市",
  shippingCode: "HOME",
  shippingFee: 10000,
  ...c,
});

// Cart: product 1 ×2 at NT$600, product 2 ×1 at NT$250 → NT$1450, 3 units.
const cart = () => [line(1, 60000, 2), line(2, 25000, 1)];

describe("conditions × actions", () => {
  const rows: [string, Partial<EnginePromotion>, { discount: number; ship?: number; tierId: number | null }][] = [
    [
      "FULL_AMOUNT × PERCENT_OFF",
      { actionType: "PERCENT_OFF", conditions: [tier(100000, 90)] },
      { discount: 14500, tierId: 100001 },
    ],
    ["FULL_AMOUNT × AMOUNT_OFF", { conditions: [tier(100000, 10000)] }, { discount: 10000, tierId: 100001 }],
    [
      "FULL_AMOUNT × SHIPPING_FEE",
      { actionType: "SHIPPING_FEE", conditions: [tier(100000, 6000)] },
      { discount: 0, ship: 6000, tierId: 100001 },
    ],
    [
      "FULL_AMOUNT × SINGLE_PRICE refused by schema, engine: the whole eligible set at the price",
      { actionType: "SINGLE_PRICE", conditions: [tier(100000, 100000)] },
      { discount: 45000, tierId: 100001 },
    ],
    [
      "FULL_QUANTITY × PERCENT_OFF",
      { conditionType: "FULL_QUANTITY", actionType: "PERCENT_OFF", conditions: [tier(3, 80)] },
      { discount: 29000, tierId: 4 },
    ],
    [
      "FULL_QUANTITY × AMOUNT_OFF",
      { conditionType: "FULL_QUANTITY", conditions: [tier(2, 5000)] },
      { discount: 5000, tierId: 3 },
    ],
    [
      "FULL_QUANTITY × SHIPPING_FEE",
      { conditionType: "FULL_QUANTITY", actionType: "SHIPPING_FEE", conditions: [tier(3, FREE_SHIPPING_SENTINEL)] },
      { discount: 0, ship: 10000, tierId: 4 },
    ],
    // 2 most expensive units (600 + 600) for NT$1000 → NT$200 off
    [
      "FULL_QUANTITY × SINGLE_PRICE",
      { conditionType: "FULL_QUANTITY", actionType: "SINGLE_PRICE", conditions: [tier(2, 100000)] },
      { discount: 20000, tierId: 3 },
    ],
    [
      "SHIPPING × SHIPPING_FEE (sentinel = free)",
      { conditionType: "SHIPPING", actionType: "SHIPPING_FEE", conditions: [tier(0, FREE_SHIPPING_SENTINEL)] },
      { discount: 0, ship: 10000, tierId: 1 },
    ],
    [
      "SHIPPING × SHIPPING_FEE (partial)",
      { conditionType: "SHIPPING", actionType: "SHIPPING_FEE", conditions: [tier(0, 3000)] },
      { discount: 0, ship: 3000, tierId: 1 },
    ],
    [
      "SHIPPING × AMOUNT_OFF",
      { conditionType: "SHIPPING", conditions: [tier(0, 5000)] },
      { discount: 5000, tierId: 1 },
    ],
    [
      "SHIPPING × PERCENT_OFF",
      { conditionType: "SHIPPING", actionType: "PERCENT_OFF", conditions: [tier(0, 95)] },
      { discount: 7250, tierId: 1 },
    ],
  ];
  it.each(rows)("%s", (_name, p, want) => {
    const r = runPromotions(cart(), [promo(p)], null, ctx());
    expect(r.discountAmount).toBe(want.discount);
    expect(r.discountShippingFee).toBe(want.ship ?? 0);
    expect(r.promotions[0]?.tier?.id ?? null).toBe(want.tierId);
    expect(r.itemsTotalAmount).toBe(145000);
    expect(r.totalAmount).toBe(145000 - want.discount + 10000 - (want.ship ?? 0));
  });

  it("GIFT and ADDITIONAL offer the reached tier's extras (gifts at 0, add-ons at their price)", () => {
    const extras = [{ productId: 9, stockId: 90, price: 5000, quantity: 2 }];
    const gift = runPromotions(
      cart(),
      [promo({ actionType: "GIFT", conditions: [tier(100000, 0, 1, extras)] })],
      null,
      ctx(),
    );
    expect(gift.promotions[0]?.extras).toEqual([
      { productId: 9, stockId: 90, price: 0, quantity: 2, status: "NORMAL" },
    ]);
    expect(gift.discountAmount).toBe(0);
    const add = runPromotions(
      cart(),
      [promo({ conditionType: "FULL_QUANTITY", actionType: "ADDITIONAL", conditions: [tier(3, 0, 1, extras)] })],
      null,
      ctx(),
    );
    expect(add.promotions[0]?.extras[0]).toMatchObject({ price: 5000, quantity: 2, status: "NORMAL" });
  });
});

describe("tiers", () => {
  const tiers = [tier(50000, 3000), tier(100000, 8000), tier(200000, 20000)];
  it.each([
    [40000, 0, 10000],
    [50000, 3000, 50000],
    [99999, 3000, 1],
    [100000, 8000, 100000],
    [250000, 20000, null],
  ])("amount %i → highest reached tier gives %i, short by %s", (amount, discount, shortBy) => {
    const r = runPromotions([line(1, amount)], [promo({ conditions: tiers })], null, ctx());
    expect(r.discountAmount).toBe(discount);
    expect(r.promotions[0]?.shortBy).toBe(shortBy);
  });

  it("tiers stored out of order still pick the highest reached", () => {
    const r = runPromotions([line(1, 150000)], [promo({ conditions: [tiers[2]!, tiers[0]!, tiers[1]!] })], null, ctx());
    expect(r.discountAmount).toBe(8000);
  });

  it.each([
    [99900, 0, 100],
    [100000, 10000, 100000],
    [250000, 20000, 50000],
    [300000, 30000, 100000],
  ])(
    "cumulative AMOUNT_OFF: every NT$1000 → NT$100 off (amount %i → %i, next multiple short by %i)",
    (amount, discount, shortBy) => {
      const r = runPromotions(
        [line(1, amount)],
        [promo({ isCumulative: true, conditions: [tier(100000, 10000)] })],
        null,
        ctx(),
      );
      expect(r.discountAmount).toBe(discount);
      expect(r.promotions[0]?.shortBy).toBe(shortBy);
    },
  );

  it("cumulative SINGLE_PRICE sells every set of N at the set price, most expensive first", () => {
    // units 500, 400, 300, 200, 100: sets (500+400) and (300+200) at NT$600 → 300 + 0 (never negative)
    const lines = [line(1, 50000), line(2, 40000), line(3, 30000), line(4, 20000), line(5, 10000)];
    const p = { conditionType: "FULL_QUANTITY", actionType: "SINGLE_PRICE", conditions: [tier(2, 60000)] };
    expect(runPromotions(lines, [promo({ ...p, isCumulative: true })], null, ctx()).discountAmount).toBe(30000);
    expect(runPromotions(lines, [promo(p)], null, ctx()).discountAmount).toBe(30000);
    expect(singlePriceDiscount([50000, 40000, 30000, 20000], 2, 40000, 2)).toBe(50000 + 10000);
  });

  it("cumulative GIFT multiplies the offered quantity", () => {
    const extras = [{ productId: 9, stockId: 90, price: 0, quantity: 1 }];
    const r = runPromotions(
      [line(1, 100000, 3)],
      [promo({ actionType: "GIFT", isCumulative: true, conditions: [tier(100000, 0, 1, extras)] })],
      null,
      ctx(),
    );
    expect(r.promotions[0]?.extras[0]?.quantity).toBe(3);
  });
});

describe("money rules", () => {
  it.each([
    [33333, 85, 4999], // 4999.95 → truncated
    [10001, 99, 100], // 100.01 → 100
    [99, 90, 9], // 9.9 → 9
    [100000, 1, 99000],
  ])("PERCENT_OFF on %i paying %i tenths-percent discounts %i minor units", (amount, value, discount) => {
    expect(percentOffDiscount(amount, value)).toBe(discount);
  });

  it("AMOUNT_OFF never exceeds the eligible amount and the total discount never the items total", () => {
    const r = runPromotions(
      [line(1, 30000)],
      [promo({ conditions: [tier(0, 50000)] }), promo({ conditions: [tier(0, 10000)] })],
      null,
      ctx(),
    );
    expect(r.discountAmount).toBe(30000);
    expect(r.promotions.map((o) => o.discountAmount)).toEqual([30000, 0]);
    expect(r.totalAmount).toBe(10000);
  });

  it("shipping discounts never exceed the fee; no fee → no shipping discount", () => {
    const p = promo({ conditionType: "SHIPPING", actionType: "SHIPPING_FEE", conditions: [tier(0, 50000)] });
    expect(runPromotions(cart(), [p], null, ctx({ shippingFee: 6000 })).discountShippingFee).toBe(6000);
    expect(runPromotions(cart(), [p], null, ctx({ shippingFee: 0 })).discountShippingFee).toBe(0);
  });

  it("several promotions stack in group then sort order, each on its own items", () => {
    const a = promo({
      groupNumber: 2,
      listType: "WHITE",
      productIds: [1],
      actionType: "PERCENT_OFF",
      conditions: [tier(0, 50)],
    });
    const b = promo({ groupNumber: 1, listType: "WHITE", productIds: [2], conditions: [tier(0, 5000)] });
    const r = runPromotions(cart(), [a, b], null, ctx());
    expect(r.promotions.map((o) => o.promotion.id)).toEqual([b.id, a.id]);
    expect(r.discountAmount).toBe(60000 + 5000);
  });
});

describe("eligible items", () => {
  const sub = () => [line(1, 60000, 1), line(2, 40000, 1, { paymentPlan: "SUBSCRIPTION" })];
  it.each([
    [{ listType: "WHITE", productIds: [2] }, 40000],
    [{ listType: "BLACK", productIds: [2] }, 60000],
    [{ listType: "NORMAL", productIds: [2] }, 100000],
    [{ subscriptionScope: "SUBSCRIPTION" }, 40000],
    [{ subscriptionScope: "NOT_SUBSCRIPTION" }, 60000],
  ] as [Partial<EnginePromotion>, number][])("%o counts %i", (p, amount) => {
    expect(evaluate(promo({ ...p, conditions: [tier(0, 1)] }), sub(), ctx()).eligibleAmount).toBe(amount);
  });

  it("gift/add-on lines and unbuyable lines never count toward thresholds", () => {
    const lines = [
      line(1, 60000),
      line(3, 99900, 1, { paymentPlan: "ADDITIONAL", promotionId: 999, promotionConditionId: 1 }),
      line(4, 50000, 1, { problem: "NOT_SALEABLE" }),
      line(5, 10000, 1, { problem: "OUT_OF_STOCK" }),
    ];
    const o = evaluate(promo({ conditions: [tier(0, 1)] }), lines, ctx());
    expect(o.eligibleAmount).toBe(70000);
    const r = runPromotions(lines, [], null, ctx());
    expect(r.itemsTotalAmount).toBe(70000); // the orphan add-on is INVALID_ADDITIONAL
    expect(r.lineStatus.get(lines[1]!.id)).toBe("INVALID_ADDITIONAL");
  });
});

describe("time windows and status", () => {
  it.each([
    [{}, "IN_PROGRESS", true],
    [{ startAt: "2026-11-23T00:00:00.000Z" }, "UPCOMING", false],
    [{ endAt: "2026-11-21T00:00:00.000Z" }, "EXPIRED", false],
    [{ startAt: "2026-11-22T04:00:00.000Z", endAt: "2026-11-22T04:00:00.000Z" }, "IN_PROGRESS", true],
    [{ isOpen: false }, "UNLISTED", false],
  ] as [Partial<EnginePromotion>, string, boolean][])("%o → %s", (p, status, applies) => {
    const row = promo({ ...p, conditions: [tier(0, 1000)] });
    expect(promotionStatus(row, NOW)).toBe(status);
    expect(runPromotions(cart(), [row], null, ctx()).discountAmount).toBe(applies ? 1000 : 0);
  });

  it("1111 start and 3333 end are no limit at any time", () => {
    const row = promo({ conditions: [tier(0, 1)] });
    for (const now of ["1500-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z", "3000-06-01T00:00:00.000Z"]) {
      expect(promotionStatus(row, now)).toBe("IN_PROGRESS");
    }
  });

  it("an unlisted promotion without conditions is 'unset conditions'", () => {
    expect(promotionStatus(promo({ isOpen: false }), NOW)).toBe("UNSET_CONDITIONS");
  });

  it("showing bit flags map to time states", () => {
    expect(timesOfShowing(1)).toEqual(["UPCOMING"]);
    expect(timesOfShowing(6)).toEqual(["IN_PROGRESS", "EXPIRED"]);
    expect(timesOfShowing(7)).toHaveLength(3);
  });
});

describe("coupon failure reasons (first failing, spec §4 order)", () => {
  const base = { scope: "COUPON", code: "C1", conditions: [tier(50000, 5000)] } as Partial<EnginePromotion>;
  const cases: [string, Partial<EnginePromotion> | null, Partial<EngineContext>, EngineLine[] | null][] = [
    ["NOT_FIND", null, {}, null],
    ["IS_CLOSE", { isOpen: false, endAt: "2000-01-01T00:00:00.000Z" }, {}, null],
    ["IS_EXPIRED", { endAt: "2026-01-01T00:00:00.000Z", totalQuantity: 1, usedQuantity: 1 }, {}, null],
    ["IS_EXPIRED", { startAt: "2027-01-01T00:00:00.000Z" }, {}, null],
    ["INSUFFICIENT_QUANTITY", { totalQuantity: 3, usedQuantity: 3, limitPerUser: 1 }, { couponUsesByUser: 1 }, null],
    ["EXCEED_LIMIT_FOR_SINGLE_USER", { limitPerUser: 2, areas: ["花蓮縣"] }, { couponUsesByUser: 2 }, null],
    ["MISMATCH_AREA", { areas: ["花蓮縣"], listType: "WHITE", productIds: [99] }, {}, null],
    ["MISMATCH_AREA", { areas: ["花蓮縣"] }, { city: null }, null],
    ["MISMATCH_ITEMS", { listType: "WHITE", productIds: [99], conditions: [tier(999999, 1)] }, {}, null],
    ["MISMATCH_CONDITION", { conditions: [tier(999999, 1)], storeScope: "CREATING_STORE" }, {}, null],
    ["MISMATCH_TYPE_FOR_CREATING_STORE", { storeScope: "CREATING_STORE" }, {}, null],
    ["MISMATCH_TYPE_FOR_CREATING_STORE", { storeScope: "NORMAL_STORE" }, { isCreatingStore: true }, null],
    [
      "NO_VALID_EXTRAS",
      {
        actionType: "GIFT",
        conditions: [tier(50000, 0, 1, [{ productId: 9, stockId: 90, price: 0, quantity: 1 }])],
        userIds: [1],
      },
      { available: new Map([[90, 0]]) },
      null,
    ],
    [
      "MISMATCH_SUBSCRIPTION_TYPE",
      { conditionType: "SHIPPING", conditions: [tier(0, 100)], subscriptionScope: "SUBSCRIPTION", userIds: [1] },
      {},
      null,
    ],
    ["MISMATCH_USER", { userIds: [1, 2], shippingCodes: ["BLACK_CAT"] }, {}, null],
    ["MISMATCH_USER", { limitPerUser: 1 }, { userId: null }, null],
    ["MISMATCH_SHIPPING", { shippingCodes: ["BLACK_CAT"] }, {}, null],
    ["MISMATCH_SHIPPING", { shippingCodes: ["HOME"] }, { shippingCode: null }, null],
  ];
  it.each(cases)("%s", (reason, p, c, lines) => {
    const row = p ? promo({ ...base, ...p }) : null;
    const r = runPromotions(lines ?? cart(), [], { code: "c1", row }, ctx(c));
    expect(r.coupon).toMatchObject({ code: "c1", valid: false, reason });
    expect(r.discountAmount).toBe(0);
  });

  it("MISMATCH_USINGTYPE: an ALONE coupon while an automatic promotion discounts", () => {
    const auto = promo({ conditions: [tier(0, 1000)] });
    const alone = promo({ ...base, usingType: "ALONE" });
    const r = runPromotions(cart(), [auto], { code: "C1", row: alone }, ctx());
    expect(r.coupon).toMatchObject({ valid: false, reason: "MISMATCH_USINGTYPE" });
    expect(r.discountAmount).toBe(1000);
    const alone2 = runPromotions(cart(), [], { code: "C1", row: alone }, ctx());
    expect(alone2.coupon?.valid).toBe(true);
    const stacked = runPromotions(cart(), [auto], { code: "C1", row: promo(base) }, ctx());
    expect(stacked.coupon?.valid).toBe(true);
    expect(stacked.discountAmount).toBe(6000);
  });

  it("a valid coupon applies after the automatic promotions, capped by what is left", () => {
    const auto = promo({ conditions: [tier(0, 140000)] });
    const r = runPromotions(cart(), [auto], { code: "C1", row: promo(base) }, ctx());
    expect(r.coupon?.valid).toBe(true);
    expect(r.coupon?.outcome?.discountAmount).toBe(5000);
    expect(r.discountAmount).toBe(145000);
  });

  it("per-user limit: under the limit is valid, at it is not", () => {
    const row = promo({ ...base, limitPerUser: 2 });
    expect(runPromotions(cart(), [], { code: "C1", row }, ctx({ couponUsesByUser: 1 })).coupon?.valid).toBe(true);
    expect(runPromotions(cart(), [], { code: "C1", row }, ctx({ couponUsesByUser: 2 })).coupon?.reason).toBe(
      "EXCEED_LIMIT_FOR_SINGLE_USER",
    );
  });

  it("a PROMOTION-scope row entered as a code is NOT_FIND", () => {
    const r = runPromotions(cart(), [], { code: "X", row: promo({ code: "X" }) }, ctx());
    expect(r.coupon?.reason).toBe("NOT_FIND");
  });
});

describe("gift and add-on line statuses", () => {
  const extras = [{ productId: 9, stockId: 90, price: 3000, quantity: 1 }];
  it("NORMAL within the offer, OVER_MAX_QUANTITY beyond it, INVALID_ADDITIONAL when the tier is lost", () => {
    const p = promo({ actionType: "ADDITIONAL", conditions: [tier(100000, 0, 5, extras)] });
    const add = (q: number, more: Partial<EngineLine> = {}) =>
      line(9, 3000, q, { stockId: 90, paymentPlan: "ADDITIONAL", promotionId: p.id, promotionConditionId: 5, ...more });
    const ok = add(1);
    let r = runPromotions([...cart(), ok], [p], null, ctx());
    expect(r.lineStatus.get(ok.id)).toBe("NORMAL");
    expect(r.itemsTotalAmount).toBe(148000);

    const over = add(2);
    r = runPromotions([...cart(), over], [p], null, ctx());
    expect(r.lineStatus.get(over.id)).toBe("OVER_MAX_QUANTITY");
    expect(r.promotions[0]?.extras[0]?.status).toBe("OVER_MAX_QUANTITY");

    const lost = add(1);
    r = runPromotions([line(1, 50000), lost], [p], null, ctx());
    expect(r.lineStatus.get(lost.id)).toBe("INVALID_ADDITIONAL");
    expect(r.itemsTotalAmount).toBe(50000);
    expect(r.promotions[0]?.extras).toEqual([expect.objectContaining({ stockId: 90, status: "INVALID_ADDITIONAL" })]);

    const wrongPlan = add(1, { paymentPlan: "EXTRA_FREE" });
    r = runPromotions([...cart(), wrongPlan], [p], null, ctx());
    expect(r.lineStatus.get(wrongPlan.id)).toBe("INVALID_ADDITIONAL");
  });
});

describe("checkout's re-validation", () => {
  it("couponUsageCheck refuses an entered coupon that is not valid with COUPON_IS_NOT_VALID", () => {
    expect(() => couponUsageCheck({ coupon: null })).not.toThrow();
    expect(() => couponUsageCheck({ coupon: { code: "A", valid: true, reason: null } })).not.toThrow();
    try {
      couponUsageCheck({ coupon: { code: "A", valid: false, reason: "IS_EXPIRED" } });
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).code).toBe(400081);
    }
  });
});
