import { describe, expect, it } from "vitest";
import "../../app/i18n/admin"; // registers the back office's messages, as the admin layout does
import "../../app/i18n/english"; // registers English, as the server does at start
import { translate } from "../../app/i18n";
import { adminPromotionsEn, adminPromotionsZhTW } from "../../app/i18n/areas/adminPromotions";
import { groupChanges, moveInGroup, moveToGroup, nextGroupNumber } from "../../app/routes/admin/promotions/groups";
import {
  type AdminPromotion,
  bodyOf,
  emptyForm,
  emptyTier,
  filtersOf,
  filtersQuery,
  foldToTenths,
  formOf,
  listQuery,
  PROMO_PATHS,
  type PromotionForm,
  TABS,
  tabOf,
  tenthsToFold,
  timeIssues,
} from "../../app/routes/admin/promotions/lib";
import { summaryOf, windowOf } from "../../app/routes/admin/promotions/summary";
import { promotionCreateInput } from "../../functions/commerce/promotions/schemas";
import { PROMOTION_STATUS_KEYS, PROMOTION_STATUSES } from "../../functions/commerce/promotions/status";
import {
  ACTION_TYPES,
  CONDITION_TYPES,
  FREE_SHIPPING_SENTINEL,
  LIST_TYPES,
  NO_LIMIT_END,
  NO_LIMIT_START,
  SUBSCRIPTION_SCOPES,
  USING_TYPES,
} from "../../functions/shared/commerce/commerce";

// Pure helpers of the promotion back-office pages: units (NT$ → minor units, folds → tenths),
// Taipei time and the no-limit sentinels, the form ↔ API mapping (checked with the API's own
// schema), the condition summary in words, list filters, group moves and the area's messages.

const NAMES = { products: new Map<number, string>(), specs: new Map<number, string>() };

function stored(over: Partial<AdminPromotion> = {}): AdminPromotion {
  return {
    id: 7,
    kind: "PROMOTION",
    scope: "PROMOTION",
    code: null,
    name: "滿千折百",
    description: "",
    isOpen: true,
    startAt: NO_LIMIT_START,
    endAt: NO_LIMIT_END,
    conditionType: "FULL_AMOUNT",
    actionType: "AMOUNT_OFF",
    isCumulative: false,
    conditions: [{ id: 1, condition: 100000, value: 10000, profitPercent: 0, extras: [] }],
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
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    status: "IN_PROGRESS",
    statusKey: "promotion.status.inProgress",
    ...over,
  };
}

const form = (over: Partial<PromotionForm>): PromotionForm => ({ ...emptyForm(), name: "Test", ...over });

describe("units", () => {
  it("reads a fold as tenths and shows tenths as a fold", () => {
    expect(foldToTenths("8.5")).toBe(85);
    expect(foldToTenths("8")).toBe(80);
    expect(foldToTenths(" 9.9 ")).toBe(99);
    expect(foldToTenths("0.1")).toBe(1);
    for (const bad of ["", "0", "10", "85", "8.55", "-1", "abc"]) expect(foldToTenths(bad), bad).toBeNull();
    expect(tenthsToFold(85)).toBe("8.5");
    expect(tenthsToFold(80)).toBe("8");
    expect(tenthsToFold(1)).toBe("0.1");
  });
});

