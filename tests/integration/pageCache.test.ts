import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStore, loginToken } from "../helpers";

// Anonymous storefront pages come from the Cache API until an admin write bumps the cache map.
const ADMIN = { email: "owner@cache.test", password: "owner1234", name: "Cache Owner" };

async function page(host: string, path = "/", headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://${host}${path}`, { headers });
  return { status: res.status, cache: res.headers.get("x-sf-page-cache"), html: await res.text() };
}

/** cache.put runs in waitUntil: ask again until the stored copy answers. */
async function untilHit(host: string, path = "/") {
  for (let i = 0; i < 20; i++) {
    const r = await page(host, path);
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
});
