import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../helpers";
import {
  cartLine,
  checkoutBody,
  member,
  paymentMethods,
  postCheckout,
  product,
  shippingMethod,
} from "./checkoutFixtures";

// The payment error log: written by the checkout's payment paths (a refused attempt at the TEST
// provider, a callback naming no attempt), listed with filters and shown in detail in the back
// office; paid attempts and replays write nothing; each store sees only its own rows.

const A = "paylogs-a.localhost";
const B = "paylogs-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Setup = { host: string; storeId: number; admin: string; homeId: number; token: string; userId: number };

async function setup(host = A): Promise<Setup> {
  const storeId = await createStore(host, "NORMAL", ADMIN);
  const homeId = await shippingMethod(storeId);
  await paymentMethods(storeId);
  const m = await member(host, "mia@example.com");
  return { host, storeId, homeId, admin: await loginToken(host, ADMIN.email, ADMIN.password), ...m };
}

/** A placed online order (NT$100 + NT$60 shipping) and its attempt's nonce. */
async function placeOnline(s: Setup, paymentMethod: "LINE_PAY" | "CREDIT_CARD") {
  const p = await product(s.storeId, 10_000, { name: "Oolong" });
  await cartLine(s.storeId, s.userId, { ...p, quantity: 1 });
  const r = await postCheckout(s, s.token, checkoutBody(s, 16_000, { paymentMethod }));
  if (r.body.code !== 0) throw new Error(`checkout: ${JSON.stringify(r.body)}`);
  const nonce = new URL(r.body.data.next.url, "http://x").searchParams.get("payment")!;
  return { order: r.body.data.order as { id: number; orderNumber: string }, nonce };
}

function callback(host: string, nonce: string, result: "pay" | "fail", provider = "TEST") {
  return SELF.fetch(`http://${host}/api/payment/callback/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` },
    body: new URLSearchParams({ payment: nonce, result }).toString(),
    redirect: "manual",
  });
}

const logs = (s: Setup, query = "") => api(s.host, "GET", `/api/admin/payment/logs${query}`, { token: s.admin });

describe("payment error log", () => {
  it("records a refused attempt once, with its order, method and amount; secrets masked", async () => {
    const s = await setup();
    const { order, nonce } = await placeOnline(s, "LINE_PAY");
    await callback(A, nonce, "fail");
    await callback(A, nonce, "fail"); // a replay of a settled attempt logs nothing more
    const r = await logs(s);
    expect(r.body.code).toBe(0);
    expect(r.body.data.total).toBe(1);
    const [item] = r.body.data.items;
    expect(item).toMatchObject({
      kind: "DECLINED",
      provider: "TEST",
      method: "LINE_PAY",
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: s.userId,
      amount: 16_000,
      message: "Declined by the test provider",
    });
    const detail = await api(A, "GET", `/api/admin/payment/logs/${item.id}`, { token: s.admin });
    expect(detail.body.data.detail).toEqual({ payment: "[redacted]", result: "fail" });
    expect(JSON.stringify(detail.body.data)).not.toContain(nonce);
  });

  it("writes nothing for a paid attempt; logs a callback naming no attempt (known providers only)", async () => {
    const s = await setup();
    const { nonce } = await placeOnline(s, "CREDIT_CARD");
    await callback(A, nonce, "pay");
    expect((await logs(s)).body.data.total).toBe(0);
    const unknown = await callback(A, "no-such-attempt-000000000000", "pay");
    expect((await unknown.json()) as { code: number }).toMatchObject({ code: 400004 });
    await callback(A, "no-such-attempt-000000000000", "pay", "NOPE");
    const r = await logs(s);
    expect(r.body.data.items.map((i: { kind: string; provider: string }) => [i.kind, i.provider])).toEqual([
      ["UNKNOWN_CALLBACK", "TEST"],
    ]);
  });

  it("filters by method, kind, order number and Taipei date range; refuses bad filters with 422", async () => {
    const s = await setup();
    const line = await placeOnline(s, "LINE_PAY");
    await callback(A, line.nonce, "fail");
    const card = await placeOnline(s, "CREDIT_CARD");
    await callback(A, card.nonce, "fail");
    await sql("UPDATE payment_logs SET created_at = '2026-03-10T18:00:00.000Z' WHERE order_id = ?", card.order.id);
    const numbers = async (q: string) =>
      (await logs(s, q)).body.data.items.map((i: { orderNumber: string }) => i.orderNumber);
    expect(await numbers("?method=LINE_PAY")).toEqual([line.order.orderNumber]);
    expect(await numbers("?method=CREDIT_CARD")).toEqual([card.order.orderNumber]);
    expect(await numbers(`?orderNumber=${card.order.orderNumber}`)).toEqual([card.order.orderNumber]);
    expect(await numbers("?kind=UNKNOWN_CALLBACK")).toEqual([]);
    // 2026-03-10T18:00Z is 2026-03-11 02:00 in Taipei.
    expect(await numbers("?dateFrom=2026-03-11&dateTo=2026-03-11")).toEqual([card.order.orderNumber]);
    expect(await numbers("?dateFrom=2026-03-10&dateTo=2026-03-10")).toEqual([]);
    expect((await numbers("?limit=1")).length).toBe(1);
    for (const q of ["?method=CASH", "?dateFrom=2026-03-12&dateTo=2026-03-11", "?dateFrom=yesterday", "?kind=X"]) {
      const r = await logs(s, q);
      expect(r.status, q).toBe(422);
      expect(r.body.code, q).toBe(400001);
    }
  });

  it("is the Users section's, head-store-only, and each store sees only its own rows", async () => {
    const a = await setup(A);
    const { nonce } = await placeOnline(a, "LINE_PAY");
    await callback(A, nonce, "fail");
    const [row] = await sql<{ id: number }>("SELECT id FROM payment_logs WHERE store_id = ?", a.storeId);

    const b = await setup(B);
    expect((await logs(b)).body.data).toMatchObject({ items: [], total: 0 });
    expect((await api(B, "GET", `/api/admin/payment/logs/${row!.id}`, { token: b.admin })).body.code).toBe(400004);

    expect((await api(A, "GET", "/api/admin/payment/logs", { token: a.token })).body.code).toBe(400027);
    await sql("UPDATE users SET blocked_privileges = '[8]' WHERE store_id = ? AND is_admin = 1", a.storeId);
    expect((await logs(a)).body.code).toBe(400027);
    const branch = await createStore("paylogs-c.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF", ADMIN);
    expect(branch).toBeGreaterThan(0);
    const branchAdmin = await loginToken("paylogs-c.localhost", ADMIN.email, ADMIN.password);
    expect((await api("paylogs-c.localhost", "GET", "/api/admin/payment/logs", { token: branchAdmin })).body.code).toBe(
      400027,
    );
  });
});
