import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { daysAgo, member, order, orderRow, product, RECEIVER, shop, stockOf } from "./orderFixtures";

// Member orders (GET /api/orders, GET/PATCH /api/orders/{id}) and the member order pages: own
// orders only, the cancel/return/confirm-paid requests with their stock and timeline effects, and
// isolation from other members and other stores. Real workerd D1/KV.

const A = "orders-a.localhost";
const B = "orders-b.localhost";

async function setup() {
  const s = await shop(A);
  const mia = await member(A, "mia@example.com");
  const p = await product(s, { stock: 10 });
  const line = { ...p, quantity: 2, unitPrice: 50000 };
  return { s, mia, p, line };
}
const get = (host: string, path: string, token?: string) => api(host, "GET", path, { token });
const patch = (host: string, path: string, token: string | undefined, body: unknown) =>
  api(host, "PATCH", path, { token, body });

describe("member order list and detail", () => {
  it("lists only the member's own orders, newest first, with total, filter and paging", async () => {
    const { s, mia, line } = await setup();
    const leo = await member(A, "leo@example.com");
    const first = await order(s, mia.userId, [line], { createdAt: daysAgo(3) });
    const second = await order(s, mia.userId, [line], { createdAt: daysAgo(1), status: "DELIVERED" });
    await order(s, leo.userId, [line]);

    const all = await get(A, "/api/orders", mia.token);
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.items.map((o: { id: number }) => o.id)).toEqual([second, first]);
    expect(all.body.data.items[1]).toMatchObject({
      status: "UNPROCESSED",
      paymentStatus: "UNPAID",
      totalAmount: 106000,
      itemCount: 1,
      firstItemName: "Oolong",
      receiverName: RECEIVER.name,
    });

    const delivered = await get(A, "/api/orders?status=DELIVERED,COMPLETE", mia.token);
    expect(delivered.body.data.items.map((o: { id: number }) => o.id)).toEqual([second]);
    const paged = await get(A, "/api/orders?offset=1&limit=1", mia.token);
    expect(paged.body.data).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(paged.body.data.items.map((o: { id: number }) => o.id)).toEqual([first]);

    expect((await get(A, "/api/orders?status=SHIPPED", mia.token)).status).toBe(422);
    expect((await get(A, "/api/orders?limit=1000", mia.token)).status).toBe(422);
    expect((await get(A, "/api/orders")).body.code).toBe(400029);
  });

  it("answers the detail with lines, amounts, receiver, payment and timeline; others' ids do not exist", async () => {
    const { s, mia, line } = await setup();
    const leo = await member(A, "leo@example.com");
    const id = await order(s, mia.userId, [line]);
    const r = await get(A, `/api/orders/${id}`, mia.token);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      id,
      itemsTotalAmount: 100000,
      shippingFee: 6000,
      totalAmount: 106000,
      paymentMethod: "TRANSFER",
      shippingCode: "HOME",
      receiver: RECEIVER,
      items: [{ productName: "Oolong", quantity: 2, unitPrice: 50000, amount: 100000 }],
      timeline: [{ type: "STATUS", to: "UNPROCESSED", actor: "MEMBER", note: "ORDER_CREATED" }],
      actions: ["cancel", "confirmPaid"],
    });
    expect(r.body.data.storeId).toBeUndefined();
    expect(r.body.data.userId).toBeUndefined();

    expect((await get(A, `/api/orders/${id}`, leo.token)).body.code).toBe(400004);
    expect((await get(A, "/api/orders/0", mia.token)).body.code).toBe(400004);
    expect((await get(A, "/api/orders/abc", mia.token)).body.code).toBe(400004);
  });

  it("keeps stores apart: another store's member and host see nothing", async () => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    await shop(B);
    const bob = await member(B, "mia@example.com"); // same e-mail, other store
    expect((await get(B, "/api/orders", bob.token)).body.data).toMatchObject({ items: [], total: 0 });
    expect((await get(B, `/api/orders/${id}`, bob.token)).body.code).toBe(400004);
    const r = await patch(B, `/api/orders/${id}`, bob.token, { action: "cancel", reason: "x" });
    expect(r.body.code).toBe(400004);
    // A's token means nothing on B's host.
    expect((await get(B, `/api/orders/${id}`, mia.token)).body.code).not.toBe(0);
    expect((await orderRow(id)).status).toBe("UNPROCESSED");
  });
});

