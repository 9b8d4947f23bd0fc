import { describe, expect, it } from "vitest";
import { FREE_SHIPPING_SENTINEL, NO_LIMIT_END, NO_LIMIT_START } from "../../functions/shared/commerce/commerce";
import { api, createStore, registerMember, sql } from "../helpers";
import { promotionTier } from "./checkoutFixtures";

// POST /api/checkout/bill through the Worker with real D1 rows: cart lines, products, promotions,
// coupons and shipping methods inserted by SQL, so the bill depends on nothing but its own code.

const A = "bill-a.localhost";
const B = "bill-b.localhost";
const GUEST = "g".repeat(32);

async function insertId(query: string, ...binds: unknown[]): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} RETURNING id`, ...binds);
  return row!.id;
}

/** A product with one stock line; returns both ids. */
async function product(
  storeId: number,
  price: number,
  opts: { stock?: number; plan?: string; subPrice?: number } = {},
) {
  const productId = await insertId(
    `INSERT INTO products (store_id, name, price, payment_plan, subscription_price, subscription_cycles)
     VALUES (?, ?, ?, ?, ?, ?)`,
    storeId,
    `P${price}`,
    price,
    opts.plan ?? "NORMAL",
    opts.subPrice ?? 0,
    opts.plan === "NORMAL_AND_SUBSCRIPTION" || opts.plan === "SUBSCRIPTION" ? "[1,3]" : "[]",
  );
  const stockId = await insertId(
    "INSERT INTO product_stocks (store_id, product_id, stock) VALUES (?, ?, ?)",
    storeId,
    productId,
    opts.stock ?? 50,
  );
  return { productId, stockId };
}

type Line = {
  productId: number;
  stockId: number;
  quantity: number;
  plan?: string;
  cycle?: number;
  promotionId?: number;
  tierId?: number;
};
async function cartLine(storeId: number, owner: { userId?: number; guestId?: string }, l: Line) {
  return insertId(
    `INSERT INTO cart_items (store_id, user_id, guest_id, product_id, stock_id, quantity, payment_plan,
       subscription_cycle, promotion_id, promotion_condition_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    storeId,
    owner.userId ?? null,
    owner.guestId ?? null,
    l.productId,
    l.stockId,
    l.quantity,
    l.plan ?? "NORMAL",
    l.cycle ?? 0,
    l.promotionId ?? null,
    l.tierId ?? null,
  );
}

