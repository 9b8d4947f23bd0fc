import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bumpCacheMap } from "../../functions/platform/tenancy/cacheMap";
import { api, operator, shopWithAdmin, sql } from "../helpers";

// Spec storefront §4: a NORMAL store's initial data carries categories (three levels, with
// hasPromotionProducts), article categories, topics and tags; other statuses do not; a limited
// policy turns topics off. The lists are cached under apiCacheMap, read in one D1 call.

const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

async function shop(host: string) {
  const { storeId: id, token } = await shopWithAdmin(host, "NORMAL", ADMIN);
  return { id, host, token };
}

async function ok(host: string, token: string, method: string, path: string, body?: unknown) {
  const r = await api(host, method, path, { token, body });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
}

/** Categories l1 > l2 > l3 (l3 holds a product on special price), a hidden one, topics, tags, article categories. */
async function catalogue(host: string, storeId: number, token: string) {
  const l1 = await ok(host, token, "POST", "/api/admin/product/categories", { name: "服飾", sort: 1 });
  const l2 = await ok(host, token, "POST", "/api/admin/product/categories", { name: "上衣", parentId: l1.id });
  const l3 = await ok(host, token, "POST", "/api/admin/product/categories", { name: "T恤", parentId: l2.id });
  await ok(host, token, "POST", "/api/admin/product/categories", { name: "Hidden", isDisplay: false });
  const plain = await ok(host, token, "POST", "/api/admin/product/categories", { name: "Plain", sort: 0 });
  const [p] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name, price, special_price, is_display) VALUES (?, 'Tee', 10000, 8000, 1) RETURNING id",
    storeId,
  );
  await sql(
    "INSERT INTO product_category_links (store_id, product_id, category_id) VALUES (?, ?, ?)",
    storeId,
    p!.id,
    l3.id,
  );
  const topic = await ok(host, token, "POST", "/api/admin/product/topics", { name: "Summer", sort: 5 });
  await ok(host, token, "POST", "/api/admin/product/topics", { name: "Hidden topic", isDisplay: false });
  const tag = await ok(host, token, "POST", "/api/admin/product/tags", { name: "Sale" });
  await ok(host, token, "POST", "/api/admin/product/tags", { name: "Internal", isOnlyForAdmin: true });
  const news = await ok(host, token, "POST", "/api/admin/article/categories", { name: "News", sort: 2 });
  await ok(host, token, "POST", "/api/admin/article/categories", { name: "Drafts", isDisplay: false });
  return { l1, l2, l3, plain, topic, tag, news };
}

const initial = async (host: string) => (await api(host, "GET", "/api/initial")).body;