describe("member requests", () => {
  it("cancels an unpaid order at once: CANCEL_COMPLETE, stock back with a CANCEL log, timeline row", async () => {
    const { s, mia, p, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    expect(await stockOf(p.stockId)).toBe(8);
    const r = await patch(A, `/api/orders/${id}`, mia.token, { action: "cancel", reason: "Ordered twice" });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ status: "CANCEL_COMPLETE", reason: "Ordered twice", actions: [] });
    expect(await stockOf(p.stockId)).toBe(10);
    const logs = await sql(
      "SELECT change, after, reason, user_id FROM stock_logs WHERE stock_id = ? AND reason = 'CANCEL'",
      p.stockId,
    );
    expect(logs).toEqual([{ change: 2, after: 10, reason: "CANCEL", user_id: mia.userId }]);
    const events = r.body.data.timeline.map((e: { from: string; to: string; actor: string }) => [
      e.from,
      e.to,
      e.actor,
    ]);
    expect(events.at(-1)).toEqual(["UNPROCESSED", "CANCEL_COMPLETE", "MEMBER"]);
    expect((await orderRow(id)).is_read).toBe(0);

    // A second cancel is refused, and stock is not given back twice.
    const again = await patch(A, `/api/orders/${id}`, mia.token, { action: "cancel", reason: "again" });
    expect(again.body).toMatchObject({ code: 400050, data: { ids: [id], reason: "STATUS" } });
    expect(await stockOf(p.stockId)).toBe(10);
  });

  it("asks the store when money was taken: CANCEL_UNPROCESSED, stock untouched", async () => {
    const { s, mia, p, line } = await setup();
    const id = await order(s, mia.userId, [line], { paymentStatus: "PAID", paymentMethod: "CREDIT_CARD" });
    const r = await patch(A, `/api/orders/${id}`, mia.token, { action: "cancel", reason: "Changed my mind" });
    expect(r.body.data.status).toBe("CANCEL_UNPROCESSED");
    expect(await stockOf(p.stockId)).toBe(8);
  });

  it("refuses to cancel once the store processed or shipped it", async () => {
    const { s, mia, line } = await setup();
    for (const status of ["PROCESSED", "DELIVERED", "COMPLETE", "CANCEL_UNPROCESSED"]) {
      const id = await order(s, mia.userId, [line], { status });
      const r = await patch(A, `/api/orders/${id}`, mia.token, { action: "cancel", reason: "late" });
      expect(r.body.code, status).toBe(400050);
      expect((await orderRow(id)).status).toBe(status);
    }
  });

  it("takes a return within 7 days of delivery only", async () => {
    const { s, mia, p, line } = await setup();
    const recent = await order(s, mia.userId, [line], { status: "DELIVERED", deliveredAt: daysAgo(2) });
    const ok = await patch(A, `/api/orders/${recent}`, mia.token, { action: "return", reason: "Broken seal" });
    expect(ok.body.data).toMatchObject({ status: "RETURN_UNPROCESSED", reason: "Broken seal" });
    expect(await stockOf(p.stockId)).toBe(8); // back only when the store completes the return

    const old = await order(s, mia.userId, [line], { status: "COMPLETE", deliveredAt: daysAgo(8) });
    const late = await patch(A, `/api/orders/${old}`, mia.token, { action: "return", reason: "late" });
    expect(late.body).toMatchObject({ code: 400050, data: { reason: "RETURN_WINDOW" } });

    const fresh = await order(s, mia.userId, [line]);
    expect((await patch(A, `/api/orders/${fresh}`, mia.token, { action: "return", reason: "x" })).body.code).toBe(
      400050,
    );
  });

  it("records a reported transfer: CONFIRM_PAID, last five digits kept, unread for the store", async () => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    await sql("UPDATE orders SET is_read = 1 WHERE id = ?", id);
    const r = await patch(A, `/api/orders/${id}`, mia.token, {
      action: "confirmPaid",
      last5: "12345",
      paidAt: "2026-11-20T10:00:00+08:00",
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      paymentStatus: "CONFIRM_PAID",
      paymentInfo: { last5: "12345", reportedPaidAt: "2026-11-20T10:00:00+08:00" },
    });
    expect(r.body.data.timeline.at(-1)).toMatchObject({ type: "PAYMENT", from: "UNPAID", to: "CONFIRM_PAID" });
    expect((await orderRow(id)).is_read).toBe(0);
    const twice = await patch(A, `/api/orders/${id}`, mia.token, {
      action: "confirmPaid",
      last5: "12345",
      paidAt: "2026-11-20T10:00:00+08:00",
    });
    expect(twice.body.code).toBe(400050);

    const card = await order(s, mia.userId, [line], { paymentMethod: "CREDIT_CARD" });
    const refused = await patch(A, `/api/orders/${card}`, mia.token, {
      action: "confirmPaid",
      last5: "12345",
      paidAt: "2026-11-20T10:00:00+08:00",
    });
    expect(refused.body).toMatchObject({ code: 400050, data: { reason: "METHOD" } });
  });

  it.each([
    [{ action: "cancel" }, "reason"],
    [{ action: "cancel", reason: "" }, "reason"],
    [{ action: "ship", reason: "x" }, "action"],
    [{ action: "confirmPaid", last5: "1234", paidAt: "2026-11-20T10:00:00Z" }, "last5"],
    [{ action: "confirmPaid", last5: "12345", paidAt: "yesterday" }, "paidAt"],
    [{ action: "cancel", reason: "x", status: "COMPLETE" }, "_"],
  ])("answers 422 for %j", async (body, field) => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    const r = await patch(A, `/api/orders/${id}`, mia.token, body);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect((await orderRow(id)).status).toBe("UNPROCESSED");
  });
});