type Promo = Partial<{
  kind: string;
  scope: string;
  code: string | null;
  isOpen: boolean;
  startAt: string;
  endAt: string;
  conditionType: string;
  actionType: string;
  isCumulative: boolean;
  conditions: unknown[];
  listType: string;
  productIds: number[];
  subscriptionScope: string;
  areas: string[];
  shippingCodes: string[];
  userIds: number[];
  usingType: string;
  totalQuantity: number;
  usedQuantity: number;
  limitPerUser: number;
}>;
async function promotion(storeId: number, p: Promo) {
  return insertId(
    `INSERT INTO promotions (store_id, kind, scope, code, name, is_open, start_at, end_at, condition_type,
       action_type, is_cumulative, conditions, list_type, product_ids, subscription_scope, areas,
       shipping_codes, user_ids, using_type, total_quantity, used_quantity, limit_per_user)
     VALUES (?, ?, ?, ?, 'Deal', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    storeId,
    p.kind ?? "PROMOTION",
    p.scope ?? "PROMOTION",
    p.code ?? null,
    p.isOpen === false ? 0 : 1,
    p.startAt ?? NO_LIMIT_START,
    p.endAt ?? NO_LIMIT_END,
    p.conditionType ?? "FULL_AMOUNT",
    p.actionType ?? "AMOUNT_OFF",
    p.isCumulative ? 1 : 0,
    JSON.stringify(p.conditions ?? []),
    p.listType ?? "NORMAL",
    JSON.stringify(p.productIds ?? []),
    p.subscriptionScope ?? "NORMAL",
    JSON.stringify(p.areas ?? []),
    JSON.stringify(p.shippingCodes ?? []),
    JSON.stringify(p.userIds ?? []),
    p.usingType ?? "WITH_PROMOTIONS",
    p.totalQuantity ?? 0,
    p.usedQuantity ?? 0,
    p.limitPerUser ?? 0,
  );
}
const tier = promotionTier;

async function shipping(
  storeId: number,
  m: { code?: string; fee: number; district?: Record<string, number>; free?: number },
) {
  return insertId(
    `INSERT INTO shipping_methods (store_id, code, name, shipping_fee, fee_type, district_shipping_fee, free_shipping_amount)
     VALUES (?, ?, 'Ship', ?, ?, ?, ?)`,
    storeId,
    m.code ?? "HOME",
    m.fee,
    m.district ? "DISTRICT" : "FIXED",
    JSON.stringify(m.district ?? {}),
    m.free ?? 0,
  );
}

const bill = (host: string, body: unknown, headers: Record<string, string> = { guestId: GUEST }, token?: string) =>
  api(host, "POST", "/api/checkout/bill", { body, headers, token });

describe("POST /api/checkout/bill", () => {
  it("totals a guest cart with an automatic amount-off tier and a fixed shipping fee", async () => {
    const s = await createStore(A);
    const a = await product(s, 60000);
    const b = await product(s, 25000);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 2 });
    await cartLine(s, { guestId: GUEST }, { ...b, quantity: 1 });
    await promotion(s, { conditions: [tier(1, 100000, 10000), tier(2, 140000, 20000)] });
    const ship = await shipping(s, { fee: 8000 });
    const r = await bill(A, { shippingMethodId: ship });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d.items).toHaveLength(2);
    expect(d.itemsTotalAmount).toBe(145000);
    expect(d.discountAmount).toBe(20000);
    expect(d.shippingFee).toBe(8000);
    expect(d.discountShippingFee).toBe(0);
    expect(d.totalAmount).toBe(145000 - 20000 + 8000);
    expect(d.revenue).toBe(125000);
    expect(d.promotionList).toHaveLength(1);
    expect(d.promotionList[0]).toMatchObject({ conditionId: 2, discountAmount: 20000, shortBy: null, code: null });
    expect(d.coupon).toBeNull();
    expect(d.lines).toBeUndefined();
  });

  it("prices shipping by district from the city, and a shipping promotion frees it", async () => {
    const s = await createStore(A);
    const a = await product(s, 30000);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    const ship = await shipping(s, { fee: 10000, district: { 臺北市: 6000, 花蓮縣: 15000 } });
    expect((await bill(A, { shippingMethodId: ship, city: "臺北市" })).body.data.shippingFee).toBe(6000);
    expect((await bill(A, { shippingMethodId: ship, city: "花蓮縣" })).body.data.shippingFee).toBe(15000);
    expect((await bill(A, { shippingMethodId: ship, city: "宜蘭縣" })).body.data.shippingFee).toBe(10000);
    expect((await bill(A, {})).body.data.shippingFee).toBe(0);

    // Free shipping only to 花蓮縣 (an area-restricted SHIPPING deal), at the sentinel.
    await promotion(s, {
      conditionType: "SHIPPING",
      actionType: "SHIPPING_FEE",
      conditions: [tier(1, 0, FREE_SHIPPING_SENTINEL)],
      areas: ["花蓮縣"],
    });
    const far = (await bill(A, { shippingMethodId: ship, city: "花蓮縣" })).body.data;
    expect(far).toMatchObject({ shippingFee: 15000, discountShippingFee: 15000, hasPromotionShippingFee: true });
    expect(far.totalAmount).toBe(30000);
    const near = (await bill(A, { shippingMethodId: ship, city: "臺北市" })).body.data;
    expect(near).toMatchObject({ shippingFee: 6000, discountShippingFee: 0, hasPromotionShippingFee: false });
    expect(near.totalAmount).toBe(36000);
  });

  it("hints how far a shipping promotion is (promotionShippingFeeDifference)", async () => {
    const s = await createStore(A);
    const a = await product(s, 30000);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    await promotion(s, { actionType: "SHIPPING_FEE", conditions: [tier(1, 100000, 6000)] });
    const ship = await shipping(s, { fee: 6000 });
    const d = (await bill(A, { shippingMethodId: ship })).body.data;
    expect(d.promotionShippingFeeDifference).toBe(70000);
    expect(d.discountShippingFee).toBe(0);
    expect(d.promotionList[0]).toMatchObject({ conditionId: null, shortBy: 70000 });
  });

  it("percent-off in tenths truncates to whole minor units", async () => {
    const s = await createStore(A);
    const a = await product(s, 33333);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    await promotion(s, { actionType: "PERCENT_OFF", conditions: [tier(1, 0, 85)] });
    const d = (await bill(A, {})).body.data;
    // 33333 × 15 / 100 = 4999.95 → 4999
    expect(d.discountAmount).toBe(4999);
    expect(d.totalAmount).toBe(33333 - 4999);
  });

  it("ignores closed, not started and ended promotions and keeps the 1111/3333 sentinels open", async () => {
    const s = await createStore(A);
    const a = await product(s, 100000);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    await promotion(s, { isOpen: false, conditions: [tier(1, 0, 1000)] });
    await promotion(s, { startAt: "2999-01-01T00:00:00.000Z", conditions: [tier(1, 0, 2000)] });
    await promotion(s, { endAt: "2001-01-01T00:00:00.000Z", conditions: [tier(1, 0, 4000)] });
    await promotion(s, { conditions: [tier(1, 0, 8000)] });
    const d = (await bill(A, {})).body.data;
    expect(d.discountAmount).toBe(8000);
    expect(d.promotionList).toHaveLength(1);
  });

  it("prices a gift line at 0 while its tier is reached and drops it when it is not", async () => {
    const s = await createStore(A);
    const a = await product(s, 50000);
    const gift = await product(s, 9900);
    const promoId = await promotion(s, {
      actionType: "GIFT",
      conditions: [tier(7, 100000, 0, [{ ...gift, price: 0, quantity: 1 }])],
    });
    const buy = await cartLine(s, { guestId: GUEST }, { ...a, quantity: 2 });
    await cartLine(
      s,
      { guestId: GUEST },
      { ...gift, quantity: 1, plan: "EXTRA_FREE", promotionId: promoId, tierId: 7 },
    );
    let d = (await bill(A, {})).body.data;
    expect(d.itemsTotalAmount).toBe(100000);
    const giftItem = d.items.find((i: { paymentPlan: string }) => i.paymentPlan === "EXTRA_FREE");
    expect(giftItem).toMatchObject({ price: 0, promotionStatus: "NORMAL", counted: true });
    expect(d.promotionList[0].extras).toEqual([{ ...gift, price: 0, quantity: 1, status: "NORMAL" }]);

    await sql("UPDATE cart_items SET quantity = 1 WHERE id = ?", buy);
    d = (await bill(A, {})).body.data;
    expect(d.itemsTotalAmount).toBe(50000);
    expect(d.items.find((i: { paymentPlan: string }) => i.paymentPlan === "EXTRA_FREE")).toMatchObject({
      price: 0,
      promotionStatus: "INVALID_ADDITIONAL",
      counted: false,
    });
  });

  it("charges an add-on at its promotion price and flags too many of it", async () => {
    const s = await createStore(A);
    const a = await product(s, 50000);
    const addOn = await product(s, 20000);
    const promoId = await promotion(s, {
      actionType: "ADDITIONAL",
      conditions: [tier(1, 50000, 0, [{ ...addOn, price: 9900, quantity: 1 }])],
    });
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    const line = await cartLine(
      s,
      { guestId: GUEST },
      { ...addOn, quantity: 1, plan: "ADDITIONAL", promotionId: promoId, tierId: 1 },
    );
    let d = (await bill(A, {})).body.data;
    expect(d.itemsTotalAmount).toBe(59900);
    await sql("UPDATE cart_items SET quantity = 3 WHERE id = ?", line);
    d = (await bill(A, {})).body.data;
    expect(d.items.find((i: { id: number }) => i.id === line).promotionStatus).toBe("OVER_MAX_QUANTITY");
    expect(d.promotionList[0].extras[0].status).toBe("OVER_MAX_QUANTITY");
  });

  it("applies a coupon by code (case-insensitive) and reports why one is not valid", async () => {
    const s = await createStore(A);
    const a = await product(s, 100000);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    await promotion(s, { scope: "COUPON", code: "SAVE10", conditions: [tier(1, 50000, 10000)] });
    await promotion(s, { scope: "COUPON", code: "BIG", conditions: [tier(1, 500000, 10000)] });
    await promotion(s, {
      scope: "COUPON",
      code: "GONE",
      totalQuantity: 5,
      usedQuantity: 5,
      conditions: [tier(1, 0, 100)],
    });

    const ok = (await bill(A, { couponCode: "save10" })).body.data;
    expect(ok.coupon).toEqual({ code: "save10", valid: true, reason: null });
    expect(ok.discountAmount).toBe(10000);
    expect(ok.promotionList).toEqual([
      expect.objectContaining({ scope: "COUPON", code: "SAVE10", discountAmount: 10000 }),
    ]);

    for (const [code, reason] of [
      ["NOPE", "NOT_FIND"],
      ["BIG", "MISMATCH_CONDITION"],
      ["GONE", "INSUFFICIENT_QUANTITY"],
    ] as const) {
      const r = await bill(A, { couponCode: code });
      expect(r.body.code).toBe(0); // an invalid coupon does not fail the bill
      expect(r.body.data.coupon).toEqual({ code, valid: false, reason });
      expect(r.body.data.discountAmount).toBe(0);
    }
  });

  it("counts a member's coupon uses against limitPerUser; a guest cannot use a per-member coupon", async () => {
    const s = await createStore(A);
    const a = await product(s, 100000);
    const m = await registerMember(A, "mia@example.com");
    await cartLine(s, { userId: m.user.id }, { ...a, quantity: 1 });
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    const cp = await promotion(s, { scope: "COUPON", code: "ONCE", limitPerUser: 1, conditions: [tier(1, 0, 5000)] });
    const asMember = () => bill(A, { couponCode: "ONCE" }, {}, m.accessToken);
    expect((await asMember()).body.data.coupon.valid).toBe(true);
    await sql(
      "INSERT INTO coupon_usages (store_id, promotion_id, user_id, order_id) VALUES (?, ?, ?, 1)",
      s,
      cp,
      m.user.id,
    );
    expect((await asMember()).body.data.coupon).toMatchObject({ valid: false, reason: "EXCEED_LIMIT_FOR_SINGLE_USER" });
    expect((await bill(A, { couponCode: "ONCE" })).body.data.coupon).toMatchObject({
      valid: false,
      reason: "MISMATCH_USER",
    });
  });

  it("refuses an ALONE coupon while an automatic promotion discounts (MISMATCH_USINGTYPE)", async () => {
    const s = await createStore(A);
    const a = await product(s, 100000);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    await promotion(s, { scope: "COUPON", code: "SOLO", usingType: "ALONE", conditions: [tier(1, 0, 5000)] });
    expect((await bill(A, { couponCode: "SOLO" })).body.data.coupon.valid).toBe(true);
    await promotion(s, { conditions: [tier(1, 0, 1000)] });
    const d = (await bill(A, { couponCode: "SOLO" })).body.data;
    expect(d.coupon).toMatchObject({ valid: false, reason: "MISMATCH_USINGTYPE" });
    expect(d.discountAmount).toBe(1000);
  });

  it("refuses the registration bill to a guest, and answers 422 for bad fields", async () => {
    await createStore(A);
    // The registration bill is a member's (functions/network/registration/checkout.ts): a guest logs in first.
    const r = await bill(A, { isForCreatingStore: true });
    expect(r.body.code).toBe(400029);
    expect((await bill(A, { isForCreatingStore: "yes" })).status).toBe(422);
    expect((await bill(A, { shippingMethodId: "x" })).status).toBe(422);
    expect((await bill(A, {}, {})).status).toBe(422); // neither login nor guest id
  });

  it("an empty cart bills zero", async () => {
    await createStore(A);
    const d = (await bill(A, {})).body.data;
    expect(d).toMatchObject({ items: [], itemsTotalAmount: 0, totalAmount: 0, discountAmount: 0, shippingFee: 0 });
  });

  it("keeps stores apart: another store's coupon code, promotions and shipping methods do not apply", async () => {
    const s = await createStore(A);
    const t = await createStore(B);
    const a = await product(s, 100000);
    await cartLine(s, { guestId: GUEST }, { ...a, quantity: 1 });
    await promotion(t, { scope: "COUPON", code: "THEIRS", conditions: [tier(1, 0, 5000)] });
    await promotion(t, { conditions: [tier(1, 0, 7000)] });
    const theirShip = await shipping(t, { fee: 9000 });
    const d = (await bill(A, { couponCode: "THEIRS", shippingMethodId: theirShip })).body.data;
    expect(d.coupon).toMatchObject({ valid: false, reason: "NOT_FIND" });
    expect(d).toMatchObject({ discountAmount: 0, shippingFee: 0, itemsTotalAmount: 100000 });
    // Store B's bill for the same guest id sees no lines of store A.
    expect((await bill(B, {})).body.data.items).toEqual([]);
  });
});
