import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { armFaults } from "../../../functions/platform/faults";
import { memoClear, memoGet } from "../../../functions/platform/tenancy/storeMemo";
import { api, login, sql } from "../../helpers";
import { storeWithProduct } from "./fixtures";

// Issue 16 §2: with D1 unreachable, pages already cached keep being served (from the memo and the
// page cache, no D1), and everything else answers 503 with Retry-After: the envelope's busy code
// for the API, a "back soon" page in the store's name and language for HTML, never a 500.

const HOST = "d1-down.localhost";
const ADMIN = { email: "owner@d1.test", password: "owner1234", name: "Dana Owner" };
const D1_DOWN = [{ binding: "d1" as const }];

async function setUp() {
  const s = await storeWithProduct(HOST, ADMIN, { name: "Jasmine", price: 25000 });
  return { ...s, admin: s.token };
}

/** A page as a browser asks for it, following the canonical-address redirect of a product. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await SELF.fetch(`http://${HOST}${path}`, {
    headers: { accept: "text/html", ...headers },
    redirect: "manual",
  });
  const to = res.headers.get("location");
  return res.status === 301 && to ? get(new URL(to, `http://${HOST}`).pathname, headers) : res;
}

/** The page as stored: the copy is written after the answer (waitUntil), so ask until it is a hit. */
async function cached(path: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await get(path);
    await res.text();
    if (res.headers.get("x-sf-page-cache") === "hit") return new URL(res.url).pathname;
  }
  throw new Error(`${path} never came from the page cache`);
}

describe("D1 unreachable", () => {
  it("a page already cached is still served, with no D1 call", async () => {
    const s = await setUp();
    const canonical = await cached(`/product/${s.productId}`);
    armFaults(D1_DOWN);
    const served = await get(canonical);
    expect(served.status).toBe(200);
    expect(served.headers.get("x-sf-page-cache")).toBe("hit");
    expect(await served.text()).toContain("Jasmine");
  });

  it("…also once the memo's entry is due to be read again (stale-if-error)", async () => {
    const s = await setUp();
    await cached("/");
    const entry = memoGet(HOST);
    if (!entry || entry.storeId === null) throw new Error("memo should know the store");
    entry.freshUntil = 0; // as if its 5 minutes had passed
    entry.checkedAt = 0;
    armFaults(D1_DOWN);
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("x-sf-page-cache")).toBe("hit");
    expect(s.storeId).toBeGreaterThan(0);
  });

  it("a page not cached answers 503 'back soon' in the store's name and language", async () => {
    await setUp();
    await (await get("/")).text();
    armFaults(D1_DOWN);
    const zh = await get("/blogs/all");
    expect(zh.status).toBe(503);
    expect(zh.headers.get("retry-after")).toBe("30");
    expect(zh.headers.get("cache-control")).toBe("no-store");
    const html = await zh.text();
    expect(html).toContain('lang="zh-TW"');
    expect(html).toContain("我們很快回來");
    expect(html).toContain(`Store ${HOST}`);
    expect(html).not.toMatch(/D1_ERROR|stack|at \w+ \(/);
    const en = await get("/new-products/all", { cookie: "sf_lang=en" });
    expect(en.status).toBe(503);
    const enHtml = await en.text();
    expect(enHtml).toContain('lang="en"');
    expect(enHtml).toContain("We&#39;ll be back soon".replace("&#39;", "'"));
  });

  it("a signed-in page and a form post answer 'back soon', not 500", async () => {
    await setUp();
    const member = await api(HOST, "POST", "/api/auth/register", {
      body: { name: "Lin", email: "lin@d1.test", password: "member1234" },
    });
    const token = member.body.data.accessToken as string;
    armFaults(D1_DOWN);
    const orders = await SELF.fetch(`http://${HOST}/member/orders`, {
      headers: { accept: "text/html", authorization: `Bearer ${token}` },
      redirect: "manual",
    });
    expect(orders.status).toBe(503);
    expect(await orders.text()).toContain('data-testid="back-soon"');
  });

  it("the API answers the busy envelope with Retry-After: login, cart, checkout, an admin save", async () => {
    const s = await setUp();
    await api(HOST, "GET", "/api/initial");
    armFaults(D1_DOWN);
    const calls = [
      await login(HOST, ADMIN.email, ADMIN.password),
      await api(HOST, "POST", "/api/cart/items", {
        headers: { guestId: "Dguestaaaaaaaaaaaaaaaaaaaaaaaaaa" },
        body: { stockId: 1, quantity: 1, paymentPlan: "NORMAL" },
      }),
      await api(HOST, "POST", "/api/checkout", { token: s.admin, body: {} }),
      await api(HOST, "PATCH", `/api/admin/products/${s.productId}`, { token: s.admin, body: { name: "Lost" } }),
    ];
    for (const r of calls) {
      expect(r.status).toBe(503);
      expect(r.headers.get("retry-after")).toBe("30");
      expect(r.body).toMatchObject({ code: 503000, data: null, message: "System busy, please retry later." });
    }
  });

  it("an isolate that never saw the store answers 'back soon' too (nothing cached can be found)", async () => {
    await setUp();
    await (await get("/")).text();
    memoClear();
    armFaults(D1_DOWN);
    const home = await get("/");
    expect(home.status).toBe(503);
    expect(await home.text()).toContain('data-testid="back-soon"');
    const initial = await api(HOST, "GET", "/api/initial");
    expect(initial.status).toBe(503);
    expect(initial.body.code).toBe(503000);
  });

  it("D1 answering again ends it: nothing was half-written", async () => {
    const s = await setUp();
    armFaults([{ binding: "d1", nth: 1, when: "before" }]);
    const lost = await api(HOST, "PATCH", `/api/admin/products/${s.productId}`, {
      token: s.admin,
      body: { name: "X" },
    });
    expect(lost.status).toBe(503);
    const [row] = await sql<{ name: string }>("SELECT name FROM products WHERE id = ?", s.productId);
    expect(row!.name).toBe("Jasmine");
  });
});
