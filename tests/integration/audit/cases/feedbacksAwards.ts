import { sql } from "../../../helpers";
import { order } from "../../orderFixtures";
import { type AreaCases, type Case, type Ctx, made, n } from "../harness";

// Issue 28 §4: product awards, subscription feedbacks and the subscription's order-now POST.

const A = "/api/admin";
const aProduct = (ctx: Ctx) =>
  made(ctx, "POST", `${A}/products`, { name: `Tea ${Math.random()}`, price: 50000, stocks: [{ spec: "", stock: 10 }] });
const award = async (ctx: Ctx) => {
  const p = await aProduct(ctx);
  const g = await made(ctx, "POST", `${A}/product/awards`, { title: "Gold", productIds: [p] });
  return { p, g, item: await n("SELECT id n FROM product_awards WHERE group_id=?", g) };
};

/** An active subscription the store can order now: open home shipping and transfer. */
async function subscription(ctx: Ctx) {
  const homeId =
    (await n("SELECT id n FROM shipping_methods WHERE store_id=? AND code='HOME'", ctx.storeId)) ||
    Number(
      (
        await sql<{ id: number }>(
          `INSERT INTO shipping_methods (store_id, code, type, name, shipping_fee, is_open) VALUES (?, 'HOME', 'SELF', 'Home', 6000, 1) RETURNING id`,
          ctx.storeId,
        )
      )[0]?.id,
    );
  await sql(
    `INSERT INTO payment_methods (store_id, method, is_open, details) VALUES (?, 'TRANSFER', 1, ?)
     ON CONFLICT (store_id, method) DO UPDATE SET is_open = 1, details = excluded.details`,
    ctx.storeId,
    JSON.stringify({ bankCode: "822", bankName: "中國信託", accountName: "好茶", accountNumber: "123456789012" }),
  );
  const productId = await made(ctx, "POST", `${A}/products`, {
    name: `Monthly ${Math.random()}`,
    price: 50000,
    stocks: [{ spec: "", stock: 10 }],
    paymentPlan: "SUBSCRIPTION",
    subscriptionPrice: 45000,
    subscriptionCycles: [1],
  });
  const stockId = await n("SELECT id n FROM product_stocks WHERE product_id=?", productId);
  const userId = await n("SELECT id n FROM users WHERE store_id=? ORDER BY id LIMIT 1", ctx.storeId);
  const origin = await order({ storeId: ctx.storeId, homeId }, userId, []);
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle, status,
       payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
     SELECT o.store_id, o.user_id, o.id, ?, ?, 1, 1, 'ACTIVE', 'TRANSFER', ?, 'HOME', o.receiver,
       date('now', '+20 days') FROM orders o WHERE o.id = ? RETURNING id`,
    productId,
    stockId,
    homeId,
    origin,
  );
  return Number(row?.id);
}
const feedback = async (ctx: Ctx) => {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscription_feedbacks (store_id, subscription_id, reasons, content) VALUES (?, 1, '["UNKNOWN_PURCHASE"]', 'x') RETURNING id`,
    ctx.storeId,
  );
  return { f: Number(row?.id) };
};

const cases: Record<string, Case> = {
  "POST /api/admin/product/awards": {
    system: "Product",
    table: "product_award_groups",
    setup: async (ctx) => ({ p: await aProduct(ctx) }),
    path: () => `${A}/product/awards`,
    body: (ids) => ({ title: "New award", productIds: [ids.p] }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_award_groups WHERE store_id=? AND title='New award'", ctx.storeId)) > 0,
  },
  "PUT /api/admin/product/awards/:groupId": {
    system: "Product",
    table: "product_award_groups",
    setup: award,
    path: (ids) => `${A}/product/awards/${ids.g}`,
    body: (ids) => ({ title: "Renamed", productIds: [ids.p] }),
    objectId: (ids) => String(ids.g),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM product_award_groups WHERE id=? AND title='Renamed'", ids.g)) > 0,
  },
  "DELETE /api/admin/product/awards/:id": {
    system: "Product",
    table: "product_awards",
    setup: award,
    path: (ids) => `${A}/product/awards/${ids.item}`,
    objectId: (ids) => String(ids.item),
    changed: async (_ctx, ids) => (await n("SELECT count(*) n FROM product_awards WHERE id=?", ids.item)) === 0,
  },
  "PATCH /api/admin/subscription/feedbacks/:id": {
    system: "Subscription",
    table: "subscription_feedbacks",
    setup: feedback,
    path: (ids) => `${A}/subscription/feedbacks/${ids.f}`,
    body: () => ({ status: "PROCESSED", reply: "ok" }),
    objectId: (ids) => String(ids.f),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM subscription_feedbacks WHERE id=? AND status='PROCESSED'", ids.f)) > 0,
  },
  "POST /api/admin/subscriptions/:id": {
    system: "Subscription",
    table: "subscriptions",
    setup: async (ctx) => ({ s: await subscription(ctx) }),
    path: (ids) => `${A}/subscriptions/${ids.s}`,
    body: () => ({ action: "ORDER_NOW" }),
    objectId: (ids) => String(ids.s),
    label: /^Subscription\.orderNow$/,
    changed: async (_ctx, ids) => (await n("SELECT order_count n FROM subscriptions WHERE id=?", ids.s)) > 1,
  },
};

export const feedbacksAwardsAudit: AreaCases = { cases };
