import { describe, expect, it } from "vitest";
import { openstoreNext } from "../../app/routes/storefront/registration/extras.server";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { api, page, sql } from "../helpers";
import { cartLine, checkoutBody, insertId, member, postCheckout, product, promotionTier } from "./checkoutFixtures";
import { applied, call, checkoutRegistration, FORM, type Reg, regStore } from "./registration/fixtures";

// Issue 13 §2 registration add-ons (docs/decisions/registration.md "Promotions on registration
// orders", "Plan rules"): the head store's promotions on the registration bill and order, gifts and
// add-ons of /cart-extras/openstore and /cart-additional-products/openstore, policy selectLimit.

const tier = promotionTier;

async function promotion(
  storeId: number,
  p: { storeScope: string; actionType?: string; conditions: unknown[]; name?: string },
) {
  return insertId(
    `INSERT INTO promotions (store_id, kind, scope, name, is_open, start_at, end_at, condition_type, action_type,
       conditions, store_scope) VALUES (?, 'PROMOTION', 'PROMOTION', ?, 1, '1111-01-01T00:00:00.000Z',
       '3333-12-31T23:59:59.000Z', 'FULL_AMOUNT', ?, ?, ?)`,
    storeId,
    p.name ?? `Deal ${p.storeScope}`,
    p.actionType ?? "AMOUNT_OFF",
    JSON.stringify(p.conditions),
    p.storeScope,
  );
}

const bill = async (r: Pick<Reg, "host" | "token" | "homeId">) =>
  (await call(r, "POST", "/api/checkout/bill", { isForCreatingStore: true, shippingMethodId: r.homeId })).body.data[0];

/** A gift promotion for registration orders: from NT$3,000, up to 2 units of a free tea tin. */
async function giftSetup(r: Reg) {
  const gift = await product(r.headId, 40_000, { name: "Tea tin", stock: 5 });
  const promotionId = await promotion(r.headId, {
    storeScope: "CREATING_STORE",
    actionType: "GIFT",
    name: "Opening gift",
    conditions: [tier(7, 300_000, 0, [{ ...gift, price: 0, quantity: 2 }])],
  });
  return { gift, promotionId, extra: { stockId: gift.stockId, promotionId, promotionConditionId: 7 } };
}

