import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { findStore } from "../../db/stores";
import {
  categoryTree,
  findCategory,
  getInformation,
  getTopic,
  listTags,
  listTopics,
} from "../../functions/commerce/catalogue/taxonomy";
import type { Env } from "../../functions/platform/env";
import { storeScope } from "../../functions/platform/tenancy/scope";
import { api, createStore, loginToken, operator, registerMember, shopWithAdmin, sql } from "../helpers";

// Categories (three levels), topics and pivots, tags and product information: back-office writes,
// storefront reads, the page-loader service, permissions, audit, cache map and store isolation.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const BRANCH = "branch.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Res = Awaited<ReturnType<typeof api>>;

async function storeWithAdmin(host = A, type = "NORMAL") {
  const { storeId, token } = await shopWithAdmin(host, type, ADMIN);
  return { storeId, token };
}

/** An admin call that must succeed; returns its data. */
async function ok(host: string, token: string, method: string, path: string, body?: unknown) {
  const r = await api(host, method, path, { token, body });
  if (r.status !== 200 || r.body.code !== 0)
    throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

const category = (host: string, token: string, body: Record<string, unknown>) =>
  ok(host, token, "POST", "/api/admin/product/categories", body) as Promise<{ id: number; level: number }>;

async function product(storeId: number, name: string, opts: { specialPrice?: number; isDisplay?: boolean } = {}) {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name, price, special_price, is_display) VALUES (?, ?, 10000, ?, ?) RETURNING id",
    storeId,
    name,
    opts.specialPrice ?? 0,
    opts.isDisplay === false ? 0 : 1,
  );
  return (row as { id: number }).id;
}

