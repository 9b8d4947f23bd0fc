import { sql } from "../../../helpers";
import { order } from "../../orderFixtures";
import { type AreaCases, type Case, type Ctx, call, made, n } from "../harness";

// Commerce: orders, payments, shipping, invoices, promotions, products, prices, stock, subscriptions.

const A = "/api/admin";
/** The setup runs twice on one store (failing call, then succeeding one): one method per type. */
const invoice = async (ctx: Ctx) =>
  (await n("SELECT id n FROM invoice_methods WHERE store_id=? AND type='CERTIFICATE_CARRIER'", ctx.storeId)) ||
  made(ctx, "POST", `${A}/invoice`, { type: "CERTIFICATE_CARRIER", name: "自然人憑證", details: {} });
const promo = (over: Record<string, unknown> = {}) => ({
  name: "Spend 1000 save 100",
  isOpen: true,
  conditionType: "FULL_AMOUNT",
  actionType: "AMOUNT_OFF",
  conditions: [{ condition: 100000, value: 10000, profitPercent: 0, extras: [] }],
  ...over,
});
const promotion = (ctx: Ctx, path = "promotions") => made(ctx, "POST", `${A}/${path}`, promo());
const aProduct = (ctx: Ctx, name = `Tea ${Math.random()}`) =>
  made(ctx, "POST", `${A}/products`, { name, price: 50000, stocks: [{ spec: "", stock: 10 }] });
const stockOf = (productId: number) => n("SELECT id n FROM product_stocks WHERE product_id=?", productId);
/** A one-file multipart body, as the sheet imports take it. */
function sheet(rows: (string | number)[][]): FormData {
  const form = new FormData();
  const text = rows.map((r) => r.join(",")).join("\r\n");
  form.append("file", new File([text], "sheet.csv", { type: "text/csv" }));
  return form;
}

