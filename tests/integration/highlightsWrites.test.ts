import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";
import { DAY, renewalNetwork, run, setPlanEnd } from "./branchRenewal/fixtures";
import {
  cartLine,
  checkoutBody,
  member,
  paymentMethods,
  postCheckout,
  product,
  shippingMethod,
} from "./checkoutFixtures";

// Issue 28 §2: the events that raise highlights write them in their own batch, the highlights call
// answers in one query, and visiting the page a badge belongs to clears it.

const ADMIN = { email: "owner@example.com", password: "owner12345", name: "Owner" };
type H = { type: string; id: number; amount: number; content: { notificationId: number | null; message: string } };

async function storeWithAdmin(host: string) {
  const storeId = await createStore(host, "NORMAL", ADMIN);
  const homeId = await shippingMethod(storeId, { cod: true });
  await paymentMethods(storeId);
  const m = await member(host, `m-${host}@example.com`);
  return {
    host,
    storeId,
    homeId,
    token: m.token,
    userId: m.userId,
    admin: await loginToken(host, ADMIN.email, ADMIN.password),
  };
}

const highlights = async (host: string, token: string) =>
  (await api(host, "GET", "/api/admin/highlights", { token })).body.data as H[];

/** The D1 statements one call ran (the x-sf-count-d1 header of tests/integration/queryCount.test.ts). */
async function statements(host: string, path: string, token: string) {
  const res = await SELF.fetch(`http://${host}${path}`, {
    headers: { "x-sf-count-d1": "1", authorization: `Bearer ${token}` },
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
  return Number(/statements=(\d+)/.exec(res.headers.get("x-sf-d1") ?? "")?.[1]);
}

describe("highlight writes", () => {
  it("a new order writes its notification in its batch; a low sale counts PRODUCT_UNDER_STOCK", async () => {
    const s = await storeWithAdmin("hw-order.localhost");
    const p = await product(s.storeId, 100, { stock: 6 });
    await cartLine(s.storeId, s.userId, { ...p, quantity: 2 });
    const r = await postCheckout(s, s.token, checkoutBody(s, 200 + 6000));
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    const notes = await sql<{ type: string; object_id: number; message: string }>(
      "SELECT type, object_id, message FROM store_notifications WHERE store_id = ? ORDER BY id",
      s.storeId,
    );
    const [order] = await sql<{ id: number; order_number: string }>(
      "SELECT id, order_number FROM orders WHERE store_id = ?",
      s.storeId,
    );
    expect(notes).toEqual([
      // The member's sign-up (highlightWriters.test.ts), then the order's batch.
      { type: "NOTIFICATION_NEW", object_id: s.userId, message: expect.any(String) },
      { type: "ORDER_UNPROCESSED", object_id: order!.id, message: order!.order_number },
      { type: "PRODUCT_UNDER_STOCK", object_id: p.productId, message: expect.any(String) },
    ]);
    const got = await highlights(s.host, s.admin);
    expect(got.find((h) => h.type === "ORDER_UNPROCESSED")).toMatchObject({ id: 1, amount: 1 });
    const low = got.find((h) => h.type === "PRODUCT_UNDER_STOCK");
    const [lowNote] = await sql<{ id: number }>(
      "SELECT id FROM store_notifications WHERE store_id = ? AND type = 'PRODUCT_UNDER_STOCK'",
      s.storeId,
    );
    expect(low).toMatchObject({ id: 6, amount: 1, content: { notificationId: lowNote!.id } });
  });

  it("answers in one query, whatever it counts", async () => {
    const s = await storeWithAdmin("hw-count.localhost");
    const empty = await statements(s.host, "/api/admin/highlights", s.admin);
    // The same admin's one-statement call: what authentication costs, plus one.
    const baseline = await statements(s.host, "/api/admin/order/unread", s.admin);
    expect(empty).toBe(baseline);
    await sql(
      "INSERT INTO store_highlights (store_id, type, amount) VALUES (?, 'PRODUCT_UNDER_STOCK', 3), (?, 'NOTIFICATION_NEW', 2) ON CONFLICT (store_id, type) DO UPDATE SET amount = excluded.amount",
      s.storeId,
      s.storeId,
    );
    expect(await statements(s.host, "/api/admin/highlights", s.admin)).toBe(baseline);
    const head = await headStore("hw-head.localhost");
    const headToken = await loginToken("hw-head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect(await statements("hw-head.localhost", "/api/admin/highlights", headToken)).toBe(
      await statements("hw-head.localhost", "/api/admin/order/unread", headToken),
    );
    expect(head).toBeGreaterThan(0);
  });

  it("a branch's feedback counts the head store's BRANCH_FEEDBACK_NEW; an audit decision the branch's", async () => {
    const headId = await headStore("hw-net.localhost");
    const b = await addBranch(headId, "hwb");
    const bt = await loginToken(b.hostname, b.email, b.password);
    const form = new FormData();
    form.append("reasons", "ACCIDENTAL_SUBSCRIBE");
    form.append("content", "請取消");
    const sent = await SELF.fetch(`http://${b.hostname}/api/branch/feedback`, {
      method: "POST",
      headers: { authorization: `Bearer ${bt}` },
      body: form,
    });
    expect(((await sent.json()) as { code: number }).code).toBe(0);
    const ht = await loginToken("hw-net.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect((await highlights("hw-net.localhost", ht)).find((h) => h.type === "BRANCH_FEEDBACK_NEW")).toMatchObject({
      id: 19,
      amount: 1,
    });
    // The branch sees none of its head store's counts.
    expect((await highlights(b.hostname, bt)).map((h) => h.type)).toEqual([]);

    await sql("UPDATE stores SET audit_status = 'UNAUDITED' WHERE id = ?", b.id);
    const decided = await api("hw-net.localhost", "PATCH", `/api/admin/branch/audits/${b.id}`, {
      token: ht,
      body: { status: "DENY", message: "資料不全" },
    });
    expect(decided.body.code, JSON.stringify(decided.body)).toBe(0);
    expect(await highlights(b.hostname, bt)).toMatchObject([
      { type: "BRANCH_USER_DENY", id: 15, amount: 1, content: { message: "資料不全" } },
    ]);
    expect(await sql("SELECT store_id AS s, type FROM store_notifications WHERE type = 'BRANCH_USER_DENY'")).toEqual([
      { s: b.id, type: "BRANCH_USER_DENY" },
    ]);
  });

  it("a failed renewal counts the branch's own BRANCH_RENEWED_FAIL, once however often the run fires", async () => {
    const n = await renewalNetwork();
    await setPlanEnd(n.alpha.id, new Date(Date.now() - 10 * DAY).toISOString());
    await run(new Date());
    await run(new Date());
    expect(await sql("SELECT type, object_id AS o FROM store_notifications WHERE store_id = ?", n.alpha.id)).toEqual([
      { type: "BRANCH_RENEWED_FAIL", o: n.alpha.id },
    ]);
    expect(await sql("SELECT type, amount FROM store_highlights WHERE store_id = ?", n.alpha.id)).toEqual([
      { type: "BRANCH_RENEWED_FAIL", amount: 1 },
    ]);
  });

  it("visiting the page a stored badge belongs to clears it, and only that one", async () => {
    const s = await storeWithAdmin("hw-visit.localhost");
    await sql(
      "INSERT INTO store_highlights (store_id, type, amount) VALUES (?, 'PRODUCT_UNDER_STOCK', 3), (?, 'NOTIFICATION_NEW', 2) ON CONFLICT (store_id, type) DO UPDATE SET amount = excluded.amount",
      s.storeId,
      s.storeId,
    );
    const before = await api(s.host, "GET", "/admin/order-overview", { token: s.admin });
    expect(before.status).toBe(200);
    expect((await highlights(s.host, s.admin)).map((h) => h.type).sort()).toEqual([
      "NOTIFICATION_NEW",
      "PRODUCT_UNDER_STOCK",
    ]);
    const visit = await api(s.host, "GET", "/admin/store-stock/0/1", { token: s.admin });
    expect(visit.status).toBe(200);
    expect((await highlights(s.host, s.admin)).map((h) => h.type)).toEqual(["NOTIFICATION_NEW"]);
    // A client-side navigation's data request clears the same way.
    await api(s.host, "GET", "/admin/notifications-all.data", { token: s.admin });
    expect(await highlights(s.host, s.admin)).toEqual([]);
  });
});
