import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { armFaults, disarmFaults, faultCalls } from "../../../functions/platform/faults";
import { fixture } from "../../fixtures";
import { api, freshIp, login, sql } from "../../helpers";
import { storeWithProduct } from "./fixtures";

// Issue 16 §4: add to cart, member registration and an admin product save, with each of their D1
// round trips failing in turn (before it is sent, and after it ran with its answer lost); an admin
// upload with R2 refusing writes; every KV call of a visit failing in turn. The answer is always
// clear (never a 500) and D1 is never half-written.

let hostN = 0;
const ADMIN = { email: "owner@writes.test", password: "owner1234", name: "Wen Owner" };

async function store() {
  hostN += 1;
  const host = `writes-${hostN}.localhost`;
  const s = await storeWithProduct(host, ADMIN, { name: "Pouchong", price: 20000 });
  await api(host, "GET", "/api/initial"); // a warm isolate, as mid-session
  return { host, ...s };
}

type Store = Awaited<ReturnType<typeof store>>;

/** Counts a clean call's D1 round trips, then runs it once per trip and side with that trip failing. */
async function eachRoundTrip(
  call: (s: Store) => Promise<{ status: number; body: any }>,
  check: (s: Store, answer: { status: number; body: any }, where: string) => Promise<void>,
) {
  const clean = await store();
  armFaults([]);
  expect((await call(clean)).body.code).toBe(0);
  const n = faultCalls().filter((c) => c.binding === "d1").length;
  disarmFaults();
  expect(n).toBeGreaterThan(0);
  for (let k = 1; k <= n; k++) {
    for (const when of ["before", "after"] as const) {
      const s = await store();
      armFaults([{ binding: "d1", nth: k, when }]);
      const answer = await call(s);
      disarmFaults();
      const where = `round trip ${k}/${n} ${when}`;
      expect([200, 503], where).toContain(answer.status);
      if (answer.status === 503) expect(answer.body.code, where).toBe(503000);
      await check(s, answer, where);
    }
  }
  return n;
}

describe("one D1 round trip failing", () => {
  it("add to cart: the line is there whole or not at all", async () => {
    const guest = () => `G${String(hostN).padStart(31, "g")}`;
    await eachRoundTrip(
      (s) =>
        api(s.host, "POST", "/api/cart/items", {
          headers: { guestId: guest() },
          body: { stockId: s.stockId, quantity: 3, paymentPlan: "NORMAL" },
        }),
      async (s, answer, where) => {
        const lines = await sql<{ quantity: number }>("SELECT quantity FROM cart_items WHERE store_id = ?", s.storeId);
        if (answer.body.code === 0) expect(lines, where).toEqual([{ quantity: 3 }]);
        else expect(lines.length === 0 || lines[0]?.quantity === 3, where).toBe(true);
      },
    );
  });

  it("member registration: the member is there whole (and can sign in) or not at all", async () => {
    await eachRoundTrip(
      (s) =>
        api(s.host, "POST", "/api/auth/register", {
          headers: { "cf-connecting-ip": freshIp() },
          body: { name: "Hsu Member", email: "hsu@writes.test", password: "member1234" },
        }),
      async (s, answer, where) => {
        const users = await sql("SELECT id FROM users WHERE store_id = ? AND email = 'hsu@writes.test'", s.storeId);
        if (answer.body.code === 0) expect(users, where).toHaveLength(1);
        expect(users.length, where).toBeLessThanOrEqual(1);
        if (users.length) {
          const signedIn = await login(s.host, "hsu@writes.test", "member1234");
          expect(signedIn.body.code, where).toBe(0);
        }
      },
    );
  });

  it("admin product save: the change, its audit row and its cache versions together, or none of them", async () => {
    await eachRoundTrip(
      (s) =>
        api(s.host, "PATCH", `/api/admin/products/${s.productId}`, { token: s.token, body: { name: "Pouchong 2026" } }),
      async (s, answer, where) => {
        const [row] = await sql<{ name: string }>("SELECT name FROM products WHERE id = ?", s.productId);
        const audits = await sql<{ cache_keys: string | null }>(
          "SELECT cache_keys FROM audit_logs WHERE store_id = ? AND system = 'Product' AND method = 'PATCH'",
          s.storeId,
        );
        const [versions] = await sql<{ n: number }>(
          "SELECT count(*) AS n FROM cache_versions WHERE store_id = ? AND key = 'productCategory' AND at > 1",
          s.storeId,
        );
        const changed = row!.name === "Pouchong 2026";
        if (answer.body.code === 0) expect(changed, where).toBe(true);
        expect(audits.length, where).toBe(changed ? 1 : 0);
        // The create already moved productCategory; a save that landed moved it again, in its batch.
        expect(versions!.n, where).toBe(1);
        if (changed) expect(JSON.parse(audits[0]!.cache_keys!), where).toContain("productCategory");
      },
    );
  });
});

describe("R2 refusing writes", () => {
  it("an admin upload answers the busy envelope (503) and leaves no media row behind", async () => {
    const s = await store();
    armFaults([{ binding: "r2", ops: ["put"] }]);
    const form = new FormData();
    form.append("type", "BANNER");
    form.append(
      "media",
      new Blob([fixture("photo-1920x1080.jpg") as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }),
      "a.jpg",
    );
    const res = await SELF.fetch(`http://${s.host}/api/admin/media`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.token}` },
      body: form,
    });
    disarmFaults();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(((await res.json()) as { code: number }).code).toBe(503000);
    expect(await sql("SELECT id FROM media WHERE store_id = ?", s.storeId)).toEqual([]);
  });
});

describe("every KV call of a visit failing in turn", () => {
  it("the home page, /api/initial and an admin save still answer, each time", async () => {
    const visit = async (s: Store) => [
      await SELF.fetch(`http://${s.host}/`, { headers: { accept: "text/html" } }),
      await SELF.fetch(`http://${s.host}/api/initial`),
      await SELF.fetch(`http://${s.host}/api/admin/products/${s.productId}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "Pouchong KV" }),
      }),
    ];
    const clean = await store();
    armFaults([]);
    for (const r of await visit(clean)) await r.text();
    const n = faultCalls().filter((c) => c.binding === "kv").length;
    disarmFaults();
    expect(n).toBeGreaterThan(0);
    for (let k = 1; k <= n; k++) {
      const s = await store();
      armFaults([{ binding: "kv", nth: k }]);
      const answers = await visit(s);
      disarmFaults();
      for (const r of answers) expect(r.status, `KV call ${k}/${n}`).toBe(200);
      for (const r of answers) await r.text();
      const [row] = await sql<{ name: string }>("SELECT name FROM products WHERE id = ?", s.productId);
      expect(row!.name).toBe("Pouchong KV");
    }
  });
});