/** An unprocessed order (no lines) of the store's admin, shipped home. */
async function anOrder(ctx: Ctx): Promise<number> {
  const userId = await n("SELECT id n FROM users WHERE store_id=? ORDER BY id LIMIT 1", ctx.storeId);
  const homeId = await n("SELECT id n FROM shipping_methods WHERE store_id=? AND code='HOME'", ctx.storeId);
  return order({ storeId: ctx.storeId, homeId }, userId, []);
}
/** An active subscription of one product, renewing next month. */
async function aSubscription(ctx: Ctx): Promise<number> {
  const productId = await aProduct(ctx);
  const stockId = await stockOf(productId);
  const origin = await anOrder(ctx);
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle, status,
       payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
     SELECT o.store_id, o.user_id, o.id, ?, ?, 1, 1, 'ACTIVE', 'TRANSFER', o.shipping_method_id, 'HOME', o.receiver,
       date('now', '+1 months') FROM orders o WHERE o.id = ? RETURNING id`,
    productId,
    stockId,
    origin,
  );
  return Number(row?.id);
}

const cases: Record<string, Case> = {
  "POST /api/admin/products": {
    system: "Product",
    table: "products",
    path: () => `${A}/products`,
    body: () => ({ name: "New tea", price: 50000, stocks: [{ spec: "", stock: 3 }] }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM products WHERE store_id=? AND name='New tea'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/products/:id{[0-9]+}": {
    system: "Product",
    table: "products",
    setup: async (ctx) => ({ id: await aProduct(ctx) }),
    path: (ids) => `${A}/products/${ids.id}`,
    body: () => ({ name: "Renamed tea" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM products WHERE id=? AND name='Renamed tea'", ids.id)) > 0,
  },
  "DELETE /api/admin/products/:id{[0-9]+}": {
    system: "Product",
    table: "products",
    setup: async (ctx) => ({ id: await aProduct(ctx) }),
    path: (ids) => `${A}/products/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM products WHERE id=?", ids.id)) === 0,
  },
  "PATCH /api/admin/product/sorts": {
    system: "Product",
    table: "products",
    setup: async (ctx) => ({ id: await aProduct(ctx) }),
    path: () => `${A}/product/sorts`,
    body: (ids) => [{ id: ids.id, sort: 7 }],
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT sort n FROM products WHERE id=?", ids.id)) === 7,
  },
  "PATCH /api/admin/product/prices": {
    system: "Product",
    table: "products",
    setup: async (ctx) => ({ id: await aProduct(ctx) }),
    path: () => `${A}/product/prices`,
    body: (ids) => [{ id: ids.id, price: 12300 }],
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT price n FROM products WHERE id=?", ids.id)) === 12300,
  },
  "PATCH /api/admin/product/topic/pivots/:id{[0-9]+}": {
    system: "ProductTopic",
    table: "product_topic_pivots",
    setup: async (ctx) => ({
      id: await made(ctx, "POST", `${A}/product/topics`, { name: `p${Math.random()}` }),
      product: await aProduct(ctx),
    }),
    path: (ids) => `${A}/product/topic/pivots/${ids.id}`,
    body: (ids) => ({ productIds: [ids.product] }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_topic_pivots WHERE topic_id=?", ids.id)) > 0,
  },
  "PATCH /api/admin/product/stocks": {
    system: "ProductStock",
    table: "product_stocks",
    setup: async (ctx) => ({ stock: await stockOf(await aProduct(ctx)) }),
    path: () => `${A}/product/stocks`,
    body: (ids) => [{ stockId: ids.stock, stock: 7 }],
    objectId: (ids) => String(ids.stock),
    changed: async (_c, ids) => (await n("SELECT stock n FROM product_stocks WHERE id=?", ids.stock)) === 7,
  },
  "POST /api/admin/product/stock/import": {
    system: "ProductStock",
    table: "product_stocks",
    setup: async (ctx) => ({ stock: await stockOf(await aProduct(ctx)) }),
    path: () => `${A}/product/stock/import`,
    body: (ids) =>
      sheet([
        ["stockId", "stock"],
        [Number(ids.stock), 8],
      ]),
    objectId: () => null,
    changed: async (_c, ids) => (await n("SELECT stock n FROM product_stocks WHERE id=?", ids.stock)) === 8,
  },
  "POST /api/admin/product/excel": {
    system: "Product",
    table: "products",
    path: () => `${A}/product/excel`,
    body: () =>
      sheet([
        ["name", "price", "stock"],
        ["Imported tea", "10", "1"],
      ]),
    objectId: () => null,
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM products WHERE store_id=? AND name='Imported tea'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/orders": {
    system: "Order",
    table: "orders",
    setup: async (ctx) => ({ a: await anOrder(ctx), b: await anOrder(ctx) }),
    path: () => `${A}/orders`,
    body: (ids) => ({ ids: [ids.a, ids.b], action: "process" }),
    objectId: (ids) => `${ids.a},${ids.b}`,
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM orders WHERE id=? AND status='PROCESSED'", ids.a)) > 0,
  },
  "POST /api/admin/order/excel/import": {
    system: "Order",
    table: "orders",
    // Order numbers are all digits, so the number itself can ride in the ids.
    setup: async (ctx) => {
      const id = await anOrder(ctx);
      return { id, number: await n("SELECT order_number n FROM orders WHERE id=?", id) };
    },
    path: () => `${A}/order/excel/import`,
    body: (ids) =>
      sheet([
        ["訂單編號", "出貨進度", "物流單號"],
        [String(ids.number), "已出貨", "903412345678"],
      ]),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM orders WHERE id=? AND status='DELIVERED'", ids.id)) > 0,
  },
  "PATCH /api/admin/subscriptions/:id": {
    system: "Subscription",
    table: "subscriptions",
    setup: async (ctx) => ({ id: await aSubscription(ctx) }),
    path: (ids) => `${A}/subscriptions/${ids.id}`,
    body: () => ({ action: "pause" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM subscriptions WHERE id=? AND status='PAUSED'", ids.id)) > 0,
  },
  "PUT /api/admin/payments": {
    system: "Payment",
    table: "payment_methods",
    path: () => `${A}/payments`,
    body: () => ({ methods: [{ method: "CASH_ON_DELIVERY", isOpen: false, details: {} }] }),
    objectId: () => null,
    changed: async (ctx) =>
      (await n(
        "SELECT count(*) n FROM payment_methods WHERE store_id=? AND method='CASH_ON_DELIVERY' AND is_open=0",
        ctx.storeId,
      )) > 0,
  },
  "PUT /api/admin/shipping": {
    system: "Shipping",
    table: "shipping_methods",
    path: () => `${A}/shipping`,
    // The store's whole list replaced by an empty one: every method is deleted.
    body: () => ({ methods: [] }),
    objectId: () => null,
    changed: async (ctx) => (await n("SELECT count(*) n FROM shipping_methods WHERE store_id=?", ctx.storeId)) === 0,
  },
  "POST /api/admin/shipping/product/excel/import": {
    system: "Shipping",
    table: "products",
    setup: async (ctx) => ({ id: await aProduct(ctx) }),
    path: () => `${A}/shipping/product/excel/import`,
    // The product ships by home delivery only: every other method of the store is blocked for it.
    body: (ids) =>
      sheet([
        ["商品編號", "商品名稱", "配送方式"],
        [String(ids.id), "", "HOME"],
      ]),
    objectId: () => null,
    changed: async (ctx, ids) =>
      (await n("SELECT json_array_length(blocked_shipping_method_ids) n FROM products WHERE id=?", ids.id)) ===
      (await n("SELECT count(*) - 1 n FROM shipping_methods WHERE store_id=?", ctx.storeId)),
  },
  "DELETE /api/admin/shipping/countries/:id": {
    system: "Shipping",
    table: "stores",
    setup: async (ctx) => {
      await call(ctx, "POST", `${A}/shipping/countries`, { code: "JP" });
      return {};
    },
    path: () => `${A}/shipping/countries/JP`,
    objectId: () => "JP",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM stores WHERE id=? AND countries LIKE '%JP%'", ctx.storeId)) === 0,
  },
  "POST /api/admin/invoice": {
    system: "Invoice",
    table: "invoice_methods",
    path: () => `${A}/invoice`,
    body: () => ({ type: "CERTIFICATE_CARRIER", name: "自然人憑證", details: {} }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM invoice_methods WHERE store_id=? AND type='CERTIFICATE_CARRIER'", ctx.storeId)) >
      0,
  },
  "PATCH /api/admin/invoice/:id": {
    system: "Invoice",
    table: "invoice_methods",
    setup: async (ctx) => ({ id: await invoice(ctx) }),
    path: (ids) => `${A}/invoice/${ids.id}`,
    body: () => ({ name: "憑證載具" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM invoice_methods WHERE id=? AND name='憑證載具'", ids.id)) > 0,
  },
  "DELETE /api/admin/invoice/:id": {
    system: "Invoice",
    table: "invoice_methods",
    setup: async (ctx) => ({ id: await invoice(ctx) }),
    path: (ids) => `${A}/invoice/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM invoice_methods WHERE id=?", ids.id)) === 0,
  },
  "PATCH /api/admin/promotion/groups/:groupNumber": {
    system: "Promotion",
    table: "promotions",
    setup: async (ctx) => ({ id: await promotion(ctx) }),
    path: () => `${A}/promotion/groups/3`,
    body: (ids) => ({ promotionIds: [ids.id] }),
    objectId: () => "3",
    changed: async (_c, ids) => (await n("SELECT group_number n FROM promotions WHERE id=?", ids.id)) === 3,
  },
  "POST /api/admin/promotion/excel/import": {
    system: "Promotion",
    table: "promotions",
    path: () => `${A}/promotion/excel/import`,
    body: () =>
      sheet([
        ["類型", "名稱", "折價券代碼", "條件", "門檻", "優惠方式", "優惠內容", "開始時間", "結束時間"],
        ["優惠活動", "Imported deal", "", "滿額", "1000", "折抵", "100", "", ""],
      ]),
    objectId: () => null,
    changed: async () => (await n("SELECT count(*) n FROM promotions WHERE name='Imported deal'")) > 0,
  },
};

for (const [path, kind] of [
  ["promotions", "PROMOTION"],
  ["activities", "ACTIVITY"],
] as const) {
  cases[`POST /api/admin/${path}`] = {
    system: "Promotion",
    table: "promotions",
    path: () => `${A}/${path}`,
    body: () => promo({ name: "Created one" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n(
        "SELECT count(*) n FROM promotions WHERE store_id=? AND kind=? AND name='Created one'",
        ctx.storeId,
        kind,
      )) > 0,
  };
  cases[`PATCH /api/admin/${path}/:id{[0-9]+}`] = {
    system: "Promotion",
    table: "promotions",
    setup: async (ctx) => ({ id: await promotion(ctx, path) }),
    path: (ids) => `${A}/${path}/${ids.id}`,
    body: () => ({ name: "Renamed one" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM promotions WHERE id=? AND name='Renamed one'", ids.id)) > 0,
  };
  cases[`DELETE /api/admin/${path}/:id{[0-9]+}`] = {
    system: "Promotion",
    table: "promotions",
    setup: async (ctx) => ({ id: await promotion(ctx, path) }),
    path: (ids) => `${A}/${path}/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM promotions WHERE id=?", ids.id)) === 0,
  };
}

export const commerceAudit: AreaCases = { cases };
