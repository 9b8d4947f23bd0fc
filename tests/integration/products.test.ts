import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { productsOf } from "../../db/catalogue/products";
import { getDb } from "../../db/client";
import * as schema from "../../db/schema";
import { findStore } from "../../db/stores";
import {
  getProduct,
  listProductBlocks,
  listProducts,
  productIdsForSitemap,
  relatedProducts,
} from "../../functions/commerce/catalogue/storefront";
import { storeScope } from "../../functions/platform/tenancy/scope";
import type { AdminProduct } from "../../functions/shared/commerce/catalogue";
import { effectivePrice } from "../../functions/shared/pricing";
import { api, loginToken, operator, registerMember, shopWithAdmin, sql } from "../helpers";

// Products: back-office CRUD, stock, prices, sorts, topic pivots; storefront lists and detail;
// permissions and store isolation. Real workerd D1/KV.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Shop = { id: number; host: string; token: string };

async function shop(host = A, type = "NORMAL"): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, type, ADMIN);
  return { id, host, token };
}
const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });
const shopper = (s: Shop, path: string) => api(s.host, "GET", path);

async function insertId(query: string, ...binds: unknown[]): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} RETURNING id`, ...binds);
  return row!.id;
}
const category = (s: Shop, name: string, parentId: number | null = null, level = 1, isDisplay = 1) =>
  insertId(
    "INSERT INTO product_categories (store_id, parent_id, level, name, is_display) VALUES (?, ?, ?, ?, ?)",
    s.id,
    parentId,
    level,
    name,
    isDisplay,
  );
const tag = (s: Shop, name: string, isOnlyForAdmin = 0) =>
  insertId("INSERT INTO product_tags (store_id, name, is_only_for_admin) VALUES (?, ?, ?)", s.id, name, isOnlyForAdmin);
const topic = (s: Shop, name: string, isDisplay = 1, startAt: string | null = null, endAt: string | null = null) =>
  insertId(
    "INSERT INTO product_topics (store_id, name, is_display, start_at, end_at) VALUES (?, ?, ?, ?, ?)",
    s.id,
    name,
    isDisplay,
    startAt,
    endAt,
  );
const information = (s: Shop, name: string, isDisplay = 1) =>
  insertId(
    "INSERT INTO product_information (store_id, name, content, is_display) VALUES (?, ?, ?, ?)",
    s.id,
    name,
    "<p>ship</p>",
    isDisplay,
  );
const image = (s: Shop, type = "PRODUCT") =>
  insertId(
    `INSERT INTO media (store_id, type, mime, width, height, bytes, original_key, variants)
     VALUES (?, ?, 'image/jpeg', 1000, 1000, 1234, ?, ?)`,
    s.id,
    type,
    `${s.id}/x/orig.jpg`,
    JSON.stringify({ w400: { key: `${s.id}/x/w400.webp`, width: 400, height: 400, bytes: 99, mime: "image/webp" } }),
  );

async function product(s: Shop, body: Record<string, unknown>): Promise<AdminProduct> {
  const r = await admin(s, "POST", "/api/admin/products", body);
  if (r.status !== 200 || r.body.code !== 0) throw new Error(`create product: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as AdminProduct;
}
const simple = (s: Shop, name: string, extra: Record<string, unknown> = {}) =>
  product(s, { name, price: 10000, stocks: [{ spec: "", stock: 5 }], ...extra });