describe("form → API body", () => {
  it("sends money in minor units, folds in tenths and the no-limit sentinels", () => {
    const amount = bodyOf(
      form({ tiers: [{ ...emptyTier("FULL_AMOUNT"), condition: 100000, value: 10000 }] }),
      "PROMOTION",
    );
    expect(amount.startAt).toBe(NO_LIMIT_START);
    expect(amount.endAt).toBe(NO_LIMIT_END);
    expect(amount.conditions).toEqual([{ condition: 100000, value: 10000, profitPercent: 0, extras: [] }]);
    expect(promotionCreateInput.safeParse(amount).success).toBe(true);

    const fold = bodyOf(
      form({
        conditionType: "FULL_QUANTITY",
        actionType: "PERCENT_OFF",
        isCumulative: true, // not allowed for percent-off: dropped
        tiers: [{ ...emptyTier("FULL_QUANTITY"), condition: 3, value: foldToTenths("8.5") }],
      }),
      "PROMOTION",
    );
    expect(fold.isCumulative).toBe(false);
    expect(fold.conditions[0]).toMatchObject({ condition: 3, value: 85 });
    expect(promotionCreateInput.safeParse(fold).success).toBe(true);
  });

  it("free shipping sends the sentinel; the SHIPPING condition has threshold 0", () => {
    const b = bodyOf(
      form({
        conditionType: "SHIPPING",
        actionType: "SHIPPING_FEE",
        tiers: [{ ...emptyTier("SHIPPING"), condition: 12345, value: 6000, free: true }],
      }),
      "PROMOTION",
    );
    expect(b.conditions[0]).toMatchObject({ condition: 0, value: FREE_SHIPPING_SENTINEL });
    expect(promotionCreateInput.safeParse(b).success).toBe(true);
    const partial = bodyOf(
      form({
        conditionType: "SHIPPING",
        actionType: "SHIPPING_FEE",
        tiers: [{ ...emptyTier("SHIPPING"), value: 6000 }],
      }),
      "PROMOTION",
    );
    expect(partial.conditions[0]?.value).toBe(6000);
  });

  it("reads the time as Taipei wall time and sends UTC; an open end is the 3333 sentinel", () => {
    const limited = bodyOf(
      form({ isLimitedTime: true, hasEndTime: true, start: "2026-12-01T00:00", end: "2026-12-31T23:59" }),
      "PROMOTION",
    );
    expect(limited.startAt).toBe("2026-11-30T16:00:00.000Z");
    expect(limited.endAt).toBe("2026-12-31T15:59:00.000Z");
    const open = bodyOf(form({ isLimitedTime: true, hasEndTime: false, start: "2026-12-01T00:00" }), "PROMOTION");
    expect(open.endAt).toBe(NO_LIMIT_END);
    expect(timeIssues(form({ isLimitedTime: true, hasEndTime: true, start: "", end: "" })).map((i) => i.path)).toEqual([
      "startAt",
      "endAt",
    ]);
    expect(timeIssues(form({ isLimitedTime: false }))).toEqual([]);
  });

  it("gifts cost 0 and keep their lines; other actions send no extras", () => {
    const extra = { key: "x", productId: 3, productName: "Tea", stockId: 9, spec: "", price: 5000, quantity: 2 };
    const gift = bodyOf(
      form({
        actionType: "GIFT",
        tiers: [{ ...emptyTier("FULL_AMOUNT"), condition: 50000, value: 777, extras: [extra] }],
      }),
      "PROMOTION",
    );
    expect(gift.conditions[0]).toMatchObject({
      value: 0,
      extras: [{ productId: 3, stockId: 9, price: 0, quantity: 2 }],
    });
    expect(promotionCreateInput.safeParse(gift).success).toBe(true);
    const addOn = bodyOf(
      form({ actionType: "ADDITIONAL", tiers: [{ ...emptyTier("FULL_AMOUNT"), condition: 50000, extras: [extra] }] }),
      "PROMOTION",
    );
    expect(addOn.conditions[0]?.extras[0]?.price).toBe(5000);
    const off = bodyOf(
      form({ tiers: [{ ...emptyTier("FULL_AMOUNT"), condition: 1, value: 1, extras: [extra] }] }),
      "PROMOTION",
    );
    expect(off.conditions[0]?.extras).toEqual([]);
  });

  it("coupon limits only for coupons; activities are scope PROMOTION without them; NORMAL lists send no ids", () => {
    const base = {
      code: " SAVE100 ",
      totalQuantity: 50,
      limitPerUser: 1,
      usingType: "ALONE" as const,
      listType: "NORMAL" as const,
      products: [{ id: 4, name: "x" }],
      tiers: [{ ...emptyTier("FULL_AMOUNT"), condition: 100000, value: 10000 }],
    };
    const coupon = bodyOf(form({ ...base, scope: "COUPON" }), "PROMOTION");
    expect(coupon).toMatchObject({
      scope: "COUPON",
      code: "SAVE100",
      totalQuantity: 50,
      limitPerUser: 1,
      usingType: "ALONE",
    });
    expect(coupon.productIds).toEqual([]);
    const activity = bodyOf(form({ ...base, scope: "COUPON", listType: "WHITE" }), "ACTIVITY");
    expect(activity).toMatchObject({
      scope: "PROMOTION",
      totalQuantity: 0,
      limitPerUser: 0,
      usingType: "WITH_PROMOTIONS",
    });
    expect(activity.productIds).toEqual([4]);
    expect(bodyOf(form({ code: "  " }), "PROMOTION").code).toBeNull();
  });

  it("a stored row → form → body gives the same values back (ids of tiers kept)", () => {
    const row = stored({
      scope: "COUPON",
      code: "VIP",
      startAt: "2026-12-01T01:00:00.000Z",
      endAt: NO_LIMIT_END,
      conditionType: "FULL_QUANTITY",
      actionType: "PERCENT_OFF",
      conditions: [
        { id: 4, condition: 2, value: 90, profitPercent: 5, extras: [] },
        { id: 9, condition: 3, value: 85, profitPercent: 0, extras: [] },
      ],
      listType: "BLACK",
      productIds: [11, 12],
      areas: ["臺北市"],
      shippingCodes: ["HOME"],
      userIds: [5],
      totalQuantity: 100,
      limitPerUser: 2,
      usingType: "ALONE",
      storeScope: "NORMAL_STORE",
      groupNumber: 2,
      sort: 3,
    });
    const f = formOf(row, { products: new Map([[11, "Green tea"]]), specs: new Map() });
    expect(f.isLimitedTime).toBe(true);
    expect(f.hasEndTime).toBe(false);
    expect(f.start).toBe("2026-12-01T09:00");
    expect(f.products).toEqual([
      { id: 11, name: "Green tea" },
      { id: 12, name: "#12" },
    ]);
    const body = bodyOf(f, "PROMOTION");
    const {
      id: _i,
      kind: _k,
      status: _s,
      statusKey: _sk,
      usedQuantity: _u,
      createdAt: _c,
      updatedAt: _up,
      ...rest
    } = row;
    expect(body).toEqual(rest);
    expect(promotionCreateInput.safeParse(body).success).toBe(true);
  });

  it("free shipping is recognised when loading a stored sentinel", () => {
    const f = formOf(
      stored({
        conditionType: "SHIPPING",
        actionType: "SHIPPING_FEE",
        conditions: [{ id: 1, condition: 0, value: FREE_SHIPPING_SENTINEL, profitPercent: 0, extras: [] }],
      }),
      NAMES,
    );
    expect(f.tiers[0]?.free).toBe(true);
    expect(f.isLimitedTime).toBe(false);
  });
});

