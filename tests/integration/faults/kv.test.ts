import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { armFaults, disarmFaults, faultCalls, withFaults } from "../../../functions/platform/faults";
import { runRepairs } from "../../../functions/platform/jobs/repairs";
import { getCacheMap } from "../../../functions/platform/tenancy/cacheMap";
import { memoClear } from "../../../functions/platform/tenancy/storeMemo";
import { api, createStore, login, page as rawPage, sql } from "../../helpers";
import { checkoutBody, paymentMethods, postCheckout, shippingMethod } from "../checkoutFixtures";
import { storeWithProduct } from "./fixtures";

// Issue 16 §1: KV is a copy. With every KV call failing (or answering too late), a known store
// keeps serving pages, /api/initial, login, cart, checkout and the back office from D1; admin
// writes land in D1 with their cache versions, and KV's copy is repaired once KV answers again.

const HOST = "kv-down.localhost";
const ADMIN = { email: "owner@kv.test", password: "owner1234", name: "Kim Owner" };

async function setUp() {
  const s = await storeWithProduct(HOST, ADMIN, { name: "Oolong", price: 30000 });
  const homeId = await shippingMethod(s.storeId, { cod: true });
  await paymentMethods(s.storeId);
  return { ...s, homeId, admin: s.token };
}

const KV_DOWN = [{ binding: "kv" as const }];

/** A page as a browser gets it, following a product's redirect to its canonical address. */
async function page(host: string, path: string): Promise<Awaited<ReturnType<typeof rawPage>>> {
  const res = await rawPage(host, path);
  return res.status === 301 && res.location ? page(host, new URL(res.location, `http://${host}`).pathname) : res;
}

