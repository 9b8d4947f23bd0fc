import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { scriptHashesOf } from "../../functions/platform/csp";
import { api, createStore, inlineScriptHashes, loginToken, operator, sessionCookieOf, sql } from "../helpers";

// Page headers: a CSP with a fresh nonce on every render, and the hashes of exactly the rendered
// scripts on a page-cache hit (sent byte for byte as stored), frame rules
// per store (own and head store's hosts) and never for the back office, private pages not stored.

const ADMIN = { email: "owner@csp.test", password: "owner1234", name: "Csp Owner" };

async function page(host: string, path = "/", headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://${host}${path}`, { headers, redirect: "manual" });
  return { res, csp: res.headers.get("content-security-policy") ?? "", html: await res.text() };
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(/\s+/) ?? [];

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

async function untilHit(host: string, path = "/") {
  for (let i = 0; i < 20; i++) {
    const r = await page(host, path);
    if (r.res.headers.get("x-sf-page-cache") === "hit") return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${host}${path} never came from the cache`);
}

describe("content security policy", () => {
  it("gives every script of a storefront page the response's nonce and allows no inline script", async () => {
    const host = "csp-a.localhost";
    const storeId = await createStore(host, "NORMAL", ADMIN);
    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const created = await api(host, "POST", "/api/admin/products", {
      token,
      body: { name: "CSP 測試商品", price: 10000, stocks: [{ spec: "", stock: 5 }] },
    });
    expect(created.body.code).toBe(0);
    const [product] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = ?", storeId);

    const moved = await page(host, `/product/${product?.id}`);
    const productPath = new URL(moved.res.headers.get("location") ?? "", `http://${host}`).pathname;
    expect(productPath).toMatch(/^\/product\/\d+\/./);
    for (const path of ["/", productPath]) {
      const { res, csp, html } = await page(host, path, {});
      expect(res.status).toBe(200);
      const nonce = nonceOf(csp);
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
      expect(directive(csp, "object-src")).toEqual(["'none'"]);
      expect(directive(csp, "base-uri")).toEqual(["'self'"]);
      expect(directive(csp, "report-uri")).toEqual([`http://${host}/api/store/frontendErrorLogs`]);
      expect(res.headers.get("reporting-endpoints")).toBe(`csp="http://${host}/api/store/frontendErrorLogs"`);
      expect(res.headers.get("x-sf-csp-nonce")).toBeNull();
      const tags = scriptTags(html);
      expect(tags.length).toBeGreaterThanOrEqual(3); // React Router's context, modules, JSON-LD at least
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain('type="application/ld+json"');
    }
  }, 120_000);

  it("gives every render a fresh nonce; a cached copy is sent as stored, its policy naming exactly its scripts' hashes", async () => {
    const host = "csp-b.localhost";
    await createStore(host);
    const first = await page(host);
    const second = await page(host, "/", { "x-sf-count-d1": "1" }); // a second render, uncached
    expect(nonceOf(first.csp)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(nonceOf(second.csp)).not.toBe(nonceOf(first.csp));
    const hit1 = await untilHit(host);
    const hit2 = await untilHit(host);
    for (const r of [hit1, hit2]) {
      expect(nonceOf(r.csp)).toBe("");
      expect(r.html).not.toContain("nonce=");
      const sources = directive(r.csp, "script-src");
      expect(sources).not.toContain("'unsafe-inline'");
      const needed = await inlineScriptHashes(r.html);
      expect(needed.length).toBeGreaterThanOrEqual(2); // React Router's context and its module loader at least
      for (const hash of needed) expect(sources).toContain(hash);
      // Nothing else: a hash allows one exact script, and only the render's own are named.
      expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(needed)].sort());
    }
    // Byte for byte the same answer, and the render's document without its nonce attributes.
    expect(hit2.html).toBe(hit1.html);
    const bare = (html: string) => html.replace(/ nonce="[^"]*"/g, "").replace(/\s*\/>/g, "/>");
    expect(bare(hit1.html)).toBe(bare(first.html));
  });

  it("hashes only the scripts that carried the rendered nonce: a script that came without it stays blocked", async () => {
    const host = "csp-c.localhost";
    await createStore(host);
    const first = await page(host);
    const rendered = nonceOf(first.csp);
    const tampered = first.html.replace(
      "</body>",
      '<script nonce="forged">alert(1)</script><script>alert(2)</script><script src="/x.js" nonce="' +
        rendered +
        '"></script></body>',
    );
    const { html, hashes } = await scriptHashesOf(tampered, rendered);
    expect(html).not.toContain(rendered);
    expect(html).toContain('<script nonce="forged">alert(1)');
    const [forged, bare] = await inlineScriptHashes("<script>alert(1)</script><script>alert(2)</script>");
    expect(hashes).not.toContain(forged);
    expect(hashes).not.toContain(bare);
    expect(hashes.sort()).toEqual(
      [...new Set(await inlineScriptHashes(first.html.replace(/ nonce="[^"]*"/g, "")))].sort(),
    );
  });
});

describe("frame-ancestors", () => {
  it("lists exactly the store's hosts, a newly added host included, and no other store's", async () => {
    const a = await createStore("frame-a.localhost");
    await createStore("frame-other.localhost");
    const before = directive((await page("frame-a.localhost")).csp, "frame-ancestors");
    expect(before).toEqual(["'self'", "http://frame-a.localhost"]);

    const added = await operator("POST", `/operator/stores/${a}/hosts`, { host: "www.frame-a.localhost" });
    expect(added.status).toBe(201);
    const after = directive((await page("frame-a.localhost")).csp, "frame-ancestors");
    expect(after).toEqual(["'self'", "http://frame-a.localhost", "http://www.frame-a.localhost"]);
    expect(after.join(" ")).not.toContain("frame-other");
    // The same rule answers on the second host, in the request's port.
    const second = await page("www.frame-a.localhost:8803");
    expect(directive(second.csp, "frame-ancestors")).toEqual([
      "'self'",
      "http://frame-a.localhost:8803",
      "http://www.frame-a.localhost:8803",
    ]);
  });

  it("adds the head store's hosts for a branch store, and only them", async () => {
    const head = await createStore("head.localhost", "HEAD_STORE_MULTILEVEL");
    const mid = await createStore("mid.localhost", "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE");
    const leaf = await createStore("leaf.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF");
    await createStore("stranger.localhost", "HEAD_STORE_MULTILEVEL");
    await sql("UPDATE stores SET parent_store_id = ? WHERE id = ?", head, mid);
    await sql("UPDATE stores SET parent_store_id = ? WHERE id = ?", mid, leaf);
    await operator("POST", `/operator/stores/${head}/hosts`, { host: "shop.head.localhost" }); // clears memos

    expect(directive((await page("leaf.localhost")).csp, "frame-ancestors")).toEqual([
      "'self'",
      "http://leaf.localhost",
      "http://head.localhost",
      "http://shop.head.localhost",
    ]);
    expect(directive((await page("head.localhost")).csp, "frame-ancestors")).toEqual([
      "'self'",
      "http://head.localhost",
      "http://shop.head.localhost",
    ]);
  });

  it("never lets the back office be framed", async () => {
    const host = "frame-admin.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const login = await api(host, "POST", "/api/auth/login", {
      body: { email: ADMIN.email, password: ADMIN.password },
      headers: { "cf-connecting-ip": "203.0.113.78" },
    });
    const cookie = `sf_session=${sessionCookieOf(login.headers)}`;
    for (const [path, headers] of [
      ["/admin", {}],
      ["/admin/products", { cookie }],
      ["/admins/whatever", { cookie }],
    ] as const) {
      const { res, csp } = await page(host, path, headers);
      expect(res.status, path).toBe(200);
      expect(directive(csp, "frame-ancestors"), path).toEqual(["'none'"]);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    const shop = await page(host, "/");
    expect(shop.res.headers.get("x-frame-options")).toBeNull();
  });
});