describe("summary in words", () => {
  const say = (p: Parameters<typeof summaryOf>[0], locale: "zh-TW" | "en" = "zh-TW") =>
    summaryOf(p).map((s) => translate(locale, s.key, s.vars));
  const tier = (condition: number, value: number) => ({ id: 1, condition, value, profitPercent: 0, extras: [] });

  it("says the spec's examples", () => {
    expect(say(stored())).toEqual(["滿 NT$1,000 折 NT$100"]);
    expect(say(stored(), "en")).toEqual(["Spend NT$1,000, NT$100 off"]);
    const fold = stored({ conditionType: "FULL_QUANTITY", actionType: "PERCENT_OFF", conditions: [tier(3, 85)] });
    expect(say(fold)).toEqual(["滿 3 件 8.5 折"]);
    expect(say(fold, "en")).toEqual(["Buy 3, 15% off"]);
    const free = stored({
      conditionType: "SHIPPING",
      actionType: "SHIPPING_FEE",
      conditions: [tier(0, FREE_SHIPPING_SENTINEL)],
    });
    expect(say(free)).toEqual(["免運"]);
    expect(say(free, "en")).toEqual(["Free shipping"]);
  });

  it("one phrase per tier; cumulative says 'each'; no tiers says so", () => {
    const two = stored({ isCumulative: true, conditions: [tier(100000, 10000), tier(250050, 30000)] });
    expect(say(two)).toEqual(["每滿 NT$1,000 折 NT$100", "每滿 NT$2,500.50 折 NT$300"]);
    expect(say(stored({ conditions: [] }))).toEqual(["未設定條件"]);
    expect(
      say(stored({ conditionType: "FULL_QUANTITY", actionType: "SINGLE_PRICE", conditions: [tier(3, 99900)] })),
    ).toEqual(["任選 3 件 NT$999"]);
    expect(say(stored({ actionType: "SHIPPING_FEE", conditions: [tier(100000, 6000)] }))).toEqual([
      "滿 NT$1,000 運費折 NT$60",
    ]);
  });

  it("every condition × action phrase exists in both languages", () => {
    for (const c of CONDITION_TYPES)
      for (const a of ACTION_TYPES)
        for (const cumulative of [false, true])
          for (const value of [85, FREE_SHIPPING_SENTINEL]) {
            const [s] = summaryOf({
              conditionType: c,
              actionType: a,
              isCumulative: cumulative,
              conditions: [tier(5, value)],
            });
            expect(s && s.key in adminPromotionsZhTW, `${c} ${a} ${cumulative}: ${s?.key}`).toBe(true);
            expect(translate("en", s?.key ?? "", s?.vars)).not.toContain("{");
            expect(translate("zh-TW", s?.key ?? "", s?.vars)).not.toContain("{");
          }
  });
});