describe("store initial data lists (NORMAL stores)", () => {
  it("carries the category tree, article categories, topics and tags, as the storefront lists give them", async () => {
    const host = "init-normal.localhost";
    const s = await shop(host);
    const other = await shop("init-other.localhost");
    await ok(other.host, other.token, "POST", "/api/admin/product/categories", { name: "Other store", sort: 99 });
    await ok(other.host, other.token, "POST", "/api/admin/product/tags", { name: "Other tag" });
    expect((await initial(other.host)).data.categories.map((n: { name: string }) => n.name)).toEqual(["Other store"]);
    const c = await catalogue(host, s.id, s.token);
    const body = await initial(host);
    expect(body.code).toBe(0);
    const d = body.data;
    expect(d.storeStatus).toBe("NORMAL");
    expect(d.categories.map((n: { id: number }) => n.id)).toEqual([c.l1.id, c.plain.id]);
    expect(d.categories[0]).toMatchObject({
      id: c.l1.id,
      name: "服飾",
      parentId: null,
      level: 1,
      isDisplay: true,
      hasPromotionProducts: true,
      children: [
        {
          id: c.l2.id,
          level: 2,
          hasPromotionProducts: true,
          children: [{ id: c.l3.id, name: "T恤", level: 3, hasPromotionProducts: true, children: [] }],
        },
      ],
    });
    expect(d.categories[1]).toMatchObject({ id: c.plain.id, hasPromotionProducts: false });
    expect(d.articleCategories).toEqual([{ id: c.news.id, name: "News", sort: 2, isDisplay: true }]);
    expect(d.topics).toHaveLength(1);
    expect(d.topics[0]).toMatchObject({ id: c.topic.id, name: "Summer", media: null, isDisplay: true });
    expect(d.tags).toEqual([{ id: c.tag.id, name: "Sale", isOnlyForAdmin: false }]);

    // The same rules as the list calls: one definition of "what shoppers see".
    expect(d.categories).toEqual((await api(host, "GET", "/api/product/categories")).body.data.data);
    expect(d.topics).toEqual((await api(host, "GET", "/api/product/topics")).body.data.data);
    expect(d.articleCategories).toEqual((await api(host, "GET", "/api/article/categories")).body.data);
    const tags = (await api(host, "GET", "/api/product/tags")).body.data;
    expect(d.tags).toEqual(tags.data ?? tags);
  });

  it("a store whose status is not NORMAL gets none of them; a limited policy turns topics off", async () => {
    const closed = await shop("init-closed.localhost");
    await catalogue(closed.host, closed.id, closed.token);
    expect((await operator("PATCH", `/operator/stores/${closed.id}`, { status: "CLOSE_STORE_BY_USER" })).status).toBe(
      200,
    );
    const d = (await initial(closed.host)).data;
    expect(d.storeStatus).toBe("CLOSE_STORE_BY_USER");
    for (const k of ["categories", "articleCategories", "topics", "tags"]) expect(d).not.toHaveProperty(k);

    const limited = await shop("init-limited.localhost");
    const c = await catalogue(limited.host, limited.id, limited.token);
    await sql(`UPDATE stores SET policy = '{"isLimited":true}' WHERE id = ?`, limited.id);
    await operator("PATCH", `/operator/stores/${limited.id}`, { name: "Limited" }); // drops the cached store row
    const l = (await initial(limited.host)).data;
    expect(l.policy.isLimited).toBe(true);
    expect(l.topics).toEqual([]);
    expect(l.categories.map((n: { id: number }) => n.id)).toEqual([c.l1.id, c.plain.id]);
    expect(l.tags).toHaveLength(1);
  });

  it("is cached under apiCacheMap: a write without a bump is not seen, an admin write shows at once", async () => {
    const host = "init-cache.localhost";
    const s = await shop(host);
    await ok(host, s.token, "POST", "/api/admin/product/categories", { name: "First" });
    expect((await initial(host)).data.categories.map((n: { name: string }) => n.name)).toEqual(["First"]);
    // Behind the cache's back: the cached lists stand until a cache key moves.
    await sql("INSERT INTO product_categories (store_id, name) VALUES (?, 'Sneaked in')", s.id);
    expect((await initial(host)).data.categories.map((n: { name: string }) => n.name)).toEqual(["First"]);
    const before = (await initial(host)).apiCacheMap.productCategory;
    await ok(host, s.token, "POST", "/api/admin/product/categories", { name: "Second", sort: 9 });
    const after = await initial(host);
    expect(after.apiCacheMap.productCategory).toBeGreaterThan(before);
    expect(after.data.categories.map((n: { name: string }) => n.name)).toEqual(["Second", "First", "Sneaked in"]);
    await ok(host, s.token, "POST", "/api/admin/article/categories", { name: "Tips" });
    expect((await initial(host)).data.articleCategories.map((n: { name: string }) => n.name)).toEqual(["Tips"]);
  });

  it("adds at most one D1 round trip when its cache is cold, and none when warm", async () => {
    const count = async (host: string) => {
      const r = await SELF.fetch(`http://${host}/api/initial`, { headers: { "x-sf-count-d1": "1" } });
      expect(r.status).toBe(200);
      const m = /statements=(\d+); round-trips=(\d+)/.exec(r.headers.get("x-sf-d1") ?? "");
      return { statements: Number(m?.[1]), roundTrips: Number(m?.[2]) };
    };
    // A closed store reads no lists: its counts are what /api/initial cost before the lists.
    const closed = await shop("init-count-closed.localhost");
    await operator("PATCH", `/operator/stores/${closed.id}`, { status: "CLOSE_STORE_BY_USER" });
    const host = "init-count.localhost";
    const s = await shop(host);
    await catalogue(host, s.id, s.token);
    await count(closed.host); // its host entry back in KV, like the other store's

    // Right after a write to a store's map, its per-isolate caches are cold (store row and lists
    // alike); the closed store's are made cold the same way, for its base count.
    await bumpCacheMap(env, closed.id, ["initial"]);
    const base = await count(closed.host);
    await ok(host, s.token, "POST", "/api/admin/product/tags", { name: "Colder" });
    const cold = await count(host);
    expect(cold.roundTrips).toBe(base.roundTrips + 1);
    expect(cold.statements).toBe(base.statements + 5); // the five list reads share that one call
    // Warm, /api/initial reads nothing from D1, as before the lists.
    expect(await count(host)).toEqual({ statements: 0, roundTrips: 0 });
  });
});