describe("cache-control of personal pages", () => {
  it("says private, no-store for member, cart, checkout and admin pages and signed-in visitors", async () => {
    const host = "private.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const login = await api(host, "POST", "/api/auth/login", {
      body: { email: ADMIN.email, password: ADMIN.password },
      headers: { "cf-connecting-ip": "203.0.113.77" },
    });
    const cookie = `sf_session=${sessionCookieOf(login.headers)}`;
    for (const path of ["/cart", "/checkout", "/profile/orders", "/admin", "/admin/products", "/complete-purchase"]) {
      const anon = await page(host, path);
      expect(anon.res.headers.get("cache-control"), `anonymous ${path}`).toBe("private, no-store");
      const signed = await page(host, path, { cookie });
      expect(signed.res.headers.get("cache-control"), `signed-in ${path}`).toBe("private, no-store");
    }
    const data = await page(host, "/profile/orders.data", { cookie });
    expect(data.res.headers.get("cache-control")).toBe("private, no-store");
    // Any page rendered for a signed-in visitor, and never from or into the page cache.
    for (let i = 0; i < 2; i++) {
      const home = await page(host, "/", { cookie });
      expect(home.res.headers.get("cache-control")).toBe("private, no-store");
      expect(home.res.headers.get("x-sf-page-cache")).toBeNull();
    }
    const anonymousHome = await page(host, "/");
    expect(anonymousHome.res.headers.get("cache-control")).toBeNull();
  });
});
