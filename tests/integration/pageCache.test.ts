import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clearHotPages } from "../../functions/platform/pageCache/hotPages";
import { cachedPageFirst, firstLookKey } from "../../functions/platform/pageCache/pageCache";
import { memoClear, memoGet } from "../../functions/platform/tenancy/storeMemo";
import { api, createStore, inlineScriptHashes, loginToken } from "../helpers";

// Anonymous storefront pages come from the Cache API until an admin write bumps the cache map.
const ADMIN = { email: "owner@cache.test", password: "owner1234", name: "Cache Owner" };
/** The first look's `waitUntil` outside a request: the work runs, nothing waits for it. */
const later = (p: Promise<unknown>) => void p.catch(() => {});

async function page(host: string, path = "/", headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://${host}${path}`, { headers });
  return {
    status: res.status,
    cache: res.headers.get("x-sf-page-cache"),
    html: await res.text(),
    headers: res.headers,
  };
}

/** cache.put runs in waitUntil: ask again until the stored copy answers. */
async function untilHit(host: string, path = "/", headers: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) {
    const r = await page(host, path, headers);
    if (r.cache === "hit") return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${host}${path} never came from the cache`);
}

describe("page cache", () => {
  it("serves an anonymous page again from the cache, and a write makes the next one fresh", async () => {
    const host = "cache-a.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const first = await page(host);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    const again = await untilHit(host);
    // The same document; only the CSP nonce is new on every serve (tests/integration/csp.test.ts).
    const bare = (html: string) => html.replace(/ nonce="[^"]*"/g, "").replace(/\s*\/>/g, "/>");
    expect(bare(again.html)).toBe(bare(first.html));

    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const created = await api(host, "POST", "/api/admin/products", {
      token,
      body: { name: "快取測試商品", price: 10000, stocks: [{ spec: "", stock: 5 }] },
    });
    expect(created.body.code).toBe(0);
    const fresh = await page(host);
    expect(fresh.cache).toBe("miss");
    expect(fresh.html).toContain("快取測試商品");
  });

  it("keys by host and language, and never caches a signed-in page or the back office", async () => {
    const a = "cache-b.localhost";
    const b = "cache-c.localhost";
    await createStore(a, "NORMAL", ADMIN);
    await createStore(b, "NORMAL");
    await untilHit(a);
    const other = await page(b);
    expect(other.cache).toBe("miss");
    expect(other.html).toContain(`Store ${b}`);
    expect(other.html).not.toContain(`Store ${a}`);

    const english = await page(a, "/", { cookie: "sf_lang=en" });
    expect(english.cache).toBe("miss");
    expect(english.html).toMatch(/<html[^>]*lang="en"/);

    const token = await loginToken(a, ADMIN.email, ADMIN.password);
    const signedIn = await page(a, "/", { authorization: `Bearer ${token}` });
    expect(signedIn.cache).toBeNull();
    expect((await page(a, "/admin")).cache).toBeNull();
    expect((await page(a, "/login")).cache).toBeNull();
  });

  it("answers a hit before the app with the rendered page's headers and its scripts' hashes; a session cookie always goes the full way", async () => {
    const host = "cache-d.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const first = await page(host);
    expect(first.cache).toBe("miss");
    // A guest's own cookie (the cart's id) does not make the page personal.
    const hit = await untilHit(host, "/", { cookie: `guestId=${"g".repeat(32)}` });
    const servedCsp = hit.headers.get("content-security-policy") ?? "";
    expect(servedCsp).not.toContain("'nonce-");
    expect(hit.html).not.toContain("nonce=");
    for (const hash of await inlineScriptHashes(hit.html)) expect(servedCsp).toContain(hash);
    // Every other header is the rendered answer's: security headers, frame rule, type, language.
    const skip = new Set([
      "age",
      "cf-cache-status",
      "date",
      "x-request-id",
      "x-sf-page-cache",
      "content-length",
      "content-security-policy",
    ]);
    const headersOf = (h: Headers) => [...h.entries()].filter(([k]) => !skip.has(k));
    expect(headersOf(hit.headers)).toEqual(headersOf(first.headers));
    // The same policy but for how inline scripts are allowed.
    const scriptsAs = (csp: string | null, as: string) =>
      csp?.replace(/(?: '(?:nonce|sha256)-[^']+')+ 'report-sample'/, ` ${as} 'report-sample'`);
    expect(scriptsAs(servedCsp, "S")).toBe(scriptsAs(first.headers.get("content-security-policy"), "S"));
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // The hit is the first look's (no session, no scope, no router); a visitor with a session is not.
    const req = (cookie?: string) => new Request(`http://${host}/`, { headers: cookie ? { cookie } : {} });
    expect(await cachedPageFirst(req(), env, later)).not.toBeNull();
    expect(await cachedPageFirst(req("sf_session=abc"), env, later)).toBeNull();
    expect(await cachedPageFirst(new Request(`http://${host}/cart`), env, later)).toBeNull();
    // An image or an operator call is left to its own route, without a store lookup.
    memoClear();
    expect(await cachedPageFirst(new Request(`http://${host}/media/1/2/300x300.webp`), env, later)).toBeNull();
    expect(await cachedPageFirst(new Request(`http://${host}/operator/stores`), env, later)).toBeNull();
    expect(memoGet(host)).toBeUndefined();
    expect(hit.headers.get("strict-transport-security")).toContain("max-age=");

    // A session cookie, even one that names no session, is never answered from the shared copy.
    const claimed = await page(host, "/", { cookie: "sf_session=not-a-session" });
    expect(claimed.cache).toBeNull();
    expect(claimed.headers.get("cache-control")).toBe("private, no-store");
  });

  it("an unknown host: its calls answer 400003 at the first look, and its one screen is kept per language", async () => {
    const host = "nobody-here.localhost";
    const call = await SELF.fetch(`http://${host}/api/initial`);
    expect(call.status).toBe(200);
    expect(call.headers.get("cache-control")).toBe("no-store");
    expect(call.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await call.json()).toEqual({
      code: 400003,
      data: null,
      apiCacheMap: null,
      frontendVersion: expect.any(String),
      message: "Website does not exist.",
    });
    expect(await cachedPageFirst(new Request(`http://${host}/api/products`), env, later)).toEqual({
      kind: "unknownHost",
    });

    // (Another test's unknown host may have put the screen in the cache already.)
    const first = await page(host, "/product/1");
    expect(first.status).toBe(404);
    expect(first.html).toContain("此網站不存在");
    // Any path, any unknown host: the same invalid-domain screen, from the cache, with a fresh nonce.
    let again = await page("another-nobody.localhost", "/");
    for (let i = 0; i < 20 && again.cache !== "hit"; i++) again = await page("another-nobody.localhost", "/");
    expect(again.status).toBe(404);
    expect(again.cache).toBe("hit");
    const bare = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
    expect(bare(again.html)).toBe(bare(first.html));
    expect(again.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const english = await page(host, "/", { cookie: "sf_lang=en" });
    expect(english.status).toBe(404);
    expect(english.html).toMatch(/<html[^>]*lang="en"/);
    expect(english.html).not.toContain("此網站不存在");

    // Once an operator adds the host, it is the store's at once: no kept screen stands in the way.
    await createStore(host, "NORMAL");
    const live = await page(host, "/");
    expect(live.status).toBe(200);
    expect(live.html).toContain(`Store ${host}`);
  });

  it("an anonymous /api/initial is kept in the isolate per store version and language; a signed-in one never", async () => {
    const host = "cache-initial.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const first = await SELF.fetch(`http://${host}/api/initial`);
    const body = await first.json<{ code: number; data: { name: string } }>();
    expect(body.code).toBe(0);
    let kept = await cachedPageFirst(new Request(`http://${host}/api/initial`), env, later);
    for (let i = 0; i < 20 && !kept; i++) {
      await new Promise((ok) => setTimeout(ok, 25));
      kept = await cachedPageFirst(new Request(`http://${host}/api/initial`), env, later);
    }
    expect(kept?.kind).toBe("api");
    const again = await SELF.fetch(`http://${host}/api/initial`, { headers: { guestid: "g".repeat(32) } });
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(await again.json()).toEqual(body);

    // Signed in: the answer names the user and is never the kept one.
    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const withToken = new Request(`http://${host}/api/initial`, { headers: { authorization: `Bearer ${token}` } });
    expect(await cachedPageFirst(withToken, env, later)).toBeNull();
    const mine = await api(host, "GET", "/api/initial", { token });
    expect(mine.body.data.user.email).toBe(ADMIN.email);

    // A write bumps the store's versions: the next anonymous answer is new (a new product category).
    const made = await api(host, "POST", "/api/admin/product/categories", { token, body: { name: "新分類", sort: 1 } });
    expect(made.body.code).toBe(0);
    const fresh = await (await SELF.fetch(`http://${host}/api/initial`)).json<{
      apiCacheMap: unknown;
      data: unknown;
    }>();
    expect(fresh.apiCacheMap).not.toEqual((body as unknown as { apiCacheMap: unknown }).apiCacheMap);
    expect(JSON.stringify(fresh.data)).toContain("新分類");
  });

  it("a page missing from this data centre's cache comes from its KV copy, with its scripts' hashes; no copy, a render", async () => {
    const host = "cache-kv.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const first = await page(host);
    expect(first.cache).toBe("miss");
    await untilHit(host);
    const key = await firstLookKey(new Request(`http://${host}/`), env);
    expect(key).not.toBeNull();
    const copies = await env.KV.list({ prefix: "page:" });
    expect(copies.keys.length).toBeGreaterThan(0);

    // Another data centre: neither its Cache API nor its isolates have the page; KV does.
    const elsewhere = async () => {
      clearHotPages();
      await (caches as unknown as { default: Cache }).default.delete(key as string);
    };
    await elsewhere();
    const fromKv = await page(host);
    expect(fromKv.cache).toBe("hit");
    const bare = (html: string) => html.replace(/ nonce="[^"]*"/g, "").replace(/\s*\/>/g, "/>");
    expect(bare(fromKv.html)).toBe(bare(first.html));
    const policy = fromKv.headers.get("content-security-policy") ?? "";
    const needed = await inlineScriptHashes(fromKv.html);
    expect(needed.length).toBeGreaterThanOrEqual(2);
    for (const hash of needed) expect(policy).toContain(hash);

    // Without the KV copy either, the page is rendered again (and kept again).
    await elsewhere();
    for (const k of copies.keys) await env.KV.delete(k.name);
    expect((await page(host)).cache).toBe("miss");
  });
});