describe("registration add-ons: promotions on the registration bill", () => {
  it("a CREATING_STORE amount off applies to the registration bill and order; NORMAL_STORE does not", async () => {
    const r = await regStore();
    await applied(r);
    expect(await bill(r)).toMatchObject({ itemsTotalAmount: 350_000, discountAmount: 0, totalAmount: 350_000 });
    await promotion(r.headId, { storeScope: "CREATING_STORE", conditions: [tier(1, 300_000, 20_000)] });
    await promotion(r.headId, { storeScope: "NORMAL_STORE", conditions: [tier(1, 0, 5_000)] });
    const b = await bill(r);
    expect(b).toMatchObject({ itemsTotalAmount: 350_000, discountAmount: 20_000, totalAmount: 330_000 });
    expect(b.promotionList.map((p: { name: string }) => p.name)).toEqual(["Deal CREATING_STORE"]);
    // The old total is refused: the bill changed.
    expect((await checkoutRegistration(r, 350_000)).body.code).toBe(400037);
    const co = await checkoutRegistration(r, 330_000);
    expect(co.body.code).toBe(0);
    const [order] = await sql<Record<string, any>>(
      "SELECT total_amount, discount_amount, checkout_type FROM orders WHERE id = ?",
      co.body.data.order.id,
    );
    expect(order).toMatchObject({ total_amount: 330_000, discount_amount: 20_000, checkout_type: "register" });
  });

  it("a shopper's order ignores CREATING_STORE promotions (no discount, no hint) and keeps NORMAL ones", async () => {
    const r = await regStore();
    const p = await product(r.headId, 310_000, { name: "Big teapot" });
    await promotion(r.headId, { storeScope: "CREATING_STORE", conditions: [tier(1, 300_000, 20_000)] });
    await promotion(r.headId, {
      storeScope: "CREATING_STORE",
      name: "Far off",
      conditions: [tier(1, 900_000, 20_000)],
    });
    await cartLine(r.headId, r.userId, { ...p, quantity: 1 });
    const shopper = await call(r, "POST", "/api/checkout/bill", {});
    expect(shopper.body.data).toMatchObject({ itemsTotalAmount: 310_000, discountAmount: 0, promotionList: [] });
    await promotion(r.headId, { storeScope: "NORMAL", conditions: [tier(1, 0, 1_000)] });
    const both = await call(r, "POST", "/api/checkout/bill", {});
    expect(both.body.data.discountAmount).toBe(1_000);
    const co = await postCheckout(r, r.token, checkoutBody(r, 309_000));
    expect(co.body.code).toBe(0);
  });

  it("GET /api/checkout/minAmountShoppingForCreatingStore answers the head store's minimum", async () => {
    const r = await regStore();
    await sql("UPDATE stores SET min_amount_shopping_for_creating_store = 120000 WHERE id = ?", r.headId);
    memoClear();
    const res = await api(r.host, "GET", "/api/checkout/minAmountShoppingForCreatingStore");
    expect(res.body.data).toEqual({ minAmountShoppingForCreatingStore: 120_000 });
  });

  it("the bill says the order ships in parts when a pre-order plan product sits beside products in stock", async () => {
    const r = await regStore();
    await applied(r);
    expect((await bill(r)).plan.ifNeedToSeparateShipping).toBe(false);
    await sql(
      "UPDATE products SET payment_plan = 'PRE_ORDER', payment_plan_for_creating_store = 'PRE_ORDER' WHERE id = ?",
      r.once.productId,
    );
    await sql("UPDATE cart_items SET payment_plan = 'PRE_ORDER' WHERE product_id = ?", r.once.productId);
    const b = await bill(r);
    expect(b.plan).toMatchObject({ productId: r.plan.productId, ifNeedToSeparateShipping: true });
    expect(b.ifNeedToSeparateShipping).toBe(true);
  });
});