const listIds = async (s: Shop, qs: string) => {
  const r = await shopper(s, `/api/products${qs}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.data.data as { id: number }[]).map((p) => p.id);
};
const cacheMap = async (s: Shop) => (await shopper(s, "/api/initial")).body.apiCacheMap as Record<string, number>;
const auditRows = (s: Shop) =>
  sql<{ method: string; path: string; system: string; object_id: string | null }>(
    "SELECT method, path, system, object_id FROM audit_logs WHERE store_id = ? ORDER BY id",
    s.id,
  );
const scopeFor = async (s: Shop) => storeScope(env, getDb(env.DB), (await findStore(getDb(env.DB), s.id))!);

describe("admin: create and read", () => {
  it("creates a product with every field, its lines, links and images, and reads it back", async () => {
    const s = await shop();
    const [cat, tg, tp, info, img1, img2] = [
      await category(s, "Tea"),
      await tag(s, "Organic"),
      await topic(s, "Autumn"),
      await information(s, "Shipping"),
      await image(s),
      await image(s, "PRODUCT_SQUARE"),
    ];
    const before = await cacheMap(s);
    const body = {
      kind: "NORMAL",
      name: "Oolong",
      summary: "Roasted",
      description: '<p>Good <script>alert(1)</script><b onclick="x()">tea</b></p>',
      paymentPlan: "NORMAL_AND_SUBSCRIPTION",
      price: 50000,
      specialPrice: 45000,
      subscriptionPrice: 40000,
      subscriptionCycles: [1, 3],
      isAdult: false,
      isDisplay: true,
      isSaleable: true,
      minQuantityPerOrder: 1,
      maxQuantityPerOrder: 10,
      typeForCreatingStore: "MUST_BE_BOUGHT",
      paymentPlanForCreatingStore: "SUBSCRIPTION",
      minAmountShoppingForCreatingStore: 100000,
      blockedShippingMethodIds: [3],
      informationId: info,
      sort: 5,
      metaTitle: "Oolong tea",
      metaDescription: "Roasted oolong",
      categoryIds: [cat],
      tagIds: [tg],
      topicIds: [tp],
      mediaIds: [img2, img1],
      stocks: [
        { spec: "Can", sku: "OOL-CAN", stock: 7 },
        {
          spec: "Bag",
          children: [
            { spec: "100g", sku: "OOL-100", stock: 3 },
            { spec: "200g", stock: 0 },
          ],
        },
      ],
    };
    const p = await product(s, body);
    expect(p).toMatchObject({
      name: "Oolong",
      kind: "NORMAL",
      paymentPlan: "NORMAL_AND_SUBSCRIPTION",
      price: 50000,
      specialPrice: 45000,
      subscriptionPrice: 40000,
      unitSpecialPrice: 40000,
      hasMultiplePrice: true,
      subscriptionCycles: [1, 3],
      minQuantityPerOrder: 1,
      maxQuantityPerOrder: 10,
      typeForCreatingStore: "MUST_BE_BOUGHT",
      paymentPlanForCreatingStore: "SUBSCRIPTION",
      minAmountShoppingForCreatingStore: 100000,
      blockedShippingMethodIds: [3],
      informationId: info,
      sort: 5,
      metaTitle: "Oolong tea",
      categoryIds: [cat],
      tagIds: [tg],
      topicIds: [tp],
      stock: 10,
    });
    expect(p.description).not.toContain("script");
    expect(p.description).not.toContain("onclick");
    expect(p.description).toContain("tea");
    expect(p.media.map((m) => m.mediaId)).toEqual([img2, img1]);
    expect(p.media[0]).toMatchObject({ type: "PRODUCT_SQUARE", sort: 0 });
    expect(p.stocks.map((l) => [l.spec, l.sku, l.stock, l.children.map((c) => [c.spec, c.stock])])).toEqual([
      ["Can", "OOL-CAN", 7, []],
      [
        "Bag",
        null,
        0,
        [
          ["100g", 3],
          ["200g", 0],
        ],
      ],
    ]);
    // Initial stock is logged like any change.
    const logs = await sql<{ stock_id: number; change: number; after: number; reason: string }>(
      "SELECT stock_id, change, after, reason FROM stock_logs ORDER BY id",
    );
    expect(logs.map((l) => [l.change, l.after, l.reason])).toEqual([
      [7, 7, "ADMIN"],
      [3, 3, "ADMIN"],
    ]);
    expect((await admin(s, "GET", `/api/admin/products/${p.id}`)).body.data).toEqual(p);
    expect(await auditRows(s)).toEqual([
      { method: "POST", path: "/api/admin/products", system: "Product", object_id: String(p.id) },
    ]);
    const after = await cacheMap(s);
    for (const k of ["productCategory", "productTopic", "productTags", "highlight", "initial"]) {
      expect(after[k], k).toBeGreaterThan(before[k]!);
    }
    expect(after.banner).toBe(before.banner);
  });

  it("gives a product without spec lines one default line", async () => {
    const s = await shop();
    const p = await product(s, { name: "Plain" });
    expect(p.stocks).toEqual([expect.objectContaining({ spec: "", stock: 0, children: [] })]);
    expect(p).toMatchObject({ price: 0, isDisplay: true, isSaleable: true, paymentPlan: "NORMAL" });
  });

  it.each([
    [{}, "name"],
    [{ name: "" }, "name"],
    [{ name: "X", price: -1 }, "price"],
    [{ name: "X", price: 1.5 }, "price"],
    [{ name: "X", paymentPlan: "FREE" }, "paymentPlan"],
    [{ name: "X", minQuantityPerOrder: 5, maxQuantityPerOrder: 2 }, "minQuantityPerOrder"],
    [{ name: "X", categoryIds: [1, 1] }, "categoryIds"],
    [{ name: "X", isAdmin: true }, "_"],
    [{ name: "X", stocks: [] }, "stocks"],
    [{ name: "X", stocks: [{ spec: "A", stock: -1 }] }, "stocks.0.stock"],
    [{ name: "X", stocks: [{ spec: "A" }, { spec: "A" }] }, "stocks.1.spec"],
    [{ name: "X", stocks: [{ spec: "A", stock: 3, children: [{ spec: "a", stock: 1 }] }] }, "stocks.0.stock"],
    [{ name: "X", kind: "COMBO" }, "combos"],
    [{ name: "X", combos: [{ stockId: 1, quantity: 1 }] }, "combos"],
  ])("refuses the product %j with 422 naming %s, writing nothing", async (body, field) => {
    const s = await shop();
    const p = await simple(s, "Part"); // makes stock id 1 exist for the combo cases
    const r = await admin(s, "POST", "/api/admin/products", body);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect((r.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect(await sql("SELECT id FROM products")).toEqual([{ id: p.id }]);
  });

  it("answers 400004 for referenced ids that are not this store's, writing nothing", async () => {
    const s = await shop();
    const other = await shop(B);
    const [catB, tagB, topicB, infoB, imgB] = [
      await category(other, "B cat"),
      await tag(other, "B tag"),
      await topic(other, "B topic"),
      await information(other, "B info"),
      await image(other),
    ];
    const partB = await simple(other, "B part");
    for (const [body, path] of [
      [{ categoryIds: [catB] }, "categoryIds.0"],
      [{ tagIds: [tagB] }, "tagIds.0"],
      [{ topicIds: [topicB] }, "topicIds.0"],
      [{ informationId: infoB }, "informationId"],
      [{ mediaIds: [imgB] }, "mediaIds.0"],
      [{ kind: "COMBO", combos: [{ stockId: partB.stocks[0]!.id, quantity: 1 }] }, "combos.0.stockId"],
      [{ categoryIds: [999999] }, "categoryIds.0"],
    ] as const) {
      const r = await admin(s, "POST", "/api/admin/products", { name: "X", ...body });
      expect(r.status).toBe(200);
      expect(r.body.code, JSON.stringify(body)).toBe(400004);
      expect(r.body.issues).toEqual([{ path, message: "validation.unknownId" }]);
    }
    expect(await sql("SELECT id FROM products WHERE store_id = ?", s.id)).toEqual([]);
  });

  it("refuses a SKU another product already uses", async () => {
    const s = await shop();
    await product(s, { name: "One", stocks: [{ spec: "", sku: "SKU-1" }] });
    const r = await admin(s, "POST", "/api/admin/products", { name: "Two", stocks: [{ spec: "", sku: "SKU-1" }] });
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([{ path: "stocks.0.sku", message: "validation.skuTaken" }]);
  });
});

describe("admin: update and delete", () => {
  it("patches fields, replaces the line tree and links, and logs every stock change", async () => {
    const s = await shop();
    const [c1, c2, t1] = [await category(s, "C1"), await category(s, "C2"), await tag(s, "T1")];
    const p = await product(s, {
      name: "Tee",
      categoryIds: [c1],
      stocks: [
        { spec: "Red", stock: 5 },
        {
          spec: "Blue",
          children: [
            { spec: "S", stock: 2 },
            { spec: "M", stock: 1 },
          ],
        },
      ],
    });
    const [red, blue] = p.stocks;
    const [small] = blue!.children;
    const before = await cacheMap(s);
    const r = await admin(s, "PATCH", `/api/admin/products/${p.id}`, {
      name: "T-shirt",
      price: 29900,
      categoryIds: [c2],
      tagIds: [t1],
      stocks: [
        { id: red!.id, spec: "Crimson", stock: 9 },
        {
          id: blue!.id,
          spec: "Blue",
          children: [
            { id: small!.id, spec: "S" },
            { spec: "L", stock: 4 },
          ],
        },
        { spec: "Green", stock: 1 },
      ],
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    const q = r.body.data as AdminProduct;
    expect(q).toMatchObject({ name: "T-shirt", price: 29900, categoryIds: [c2], tagIds: [t1] });
    expect(q.stocks.map((l) => [l.id === red!.id, l.spec, l.stock, l.children.map((c) => [c.spec, c.stock])])).toEqual([
      [true, "Crimson", 9, []],
      [
        false,
        "Blue",
        0,
        [
          ["S", 2],
          ["L", 4],
        ],
      ],
      [false, "Green", 1, []],
    ]);
    expect(q.stocks[1]!.children[0]!.id).toBe(small!.id); // kept, stock untouched
    const logs = await sql<{ change: number; after: number }>("SELECT change, after FROM stock_logs ORDER BY id");
    // Kept lines first (from their old stock), then new lines in id order (new top lines, then sub-lines).
    expect(logs.slice(3).map((l) => [l.change, l.after])).toEqual([
      [4, 9],
      [1, 1],
      [4, 4],
    ]);
    const after = await cacheMap(s);
    for (const k of ["productCategory", "productTopic", "productTags", "initial", "highlight"]) {
      expect(after[k], k).toBeGreaterThan(before[k]!);
    }
    expect((await auditRows(s)).at(-1)).toEqual({
      method: "PATCH",
      path: `/api/admin/products/${p.id}`,
      system: "Product",
      object_id: String(p.id),
    });
  });

  it("bumps only the listing keys for a plain field change", async () => {
    const s = await shop();
    const p = await simple(s, "Plain");
    const before = await cacheMap(s);
    expect((await admin(s, "PATCH", `/api/admin/products/${p.id}`, { isDisplay: false })).body.code).toBe(0);
    const after = await cacheMap(s);
    expect(after.productCategory).toBeGreaterThan(before.productCategory!);
    expect(after.productTopic).toBeGreaterThan(before.productTopic!);
    for (const k of ["productTags", "initial", "highlight", "banner"]) expect(after[k], k).toBe(before[k]);
  });

  it.each([
    [{ kind: "COMBO" }, "kind"],
    [{ minQuantityPerOrder: 20 }, "minQuantityPerOrder"],
    [{}, "_"],
    [{ nope: 1 }, "_"],
  ])("refuses the patch %j with 422 naming %s", async (body, field) => {
    const s = await shop();
    const p = await simple(s, "Plain", { maxQuantityPerOrder: 10 });
    const r = await admin(s, "PATCH", `/api/admin/products/${p.id}`, body);
    expect(r.status).toBe(422);
    expect((r.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
  });

  it("refuses moving an existing line under another parent or using another product's line id", async () => {
    const s = await shop();
    const p = await product(s, { name: "P", stocks: [{ spec: "A", children: [{ spec: "a" }] }, { spec: "B" }] });
    const other = await simple(s, "Other");
    const [a, b] = p.stocks;
    const moved = await admin(s, "PATCH", `/api/admin/products/${p.id}`, {
      stocks: [{ id: b!.id, spec: "B", children: [{ id: a!.children[0]!.id, spec: "a" }] }],
    });
    expect(moved.status).toBe(422);
    expect(moved.body.issues).toContainEqual({ path: "stocks.0.children.0.id", message: "validation.stockMoved" });
    const foreign = await admin(s, "PATCH", `/api/admin/products/${p.id}`, {
      stocks: [{ id: other.stocks[0]!.id, spec: "" }],
    });
    expect(foreign.body.code).toBe(400004);
  });

  it("deletes a product with its lines and links; logs stay; unknown ids answer 400004", async () => {
    const s = await shop();
    const c = await category(s, "C");
    const p = await product(s, { name: "Gone", categoryIds: [c], stocks: [{ spec: "", stock: 3 }] });
    const r = await admin(s, "DELETE", `/api/admin/products/${p.id}`);
    expect(r.body).toMatchObject({ code: 0, data: { id: p.id } });
    for (const t of ["products", "product_stocks", "product_category_links"]) {
      expect(await sql(`SELECT * FROM ${t}`), t).toEqual([]);
    }
    expect(await sql("SELECT change FROM stock_logs")).toEqual([{ change: 3 }]);
    expect((await admin(s, "DELETE", `/api/admin/products/${p.id}`)).body.code).toBe(400004);
    expect((await admin(s, "GET", `/api/admin/products/${p.id}`)).body.code).toBe(400004);
    expect((await admin(s, "PATCH", `/api/admin/products/${p.id}`, { name: "X" })).body.code).toBe(400004);
    expect((await auditRows(s)).map((a) => a.method)).toEqual(["POST", "DELETE"]);
  });
});

describe("COMBO products", () => {
  it("sells as many sets as its scarcest part allows, and protects its parts", async () => {
    const s = await shop();
    const cup = await product(s, { name: "Cup", stocks: [{ spec: "", stock: 7 }] });
    const tea = await product(s, { name: "Tea", stocks: [{ spec: "", stock: 20 }] });
    const set = await product(s, {
      name: "Gift set",
      kind: "COMBO",
      combos: [
        { stockId: cup.stocks[0]!.id, quantity: 2 },
        { stockId: tea.stocks[0]!.id, quantity: 5 },
      ],
    });
    expect(set.stock).toBe(3); // cups: 7 / 2 = 3 sets; tea: 20 / 5 = 4
    const detail = (await shopper(s, `/api/products/${set.id}`)).body.data;
    expect(detail.stocks.map((l: { stock: number }) => l.stock)).toEqual([3]);
    expect(detail.combos).toEqual([
      { stockId: cup.stocks[0]!.id, productId: cup.id, productName: "Cup", spec: "", quantity: 2 },
      { stockId: tea.stocks[0]!.id, productId: tea.id, productName: "Tea", spec: "", quantity: 5 },
    ]);
    // A set of a set, a stock of its own, deleting a part: all refused.
    const nested = await admin(s, "POST", "/api/admin/products", {
      name: "Nested",
      kind: "COMBO",
      combos: [{ stockId: set.stocks[0]!.id, quantity: 1 }],
    });
    expect(nested.body.issues).toEqual([{ path: "combos.0.stockId", message: "validation.comboOfCombo" }]);
    const own = await admin(s, "PATCH", "/api/admin/product/stocks", [{ stockId: set.stocks[0]!.id, stock: 5 }]);
    expect(own.body.issues).toEqual([{ path: "0.stock", message: "validation.comboStock" }]);
    const del = await admin(s, "DELETE", `/api/admin/products/${cup.id}`);
    expect(del.body.issues).toEqual([{ path: "id", message: "validation.stockInCombo" }]);
    // Out of cups: the set is out of stock too.
    await admin(s, "PATCH", "/api/admin/product/stocks", [{ stockId: cup.stocks[0]!.id, stock: 1 }]);
    expect(await listIds(s, "?hasStock=true")).not.toContain(set.id);
  });
});

describe("admin: stock", () => {
  it("sets and changes stock, never below 0, logging each change", async () => {
    const s = await shop();
    const p = await product(s, {
      name: "P",
      stocks: [
        { spec: "A", stock: 5 },
        { spec: "B", stock: 2 },
      ],
    });
    const [a, b] = p.stocks;
    const before = await cacheMap(s);
    const r = await admin(s, "PATCH", "/api/admin/product/stocks", [
      { stockId: a!.id, stock: 12 },
      { stockId: b!.id, change: -2 },
    ]);
    expect(r.body.code).toBe(0);
    expect(r.body.data.data).toEqual([
      { stockId: a!.id, productId: p.id, stock: 12 },
      { stockId: b!.id, productId: p.id, stock: 0 },
    ]);
    const logs = await sql<{ stock_id: number; change: number; after: number; user_id: number }>(
      "SELECT stock_id, change, after, user_id FROM stock_logs ORDER BY id",
    );
    expect(logs.slice(2).map((l) => [l.stock_id, l.change, l.after])).toEqual([
      [a!.id, 7, 12],
      [b!.id, -2, 0],
    ]);
    expect(logs[2]!.user_id).toEqual(expect.any(Number));
    const after = await cacheMap(s);
    expect(after.highlight).toBeGreaterThan(before.highlight!);
    expect(after.productCategory).toBeGreaterThan(before.productCategory!);
    expect((await auditRows(s)).at(-1)).toMatchObject({ path: "/api/admin/product/stocks", system: "ProductStock" });

    // Below zero: refused, nothing written.
    const below = await admin(s, "PATCH", "/api/admin/product/stocks", [
      { stockId: a!.id, change: 1 },
      { stockId: b!.id, change: -1 },
    ]);
    expect(below.status).toBe(422);
    expect(below.body.issues).toEqual([{ path: "1.change", message: "validation.stockBelowZero" }]);
    expect((await sql<{ stock: number }>("SELECT stock FROM product_stocks WHERE id = ?", a!.id))[0]!.stock).toBe(12);
    for (const body of [
      [{ stockId: a!.id, stock: -1 }],
      [{ stockId: a!.id }],
      [{ stockId: a!.id, stock: 1, change: 1 }],
      [],
    ]) {
      expect((await admin(s, "PATCH", "/api/admin/product/stocks", body)).status, JSON.stringify(body)).toBe(422);
    }
    // A no-op set writes no log.
    await admin(s, "PATCH", "/api/admin/product/stocks", [{ stockId: a!.id, stock: 12 }]);
    expect(await sql("SELECT id FROM stock_logs")).toHaveLength(4);
  });

  it("clamps at 0 in the write itself when stock fell meanwhile (an order between check and write)", async () => {
    const s = await shop();
    const p = await product(s, { name: "P", stocks: [{ spec: "", stock: 3 }] });
    const line = p.stocks[0]!;
    const db = productsOf(getDb(env.DB), s.id);
    await db.write({ lineUpdates: [{ id: line.id, delta: -10 }], reason: "ORDER", userId: null });
    expect(await sql("SELECT stock FROM product_stocks WHERE id = ?", line.id)).toEqual([{ stock: 0 }]);
    expect((await sql("SELECT change, after, reason FROM stock_logs ORDER BY id")).at(-1)).toEqual({
      change: -3,
      after: 0,
      reason: "ORDER",
    });
    // Nothing can store a negative stock: the database itself refuses it (migration 0004).
    await expect(sql("UPDATE product_stocks SET stock = -4 WHERE id = ?", line.id)).rejects.toThrow(/OUT_OF_STOCK/);
    const stocks = (await shopper(s, `/api/products/${p.id}/stocks`)).body.data.data;
    expect(stocks).toEqual([expect.objectContaining({ id: line.id, stockId: line.id, stock: 0, children: [] })]);
  });

  it("refuses stock on a line with sub-lines", async () => {
    const s = await shop();
    const p = await product(s, { name: "P", stocks: [{ spec: "A", children: [{ spec: "a", stock: 1 }] }] });
    const r = await admin(s, "PATCH", "/api/admin/product/stocks", [{ stockId: p.stocks[0]!.id, stock: 3 }]);
    expect(r.body.issues).toEqual([{ path: "0.stock", message: "validation.parentStock" }]);
  });

  it("lists products with their lines and the stock log, with filters", async () => {
    const s = await shop();
    const p = await product(s, {
      name: "Low",
      stocks: [
        { spec: "A", sku: "LOW-A", stock: 1 },
        { spec: "B", stock: 50 },
      ],
    });
    const q = await product(s, { name: "High", stocks: [{ spec: "", stock: 100 }] });
    await admin(s, "PATCH", "/api/admin/product/stocks", [{ stockId: q.stocks[0]!.id, change: -10 }]);
    const all = (await admin(s, "GET", "/api/admin/product/stocks")).body.data;
    expect(all.total).toBe(2);
    const low = (await admin(s, "GET", "/api/admin/product/stocks?underStock=5")).body.data;
    expect(low.data.map((x: { productId: number }) => x.productId)).toEqual([p.id]);
    expect(low.data[0]).toMatchObject({ name: "Low", stock: 51 });
    expect(low.data[0].stocks.map((l: { sku: string | null }) => l.sku)).toEqual(["LOW-A", null]);
    expect((await admin(s, "GET", "/api/admin/product/stocks?keyword=LOW-A")).body.data.total).toBe(1);
    expect((await admin(s, "GET", `/api/admin/product/stocks?productId=${q.id}`)).body.data.data[0].productId).toBe(
      q.id,
    );

    const logs = (await admin(s, "GET", `/api/admin/product/stock/logs?productId=${q.id}`)).body.data;
    expect(logs.total).toBe(2);
    expect(logs.data[0]).toMatchObject({
      productId: q.id,
      productName: "High",
      stockId: q.stocks[0]!.id,
      change: -10,
      after: 90,
      reason: "ADMIN",
      userName: ADMIN.name,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin(s, "GET", `/api/admin/product/stock/logs?from=${today}&to=${today}`)).body.data.total).toBe(4);
    expect((await admin(s, "GET", "/api/admin/product/stock/logs?to=2000-01-01")).body.data.total).toBe(0);
    const paged = (await admin(s, "GET", "/api/admin/product/stock/logs?limit=1&offset=1")).body.data;
    expect([paged.data.length, paged.total]).toEqual([1, 4]);
    expect((await admin(s, "GET", "/api/admin/product/stock/logs?limit=1&offset=99")).body.data).toEqual({
      data: [],
      total: 4,
    });
    expect((await admin(s, "GET", "/api/admin/product/stock/logs?reason=NOPE")).status).toBe(422);
  });
});

describe("admin: lists, sorts, prices, topic pivots", () => {
  it("lists with filters, total and paging", async () => {
    const s = await shop();
    const parent = await category(s, "Drinks");
    const child = await category(s, "Tea", parent, 2);
    const a = await simple(s, "Alpha", { categoryIds: [child], specialPrice: 5000 });
    const b = await simple(s, "Beta", { isDisplay: false });
    const c = await simple(s, "Gamma", { kind: "NORMAL", stocks: [{ spec: "", sku: "G-1", stock: 0 }] });
    const list = async (qs: string) =>
      ((await admin(s, "GET", `/api/admin/products${qs}`)).body.data.data as { id: number }[]).map((x) => x.id);
    expect((await admin(s, "GET", "/api/admin/products")).body.data.total).toBe(3);
    expect(await list("?isDisplay=false")).toEqual([b.id]);
    expect(await list(`?categoryId=${parent}`)).toEqual([a.id]);
    expect((await list("?categoryId=0")).length).toBe(3);
    expect(await list("?keyword=G-1")).toEqual([c.id]);
    expect(await list("?hasSpecialPrice=true")).toEqual([a.id]);
    expect(await list("?hasStock=false")).toEqual([c.id]);
    expect(await list("?sortBy=name&sortDirection=desc")).toEqual([c.id, b.id, a.id]);
    expect(await list("?sortBy=id&sortDirection=asc&limit=2&offset=1")).toEqual([b.id, c.id]);
    const row = (await admin(s, "GET", `/api/admin/products?keyword=Alpha`)).body.data.data[0];
    expect(row).toMatchObject({ id: a.id, categoryIds: [child], stock: 5, isDisplay: true, unitSpecialPrice: 5000 });
    expect((await admin(s, "GET", "/api/admin/products?limit=101")).status).toBe(422);
    expect((await admin(s, "GET", "/api/admin/products?sortBy=weight")).status).toBe(422);
  });

  it("sets sorts and bulk prices; ids of another store answer 400004", async () => {
    const s = await shop();
    const other = await shop(B);
    const [a, b] = [await simple(s, "A"), await simple(s, "B")];
    const foreign = await simple(other, "Foreign");
    const sorts = await admin(s, "PATCH", "/api/admin/product/sorts", [
      { id: a.id, sort: 10 },
      { id: b.id, sort: 20 },
    ]);
    expect(sorts.body.data.data).toEqual([
      { id: a.id, sort: 10 },
      { id: b.id, sort: 20 },
    ]);
    expect(await listIds(s, "")).toEqual([b.id, a.id]);
    const prices = await admin(s, "PATCH", "/api/admin/product/prices", [
      { id: a.id, specialPrice: 8000 },
      { id: b.id, price: 20000, subscriptionPrice: 15000 },
    ]);
    expect(prices.body.data.data).toEqual([
      {
        id: a.id,
        price: 10000,
        specialPrice: 8000,
        subscriptionPrice: 0,
        unitSpecialPrice: 8000,
        hasMultiplePrice: false,
      },
      {
        id: b.id,
        price: 20000,
        specialPrice: 0,
        subscriptionPrice: 15000,
        unitSpecialPrice: 15000,
        hasMultiplePrice: false,
      },
    ]);
    for (const path of ["/api/admin/product/sorts", "/api/admin/product/prices"]) {
      const body = path.endsWith("sorts") ? [{ id: foreign.id, sort: 1 }] : [{ id: foreign.id, price: 1 }];
      const r = await admin(s, "PATCH", path, body);
      expect(r.body.code, path).toBe(400004);
    }
    expect((await sql("SELECT price, sort FROM products WHERE id = ?", foreign.id))[0]).toEqual({
      price: 10000,
      sort: 0,
    });
    expect((await admin(s, "PATCH", "/api/admin/product/prices", [{ id: a.id }])).status).toBe(422);
    expect((await auditRows(s)).map((r) => r.path).slice(-2)).toEqual([
      "/api/admin/product/sorts",
      "/api/admin/product/prices",
    ]);
  });

  it("sets a topic's products in order; the topic list follows it", async () => {
    const s = await shop();
    const t = await topic(s, "Picks");
    const [a, b, c] = [await simple(s, "A"), await simple(s, "B"), await simple(s, "C")];
    const before = await cacheMap(s);
    const r = await admin(s, "PATCH", `/api/admin/product/topic/pivots/${t}`, { productIds: [c.id, a.id] });
    expect(r.body.data).toEqual({ topicId: t, productIds: [c.id, a.id] });
    expect(await listIds(s, `?topicId=${t}`)).toEqual([c.id, a.id]);
    expect(await listIds(s, `?topicId=${t}&sortBy=name&sortDirection=asc`)).toEqual([a.id, c.id]);
    expect((await cacheMap(s)).productTopic).toBeGreaterThan(before.productTopic!);
    expect((await auditRows(s)).at(-1)).toMatchObject({ system: "ProductTopic", object_id: String(t) });
    // A product's own topicIds keep its place in topics it stays in and append it to new ones.
    await admin(s, "PATCH", `/api/admin/products/${b.id}`, { topicIds: [t] });
    expect(await listIds(s, `?topicId=${t}`)).toEqual([c.id, a.id, b.id]);
    const other = await shop(B);
    const foreignTopic = await topic(other, "Theirs");
    expect(
      (await admin(s, "PATCH", `/api/admin/product/topic/pivots/${foreignTopic}`, { productIds: [a.id] })).body.code,
    ).toBe(400004);
    const foreignProduct = await simple(other, "Theirs");
    const mixed = await admin(s, "PATCH", `/api/admin/product/topic/pivots/${t}`, {
      productIds: [a.id, foreignProduct.id],
    });
    expect(mixed.body).toMatchObject({
      code: 400004,
      issues: [{ path: "productIds.1", message: "validation.unknownId" }],
    });
  });
});

describe("storefront lists (spec storefront §5, §7)", () => {
  async function catalogue() {
    const s = await shop();
    const drinks = await category(s, "Drinks");
    const tea = await category(s, "Tea", drinks, 2);
    const green = await category(s, "Green tea", tea, 3);
    const snacks = await category(s, "Snacks");
    const [vegan, secret] = [await tag(s, "Vegan"), await tag(s, "Supplier X", 1)];
    const p = {
      sencha: await product(s, {
        name: "Sencha",
        price: 30000,
        specialPrice: 25000,
        categoryIds: [green],
        tagIds: [vegan, secret],
        stocks: [{ spec: "", stock: 4 }],
        sort: 3,
      }),
      // In two categories under Drinks: must come once.
      matcha: await product(s, {
        name: "Matcha",
        price: 50000,
        categoryIds: [tea, green],
        tagIds: [vegan],
        stocks: [{ spec: "", stock: 1 }],
        sort: 2,
      }),
      soldOut: await product(s, {
        name: "Genmaicha",
        price: 20000,
        categoryIds: [tea],
        stocks: [{ spec: "", stock: 0 }],
        sort: 1,
      }),
      notForSale: await product(s, {
        name: "Hojicha",
        price: 22000,
        categoryIds: [tea],
        isSaleable: false,
        stocks: [{ spec: "", stock: 9 }],
      }),
      hidden: await product(s, {
        name: "Hidden tea",
        price: 1000,
        categoryIds: [tea],
        isDisplay: false,
        stocks: [{ spec: "", stock: 9 }],
      }),
      chips: await product(s, {
        name: "Chips",
        price: 9000,
        subscriptionPrice: 8000,
        categoryIds: [snacks],
        stocks: [{ spec: "", stock: 3 }],
        sort: 0,
      }),
    };
    return { s, drinks, tea, green, snacks, vegan, secret, p };
  }

  it("shows only displayable products; category lists also need stock and saleability, with descendants, once", async () => {
    const { s, drinks, tea, green, p } = await catalogue();
    const everything = await listIds(s, "");
    expect(everything).not.toContain(p.hidden.id);
    expect(everything).toHaveLength(5);
    expect(await listIds(s, "?isDisplay=false")).not.toContain(p.hidden.id);
    expect(await listIds(s, `?categoryId=${drinks}`)).toEqual([p.sencha.id, p.matcha.id]);
    expect(await listIds(s, `?categoryId=${tea}`)).toEqual([p.sencha.id, p.matcha.id]);
    expect(await listIds(s, `?categoryId=${green}`)).toEqual([p.sencha.id, p.matcha.id]);
    expect((await shopper(s, `/api/products?categoryId=${drinks}`)).body.data.total).toBe(2);
    expect(await listIds(s, "?categoryId=0")).toHaveLength(5);
  });

  it("filters by stock, saleability, special price, tags and keyword", async () => {
    const { s, vegan, secret, p } = await catalogue();
    expect(await listIds(s, "?hasStock=true")).not.toContain(p.soldOut.id);
    expect(await listIds(s, "?hasStock=true")).toContain(p.notForSale.id);
    expect(await listIds(s, "?isSaleable=true")).not.toContain(p.notForSale.id);
    expect(await listIds(s, "?hasStock=true&isSaleable=true")).toEqual([p.sencha.id, p.matcha.id, p.chips.id]);
    expect(await listIds(s, "?hasSpecialPrice=true")).toEqual([p.sencha.id]);
    expect(await listIds(s, "?hasSpecialPrice=false")).toHaveLength(5);
    expect(await listIds(s, `?tags=${vegan}`)).toEqual([p.sencha.id, p.matcha.id]);
    // Every listed tag must match; an admin-only tag matches nothing for shoppers.
    expect(await listIds(s, `?tags=${vegan},${secret}`)).toEqual([]);
    expect(await listIds(s, `?tags=${secret}`)).toEqual([]);
    expect(await listIds(s, "?keyword=cha")).toEqual([p.sencha.id, p.matcha.id, p.soldOut.id, p.notForSale.id]);
    expect(await listIds(s, "?keyword=%25")).toEqual([]); // a literal %, not a wildcard
    expect(await listIds(s, "?keyword=")).toHaveLength(5);
  });

  it("filters by topic: displayed and current topics only, unless for a banner", async () => {
    const { s, p } = await catalogue();
    const shown = await topic(s, "Shown");
    const hidden = await topic(s, "Hidden", 0);
    const ended = await topic(s, "Ended", 1, "2020-01-01T00:00:00.000Z", "2020-02-01T00:00:00.000Z");
    for (const t of [shown, hidden, ended]) {
      await admin(s, "PATCH", `/api/admin/product/topic/pivots/${t}`, {
        productIds: [p.chips.id, p.sencha.id, p.hidden.id],
      });
    }
    expect(await listIds(s, `?topicId=${shown}`)).toEqual([p.chips.id, p.sencha.id]);
    expect(await listIds(s, `?topicId=${hidden}`)).toEqual([]);
    expect(await listIds(s, `?topicId=${ended}`)).toEqual([]);
    expect(await listIds(s, `?topicId=${hidden}&forBannerTopic=true`)).toEqual([p.chips.id, p.sencha.id]);
  });

  it("sorts, pages and caps the amount", async () => {
    const { s, p } = await catalogue();
    expect(await listIds(s, "")).toEqual([p.sencha.id, p.matcha.id, p.soldOut.id, p.chips.id, p.notForSale.id]);
    // Price sorts by the selling price: the effective price when there is one, else the list price.
    expect(await listIds(s, "?sortBy=price")).toEqual([
      p.chips.id,
      p.soldOut.id,
      p.notForSale.id,
      p.sencha.id,
      p.matcha.id,
    ]);
    expect(await listIds(s, "?sortBy=price&sortDirection=DESC")).toEqual([
      p.matcha.id,
      p.sencha.id,
      p.notForSale.id,
      p.soldOut.id,
      p.chips.id,
    ]);
    expect(await listIds(s, "?sortBy=name")).toEqual([
      p.chips.id,
      p.soldOut.id,
      p.notForSale.id,
      p.matcha.id,
      p.sencha.id,
    ]);
    expect(await listIds(s, "?sortBy=createdAt")).toEqual([
      p.chips.id,
      p.notForSale.id,
      p.soldOut.id,
      p.matcha.id,
      p.sencha.id,
    ]);
    const page1 = (await shopper(s, "/api/products?limit=2")).body.data;
    const page2 = (await shopper(s, "/api/products?limit=2&offset=2")).body.data;
    const page3 = (await shopper(s, "/api/products?limit=2&offset=4")).body.data;
    const beyond = (await shopper(s, "/api/products?limit=2&offset=40")).body.data;
    expect([page1.data.length, page2.data.length, page3.data.length]).toEqual([2, 2, 1]);
    expect([page1.total, page2.total, page3.total, beyond.total]).toEqual([5, 5, 5, 5]);
    expect(new Set([...page1.data, ...page2.data, ...page3.data].map((x: { id: number }) => x.id)).size).toBe(5);
    expect(beyond.data).toEqual([]);
    for (const qs of [
      "?limit=101",
      "?limit=0",
      "?offset=-1",
      "?sortBy=weight",
      "?hasStock=maybe",
      "?tags=a,b",
      "?categoryId=x",
    ]) {
      const r = await shopper(s, `/api/products${qs}`);
      expect(r.status, qs).toBe(422);
      expect(r.body.code).toBe(400001);
    }
  });

  it("sorts by price exactly as the effective-price rule prices each product", async () => {
    const s = await shop();
    const cases = [
      [1000, 0, 0],
      [1000, 900, 0],
      [1000, 900, 800],
      [1000, 900, 900],
      [1000, 900, 950],
      [1000, 0, 700],
      [500, 0, 0],
      [2000, 1, 0],
    ];
    const made = [];
    for (const [price, specialPrice, subscriptionPrice] of cases) {
      made.push(
        await product(s, {
          name: `P${price}-${specialPrice}-${subscriptionPrice}`,
          price,
          specialPrice,
          subscriptionPrice,
        }),
      );
    }
    const selling = (p: AdminProduct) => effectivePrice(p) || p.price;
    const expected = [...made].sort((a, b) => selling(a) - selling(b) || a.id - b.id).map((p) => p.id);
    expect(await listIds(s, "?sortBy=price&sortDirection=asc")).toEqual(expected);
    const items = (await shopper(s, "/api/products?limit=100")).body.data.data as {
      id: number;
      unitSpecialPrice: number;
    }[];
    for (const p of made) expect(items.find((i) => i.id === p.id)?.unitSpecialPrice).toBe(effectivePrice(p));
  });

  it("answers the id list for isIDsOnly=true", async () => {
    const { s, p } = await catalogue();
    const r = await shopper(s, "/api/products?isDisplay=true&isIDsOnly=true");
    expect(r.body.data).toEqual({
      data: [p.sencha.id, p.matcha.id, p.soldOut.id, p.chips.id, p.notForSale.id],
      total: 5,
    });
  });

  it("carries the card fields: effective price, both prices flag, the first image", async () => {
    const s = await shop();
    const [img1, img2] = [await image(s), await image(s)];
    const p = await product(s, {
      name: "Card",
      price: 1000,
      specialPrice: 900,
      subscriptionPrice: 800,
      isAdult: true,
      maxQuantityPerOrder: 3,
      mediaIds: [img2, img1],
    });
    const [item] = (await shopper(s, "/api/products")).body.data.data;
    expect(item).toEqual({
      id: p.id,
      name: "Card",
      paymentPlan: "NORMAL",
      type: "NORMAL",
      price: 1000,
      specialPrice: 900,
      subscriptionPrice: 800,
      unitSpecialPrice: 800,
      hasMultiplePrice: true,
      isAdult: true,
      maxQuantityPerOrder: 3,
      minQuantityPerOrder: 0,
      media: expect.objectContaining({ id: img2, path: `/media/${s.id}/x/orig.jpg` }),
      imagePath: `/media/${s.id}/x/w400.webp`,
      smallestPath: `/media/${s.id}/x/w400.webp`,
      imageErrorPath: `/media/${s.id}/x/orig.jpg`,
    });
  });

  it("lists product blocks in one D1 round trip, deduplicated and cut", async () => {
    const { s, drinks, p } = await catalogue();
    const counts = { batch: 0, statements: 0 };
    const d1 = countingD1(env.DB, counts);
    const scope = storeScope(env, drizzle(d1, { schema }), (await findStore(getDb(env.DB), s.id))!);
    const blocks = await listProductBlocks(scope, [
      { categoryId: drinks, limit: 1 },
      { hasSpecialPrice: true },
      { sortBy: "price", sortDirection: "asc", limit: 3, hasStock: true },
      { keyword: "nothing like this" },
    ]);
    expect(counts).toEqual({ batch: 1, statements: 0 });
    expect(blocks.map((b) => b.map((x) => x.id))).toEqual([
      [p.sencha.id],
      [p.sencha.id],
      [p.chips.id, p.notForSale.id, p.sencha.id],
      [],
    ]);
    expect(await listProductBlocks(scope, [])).toEqual([]);
  });

  it("serves the page loaders' service functions", async () => {
    const { s, drinks, p } = await catalogue();
    const scope = await scopeFor(s);
    const { items, total } = await listProducts(scope, { categoryId: drinks, limit: 1 });
    expect([items.map((x) => x.id), total]).toEqual([[p.sencha.id], 2]);
    expect((await getProduct(scope, p.sencha.id)).name).toBe("Sencha");
    await expect(getProduct(scope, p.hidden.id)).rejects.toMatchObject({ code: 400004 });
    const sitemap = await productIdsForSitemap(scope);
    expect(sitemap.map((x) => x.id).sort()).toEqual(
      [p.sencha.id, p.matcha.id, p.soldOut.id, p.notForSale.id, p.chips.id].sort(),
    );
    expect(sitemap[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect((await relatedProducts(scope, p.sencha.id, 2)).map((x) => x.id)).toEqual([p.matcha.id, p.soldOut.id]);
  });
});

describe("storefront detail, stocks, related", () => {
  it("shows a displayable product with what shoppers may see", async () => {
    const s = await shop();
    const shownCat = await category(s, "Shown");
    const hiddenCat = await category(s, "Hidden", null, 1, 0);
    const [open, secret] = [await tag(s, "Open"), await tag(s, "Secret", 1)];
    const info = await information(s, "Shipping");
    const [img1, img2] = [await image(s), await image(s)];
    const p = await product(s, {
      name: "Detail",
      summary: "Short",
      description: "<p>Long</p>",
      subscriptionCycles: [2],
      categoryIds: [shownCat, hiddenCat],
      tagIds: [open, secret],
      informationId: info,
      mediaIds: [img1, img2],
      metaTitle: "Meta",
      stocks: [
        { spec: "A", stock: 2, children: [] },
        {
          spec: "B",
          children: [
            { spec: "b1", stock: 3 },
            { spec: "b2", stock: 4 },
          ],
        },
      ],
    });
    const r = await shopper(s, `/api/products/${p.id}`);
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d).toMatchObject({
      id: p.id,
      name: "Detail",
      summary: "Short",
      description: "<p>Long</p>",
      subscriptionCycles: [2],
      categories: [{ id: shownCat, name: "Shown", parentId: null }],
      tags: [{ id: open, name: "Open" }],
      information: { id: info, name: "Shipping", content: "<p>ship</p>" },
      metaTitle: "Meta",
      isSaleable: true,
      combos: [],
    });
    expect(d.gallery.map((m: { id: number }) => m.id)).toEqual([img1, img2]);
    expect(d.stocks.map((l: { spec: string; stock: number }) => [l.spec, l.stock])).toEqual([
      ["A", 2],
      ["B", 7],
    ]);
    const stocks = (await shopper(s, `/api/products/${p.id}/stocks`)).body.data.data;
    expect(stocks).toEqual(d.stocks);
    // Hidden information is left out.
    await sql("UPDATE product_information SET is_display = 0 WHERE id = ?", info);
    expect((await shopper(s, `/api/products/${p.id}`)).body.data.information).toBeNull();
  });

  it("answers 400004 for hidden, unknown and other stores' products", async () => {
    const s = await shop();
    const other = await shop(B);
    const hidden = await simple(s, "Hidden", { isDisplay: false });
    const theirs = await simple(other, "Theirs");
    for (const id of [hidden.id, 999999, theirs.id]) {
      for (const path of [
        `/api/products/${id}`,
        `/api/products/${id}/stocks`,
        `/api/products/relatedProducts?productId=${id}`,
      ]) {
        const r = await shopper(s, path);
        expect(r.status, path).toBe(200);
        expect(r.body.code, path).toBe(400004);
      }
    }
    expect((await shopper(s, "/api/products/abc")).status).toBe(404);
  });

  it("relates products of the same categories first, then others, never itself or hidden ones", async () => {
    const s = await shop();
    const c = await category(s, "C");
    const d = await category(s, "D");
    const me = await simple(s, "Me", { categoryIds: [c, d] });
    const sameC = await simple(s, "Same C", { categoryIds: [c] });
    const sameD = await simple(s, "Same D", { categoryIds: [d], sort: -1 });
    const other = await simple(s, "Other", { sort: 100 });
    await simple(s, "Hidden", { categoryIds: [c], isDisplay: false });
    const related = async (qs: string) =>
      ((await shopper(s, `/api/products/relatedProducts?${qs}`)).body.data.data as { id: number }[]).map((x) => x.id);
    expect(await related(`productId=${me.id}`)).toEqual([sameC.id, sameD.id, other.id]);
    expect(await related(`productId=${me.id}&limit=1`)).toEqual([sameC.id]);
    expect((await shopper(s, "/api/products/relatedProducts")).status).toBe(422);
    expect((await shopper(s, `/api/products/relatedProducts?productId=${me.id}&limit=500`)).status).toBe(422);
  });
});

describe("permissions", () => {
  const calls = (id: number, stockId: number): [string, string, unknown][] => [
    ["GET", "/api/admin/products", undefined],
    ["GET", `/api/admin/products/${id}`, undefined],
    ["POST", "/api/admin/products", { name: "X" }],
    ["PATCH", `/api/admin/products/${id}`, { name: "X" }],
    ["DELETE", `/api/admin/products/${id}`, undefined],
    ["PATCH", "/api/admin/product/sorts", [{ id, sort: 1 }]],
    ["PATCH", "/api/admin/product/prices", [{ id, price: 1 }]],
    ["GET", "/api/admin/product/stocks", undefined],
    ["PATCH", "/api/admin/product/stocks", [{ stockId, stock: 1 }]],
    ["GET", "/api/admin/product/stock/logs", undefined],
    ["GET", "/api/admin/product/excel", undefined],
    ["PATCH", "/api/admin/product/topic/pivots/1", { productIds: [id] }],
  ];

  it("answers NOT_ADMIN (400027) to members and to admins with privilege 4 blocked; 400029 without login", async () => {
    const s = await shop();
    const p = await simple(s, "Mine");
    const member = await registerMember(A, "mia@example.com");
    const blocked = { email: "staff@example.com", password: "staff12345", name: "Staff Member" };
    await operator("POST", `/operator/stores/${s.id}/users`, { ...blocked, isAdmin: true, blockedPrivileges: [4] });
    const blockedToken = await loginToken(A, blocked.email, blocked.password);
    for (const [method, path, body] of calls(p.id, p.stocks[0]!.id)) {
      for (const token of [member.accessToken, blockedToken]) {
        const r = await api(A, method, path, { token, body });
        expect(r.body.code, `${method} ${path}`).toBe(400027);
      }
      expect((await api(A, method, path, { body })).body.code, `${method} ${path}`).toBe(400029);
    }
    expect(await sql("SELECT name, sort FROM products")).toEqual([{ name: "Mine", sort: 0 }]);
    expect(await auditRows(s)).toHaveLength(1);
  });

  it("answers NOT_ADMIN (400027) to a branch store's admin, except for topics (open to branches)", async () => {
    const branch = await shop("branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF");
    for (const [method, path, body] of calls(1, 1)) {
      const code = (await admin(branch, method, path, body)).body.code;
      // Back-office §6: topics are open to branch stores; topic 1 is not this store's → 400004.
      expect(code, `${method} ${path}`).toBe(path.includes("/topic/pivots/") ? 400004 : 400027);
    }
  });
});

describe("store isolation", () => {
  it("lets store B's host neither read nor write store A's products and stock", async () => {
    const a = await shop(A);
    const b = await shop(B, "HEAD_STORE_MULTILEVEL");
    const pa = await product(a, { name: "A only", price: 100, stocks: [{ spec: "", sku: "A-1", stock: 5 }] });
    await simple(b, "B only");
    const stockId = pa.stocks[0]!.id;
    // Reads
    expect(await listIds(b, "")).not.toContain(pa.id);
    expect(
      (await admin(b, "GET", "/api/admin/products")).body.data.data.map((x: { id: number }) => x.id),
    ).not.toContain(pa.id);
    expect((await admin(b, "GET", "/api/admin/products?keyword=A-1")).body.data.total).toBe(0);
    expect((await admin(b, "GET", `/api/admin/products/${pa.id}`)).body.code).toBe(400004);
    expect((await admin(b, "GET", `/api/admin/product/stocks?productId=${pa.id}`)).body.data.total).toBe(0);
    expect((await admin(b, "GET", `/api/admin/product/stock/logs?productId=${pa.id}`)).body.data.total).toBe(0);
    expect((await shopper(b, `/api/products/${pa.id}`)).body.code).toBe(400004);
    // Writes
    expect((await admin(b, "PATCH", `/api/admin/products/${pa.id}`, { name: "Hacked" })).body.code).toBe(400004);
    expect((await admin(b, "DELETE", `/api/admin/products/${pa.id}`)).body.code).toBe(400004);
    expect((await admin(b, "PATCH", "/api/admin/product/stocks", [{ stockId, stock: 0 }])).body.code).toBe(400004);
    expect((await admin(b, "PATCH", "/api/admin/product/sorts", [{ id: pa.id, sort: 9 }])).body.code).toBe(400004);
    const steal = await admin(b, "POST", "/api/admin/products", { name: "Steal", stocks: [{ id: stockId, spec: "" }] });
    expect(steal.body.code).toBe(400004);
    const takeSku = await admin(b, "POST", "/api/admin/products", {
      name: "Same SKU",
      stocks: [{ spec: "", sku: "A-1" }],
    });
    expect(takeSku.body.code).toBe(0); // SKUs are unique per store, not across stores
    // A is unchanged.
    expect((await admin(a, "GET", `/api/admin/products/${pa.id}`)).body.data).toMatchObject({
      name: "A only",
      sort: 0,
      stocks: [expect.objectContaining({ id: stockId, stock: 5, sku: "A-1" })],
    });
    expect(await sql("SELECT count(*) AS n FROM stock_logs WHERE store_id = ?", a.id)).toEqual([{ n: 1 }]);
  });
});

describe("store isolation in the queries themselves", () => {
  it("drops another store's ids even when a caller skips the service checks", async () => {
    const a = await shop(A);
    const b = await shop(B);
    const [catA, tagA, topicA] = [await category(a, "A cat"), await tag(a, "A tag"), await topic(a, "A topic")];
    const partA = await simple(a, "A part");
    const pb = await simple(b, "B product");
    const db = productsOf(getDb(env.DB), b.id);
    await db.write({
      update: [{ id: partA.id, name: "Hacked" }],
      lineUpdates: [{ id: partA.stocks[0]!.id, stock: 0 }],
      deleteLines: [partA.stocks[0]!.id],
      combos: [{ product: { id: pb.id }, items: [{ stockId: partA.stocks[0]!.id, quantity: 1 }] }],
      categories: [{ product: { id: pb.id }, ids: [catA] }],
      tags: [{ product: { id: pb.id }, ids: [tagA] }],
      topics: [{ product: { id: pb.id }, ids: [topicA] }],
      reason: "ADMIN",
      userId: null,
    });
    await db.setTopicProducts(topicA, [pb.id]);
    expect(await db.remove([partA.id])).toEqual([]);
    expect(await db.graph(partA.id)).toBeNull();
    for (const t of ["product_combos", "product_category_links", "product_tag_links", "product_topic_pivots"]) {
      expect(await sql(`SELECT * FROM ${t}`), t).toEqual([]);
    }
    expect((await admin(a, "GET", `/api/admin/products/${partA.id}`)).body.data).toMatchObject({
      name: "A part",
      stocks: [expect.objectContaining({ id: partA.stocks[0]!.id, stock: 5 })],
    });
  });
});

/** A D1 binding that counts round trips: batches, and statements run on their own. */
function countingD1(d1: D1Database, counts: { batch: number; statements: number }): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (st: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(st, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === "all" || prop === "run" || prop === "first" || prop === "raw") {
          return (...args: unknown[]) => {
            counts.statements++;
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const v = Reflect.get(target, prop, target);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    real.set(proxy, st);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (q: string) => wrap(target.prepare(q));
      if (prop === "batch") {
        return (sts: D1PreparedStatement[]) => {
          counts.batch++;
          return target.batch(sts.map((s) => real.get(s) ?? s));
        };
      }
      const v = Reflect.get(target, prop, target);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}