describe("KV unreachable", () => {
  it("a store no isolate has seen serves pages, initial, login, cart, checkout and the back office from D1", async () => {
    const s = await setUp();
    memoClear(); // a fresh isolate: nothing known but what D1 says
    armFaults(KV_DOWN);

    const home = await page(HOST, "/");
    expect(home.status).toBe(200);
    expect(home.html).toContain("Oolong");
    const product = await page(HOST, `/product/${s.productId}`);
    expect(product.status).toBe(200);
    const initial = await api(HOST, "GET", "/api/initial");
    expect(initial.status).toBe(200);
    expect(initial.body.code).toBe(0);

    const member = await api(HOST, "POST", "/api/auth/register", {
      body: { name: "Kai", email: "kai@kv.test", password: "member1234" },
    });
    expect(member.body.code).toBe(0);
    const signedIn = await login(HOST, "kai@kv.test", "member1234");
    expect(signedIn.body.code).toBe(0);
    const token = signedIn.body.data.accessToken as string;
    const added = await api(HOST, "POST", "/api/cart/items", {
      token,
      body: { stockId: s.stockId, quantity: 2, paymentPlan: "NORMAL" },
    });
    expect(added.body.code).toBe(0);
    const placed = await postCheckout({ host: HOST }, token, checkoutBody({ homeId: s.homeId }, 66_000));
    expect(placed.body.code).toBe(0);
    expect(await sql("SELECT id FROM orders WHERE store_id = ?", s.storeId)).toHaveLength(1);

    const saved = await api(HOST, "PATCH", `/api/admin/products/${s.productId}`, {
      token: s.admin,
      body: { name: "Oolong reserve" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe(0);
    // Every KV call of all that failed, and none of it answered 500.
    expect(
      faultCalls()
        .filter((c) => c.binding === "kv")
        .every((c) => c.failed),
    ).toBe(true);
    expect(faultCalls().some((c) => c.binding === "kv")).toBe(true);
  });

  it("a KV read slower than the timeout is not waited for: D1 answers", async () => {
    await setUp();
    memoClear();
    armFaults([{ binding: "kv", ops: ["get"], delayMs: 1000 }]);
    const started = Date.now();
    const home = await page(HOST, "/");
    expect(home.status).toBe(200);
    // Host and cache map gave up after 50 ms each and the page copy after 300 ms, instead of 3 × 1 s.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a failed lookup is never taken for an unknown host; a truly unknown host still is", async () => {
    await setUp();
    memoClear();
    armFaults([...KV_DOWN, { binding: "d1" }]);
    const down = await SELF.fetch(`http://${HOST}/api/initial`);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { code: number }).code).toBe(503000);
    disarmFaults();
    memoClear();
    armFaults(KV_DOWN);
    const unknown = await api("nowhere-kv.localhost", "GET", "/api/initial");
    expect(unknown.body.code).toBe(400003);
    expect((await api(HOST, "GET", "/api/initial")).body.code).toBe(0);
  });

  it("an admin write during the outage moves D1's versions in its own batch; KV's copy is repaired after", async () => {
    const s = await setUp();
    const before = await getCacheMap(env, s.storeId);
    expect(await page(HOST, `/product/${s.productId}`)).toMatchObject({ status: 200 });
    armFaults(KV_DOWN);
    const saved = await api(HOST, "PATCH", `/api/admin/products/${s.productId}`, {
      token: s.admin,
      body: { name: "Oolong winter harvest" },
    });
    expect(saved.body.code).toBe(0);
    // The audit row carries the keys, and its trigger moved them in the write's transaction.
    const [audit] = await sql<{ cache_keys: string }>(
      "SELECT cache_keys FROM audit_logs WHERE store_id = ? AND system = 'Product' ORDER BY id DESC LIMIT 1",
      s.storeId,
    );
    const keys = JSON.parse(audit!.cache_keys) as string[];
    expect(keys).toContain("productCategory");
    const versions = await sql<{ key: string; at: number }>(
      "SELECT key, at FROM cache_versions WHERE store_id = ?",
      s.storeId,
    );
    const product = versions.find((v) => v.key === "productCategory");
    expect(product!.at).toBeGreaterThan(before.productCategory);
    // The page shows the change at once, from D1's versions, while KV is down.
    expect((await page(HOST, `/product/${s.productId}`)).html).toContain("Oolong winter harvest");
    expect(await sql("SELECT store_id FROM kv_repairs")).toEqual([{ store_id: s.storeId }]);

    // KV answers again: its copy is still the old one until the repair runs.
    disarmFaults();
    expect(JSON.parse((await env.KV.get(`cachemap:${s.storeId}`))!).productCategory).toBe(before.productCategory);
    await runRepairs(env, new Date(), {});
    expect(JSON.parse((await env.KV.get(`cachemap:${s.storeId}`))!).productCategory).toBe(product!.at);
    expect(await sql("SELECT store_id FROM kv_repairs")).toEqual([]);
    memoClear();
    expect((await page(HOST, `/product/${s.productId}`)).html).toContain("Oolong winter harvest");
  });

  it("a repair KV still refuses stays due for the next run", async () => {
    const s = await setUp();
    armFaults([{ binding: "kv", ops: ["put"] }]);
    await api(HOST, "PATCH", `/api/admin/products/${s.productId}`, { token: s.admin, body: { name: "Oolong II" } });
    await runRepairs(withFaults(env), new Date(), {});
    expect(await sql("SELECT store_id FROM kv_repairs")).toEqual([{ store_id: s.storeId }]);
  });
});

describe("cache versions without KV", () => {
  it("a store with no KV copy reads D1's versions and gets its copy written", async () => {
    const s = await setUp();
    await env.KV.delete(`cachemap:${s.storeId}`);
    const map = await getCacheMap(env, s.storeId);
    const [row] = await sql<{ at: number }>(
      "SELECT at FROM cache_versions WHERE store_id = ? AND key = 'productCategory'",
      s.storeId,
    );
    expect(map.productCategory).toBe(row!.at);
    expect(JSON.parse((await env.KV.get(`cachemap:${s.storeId}`))!).productCategory).toBe(row!.at);
  });

  it("versions are per store: one store's write moves none of another's", async () => {
    const s = await setUp();
    const other = await createStore("kv-other.localhost");
    const otherBefore = await sql("SELECT key, at FROM cache_versions WHERE store_id = ?", other);
    await api(HOST, "PATCH", `/api/admin/products/${s.productId}`, { token: s.admin, body: { name: "Oolong III" } });
    expect(await sql("SELECT key, at FROM cache_versions WHERE store_id = ?", other)).toEqual(otherBefore);
  });
});