describe("time window", () => {
  it("is null for the 1111 / 3333 sentinels, else each real side", () => {
    expect(windowOf({ startAt: NO_LIMIT_START, endAt: NO_LIMIT_END })).toBeNull();
    expect(windowOf({ startAt: "2026-12-01T00:00:00.000Z", endAt: NO_LIMIT_END })).toEqual({
      start: "2026-12-01T00:00:00.000Z",
      end: null,
    });
    expect(windowOf({ startAt: NO_LIMIT_START, endAt: "2027-01-01T00:00:00.000Z" })).toEqual({
      start: null,
      end: "2027-01-01T00:00:00.000Z",
    });
  });
});

describe("list filters and paths", () => {
  it("reads tabs, display, showing and keyword, defaulting bad values", () => {
    expect(tabOf("coupon")).toBe("coupon");
    expect(tabOf(undefined)).toBe("promotion");
    expect(tabOf("nope")).toBe("promotion");
    expect(filtersOf(new URLSearchParams("display=2&showing=5&keyword=%20tea%20"))).toEqual({
      display: 2,
      showing: 5,
      keyword: "tea",
    });
    expect(filtersOf(new URLSearchParams("display=9&showing=8"))).toEqual({ display: 3, showing: 0, keyword: "" });
    expect(filtersQuery({ display: 3, showing: 0, keyword: "" })).toBe("");
    expect(filtersQuery({ display: 1, showing: 6, keyword: "a b" })).toBe("?display=1&showing=6&keyword=a+b");
  });

  it("asks the API with the tab's scope (none for activities)", () => {
    const f = { display: 1 as const, showing: 2, keyword: "" };
    expect(listQuery("promotion", f)).toEqual({ scope: "PROMOTION", display: 1, showing: 2, keyword: undefined });
    expect(listQuery("coupon", f).scope).toBe("COUPON");
    expect(listQuery("activity", f).scope).toBeUndefined();
  });

  it("builds the spec's paths", () => {
    expect(PROMO_PATHS.list()).toBe("/admin/settingpage/setting-promotion-list/promotion");
    expect(PROMO_PATHS.editPromotion("new", "COUPON")).toBe("/admin/settingpage/editpromotion/new?scope=COUPON");
    expect(PROMO_PATHS.editPromotion(3)).toBe("/admin/settingpage/editpromotion/3");
    expect(PROMO_PATHS.editActivity(4)).toBe("/admin/settingpage/editactivity/4");
    expect(PROMO_PATHS.groups).toBe("/admin/settingpage/promotions-groups-sort/edit");
  });
});