async function mediaRow(storeId: number) {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO media (store_id, type, mime, width, height, bytes, original_key, variants)
     VALUES (?, 'PRODUCT_TOPIC', 'image/jpeg', 1920, 1080, 1000, 'tmp', '{}') RETURNING id`,
    storeId,
  );
  const id = (row as { id: number }).id;
  const variants = {
    w400: { key: `${storeId}/${id}/w400.jpg`, width: 400, height: 225, bytes: 10, mime: "image/jpeg" },
  };
  await sql(
    "UPDATE media SET original_key = ?, variants = ? WHERE id = ?",
    `${storeId}/${id}/orig.jpg`,
    JSON.stringify(variants),
    id,
  );
  return id;
}

const linkCategory = (storeId: number, productId: number, categoryId: number) =>
  sql(
    "INSERT INTO product_category_links (store_id, product_id, category_id) VALUES (?, ?, ?)",
    storeId,
    productId,
    categoryId,
  );

/** Ids of a tree, nested, to compare shapes and order at a glance. */
type Node = { id: number; children: Node[] };
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, shape(n.children)] : n.id));
const issuePaths = (r: Res) =>
  (r.body.issues as { path: string; message: string }[]).map((i) => `${i.path}:${i.message}`);

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const DAY = 86_400_000;

describe("categories", () => {
  it("builds three levels, refuses a fourth with 422 and answers the tree in data.data", async () => {
    const { token } = await storeWithAdmin();
    const l1 = await category(A, token, { name: "服飾" });
    const l2 = await category(A, token, { name: "上衣", parentId: l1.id });
    const l3 = await category(A, token, { name: "T恤", parentId: l2.id });
    expect([l1.level, l2.level, l3.level]).toEqual([1, 2, 3]);

    const r = await api(A, "POST", "/api/admin/product/categories", {
      token,
      body: { name: "Too deep", parentId: l3.id },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect(issuePaths(r)).toEqual(["parentId:validation.categoryDepth"]);
    expect(await sql("SELECT id FROM product_categories")).toHaveLength(3);

    const front = await api(A, "GET", "/api/product/categories");
    expect(front.body.code).toBe(0);
    expect(front.body.apiCacheMap).toHaveProperty("productCategory");
    expect(front.body.data.data).toEqual([
      {
        id: l1.id,
        name: "服飾",
        parentId: null,
        level: 1,
        sort: 0,
        isDisplay: true,
        hasPromotionProducts: false,
        children: [
          {
            id: l2.id,
            name: "上衣",
            parentId: l1.id,
            level: 2,
            sort: 0,
            isDisplay: true,
            hasPromotionProducts: false,
            children: [
              {
                id: l3.id,
                name: "T恤",
                parentId: l2.id,
                level: 3,
                sort: 0,
                isDisplay: true,
                hasPromotionProducts: false,
                children: [],
              },
            ],
          },
        ],
      },
    ]);

    const one = await ok(A, token, "GET", `/api/admin/product/categories/${l3.id}`);
    expect(one).toMatchObject({ id: l3.id, level: 3, productCount: 0, mediaId: null });
    expect(one.ancestors).toEqual([
      { id: l1.id, name: "服飾" },
      { id: l2.id, name: "上衣" },
    ]);
    // parentId 0 means top level, as the back office's "category 0" does.
    expect((await category(A, token, { name: "Root two", parentId: 0 })).level).toBe(1);
  });

  it("orders every level by sort, higher first, then oldest first", async () => {
    const { token } = await storeWithAdmin();
    const a = await category(A, token, { name: "A", sort: 1 });
    const b = await category(A, token, { name: "B", sort: 5 });
    const c = await category(A, token, { name: "C", sort: 1 });
    const b1 = await category(A, token, { name: "B1", parentId: b.id, sort: 0 });
    const b2 = await category(A, token, { name: "B2", parentId: b.id, sort: 9 });
    const b3 = await category(A, token, { name: "B3", parentId: b.id, sort: 3 });
    const front = await api(A, "GET", "/api/product/categories");
    expect(shape(front.body.data.data)).toEqual([[b.id, [b2.id, b3.id, b1.id]], a.id, c.id]);
    const admin = await ok(A, token, "GET", "/api/admin/product/categories");
    expect(shape(admin.data)).toEqual([[b.id, [b2.id, b3.id, b1.id]], a.id, c.id]);
    // The storefront may ask for the children of one category.
    const kids = await api(A, "GET", `/api/product/categories?parentId=${b.id}`);
    expect(kids.body.data.data.map((n: Node) => n.id)).toEqual([b2.id, b3.id, b1.id]);
  });

  it("shows shoppers only displayed categories, never below a hidden one; the back office sees all", async () => {
    const { token } = await storeWithAdmin();
    const shown = await category(A, token, { name: "Shown" });
    const hidden = await category(A, token, { name: "Hidden", isDisplay: false });
    const underHidden = await category(A, token, { name: "Under hidden", parentId: hidden.id });
    const hiddenChild = await category(A, token, { name: "Hidden child", parentId: shown.id, isDisplay: false });
    const child = await category(A, token, { name: "Child", parentId: shown.id });

    const front = await api(A, "GET", "/api/product/categories");
    expect(shape(front.body.data.data)).toEqual([[shown.id, [child.id]]]);
    expect((await api(A, "GET", `/api/product/categories?parentId=${hidden.id}`)).body.code).toBe(400004);

    const all = await ok(A, token, "GET", "/api/admin/product/categories");
    expect(shape(all.data)).toEqual([
      [shown.id, [hiddenChild.id, child.id]],
      [hidden.id, [underHidden.id]],
    ]);
    const hiddenRoots = await ok(A, token, "GET", "/api/admin/product/categories?isDisplay=false");
    expect(hiddenRoots.data.map((n: Node) => n.id)).toEqual([hidden.id]);
    const shownKids = await ok(A, token, "GET", `/api/admin/product/categories?parentId=${shown.id}&isDisplay=true`);
    expect(shownKids.data.map((n: Node) => n.id)).toEqual([child.id]);
    const unknown = await api(A, "GET", "/api/admin/product/categories?parentId=999", { token });
    expect(unknown.body.code).toBe(400004);
  });

  it("flags hasPromotionProducts on a category with a displayed special-price product and on its ancestors", async () => {
    const { storeId, token } = await storeWithAdmin();
    const l1 = await category(A, token, { name: "L1" });
    const l2 = await category(A, token, { name: "L2", parentId: l1.id });
    const l3 = await category(A, token, { name: "L3", parentId: l2.id });
    const other = await category(A, token, { name: "Other" });
    await linkCategory(storeId, await product(storeId, "On sale", { specialPrice: 5000 }), l3.id);
    await linkCategory(
      storeId,
      await product(storeId, "Hidden sale", { specialPrice: 5000, isDisplay: false }),
      other.id,
    );
    await linkCategory(storeId, await product(storeId, "Full price"), other.id);

    const flags = new Map<number, boolean>();
    const walk = (ns: (Node & { hasPromotionProducts: boolean })[]) => {
      for (const n of ns) {
        flags.set(n.id, n.hasPromotionProducts);
        walk(n.children as never);
      }
    };
    walk((await api(A, "GET", "/api/product/categories")).body.data.data);
    expect(Object.fromEntries(flags)).toEqual({ [l1.id]: true, [l2.id]: true, [l3.id]: true, [other.id]: false });
    const admin = await ok(A, token, "GET", `/api/admin/product/categories/${other.id}`);
    expect(admin.productCount).toBe(2);
  });

  it("batchUpdate re-sorts, shows/hides and re-parents, rewriting the levels of a moved branch", async () => {
    const { token } = await storeWithAdmin();
    const a = await category(A, token, { name: "A" });
    const b = await category(A, token, { name: "B" });
    const b1 = await category(A, token, { name: "B1", parentId: b.id });
    const b1x = await category(A, token, { name: "B1x", parentId: b1.id });

    // B1 (with its child) moves from level 2 under B to level 1; A goes under B.
    const tree = await ok(A, token, "POST", "/api/admin/product/categories/batchUpdate", [
      { id: b1.id, parentId: null, sort: 10 },
      { id: a.id, parentId: b.id, isDisplay: false },
      { id: b.id, sort: 3 },
    ]);
    expect(shape(tree.data)).toEqual([
      [b1.id, [b1x.id]],
      [b.id, [a.id]],
    ]);
    expect(await sql("SELECT id, parent_id, level, sort, is_display FROM product_categories ORDER BY id")).toEqual([
      { id: a.id, parent_id: b.id, level: 2, sort: 0, is_display: 0 },
      { id: b.id, parent_id: null, level: 1, sort: 3, is_display: 1 },
      { id: b1.id, parent_id: null, level: 1, sort: 10, is_display: 1 },
      { id: b1x.id, parent_id: b1.id, level: 2, sort: 0, is_display: 1 },
    ]);
    // Level-3 children are allowed again below the moved branch.
    expect((await category(A, token, { name: "B1x child", parentId: b1x.id })).level).toBe(3);
  });

  it("refuses cycles and a fourth level in batchUpdate and PATCH, changing nothing", async () => {
    const { token } = await storeWithAdmin();
    const a = await category(A, token, { name: "A" });
    const a1 = await category(A, token, { name: "A1", parentId: a.id });
    const a2 = await category(A, token, { name: "A2", parentId: a1.id });
    const b = await category(A, token, { name: "B" });
    const b1 = await category(A, token, { name: "B1", parentId: b.id });
    const before = await sql("SELECT * FROM product_categories ORDER BY id");

    const cases: [unknown, string[]][] = [
      [[{ id: a.id, parentId: a2.id }], ["0.parentId:validation.categoryCycle"]],
      [
        [
          { id: b.id, sort: 4 },
          { id: a.id, parentId: a.id },
        ],
        ["1.parentId:validation.categoryCycle"],
      ],
      [
        [
          { id: a.id, parentId: b.id },
          { id: b.id, parentId: a.id },
        ],
        ["0.parentId:validation.categoryCycle", "1.parentId:validation.categoryCycle"],
      ],
      // A's branch is three deep: under B it would reach level 4.
      [[{ id: a.id, parentId: b.id }], ["0.parentId:validation.categoryDepth"]],
      [[{ id: a1.id, parentId: b1.id }], ["0.parentId:validation.categoryDepth"]],
    ];
    for (const [body, issues] of cases) {
      const r = await api(A, "POST", "/api/admin/product/categories/batchUpdate", { token, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(issuePaths(r)).toEqual(issues);
    }
    const patch = await api(A, "PATCH", `/api/admin/product/categories/${a.id}`, {
      token,
      body: { parentId: a1.id, name: "Renamed" },
    });
    expect(patch.status).toBe(422);
    expect(issuePaths(patch)).toEqual(["parentId:validation.categoryCycle"]);
    expect(await sql("SELECT * FROM product_categories ORDER BY id")).toEqual(before);
    expect(await sql("SELECT id FROM audit_logs WHERE system = 'ProductCategory' AND method != 'POST'")).toEqual([]);
  });

  it("PATCH renames, re-sorts and moves one category", async () => {
    const { token } = await storeWithAdmin();
    const a = await category(A, token, { name: "A" });
    const b = await category(A, token, { name: "B" });
    const out = await ok(A, token, "PATCH", `/api/admin/product/categories/${b.id}`, {
      name: "B renamed",
      parentId: a.id,
      sort: 7,
      isDisplay: false,
    });
    expect(out).toMatchObject({ id: b.id, name: "B renamed", parentId: a.id, level: 2, sort: 7, isDisplay: false });
    expect(out.ancestors).toEqual([{ id: a.id, name: "A" }]);
  });

  it("deletes a leaf with its product links, refuses a category that has subcategories", async () => {
    const { storeId, token } = await storeWithAdmin();
    const a = await category(A, token, { name: "A" });
    const a1 = await category(A, token, { name: "A1", parentId: a.id });
    const p = await product(storeId, "P");
    await linkCategory(storeId, p, a1.id);

    const refused = await api(A, "DELETE", `/api/admin/product/categories/${a.id}`, { token });
    expect(refused.status).toBe(422);
    expect(issuePaths(refused)).toEqual(["children:validation.categoryHasChildren"]);

    expect(await ok(A, token, "DELETE", `/api/admin/product/categories/${a1.id}`)).toEqual({ id: a1.id });
    expect(await sql("SELECT * FROM product_category_links")).toEqual([]);
    expect(await sql("SELECT id FROM products")).toEqual([{ id: p }]);
    expect(await ok(A, token, "DELETE", `/api/admin/product/categories/${a.id}`)).toEqual({ id: a.id });
    const again = await api(A, "DELETE", `/api/admin/product/categories/${a.id}`, { token });
    expect([again.status, again.body.code]).toEqual([200, 400004]);
  });

  it("handles a batch and a topic larger than D1's 100 bound parameters per statement", async () => {
    const { storeId, token } = await storeWithAdmin();
    const many = (table: string, n: number) =>
      sql(
        `INSERT INTO ${table} (store_id, name) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n}) SELECT ?, 'x' || i FROM n`,
        storeId,
      );
    await many("product_categories", 151);
    await many("products", 150);
    const cats = (await sql<{ id: number }>("SELECT id FROM product_categories ORDER BY id")).map((r) => r.id);
    const [root, ...rest] = cats as [number, ...number[]];
    const tree = await ok(
      A,
      token,
      "POST",
      "/api/admin/product/categories/batchUpdate",
      rest.map((id, i) => ({ id, parentId: root, sort: i })),
    );
    expect(tree.data).toHaveLength(1);
    expect(tree.data[0].children.map((n: Node) => n.id)).toEqual([...rest].reverse());
    expect(await sql("SELECT DISTINCT level FROM product_categories WHERE id != ?", root)).toEqual([{ level: 2 }]);

    const productIds = (await sql<{ id: number }>("SELECT id FROM products ORDER BY id DESC")).map((r) => r.id);
    const topic = await ok(A, token, "POST", "/api/admin/product/topics", { name: "Big", productIds });
    expect(topic.productIds).toEqual(productIds);
    expect(topic.productCount).toBe(150);
  });

  it("answers 400004 for unknown ids and parents", async () => {
    const { token } = await storeWithAdmin();
    const a = await category(A, token, { name: "A" });
    for (const [method, path, body] of [
      ["GET", "/api/admin/product/categories/999", undefined],
      ["PATCH", "/api/admin/product/categories/999", { name: "X" }],
      ["PATCH", `/api/admin/product/categories/${a.id}`, { parentId: 999 }],
      ["POST", "/api/admin/product/categories", { name: "X", parentId: 999 }],
      ["POST", "/api/admin/product/categories", { name: "X", mediaId: 999 }],
      [
        "POST",
        "/api/admin/product/categories/batchUpdate",
        [
          { id: a.id, sort: 1 },
          { id: 999, sort: 1 },
        ],
      ],
    ] as const) {
      const r = await api(A, method, path, { token, body });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([200, 400004]);
    }
    expect(await sql("SELECT name, sort FROM product_categories")).toEqual([{ name: "A", sort: 0 }]);
  });
});

describe("topics", () => {
  it("creates a topic with media and products in order; the storefront sees only displayed topics in their window", async () => {
    const { storeId, token } = await storeWithAdmin();
    const m = await mediaRow(storeId);
    const [p1, p2, p3] = [await product(storeId, "P1"), await product(storeId, "P2"), await product(storeId, "P3")];
    const live = await ok(A, token, "POST", "/api/admin/product/topics", {
      name: "Summer",
      description: "Hot deals",
      mediaId: m,
      sort: 2,
      startAt: isoIn(-DAY),
      endAt: isoIn(DAY),
      productIds: [p3, p1, p3, p2],
    });
    expect(live).toMatchObject({
      name: "Summer",
      mediaId: m,
      showing: "ON_GOING",
      productCount: 3,
      productIds: [p3, p1, p2],
    });
    expect(live.media).toEqual({
      id: m,
      path: `/media/${storeId}/${m}/orig.jpg`,
      width: 1920,
      height: 1080,
      isAnimated: false,
      variants: { w400: { path: `/media/${storeId}/${m}/w400.jpg`, width: 400, height: 225 } },
    });
    const open = await ok(A, token, "POST", "/api/admin/product/topics", { name: "Always", sort: 5 });
    const future = await ok(A, token, "POST", "/api/admin/product/topics", { name: "Soon", startAt: isoIn(DAY) });
    const past = await ok(A, token, "POST", "/api/admin/product/topics", {
      name: "Gone",
      startAt: isoIn(-2 * DAY),
      endAt: isoIn(-DAY),
    });
    const hidden = await ok(A, token, "POST", "/api/admin/product/topics", { name: "Hidden", isDisplay: false });

    const front = await api(A, "GET", "/api/product/topics");
    expect(front.body.data.data.map((t: { id: number }) => t.id)).toEqual([open.id, live.id]);
    expect(front.body.data.data[1]).toEqual({
      id: live.id,
      name: "Summer",
      description: "Hot deals",
      media: live.media,
      sort: 2,
      isDisplay: true,
      startAt: live.startAt,
      endAt: live.endAt,
    });
    expect((await api(A, "GET", `/api/product/topics/${live.id}`)).body.data.name).toBe("Summer");
    for (const t of [future, past, hidden]) {
      const r = await api(A, "GET", `/api/product/topics/${t.id}`);
      expect([r.status, r.body.code], t.name).toEqual([200, 400004]);
    }

    const all = await ok(A, token, "GET", "/api/admin/product/topics");
    expect(all.data.map((t: { name: string; showing: string }) => `${t.name}:${t.showing}`)).toEqual([
      "Always:ON_GOING",
      "Summer:ON_GOING",
      "Soon:PENDING",
      "Gone:FINISHED",
      "Hidden:ON_GOING",
    ]);
    const notRunning = await ok(A, token, "GET", "/api/admin/product/topics?showing=5");
    expect(notRunning.data.map((t: { name: string }) => t.name)).toEqual(["Soon", "Gone"]);
    const hiddenOnly = await ok(A, token, "GET", "/api/admin/product/topics?isDisplay=false");
    expect(hiddenOnly.data.map((t: { name: string }) => t.name)).toEqual(["Hidden"]);
  });

  it("PATCH replaces products in order and checks a new end against the stored start", async () => {
    const { storeId, token } = await storeWithAdmin();
    const [p1, p2] = [await product(storeId, "P1"), await product(storeId, "P2")];
    const t = await ok(A, token, "POST", "/api/admin/product/topics", {
      name: "T",
      startAt: "2026-12-01T00:00:00+08:00",
      productIds: [p1],
    });
    expect(t.startAt).toBe("2026-11-30T16:00:00.000Z");

    const bad = await api(A, "PATCH", `/api/admin/product/topics/${t.id}`, {
      token,
      body: { endAt: "2026-11-30T00:00:00Z" },
    });
    expect(bad.status).toBe(422);
    expect(issuePaths(bad)).toEqual(["endAt:validation.timeRange"]);

    const patched = await ok(A, token, "PATCH", `/api/admin/product/topics/${t.id}`, {
      name: "T2",
      endAt: "2026-12-31T00:00:00Z",
      productIds: [p2, p1],
    });
    expect(patched).toMatchObject({ name: "T2", endAt: "2026-12-31T00:00:00.000Z", productIds: [p2, p1] });
    const renamedOnly = await ok(A, token, "PATCH", `/api/admin/product/topics/${t.id}`, { sort: 3 });
    expect(renamedOnly.productIds).toEqual([p2, p1]);

    const cleared = await ok(A, token, "PATCH", `/api/admin/product/topics/${t.id}`, { productIds: [] });
    expect(cleared.productIds).toEqual([]);
  });

  it("refuses unknown products and media with 400004, writing nothing", async () => {
    const { storeId, token } = await storeWithAdmin();
    const p = await product(storeId, "P");
    for (const body of [
      { name: "T", productIds: [p, 999] },
      { name: "T", mediaId: 999 },
    ]) {
      const r = await api(A, "POST", "/api/admin/product/topics", { token, body });
      expect([r.status, r.body.code]).toEqual([200, 400004]);
    }
    expect(await sql("SELECT id FROM product_topics")).toEqual([]);
    const t = await ok(A, token, "POST", "/api/admin/product/topics", { name: "T", productIds: [p] });
    const r = await api(A, "PATCH", `/api/admin/product/topics/${t.id}`, { token, body: { productIds: [999] } });
    expect(r.body.code).toBe(400004);
    expect(await sql("SELECT product_id FROM product_topic_pivots")).toEqual([{ product_id: p }]);
  });

  it("deletes a topic with its pivots, leaving the products", async () => {
    const { storeId, token } = await storeWithAdmin();
    const p = await product(storeId, "P");
    const t = await ok(A, token, "POST", "/api/admin/product/topics", { name: "T", productIds: [p] });
    expect(await ok(A, token, "DELETE", `/api/admin/product/topics/${t.id}`)).toEqual({ id: t.id });
    expect(await sql("SELECT * FROM product_topic_pivots")).toEqual([]);
    expect(await sql("SELECT id FROM products")).toEqual([{ id: p }]);
    expect((await api(A, "GET", `/api/admin/product/topics/${t.id}`, { token })).body.code).toBe(400004);
  });
});

describe("tags", () => {
  it("keeps names unique per store in any letter case and hides admin-only and hidden tags from shoppers", async () => {
    const { storeId, token } = await storeWithAdmin();
    const sale = await ok(A, token, "POST", "/api/admin/product/tags", { name: "Sale", sort: 2 });
    const internal = await ok(A, token, "POST", "/api/admin/product/tags", { name: "Internal", isOnlyForAdmin: true });
    const off = await ok(A, token, "POST", "/api/admin/product/tags", { name: "Off", isDisplay: false });
    const newTag = await ok(A, token, "POST", "/api/admin/product/tags", { name: " New ", sort: 1 });
    expect(newTag.name).toBe("New");

    const dup = await api(A, "POST", "/api/admin/product/tags", { token, body: { name: "sALE" } });
    expect(dup.status).toBe(422);
    expect(issuePaths(dup)).toEqual(["name:validation.duplicate"]);
    const rename = await api(A, "PATCH", `/api/admin/product/tags/${newTag.id}`, { token, body: { name: "SALE" } });
    expect(issuePaths(rename)).toEqual(["name:validation.duplicate"]);
    // Re-saving a tag under its own name (another case) is no conflict.
    expect((await ok(A, token, "PATCH", `/api/admin/product/tags/${sale.id}`, { name: "SALE" })).name).toBe("SALE");

    const front = await api(A, "GET", "/api/product/tags");
    expect(front.body.data.data).toEqual([
      { id: sale.id, name: "SALE", isOnlyForAdmin: false },
      { id: newTag.id, name: "New", isOnlyForAdmin: false },
    ]);

    const p = await product(storeId, "P");
    await sql("INSERT INTO product_tag_links (store_id, product_id, tag_id) VALUES (?, ?, ?)", storeId, p, internal.id);
    const admin = await ok(A, token, "GET", "/api/admin/product/tags");
    expect(admin.data.map((t: { name: string; productCount: number }) => `${t.name}:${t.productCount}`)).toEqual([
      "SALE:0",
      "New:0",
      "Internal:1",
      "Off:0",
    ]);
    const hidden = await ok(A, token, "GET", "/api/admin/product/tags?isDisplay=false");
    expect(hidden.data.map((t: { id: number }) => t.id)).toEqual([off.id]);
    expect(await ok(A, token, "GET", `/api/admin/product/tags/${internal.id}`)).toMatchObject({
      name: "Internal",
      isOnlyForAdmin: true,
      productCount: 1,
    });

    expect(await ok(A, token, "DELETE", `/api/admin/product/tags/${internal.id}`)).toEqual({ id: internal.id });
    expect(await sql("SELECT * FROM product_tag_links")).toEqual([]);
    expect((await api(A, "PATCH", "/api/admin/product/tags/999", { token, body: { sort: 1 } })).body.code).toBe(400004);
  });
});

describe("product information", () => {
  it("sanitises content, shows displayed blocks to shoppers and unlinks products on delete", async () => {
    const { storeId, token } = await storeWithAdmin();
    const info = await ok(A, token, "POST", "/api/admin/product/information", {
      name: "Shipping",
      content: '<p onclick="x()">Ships in <b>2 days</b></p><script>alert(1)</script><a href="javascript:x">y</a>',
    });
    expect(info).toMatchObject({ name: "Shipping", content: "<p>Ships in <b>2 days</b></p>y", productCount: 0 });
    const hidden = await ok(A, token, "POST", "/api/admin/product/information", {
      name: "Draft",
      content: "",
      isDisplay: false,
    });
    const p = await product(storeId, "P");
    await sql("UPDATE products SET information_id = ? WHERE id = ?", info.id, p);

    expect((await api(A, "GET", "/api/product/information")).body.data.data).toEqual([
      { id: info.id, name: "Shipping", content: "<p>Ships in <b>2 days</b></p>y", isDisplay: true, sort: 0 },
    ]);
    expect((await api(A, "GET", `/api/product/information/${info.id}`)).body.data.name).toBe("Shipping");
    expect((await api(A, "GET", `/api/product/information/${hidden.id}`)).body.code).toBe(400004);

    const admin = await ok(A, token, "GET", "/api/admin/product/information");
    expect(admin.data.map((i: { name: string; productCount: number }) => `${i.name}:${i.productCount}`)).toEqual([
      "Shipping:1",
      "Draft:0",
    ]);
    const patched = await ok(A, token, "PATCH", `/api/admin/product/information/${info.id}`, {
      content: "<h1>Title</h1><img src=x onerror=alert(1)>",
    });
    expect(patched.content).toBe("<h2>Title</h2>");

    expect(await ok(A, token, "DELETE", `/api/admin/product/information/${info.id}`)).toEqual({ id: info.id });
    expect(await sql("SELECT information_id FROM products")).toEqual([{ information_id: null }]);
    expect((await api(A, "GET", `/api/admin/product/information/${info.id}`, { token })).body.code).toBe(400004);
  });
});

describe("validation", () => {
  it.each([
    ["POST", "/api/admin/product/categories", {}, "name:validation.required"],
    ["POST", "/api/admin/product/categories", { name: "   " }, "name:validation.required"],
    ["POST", "/api/admin/product/categories", { name: "x".repeat(51) }, "name:validation.max"],
    ["POST", "/api/admin/product/categories", { name: "A", sort: -1 }, "sort:validation.min"],
    ["POST", "/api/admin/product/categories", { name: "A", sort: 1.5 }, "sort:validation.integer"],
    ["POST", "/api/admin/product/categories", { name: "A", parentId: "1" }, "parentId:validation.integer"],
    ["POST", "/api/admin/product/categories", { name: "A", level: 2 }, "_"],
    ["PATCH", "/api/admin/product/categories/1", {}, "_:validation.emptyPatch"],
    ["POST", "/api/admin/product/categories/batchUpdate", [], "_:validation.required"],
    ["POST", "/api/admin/product/categories/batchUpdate", { id: 1 }, "_"],
    ["POST", "/api/admin/product/categories/batchUpdate", [{ id: 1 }, { id: 1 }], "1.id:validation.duplicate"],
    ["POST", "/api/admin/product/categories/batchUpdate", [{ id: 1, name: "x" }], "0"],
    ["POST", "/api/admin/product/topics", { name: "T", startAt: "tomorrow" }, "startAt:validation.datetime"],
    [
      "POST",
      "/api/admin/product/topics",
      { name: "T", startAt: "2026-12-02T00:00:00Z", endAt: "2026-12-01T00:00:00Z" },
      "endAt:validation.timeRange",
    ],
    ["POST", "/api/admin/product/topics", { name: "T", productIds: [0] }, "productIds.0:validation.integer"],
    ["POST", "/api/admin/product/topics", { name: "T", isDisplay: "yes" }, "isDisplay:validation.boolean"],
    ["POST", "/api/admin/product/tags", { name: "x".repeat(31) }, "name:validation.max"],
    ["POST", "/api/admin/product/tags", { name: "T", isOnlyForAdmin: 1 }, "isOnlyForAdmin:validation.boolean"],
    ["POST", "/api/admin/product/information", { name: "I" }, "content:validation.required"],
    ["PATCH", "/api/admin/product/information/1", { title: "x" }, "_"],
  ])("%s %s %j → 422 naming %s", async (method, path, body, expected) => {
    const { token } = await storeWithAdmin();
    const r = await api(A, method, path, { token, body });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    const paths = issuePaths(r);
    expect(
      paths.some((p) => p === expected || p.startsWith(`${expected}:`)),
      paths.join(", "),
    ).toBe(true);
  });

  it("refuses malformed JSON, a non-numeric id and a bad list query with 422", async () => {
    const { token } = await storeWithAdmin();
    expect((await api(A, "POST", "/api/admin/product/tags", { token, raw: "{" })).status).toBe(422);
    expect((await api(A, "GET", "/api/admin/product/tags/abc", { token })).status).toBe(422);
    expect((await api(A, "GET", "/api/product/topics/abc")).status).toBe(422);
    expect((await api(A, "GET", "/api/admin/product/topics?showing=9", { token })).status).toBe(422);
    expect((await api(A, "GET", "/api/admin/product/categories?isDisplay=maybe", { token })).status).toBe(422);
  });
});

describe("audit log and cache map", () => {
  it("writes one audit row per change and bumps only the area's cache keys", async () => {
    const { storeId, token } = await storeWithAdmin();
    const mapNow = async () => (await api(A, "GET", "/api/initial")).body.apiCacheMap as Record<string, number>;
    const bumped = (before: Record<string, number>, after: Record<string, number>) =>
      Object.keys(after)
        .filter((k) => after[k] !== before[k])
        .sort();

    const steps: [string, string, unknown, string[]][] = [
      [
        "POST",
        "/api/admin/product/categories",
        { name: "C" },
        ["highlightProductCategory", "productCategory", "promotionProductCategory"],
      ],
      ["POST", "/api/admin/product/topics", { name: "T" }, ["productTopic"]],
      ["POST", "/api/admin/product/tags", { name: "G" }, ["productTags"]],
      ["POST", "/api/admin/product/information", { name: "I", content: "<p>x</p>" }, ["initial"]],
    ];
    const ids: number[] = [];
    for (const [method, path, body, keys] of steps) {
      const before = await mapNow();
      const r = await api(A, method, path, { token, body });
      expect(r.body.code).toBe(0);
      ids.push(r.body.data.id);
      // The answer already carries the new cache times.
      expect(bumped(before, r.body.apiCacheMap), path).toEqual(keys);
      expect(bumped(before, await mapNow()), path).toEqual(keys);
    }
    const [c, t, g, i] = ids as [number, number, number, number];
    await ok(A, token, "PATCH", `/api/admin/product/categories/${c}`, { sort: 2 });
    await ok(A, token, "POST", "/api/admin/product/categories/batchUpdate", [{ id: c, sort: 3 }]);
    await ok(A, token, "PATCH", `/api/admin/product/topics/${t}`, { productIds: [] });
    await ok(A, token, "DELETE", `/api/admin/product/tags/${g}`);
    await ok(A, token, "PATCH", `/api/admin/product/information/${i}`, { name: "I2" });

    const rows = await sql<Record<string, unknown>>(
      "SELECT store_id, user_name, method, path, system, object_id, payload FROM audit_logs ORDER BY id",
    );
    expect(rows).toEqual([
      {
        store_id: storeId,
        user_name: ADMIN.name,
        method: "POST",
        path: "/api/admin/product/categories",
        system: "ProductCategory",
        object_id: String(c),
        payload: JSON.stringify({ name: "C", sort: 0, isDisplay: true, mediaId: null }),
      },
      expect.objectContaining({
        method: "POST",
        path: "/api/admin/product/topics",
        system: "ProductTopic",
        object_id: String(t),
      }),
      expect.objectContaining({
        method: "POST",
        path: "/api/admin/product/tags",
        system: "ProductTag",
        object_id: String(g),
      }),
      expect.objectContaining({
        method: "POST",
        path: "/api/admin/product/information",
        system: "ProductInformation",
        object_id: String(i),
        payload: JSON.stringify({ name: "I", isDisplay: true, sort: 0 }),
      }),
      expect.objectContaining({ method: "PATCH", path: "/api/admin/product/categories/{id}", object_id: String(c) }),
      expect.objectContaining({
        method: "POST",
        path: "/api/admin/product/categories/batchUpdate",
        object_id: null,
        payload: JSON.stringify([{ id: c, sort: 3 }]),
      }),
      expect.objectContaining({
        method: "PATCH",
        path: "/api/admin/product/topics/{id}",
        system: "ProductTopic",
        object_id: String(t),
        payload: JSON.stringify({ productIds: [] }),
      }),
      expect.objectContaining({ method: "DELETE", path: "/api/admin/product/tags/{id}", payload: null }),
      expect.objectContaining({
        method: "PATCH",
        path: "/api/admin/product/information/{id}",
        system: "ProductInformation",
      }),
    ]);
  });

  it("writes no audit row and bumps nothing when a write is refused", async () => {
    const { token } = await storeWithAdmin();
    const before = (await api(A, "GET", "/api/initial")).body.apiCacheMap;
    await api(A, "DELETE", "/api/admin/product/categories/999", { token });
    await api(A, "POST", "/api/admin/product/tags", { token, body: { name: "" } });
    expect(await sql("SELECT id FROM audit_logs")).toEqual([]);
    expect((await api(A, "GET", "/api/initial")).body.apiCacheMap).toEqual(before);
  });
});

describe("permissions", () => {
  const writes: [string, string, unknown][] = [
    ["POST", "/api/admin/product/categories", { name: "C" }],
    ["POST", "/api/admin/product/categories/batchUpdate", [{ id: 1, sort: 1 }]],
    ["PATCH", "/api/admin/product/categories/1", { name: "C" }],
    ["DELETE", "/api/admin/product/categories/1", undefined],
    ["POST", "/api/admin/product/tags", { name: "G" }],
    ["PATCH", "/api/admin/product/tags/1", { name: "G" }],
    ["DELETE", "/api/admin/product/tags/1", undefined],
    ["POST", "/api/admin/product/information", { name: "I", content: "" }],
    ["PATCH", "/api/admin/product/information/1", { name: "I" }],
    ["DELETE", "/api/admin/product/information/1", undefined],
  ];
  const topicWrites: [string, string, unknown][] = [
    ["POST", "/api/admin/product/topics", { name: "T" }],
    ["PATCH", "/api/admin/product/topics/1", { name: "T" }],
    ["DELETE", "/api/admin/product/topics/1", undefined],
  ];
  const reads = [
    "/api/admin/product/categories",
    "/api/admin/product/categories/1",
    "/api/admin/product/tags",
    "/api/admin/product/tags/1",
    "/api/admin/product/information",
    "/api/admin/product/information/1",
  ];
  const topicReads = ["/api/admin/product/topics", "/api/admin/product/topics/1"];

  async function expectCode(host: string, token: string | undefined, calls: [string, string, unknown][], code: number) {
    for (const [method, path, body] of calls) {
      const r = await api(host, method, path, { token, body });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([200, code]);
    }
  }
  const asGets = (paths: string[]) => paths.map((p) => ["GET", p, undefined] as [string, string, unknown]);

  it("answers 400029 without a login and 400027 to a member, even for an invalid body", async () => {
    await createStore(A, "NORMAL", ADMIN);
    const { accessToken } = await registerMember(A, "mia@example.com");
    const all = [...writes, ...topicWrites, ...asGets([...reads, ...topicReads])];
    await expectCode(A, undefined, all, 400029);
    await expectCode(A, accessToken, all, 400027);
    const garbage = await api(A, "POST", "/api/admin/product/tags", { token: accessToken, body: { nonsense: 1 } });
    expect([garbage.status, garbage.body.code]).toEqual([200, 400027]);
    expect(await sql("SELECT id FROM audit_logs")).toEqual([]);
  });

  it("answers 400027 to an admin whose privilege 4 (the Store section) is blocked", async () => {
    const storeId = await createStore(A, "NORMAL", ADMIN);
    const added = await operator("POST", `/operator/stores/${storeId}/users`, {
      email: "limited@example.com",
      password: "limited123",
      name: "Limited Admin",
      isAdmin: true,
      blockedPrivileges: [4],
    });
    expect(added.status).toBe(201);
    const token = await loginToken(A, "limited@example.com", "limited123");
    await expectCode(A, token, [...writes, ...topicWrites, ...asGets([...reads, ...topicReads])], 400027);
  });

  it("lets a branch store's admin manage its topics only", async () => {
    const { token } = await storeWithAdmin(BRANCH, "BRANCH_MULTILEVEL_PAY_BY_SELF");
    await expectCode(BRANCH, token, [...writes, ...asGets(reads)], 400027);
    const t = await ok(BRANCH, token, "POST", "/api/admin/product/topics", { name: "Branch topic" });
    expect((await ok(BRANCH, token, "GET", "/api/admin/product/topics")).data).toHaveLength(1);
    await ok(BRANCH, token, "PATCH", `/api/admin/product/topics/${t.id}`, { sort: 1 });
    await ok(BRANCH, token, "DELETE", `/api/admin/product/topics/${t.id}`);
    // A head store manages all of it.
    const head = await storeWithAdmin(B, "HEAD_STORE_MULTILEVEL");
    await ok(B, head.token, "POST", "/api/admin/product/categories", { name: "Head category" });
  });
});

describe("isolation between stores", () => {
  it("gives store B's admin and shoppers nothing of store A's taxonomy", async () => {
    const a = await storeWithAdmin(A);
    const b = await storeWithAdmin(B);
    const catA = await category(A, a.token, { name: "A cat" });
    const mediaA = await mediaRow(a.storeId);
    const productA = await product(a.storeId, "A product", { specialPrice: 100 });
    await linkCategory(a.storeId, productA, catA.id);
    const topicA = await ok(A, a.token, "POST", "/api/admin/product/topics", {
      name: "A topic",
      mediaId: mediaA,
      productIds: [productA],
    });
    const tagA = await ok(A, a.token, "POST", "/api/admin/product/tags", { name: "Shared name" });
    const infoA = await ok(A, a.token, "POST", "/api/admin/product/information", { name: "A info", content: "x" });
    const before = await sql(
      "SELECT (SELECT group_concat(name) FROM product_categories) c, (SELECT group_concat(name) FROM product_topics) t, (SELECT group_concat(name) FROM product_tags) g, (SELECT group_concat(name) FROM product_information) i, (SELECT count(*) FROM product_topic_pivots) p",
    );

    // Shoppers at B see none of it.
    for (const path of [
      "/api/product/categories",
      "/api/product/topics",
      "/api/product/tags",
      "/api/product/information",
    ]) {
      expect((await api(B, "GET", path)).body.data.data, path).toEqual([]);
    }
    for (const path of [`/api/product/topics/${topicA.id}`, `/api/product/information/${infoA.id}`]) {
      expect((await api(B, "GET", path)).body.code, path).toBe(400004);
    }
    expect((await api(B, "GET", `/api/product/categories?parentId=${catA.id}`)).body.code).toBe(400004);

    // B's admin can neither read nor change A's rows.
    const foreign: [string, string, unknown][] = [
      ["GET", `/api/admin/product/categories/${catA.id}`, undefined],
      ["GET", `/api/admin/product/categories?parentId=${catA.id}`, undefined],
      ["PATCH", `/api/admin/product/categories/${catA.id}`, { name: "hacked" }],
      ["DELETE", `/api/admin/product/categories/${catA.id}`, undefined],
      ["POST", "/api/admin/product/categories", { name: "child", parentId: catA.id }],
      ["POST", "/api/admin/product/categories/batchUpdate", [{ id: catA.id, sort: 9 }]],
      ["GET", `/api/admin/product/topics/${topicA.id}`, undefined],
      ["PATCH", `/api/admin/product/topics/${topicA.id}`, { name: "hacked", productIds: [] }],
      ["DELETE", `/api/admin/product/topics/${topicA.id}`, undefined],
      ["GET", `/api/admin/product/tags/${tagA.id}`, undefined],
      ["PATCH", `/api/admin/product/tags/${tagA.id}`, { name: "hacked" }],
      ["DELETE", `/api/admin/product/tags/${tagA.id}`, undefined],
      ["GET", `/api/admin/product/information/${infoA.id}`, undefined],
      ["PATCH", `/api/admin/product/information/${infoA.id}`, { content: "hacked" }],
      ["DELETE", `/api/admin/product/information/${infoA.id}`, undefined],
      // A's media and products cannot be attached to B's rows.
      ["POST", "/api/admin/product/topics", { name: "B topic", mediaId: mediaA }],
      ["POST", "/api/admin/product/topics", { name: "B topic", productIds: [productA] }],
      ["POST", "/api/admin/product/categories", { name: "B cat", mediaId: mediaA }],
    ];
    for (const [method, path, body] of foreign) {
      const r = await api(B, method, path, { token: b.token, body });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([200, 400004]);
    }
    for (const path of [
      "/api/admin/product/categories",
      "/api/admin/product/topics",
      "/api/admin/product/tags",
      "/api/admin/product/information",
    ]) {
      expect((await ok(B, b.token, "GET", path)).data, path).toEqual([]);
    }
    // A's token means nothing at B's host.
    expect((await api(B, "GET", "/api/admin/product/categories", { token: a.token })).body.code).toBe(400029);

    // Tag names are unique per store, not across stores.
    await ok(B, b.token, "POST", "/api/admin/product/tags", { name: "Shared name" });
    // Nor can A attach its products to B's topic.
    const bTopic = await ok(B, b.token, "POST", "/api/admin/product/topics", { name: "B topic" });
    const attach = await api(A, "PATCH", `/api/admin/product/topics/${bTopic.id}`, {
      token: a.token,
      body: { productIds: [productA] },
    });
    expect(attach.body.code).toBe(400004);
    expect(await sql("SELECT count(*) n FROM product_topic_pivots WHERE topic_id = ?", bTopic.id)).toEqual([{ n: 0 }]);

    expect(
      await sql(
        "SELECT (SELECT group_concat(name) FROM product_categories) c, (SELECT group_concat(name) FROM product_topics WHERE store_id = ?) t, (SELECT group_concat(name) FROM product_tags WHERE store_id = ?) g, (SELECT group_concat(name) FROM product_information) i, (SELECT count(*) FROM product_topic_pivots) p",
        a.storeId,
        a.storeId,
      ),
    ).toEqual(before);
    expect(await sql("SELECT DISTINCT store_id FROM audit_logs WHERE user_name IS NOT NULL ORDER BY store_id")).toEqual(
      [{ store_id: a.storeId }, { store_id: b.storeId }],
    );
    expect(await sql("SELECT count(*) n FROM audit_logs WHERE store_id = ?", b.storeId)).toEqual([{ n: 2 }]);
  });
});

describe("service functions for page loaders", () => {
  it("serves the tree, one category with ancestors, topics, tags and information", async () => {
    const { storeId, token } = await storeWithAdmin();
    const store = await findStore(getDb(env.DB), storeId);
    const scope = storeScope(env as unknown as Env, getDb(env.DB), store as NonNullable<typeof store>);

    const l1 = await category(A, token, { name: "L1" });
    const l2 = await category(A, token, { name: "L2", parentId: l1.id });
    const l3 = await category(A, token, { name: "L3", parentId: l2.id });
    const hidden = await category(A, token, { name: "Hidden", isDisplay: false });

    expect(shape(await categoryTree(scope, { displayOnly: true }))).toEqual([[l1.id, [[l2.id, [l3.id]]]]]);
    expect(shape(await categoryTree(scope, { displayOnly: false }))).toEqual([[l1.id, [[l2.id, [l3.id]]]], hidden.id]);
    expect(await findCategory(scope, l3.id)).toMatchObject({
      id: l3.id,
      level: 3,
      ancestors: [
        { id: l1.id, name: "L1" },
        { id: l2.id, name: "L2" },
      ],
    });
    expect(await findCategory(scope, hidden.id)).toBeNull();
    expect(await findCategory(scope, hidden.id, { displayOnly: false })).toMatchObject({ name: "Hidden" });
    expect(await findCategory(scope, 999)).toBeNull();

    const t = await ok(A, token, "POST", "/api/admin/product/topics", { name: "T", startAt: isoIn(DAY) });
    expect(await listTopics(scope, { displayOnly: true })).toEqual([]);
    expect(await listTopics(scope, { displayOnly: true, now: isoIn(2 * DAY) })).toMatchObject([{ id: t.id }]);
    expect((await listTopics(scope, { displayOnly: false })).map((x) => x.id)).toEqual([t.id]);
    expect(await getTopic(scope, t.id)).toBeNull();
    expect(await getTopic(scope, t.id, { displayOnly: false })).toMatchObject({ name: "T", media: null });

    const g = await ok(A, token, "POST", "/api/admin/product/tags", { name: "Admin", isOnlyForAdmin: true });
    expect(await listTags(scope, { includeAdminOnly: false })).toEqual([]);
    expect(await listTags(scope, { includeAdminOnly: true })).toEqual([
      { id: g.id, name: "Admin", isOnlyForAdmin: true },
    ]);

    const i = await ok(A, token, "POST", "/api/admin/product/information", { name: "I", content: "<p>i</p>" });
    expect(await getInformation(scope, i.id)).toEqual({
      id: i.id,
      name: "I",
      content: "<p>i</p>",
      isDisplay: true,
      sort: 0,
    });
    expect(await getInformation(scope, 999)).toBeNull();
  });
});