describe("member order pages", () => {
  it("renders the list, the detail with its actions and the printable page for the owner only", async () => {
    const { s, mia, line } = await setup();
    const leo = await member(A, "leo@example.com");
    const id = await order(s, mia.userId, [line], { number: "261120000777" });
    const list = await get(A, "/profile/orders", mia.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain("261120000777");
    expect(list.body).toContain('data-testid="order-status-UNPROCESSED"');

    const detail = await get(A, `/profile/order/${id}`, mia.token);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain("Oolong");
    expect(detail.body).toContain('data-testid="order-action-cancel"');
    expect(detail.body).toContain("NT$1,060");

    const print = await get(A, `/order-print?id=${id}`, mia.token);
    expect(print.status).toBe(200);
    expect(print.body).toContain("261120000777");
    expect(print.body).toContain(RECEIVER.address);

    expect((await get(A, `/profile/order/${id}`, leo.token)).status).toBe(404);
    expect((await get(A, `/order-print?id=${id}`, leo.token)).status).toBe(404);
    const visitor = await get(A, "/profile/orders");
    expect(visitor.status).toBe(302);
    expect((await get(A, `/order-print?id=${id}`)).status).toBe(302);
  }, 120_000); // the file's first server render compiles the page modules

  it("cancels from the detail page's form", async () => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    const r = await SELF.fetch(`http://${A}/profile/order/${id}`, {
      method: "POST",
      headers: {
        cookie: `sf_session=${mia.token}`,
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${A}`,
      },
      body: new URLSearchParams({ action: "cancel", reason: "Ordered twice" }).toString(),
      redirect: "manual",
    });
    expect(r.status).toBeLessThan(400);
    expect((await orderRow(id)).status).toBe("CANCEL_COMPLETE");
  });
});