describe("group moves", () => {
  const state = [
    { groupNumber: 0, ids: [1, 2, 3] },
    { groupNumber: 2, ids: [4] },
  ];
  it("reorders inside a group and stays put at the ends", () => {
    expect(moveInGroup(state, 2, -1)[0]?.ids).toEqual([2, 1, 3]);
    expect(moveInGroup(state, 3, 1)).toEqual(state);
    expect(moveInGroup(state, 1, -1)).toEqual(state);
  });
  it("moves between groups, creating and dropping groups", () => {
    const moved = moveToGroup(state, 4, 0);
    expect(moved).toEqual([{ groupNumber: 0, ids: [1, 2, 3, 4] }]);
    expect(moveToGroup(state, 1, 3)).toEqual([
      { groupNumber: 0, ids: [2, 3] },
      { groupNumber: 2, ids: [4] },
      { groupNumber: 3, ids: [1] },
    ]);
    expect(nextGroupNumber(state)).toBe(3);
    expect(nextGroupNumber([])).toBe(0);
  });
  it("saves only changed groups, each with its whole order", () => {
    expect(groupChanges(state, state)).toEqual([]);
    expect(groupChanges(state, moveToGroup(state, 1, 2))).toEqual([
      { groupNumber: 0, promotionIds: [2, 3] },
      { groupNumber: 2, promotionIds: [4, 1] },
    ]);
    // A group emptied by the move needs no call: its promotions were named elsewhere.
    expect(groupChanges(state, moveToGroup(state, 4, 0))).toEqual([{ groupNumber: 0, promotionIds: [1, 2, 3, 4] }]);
  });
});

describe("messages", () => {
  it("English has every key, and no text is empty", () => {
    expect(Object.keys(adminPromotionsEn).sort()).toEqual(Object.keys(adminPromotionsZhTW).sort());
    for (const [k, v] of Object.entries({ ...adminPromotionsZhTW, ...adminPromotionsEn })) expect(v, k).not.toBe("");
  });
  it("has the labels of every enum the pages show", () => {
    const keys = [
      ...TABS.flatMap((t) => [`tab.${t}`, `kind.${t}`, `add.${t}`, `empty.${t}`]),
      ...CONDITION_TYPES.map((x) => `conditionType.${x}`),
      ...ACTION_TYPES.map((x) => `actionType.${x}`),
      ...LIST_TYPES.map((x) => `listType.${x}`),
      ...SUBSCRIPTION_SCOPES.map((x) => `subscriptionScope.${x}`),
      ...USING_TYPES.map((x) => `usingType.${x}`),
      ...["1", "2", "3"].map((x) => `display.${x}`),
      ...["PENDING", "ON_GOING", "FINISHED"].map((x) => `showing.${x}`),
    ].map((k) => `adminPromotions.${k}`);
    for (const k of keys) expect(k in adminPromotionsZhTW, k).toBe(true);
  });
  it("registers the spec's status texts from functions/commerce/promotions/status.ts", () => {
    expect(translate("zh-TW", PROMOTION_STATUS_KEYS.UNSET_CONDITIONS)).toBe("未設定條件，請刪除後重新建立");
    expect(translate("zh-TW", "promotion.status.inProgress")).toBe("進行中");
    expect(translate("en", "promotion.status.expired")).toBe("Expired");
    for (const s of PROMOTION_STATUSES) {
      expect(translate("zh-TW", PROMOTION_STATUS_KEYS[s])).not.toBe(PROMOTION_STATUS_KEYS[s]);
      expect(translate("en", PROMOTION_STATUS_KEYS[s])).not.toBe(PROMOTION_STATUS_KEYS[s]);
    }
  });
  it("translates the API's validation keys", () => {
    for (const k of [
      "validation.promotionCode",
      "validation.percentOff",
      "validation.endBeforeStart",
      "validation.giftIsFree",
    ]) {
      expect(translate("zh-TW", k)).not.toBe(k);
      expect(translate("en", k)).not.toBe(k);
    }
  });
});