describe("registration add-ons: gifts and add-ons", () => {
  it("a gift picked for the registration lands in the order at 0", async () => {
    const r = await regStore();
    await applied(r);
    const { gift, extra } = await giftSetup(r);
    const offered = await bill(r);
    expect(offered.promotionList[0]).toMatchObject({ actionType: "GIFT", conditionId: 7 });
    expect(offered.promotionList[0].extras).toEqual([expect.objectContaining({ stockId: gift.stockId, quantity: 2 })]);
    const add = await call(r, "POST", "/api/branch/cart/extras", { ...extra, paymentPlan: "EXTRA_FREE", quantity: 1 });
    expect(add.body.code).toBe(0);
    const b = await bill(r);
    expect(b.items.find((l: { stockId: number }) => l.stockId === gift.stockId)).toMatchObject({
      productUnitPrice: 0,
      quantity: 1,
      promotionStatus: "NORMAL",
    });
    expect(b.totalAmount).toBe(350_000);
    const co = await checkoutRegistration(r, 350_000);
    expect(co.body.code).toBe(0);
    const lines = await sql<Record<string, any>>(
      "SELECT product_id, unit_price, quantity, payment_plan FROM order_items WHERE order_id = ?",
      co.body.data.order.id,
    );
    expect(lines.find((l) => l.product_id === gift.productId)).toMatchObject({
      unit_price: 0,
      quantity: 1,
      payment_plan: "EXTRA_FREE",
    });
  });

  it("an add-on is sold at its add-on price", async () => {
    const r = await regStore();
    await applied(r);
    const cup = await product(r.headId, 20_000, { name: "Tea cup" });
    const promotionId = await promotion(r.headId, {
      storeScope: "CREATING_STORE",
      actionType: "ADDITIONAL",
      conditions: [tier(3, 100_000, 0, [{ ...cup, price: 9_900, quantity: 3 }])],
    });
    const extra = { stockId: cup.stockId, promotionId, promotionConditionId: 3, paymentPlan: "ADDITIONAL" };
    expect((await call(r, "POST", "/api/branch/cart/extras", { ...extra, quantity: 2 })).body.code).toBe(0);
    const b = await bill(r);
    expect(b).toMatchObject({ itemsTotalAmount: 350_000 + 19_800, totalAmount: 369_800 });
    const co = await checkoutRegistration(r, 369_800);
    expect(co.body.code).toBe(0);
    const [line] = await sql<Record<string, any>>(
      "SELECT unit_price, quantity, payment_plan FROM order_items WHERE order_id = ? AND product_id = ?",
      co.body.data.order.id,
      cup.productId,
    );
    expect(line).toMatchObject({ unit_price: 9_900, quantity: 2, payment_plan: "ADDITIONAL" });
  });

  it("invalid choices are refused and write nothing", async () => {
    const r = await regStore();
    await call(r, "POST", "/api/branch/application", FORM);
    await call(r, "POST", "/api/branch/cart", { productId: r.once.productId, quantity: 1 });
    const { extra } = await giftSetup(r);
    const lines = () => sql("SELECT * FROM cart_items WHERE store_id = ? AND payment_plan = 'EXTRA_FREE'", r.headId);
    // Below the tier (the kit alone is NT$500): not offered.
    const below = await call(r, "POST", "/api/branch/cart/extras", {
      ...extra,
      paymentPlan: "EXTRA_FREE",
      quantity: 1,
    });
    expect(below.body).toMatchObject({ code: 400035, data: { status: "INVALID_ADDITIONAL" } });
    await call(r, "POST", "/api/branch/cart", { productId: r.plan.productId, quantity: 1 });
    const wrongTier = { ...extra, promotionConditionId: 99, paymentPlan: "EXTRA_FREE", quantity: 1 };
    expect((await call(r, "POST", "/api/branch/cart/extras", wrongTier)).body.code).toBe(400035);
    const tooMany = await call(r, "POST", "/api/branch/cart/extras", {
      ...extra,
      paymentPlan: "EXTRA_FREE",
      quantity: 3,
    });
    expect(tooMany.body).toMatchObject({ code: 400033, data: { max: 2, status: "OVER_MAX_QUANTITY" } });
    // A gift is not an add-on: the plan must match the promotion's benefit.
    const asAddOn = await call(r, "POST", "/api/branch/cart/extras", {
      ...extra,
      paymentPlan: "ADDITIONAL",
      quantity: 1,
    });
    expect(asAddOn.body.code).toBe(400035);
    const bad = await call(r, "POST", "/api/branch/cart/extras", { ...extra, paymentPlan: "NORMAL", quantity: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    expect(await lines()).toHaveLength(0);
    // Within the offer it works, and a second add beyond the offer is refused.
    await call(r, "POST", "/api/branch/cart/extras", { ...extra, paymentPlan: "EXTRA_FREE", quantity: 2 });
    const again = await call(r, "POST", "/api/branch/cart/extras", {
      ...extra,
      paymentPlan: "EXTRA_FREE",
      quantity: 1,
    });
    expect(again.body.code).toBe(400033);
    expect(await lines()).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it("a gift whose tier lapses is dropped from the bill and the order", async () => {
    const r = await regStore();
    await applied(r);
    const { gift, extra } = await giftSetup(r);
    await call(r, "POST", "/api/branch/cart/extras", { ...extra, paymentPlan: "EXTRA_FREE", quantity: 1 });
    await sql("UPDATE promotions SET is_open = 0 WHERE store_id = ?", r.headId);
    const b = await bill(r);
    expect(b.items.find((l: { stockId: number }) => l.stockId === gift.stockId).promotionStatus).toBe(
      "INVALID_ADDITIONAL",
    );
    const co = await checkoutRegistration(r, 350_000);
    expect(co.body.code).toBe(0);
    expect(
      await sql(
        "SELECT * FROM order_items WHERE order_id = ? AND product_id = ?",
        co.body.data.order.id,
        gift.productId,
      ),
    ).toHaveLength(0);
  });
});

describe("registration add-ons: isolation", () => {
  it("another head store's promotion never applies, and its offer cannot be taken", async () => {
    const r = await regStore();
    await applied(r);
    const o = await regStore("reg2.localhost", {}, "dora@example.com");
    await applied(o);
    const foreign = await giftSetup(o);
    await promotion(o.headId, { storeScope: "CREATING_STORE", conditions: [tier(1, 0, 30_000)] });
    expect(await bill(r)).toMatchObject({ discountAmount: 0, promotionList: [] });
    expect((await bill(o)).discountAmount).toBe(30_000);
    const take = await call(r, "POST", "/api/branch/cart/extras", {
      ...foreign.extra,
      paymentPlan: "EXTRA_FREE",
      quantity: 1,
    });
    expect(take.body.code).toBe(400035);
    expect(await sql("SELECT * FROM cart_items WHERE payment_plan = 'EXTRA_FREE'")).toHaveLength(0);
  });

  it("a member cannot change another member's gifts or picks", async () => {
    const r = await regStore("reg.localhost", { selectAmount: 1, selectLimit: 3 });
    await applied(r);
    await call(r, "POST", "/api/branch/plan/select", { planId: r.plan.productId, productId: r.option.productId });
    const { extra } = await giftSetup(r);
    await call(r, "POST", "/api/branch/cart/extras", { ...extra, paymentPlan: "EXTRA_FREE", quantity: 1 });
    const other = { host: r.host, token: (await member(r.host, "carl@example.com")).token, homeId: r.homeId };
    // Carl's own registration cart is empty: the offer is not his, the pick does not exist for him.
    const gift = await call(other, "POST", "/api/branch/cart/extras", {
      ...extra,
      paymentPlan: "EXTRA_FREE",
      quantity: 1,
    });
    expect(gift.body.code).toBe(400035);
    const units = { planId: r.plan.productId, productId: r.option.productId, quantity: 3 };
    expect((await call(other, "PATCH", "/api/branch/plan/select", units)).body.code).toBe(400362);
    expect(await sql("SELECT user_id, quantity FROM registration_selections")).toEqual([
      { user_id: r.userId, quantity: 1 },
    ]);
    expect(await sql("SELECT user_id, quantity FROM cart_items WHERE payment_plan = 'EXTRA_FREE'")).toEqual([
      { user_id: r.userId, quantity: 1 },
    ]);
  });
});

describe("registration add-ons: selectLimit", () => {
  it("the picks hold at most selectLimit units together; 0 means one unit each", async () => {
    const r = await regStore("reg.localhost", { selectAmount: 1, selectLimit: 2 });
    await applied(r);
    const pick = { planId: r.plan.productId, productId: r.option.productId };
    await call(r, "POST", "/api/branch/plan/select", pick);
    const two = await call(r, "PATCH", "/api/branch/plan/select", { ...pick, quantity: 2 });
    expect(two.body.data).toMatchObject({ picks: [{ productId: r.option.productId, quantity: 2 }], pickUnitLimit: 2 });
    const three = await call(r, "PATCH", "/api/branch/plan/select", { ...pick, quantity: 3 });
    expect(three.body.code).toBe(400420);
    expect(await sql("SELECT quantity FROM registration_selections")).toEqual([{ quantity: 2 }]);
    const b = await bill(r);
    expect(b.items.find((l: { stockId: number }) => l.stockId === r.option.stockId)).toMatchObject({
      quantity: 2,
      productUnitPrice: 0,
    });
    const co = await checkoutRegistration(r, 350_000);
    expect(co.body.code).toBe(0);
    const [line] = await sql<Record<string, any>>(
      "SELECT quantity, unit_price FROM order_items WHERE order_id = ? AND product_id = ?",
      co.body.data.order.id,
      r.option.productId,
    );
    expect(line).toMatchObject({ quantity: 2, unit_price: 0 });

    const s = await regStore("reg3.localhost", { selectAmount: 1, selectLimit: 0 }, "eve@example.com");
    await applied(s);
    const p2 = { planId: s.plan.productId, productId: s.option.productId };
    await call(s, "POST", "/api/branch/plan/select", p2);
    expect((await call(s, "PATCH", "/api/branch/plan/select", { ...p2, quantity: 2 })).body.code).toBe(400420);
  });
});

describe("registration add-ons: the flow's next step", () => {
  const offer = (actionType: string) =>
    ({ actionType, conditionId: 1, extras: [{ stockId: 1, productId: 1, price: 0, quantity: 1 }] }) as never;
  it("goes cart → gifts → add-ons → checkout, skipping a step nothing is offered for", () => {
    const both = [offer("GIFT"), offer("ADDITIONAL")];
    expect(openstoreNext(both, "cart")).toBe("/cart-extras/openstore");
    expect(openstoreNext(both, "EXTRA_FREE")).toBe("/cart-additional-products/openstore");
    expect(openstoreNext(both, "ADDITIONAL")).toBe("/checkout/openstore");
    expect(openstoreNext([offer("ADDITIONAL")], "cart")).toBe("/cart-additional-products/openstore");
    expect(openstoreNext([offer("GIFT")], "EXTRA_FREE")).toBe("/checkout/openstore");
    expect(openstoreNext([], "cart")).toBe("/checkout/openstore");
  });
});

describe("registration add-ons: pages without a script", () => {
  const form = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

  it("registration cart → /cart-extras/openstore → gift taken → /checkout/openstore lists it", async () => {
    const r = await regStore();
    await applied(r);
    const { gift, extra } = await giftSetup(r);
    await sql("UPDATE products SET name = 'Tea tin gift' WHERE id = ?", gift.productId);
    const cart = await page(r.host, "/registration-cart/register", { token: r.token });
    expect(cart.html).toContain('data-testid="reg-extras-link"');
    expect(cart.html).toMatch(
      /data-testid="reg-checkout"[^>]*href="\/cart-extras\/openstore"|href="\/cart-extras\/openstore"[^>]*data-testid="reg-checkout"/,
    );
    const extras = await page(r.host, "/cart-extras/openstore", { token: r.token });
    expect(extras.status).toBe(200);
    expect(extras.html).toContain("Tea tin gift");
    expect(extras.html).toMatch(/href="\/checkout\/openstore"/);
    const bad = await page(r.host, "/cart-extras/openstore", {
      token: r.token,
      form: form({ ...extra, paymentPlan: "EXTRA_FREE", quantity: 5 }),
    });
    expect(bad.status).toBe(200);
    expect(await sql("SELECT * FROM cart_items WHERE payment_plan = 'EXTRA_FREE'")).toHaveLength(0);
    const took = await page(r.host, "/cart-extras/openstore", {
      token: r.token,
      form: form({ ...extra, paymentPlan: "EXTRA_FREE", quantity: 1 }),
    });
    expect(took.status).toBe(302);
    expect(took.location).toBe("/cart-extras/openstore");
    const co = await page(r.host, "/checkout/openstore", { token: r.token });
    expect(co.status).toBe(200);
    expect(co.html).toContain("Tea tin gift");
    // A visitor is sent to log in; a store without registrations has no openstore offers.
    expect((await page(r.host, "/cart-extras/openstore")).status).toBe(302);
  }, 180_000);
});
