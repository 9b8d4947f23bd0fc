import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { scheduleMarksOf } from "../../db/scheduleMarks";
import { PAGE_CACHE_TTL_S } from "../../functions/platform/pageCache/pageCache";
import { api, createStore, operator, shopWithAdmin, sql } from "../helpers";
import {
  cartLine,
  checkoutBody,
  member,
  paymentMethods,
  postCheckout,
  product,
  shippingMethod,
  stockOf,
} from "./checkoutFixtures";

// Issue 14 §2: pages stay cached for hours because every change they show announces itself. For
// each kind of change, the next anonymous request shows it (a new key), with no wait for the TTL.

const ADMIN = { email: "owner@news.test", password: "owner1234", name: "News Owner" };

async function page(host: string, path = "/", headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://${host}${path}`, { headers });
  return { status: res.status, cache: res.headers.get("x-sf-page-cache"), html: await res.text(), url: res.url };
}

/** cache.put runs in waitUntil: ask again until the stored copy answers. */
async function untilHit(host: string, path = "/") {
  for (let i = 0; i < 40; i++) {
    const r = await page(host, path);
    if (r.cache === "hit") return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${host}${path} never came from the cache`);
}

const sleepUntil = (t: number) => new Promise((ok) => setTimeout(ok, Math.max(0, t - Date.now())));

async function store(host: string) {
  const { storeId, token } = await shopWithAdmin(host, "NORMAL", ADMIN);
  return { host, storeId, token };
}

/** The product page's own address (the slug of its name), as a shopper lands on it. */
async function productPath(host: string, productId: number) {
  return new URL((await page(host, `/product/${productId}/x`)).url).pathname;
}

describe("page cache: what announces itself", () => {
  it("keeps pages for hours, not seconds", () => {
    expect(PAGE_CACHE_TTL_S).toBeGreaterThanOrEqual(3600);
  });

  it("a price change shows on the next request", async () => {
    const s = await store("news-price.localhost");
    const created = await api(s.host, "POST", "/api/admin/products", {
      token: s.token,
      body: { name: "Price Tea", price: 12300, stocks: [{ spec: "", stock: 50 }] },
    });
    const id = created.body.data.id as number;
    const path = await productPath(s.host, id);
    expect((await untilHit(s.host, path)).html).toContain("123");
    const patched = await api(s.host, "PATCH", `/api/admin/products/${id}`, { token: s.token, body: { price: 45600 } });
    expect(patched.body.code).toBe(0);
    const next = await page(s.host, path);
    expect(next.cache).toBe("miss");
    expect(next.html).toContain("456");
    expect(next.html).not.toContain("NT$123");
  });

  it("a sale that sells a line out shows sold out at once, a cancel brings it back; a sale far above the threshold keeps the page", async () => {
    const s = await store("news-stock.localhost");
    const homeId = await shippingMethod(s.storeId, { cod: true });
    await paymentMethods(s.storeId);
    const buyer = await member(s.host, "buyer@news.test");
    const p = await product(s.storeId, 10_000, { stock: 14, name: "Last Oolong" });
    const path = await productPath(s.host, p.productId);
    const before = await untilHit(s.host, path);
    expect(before.html).not.toContain("已售完");

    // 14 → 12: no page names a count above 10, so the cached page stays.
    await cartLine(s.storeId, buyer.userId, { ...p, quantity: 2 });
    const small = await postCheckout({ host: s.host }, buyer.token, checkoutBody({ homeId }, 2 * 10_000 + 6000));
    expect(small.body.code).toBe(0);
    expect((await page(s.host, path)).cache).toBe("hit");

    // 12 → 0: the last units go, and the next anonymous visitor sees it.
    await cartLine(s.storeId, buyer.userId, { ...p, quantity: 12 });
    const last = await postCheckout({ host: s.host }, buyer.token, checkoutBody({ homeId }, 12 * 10_000 + 6000));
    expect(last.body.code).toBe(0);
    expect(await stockOf(p.stockId)).toBe(0);
    const out = await page(s.host, path);
    expect(out.cache).toBe("miss");
    expect(out.html).toContain("已售完");
    expect((await untilHit(s.host, path)).html).toContain("已售完");

    // The member cancels: the stock comes back, and so does the buy button.
    const orderId = last.body.data.order.id as number;
    const cancel = await api(s.host, "PATCH", `/api/orders/${orderId}`, {
      token: buyer.token,
      body: { action: "cancel", reason: "Changed my mind" },
    });
    expect(cancel.body.code).toBe(0);
    expect(await stockOf(p.stockId)).toBe(12);
    const back = await page(s.host, path);
    expect(back.cache).toBe("miss");
    expect(back.html).not.toContain("已售完");
  });

  it("a promotion starts and ends on the product page at its own second, with no write in between", async () => {
    const s = await store("news-promo.localhost");
    const p = await product(s.storeId, 10_000, { name: "Promo Tea" });
    const path = await productPath(s.host, p.productId);
    const startAt = Date.now() + 2500;
    const endAt = startAt + 2000;
    const created = await api(s.host, "POST", "/api/admin/promotions", {
      token: s.token,
      body: {
        name: "Tea week 10% off",
        description: "Any two teas",
        isOpen: true,
        conditionType: "FULL_QUANTITY",
        actionType: "PERCENT_OFF",
        conditions: [{ condition: 2, value: 10, profitPercent: 0, extras: [] }],
        listType: "WHITE",
        productIds: [p.productId],
        startAt: new Date(startAt).toISOString(),
        endAt: new Date(endAt).toISOString(),
      },
    });
    expect(created.body.code).toBe(0);
    const waiting = await untilHit(s.host, path);
    expect(waiting.html).not.toContain("Tea week 10% off");

    await sleepUntil(startAt + 100);
    const started = await page(s.host, path);
    expect(started.cache).toBe("miss");
    expect(started.html).toContain("Tea week 10% off");
    expect(started.html).toContain('data-testid="product-offers"');

    await sleepUntil(endAt + 100);
    const ended = await page(s.host, path);
    expect(ended.cache).toBe("miss");
    expect(ended.html).not.toContain("Tea week 10% off");
  });

  it("the store's language and its closing show on the next request", async () => {
    const s = await store("news-store.localhost");
    expect((await untilHit(s.host)).html).toMatch(/<html[^>]*lang="zh-TW"/);
    const lang = await api(s.host, "PATCH", "/api/admin/setting/system", {
      token: s.token,
      body: { defaultLocale: "en" },
    });
    expect(lang.body.code).toBe(0);
    const english = await page(s.host);
    expect(english.cache).toBe("miss");
    expect(english.html).toMatch(/<html[^>]*lang="en"/);
    await untilHit(s.host);

    const closed = await operator("PATCH", `/operator/stores/${s.storeId}`, { status: "CLOSE_STORE_BY_USER" });
    expect(closed.status).toBe(200);
    const shut = await page(s.host);
    expect(shut.cache).not.toBe("hit");
    expect(shut.html).toContain("Store temporarily closed");
  });

  it("a signed-in member's page is never served to another visitor, nor the shared page to the member", async () => {
    const s = await store("news-personal.localhost");
    const m = await api(s.host, "POST", "/api/auth/register", {
      body: { name: "Private Person", email: "private@news.test", password: "member1234" },
      headers: { "cf-connecting-ip": "203.0.113.77" },
    });
    const token = m.body.data.accessToken as string;
    const mine = await page(s.host, "/", { authorization: `Bearer ${token}` });
    expect(mine.cache).toBeNull();
    expect(mine.html).toContain("Private Person");
    const anonymous = await page(s.host);
    expect(anonymous.html).not.toContain("Private Person");
    await untilHit(s.host);
    const again = await page(s.host, "/", { authorization: `Bearer ${token}` });
    expect(again.cache).toBeNull();
    expect(again.html).toContain("Private Person");
    expect((await page(s.host)).html).not.toContain("Private Person");
  });
});

describe("scheduled windows as page-cache marks (real D1)", () => {
  it("reads promotion, topic and article instants of the store and its head store, never another store's", async () => {
    const head = await createStore("marks-head.localhost", "HEAD_STORE_MULTILEVEL");
    const other = await createStore("marks-other.localhost");
    const [branch] = await sql<{ id: number }>(
      `INSERT INTO stores (name, type, parent_store_id) VALUES ('Branch', 'BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE', ?) RETURNING id`,
      head,
    );
    const now = Date.parse("2030-06-01T00:00:00.000Z");
    const at = (h: number) => new Date(now + h * 3_600_000).toISOString();
    const promo = (storeId: number, start: string, end: string, open = 1) =>
      sql(
        `INSERT INTO promotions (store_id, name, is_open, start_at, end_at, condition_type, action_type)
         VALUES (?, 'P', ?, ?, ?, 'FULL_AMOUNT', 'AMOUNT_OFF')`,
        storeId,
        open,
        start,
        end,
      );
    await promo(head, at(-5), at(2));
    await promo(head, at(-9), at(9), 0); // closed: shows nowhere, so it marks nothing
    await promo(other, at(1), at(3)); // another network's
    await sql(
      "INSERT INTO product_topics (store_id, name, start_at, end_at) VALUES (?, 'T', ?, ?)",
      branch!.id,
      at(4),
      at(6),
    );
    await sql("INSERT INTO articles (store_id, name, published_at) VALUES (?, 'A', ?)", branch!.id, at(-1));
    const rows = await scheduleMarksOf(getDb(env.DB), branch!.id, new Date(now).toISOString());
    const times = rows.map((r) => `${r.t}${r.after ? "+" : ""}`).sort();
    expect(times).toEqual([at(-5), at(-1), `${at(2)}+`, at(4), at(6)].sort());
    const own = await scheduleMarksOf(getDb(env.DB), other, new Date(now).toISOString());
    expect(own.map((r) => r.t).sort()).toEqual([at(1), at(3)]);
  });
});
