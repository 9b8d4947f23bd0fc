import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadExcel } from "../../functions/commerce/catalogue/sheet";
import { ORDER_LISTS } from "../../functions/shared/commerce/commerce";
import { api, sql } from "../helpers";
import { ADMIN, member, order, orderRow, product, RECEIVER, type Shop, shop, stockOf } from "./orderFixtures";

// Back-office orders: the eleven sub-lists with counts and search, detail (marks read), bulk
// transitions with stock restore and stock_logs, unread and highlight counts, the .xlsx export,
// permissions, audit, isolation, and the pages. Real workerd D1/KV.

const A = "admin-orders-a.localhost";
const B = "admin-orders-b.localhost";

const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.admin, body });
const ids = (r: { body: { data: { items: { id: number }[] } } }) => r.body.data.items.map((o) => o.id).sort();

async function setup(host = A) {
  const s = await shop(host);
  const mia = await member(host, "mia@example.com");
  const p = await product(s, { stock: 20 });
  const line = { ...p, quantity: 2, unitPrice: 50000 };
  return { s, mia, p, line };
}

describe("order sub-lists", () => {
  it("maps every sub-list to its status / payment filter, with per-list counts", async () => {
    const { s, mia, line } = await setup();
    const mk = (status: string, paymentStatus = "UNPAID") => order(s, mia.userId, [line], { status, paymentStatus });
    const o = {
      unprocessed: await mk("UNPROCESSED"),
      paidProcessed: await mk("PROCESSED", "PAID"),
      delivered: await mk("DELIVERED", "PAID"),
      complete: await mk("COMPLETE", "PAID"),
      reported: await mk("UNPROCESSED", "CONFIRM_PAID"),
      cancelAsked: await mk("CANCEL_UNPROCESSED", "PAID"),
      cancelled: await mk("CANCEL_COMPLETE", "UNPAID"),
      returnAsked: await mk("RETURN_UNPROCESSED", "PAID"),
      returned: await mk("RETURN_COMPLETE", "REFUNDED"),
    };
    const expected: Record<(typeof ORDER_LISTS)[number], number[]> = {
      unprocessed: [o.unprocessed, o.reported],
      processed: [o.paidProcessed],
      delivered: [o.delivered],
      complete: [o.complete],
      unpaid: [o.unprocessed], // a cancelled unpaid order is not waiting for money
      confirmedPaid: [o.reported],
      cancelUnprocessed: [o.cancelAsked],
      cancelComplete: [o.cancelled],
      returnUnprocessed: [o.returnAsked],
      returnComplete: [o.returned],
      all: Object.values(o),
    };
    for (const list of ORDER_LISTS) {
      const r = await admin(s, "GET", `/api/admin/orders?list=${list}`);
      expect(r.body.code, list).toBe(0);
      expect(ids(r), list).toEqual([...expected[list]].sort());
      expect(r.body.data.total, list).toBe(expected[list].length);
      expect(r.body.data.counts[list], list).toBe(expected[list].length);
    }
    expect((await admin(s, "GET", "/api/admin/orders?list=shipped")).status).toBe(422);
  });

  it("searches by order number, receiver name or phone and by Taipei date range", async () => {
    const { s, mia, line } = await setup();
    const a = await order(s, mia.userId, [line], { number: "261101000001", createdAt: "2026-11-01T15:59:00.000Z" });
    const b = await order(s, mia.userId, [line], {
      number: "261102000002",
      createdAt: "2026-11-01T16:00:00.000Z", // 2026-11-02 00:00 in Taipei
      receiver: { ...RECEIVER, name: "陳大文", phone: "0987654321" },
    });
    expect(ids(await admin(s, "GET", "/api/admin/orders?keyword=000001"))).toEqual([a]);
    expect(ids(await admin(s, "GET", `/api/admin/orders?keyword=${encodeURIComponent("陳大")}`))).toEqual([b]);
    expect(ids(await admin(s, "GET", "/api/admin/orders?keyword=0987"))).toEqual([b]);
    expect(ids(await admin(s, "GET", "/api/admin/orders?dateFrom=2026-11-02&dateTo=2026-11-02"))).toEqual([b]);
    expect(ids(await admin(s, "GET", "/api/admin/orders?dateFrom=2026-11-01&dateTo=2026-11-01"))).toEqual([a]);
    const counts = (await admin(s, "GET", "/api/admin/orders?keyword=000001")).body.data.counts;
    expect(counts).toMatchObject({ all: 1, unprocessed: 1 });
    const bad = await admin(s, "GET", "/api/admin/orders?dateFrom=2026-11-03&dateTo=2026-11-02");
    expect(bad.status).toBe(422);
    expect(bad.body.issues[0].path).toBe("dateTo");
  });
});

describe("order detail, unread and highlights", () => {
  it("counts unread orders per highlight type; opening one marks it read; DELETE clears a type", async () => {
    const { s, mia, line } = await setup();
    const o1 = await order(s, mia.userId, [line]);
    await order(s, mia.userId, [line]);
    await order(s, mia.userId, [line], { paymentStatus: "CONFIRM_PAID" });
    await order(s, mia.userId, [line], { status: "CANCEL_UNPROCESSED", paymentStatus: "PAID" });
    await order(s, mia.userId, [line], { status: "RETURN_UNPROCESSED", paymentStatus: "PAID" });

    const unread = await admin(s, "GET", "/api/admin/order/unread");
    expect(unread.body.data).toEqual({
      ORDER_UNPROCESSED: 3,
      ORDER_CONFIRM_PAID: 1,
      ORDER_CANCEL_UNPROCESSED: 1,
      ORDER_RETURN_UNPROCESSED: 1,
    });

    const d = await admin(s, "GET", `/api/admin/orders/${o1}`);
    expect(d.body.data).toMatchObject({
      id: o1,
      isRead: true,
      member: { id: mia.userId, email: "mia@example.com" },
      actions: expect.arrayContaining(["process", "deliver", "cancel", "confirmPaid"]),
      items: [{ productName: "Oolong", quantity: 2 }],
    });
    expect((await orderRow(o1)).is_read).toBe(1);
    expect((await admin(s, "GET", "/api/admin/order/unread")).body.data.ORDER_UNPROCESSED).toBe(2);

    const hl = await admin(s, "GET", "/api/admin/highlights");
    // The orders' own types (the member's sign-up counts NOTIFICATION_NEW beside them).
    const orderTypes = (list: { type: string }[]) => list.filter((h) => h.type.startsWith("ORDER_"));
    expect(orderTypes(hl.body.data)).toEqual([
      { type: "ORDER_UNPROCESSED", id: 1, amount: 2, content: { notificationId: null, message: expect.any(String) } },
      { type: "ORDER_CONFIRM_PAID", id: 2, amount: 1, content: { notificationId: null, message: expect.any(String) } },
      { type: "ORDER_CANCEL_UNPROCESSED", id: 3, amount: 1, content: expect.any(Object) },
      { type: "ORDER_RETURN_UNPROCESSED", id: 4, amount: 1, content: expect.any(Object) },
    ]);
    const cleared = await admin(s, "DELETE", "/api/admin/highlights/1");
    expect(cleared.body.data).toEqual({ cleared: 2 });
    // One read flag per order: the reported transfer was also a new order, so it is read now too.
    expect(orderTypes((await admin(s, "GET", "/api/admin/highlights")).body.data).map((h) => h.type)).toEqual([
      "ORDER_CANCEL_UNPROCESSED",
      "ORDER_RETURN_UNPROCESSED",
    ]);
    expect((await admin(s, "DELETE", "/api/admin/highlights/99")).body.code).toBe(400004);
    // A member's request makes the order news again.
    await api(A, "PATCH", `/api/orders/${o1}`, { token: mia.token, body: { action: "cancel", reason: "x" } });
    expect((await admin(s, "GET", "/api/admin/order/unread")).body.data.ORDER_UNPROCESSED).toBe(0);
  });

  it("answers 400004 for an unknown id and another store's order", async () => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    const other = await shop(B);
    expect((await admin(other, "GET", `/api/admin/orders/${id}`)).body.code).toBe(400004);
    expect((await admin(other, "GET", "/api/admin/orders")).body.data.total).toBe(0);
    const r = await admin(other, "PATCH", "/api/admin/orders", { ids: [id], action: "process" });
    expect(r.body.code).toBe(400004);
    expect((await orderRow(id)).status).toBe("UNPROCESSED");
    expect((await admin(other, "GET", "/api/admin/order/unread")).body.data.ORDER_UNPROCESSED).toBe(0);
    expect((await admin(s, "GET", "/api/admin/orders/999999")).body.code).toBe(400004);
  });
});

describe("bulk transitions", () => {
  it("moves orders along process → deliver → complete, audited, highlight cache bumped", async () => {
    const { s, mia, line } = await setup();
    const [a, b] = [await order(s, mia.userId, [line]), await order(s, mia.userId, [line])];
    const before = (await admin(s, "GET", "/api/admin/order/unread")).body.apiCacheMap;
    const r = await admin(s, "PATCH", "/api/admin/orders", { ids: [a, b], action: "process" });
    expect(r.body).toMatchObject({ code: 0, data: { ids: [a, b], changed: [a, b] } });
    expect(r.body.apiCacheMap.highlight).toBeGreaterThan(before.highlight);
    expect((await orderRow(a)).status).toBe("PROCESSED");
    const [audit] = await sql<Record<string, unknown>>(
      "SELECT system, method, path, object_id FROM audit_logs WHERE store_id = ? ORDER BY id DESC LIMIT 1",
      s.storeId,
    );
    expect(audit).toEqual({ system: "Order", method: "PATCH", path: "/api/admin/orders", object_id: `${a},${b}` });

    await admin(s, "PATCH", "/api/admin/orders", { ids: [a], action: "deliver" });
    const delivered = await orderRow(a);
    expect(delivered.status).toBe("DELIVERED");
    expect(delivered.delivered_at).toEqual(expect.any(String));
    await admin(s, "PATCH", "/api/admin/orders", { ids: [a], action: "complete" });
    const events = await sql<{ from: string; to: string; actor: string }>(
      `SELECT "from", "to", actor FROM order_events WHERE order_id = ? AND type = 'STATUS' ORDER BY id`,
      a,
    );
    expect(events.map((e) => `${e.from}>${e.to}:${e.actor}`)).toEqual([
      "null>UNPROCESSED:MEMBER",
      "UNPROCESSED>PROCESSED:ADMIN",
      "PROCESSED>DELIVERED:ADMIN",
      "DELIVERED>COMPLETE:ADMIN",
    ]);
  });

  it("restores stock with CANCEL stock_logs when a cancel or a return completes, in one batch", async () => {
    const { s, mia, p, line } = await setup();
    const other = await product(s, { name: "Green", stock: 5 });
    const cancelAsked = await order(s, mia.userId, [line, { ...other, quantity: 1, unitPrice: 30000 }], {
      status: "CANCEL_UNPROCESSED",
      paymentStatus: "PAID",
    });
    const returnAsked = await order(s, mia.userId, [line], { status: "RETURN_UNPROCESSED", paymentStatus: "PAID" });
    expect(await stockOf(p.stockId)).toBe(16);
    expect(await stockOf(other.stockId)).toBe(4);

    const c = await admin(s, "PATCH", "/api/admin/orders", { ids: [cancelAsked], action: "approveCancel" });
    expect(c.body.code).toBe(0);
    expect((await orderRow(cancelAsked)).status).toBe("CANCEL_COMPLETE");
    expect(await stockOf(p.stockId)).toBe(18);
    expect(await stockOf(other.stockId)).toBe(5);
    const r = await admin(s, "PATCH", "/api/admin/orders", { ids: [returnAsked], action: "approveReturn" });
    expect(r.body.code).toBe(0);
    expect(await stockOf(p.stockId)).toBe(20);

    const [adminUser] = await sql<{ id: number }>(
      "SELECT id FROM users WHERE store_id = ? AND is_admin = 1",
      s.storeId,
    );
    const logs = await sql(
      "SELECT stock_id, change, after, reason, user_id FROM stock_logs WHERE store_id = ? AND reason = 'CANCEL' ORDER BY id",
      s.storeId,
    );
    expect(logs).toEqual([
      { stock_id: p.stockId, change: 2, after: 18, reason: "CANCEL", user_id: adminUser!.id },
      { stock_id: other.stockId, change: 1, after: 5, reason: "CANCEL", user_id: adminUser!.id },
      { stock_id: p.stockId, change: 2, after: 20, reason: "CANCEL", user_id: adminUser!.id },
    ]);
    // Completed: a second approval is refused and gives nothing back twice.
    const again = await admin(s, "PATCH", "/api/admin/orders", { ids: [returnAsked], action: "approveReturn" });
    expect(again.body.code).toBe(400050);
    expect(await stockOf(p.stockId)).toBe(20);
    // Refund is recorded once the order is closed.
    await admin(s, "PATCH", "/api/admin/orders", { ids: [returnAsked], action: "refund" });
    expect((await orderRow(returnAsked)).payment_status).toBe("REFUNDED");
  });

  it("refuses the whole bulk change when any order may not move, naming those ids", async () => {
    const { s, mia, p, line } = await setup();
    const ok = await order(s, mia.userId, [line]);
    const done = await order(s, mia.userId, [line], { status: "COMPLETE", paymentStatus: "PAID" });
    const r = await admin(s, "PATCH", "/api/admin/orders", { ids: [ok, done], action: "cancel" });
    expect(r.body).toMatchObject({ code: 400050, data: { ids: [done], action: "cancel" } });
    expect((await orderRow(ok)).status).toBe("UNPROCESSED");
    expect(await stockOf(p.stockId)).toBe(16);
    const audits = await sql("SELECT id FROM audit_logs WHERE store_id = ? AND system = 'Order'", s.storeId);
    expect(audits).toEqual([]);

    const cancel = await admin(s, "PATCH", "/api/admin/orders", { ids: [ok], action: "cancel", reason: "Out of tea" });
    expect(cancel.body.code).toBe(0);
    expect(await orderRow(ok)).toMatchObject({ status: "CANCEL_COMPLETE", reason: "Out of tea" });
    expect(await stockOf(p.stockId)).toBe(18);
  });

  it("confirms payment, flags orders and validates the body", async () => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line], { paymentStatus: "CONFIRM_PAID" });
    await admin(s, "PATCH", "/api/admin/orders", { ids: [id], action: "confirmPaid" });
    expect(await orderRow(id)).toMatchObject({ payment_status: "PAID", paid_at: expect.any(String) });
    await admin(s, "PATCH", "/api/admin/orders", { ids: [id], action: "highlight" });
    expect((await orderRow(id)).is_highlight).toBe(1);
    expect((await admin(s, "GET", "/api/admin/orders")).body.data.items[0].isHighlight).toBe(true);

    for (const [body, field] of [
      [{ ids: [], action: "process" }, "ids"],
      [{ ids: [id, id], action: "process" }, "ids"],
      [{ ids: [id], action: "ship" }, "action"],
      [{ ids: [id], action: "process", status: "COMPLETE" }, "_"],
    ] as const) {
      const r = await admin(s, "PATCH", "/api/admin/orders", body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
  });
});

describe("permissions", () => {
  it("refuses members, admins with orders blocked and branch stores (400027)", async () => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    for (const [m, p] of [
      ["GET", "/api/admin/orders"],
      ["GET", `/api/admin/orders/${id}`],
      ["GET", "/api/admin/order/unread"],
      ["GET", "/api/admin/order/excel"],
      ["PATCH", "/api/admin/orders"],
    ] as const) {
      const r = await api(A, m, p, {
        token: mia.token,
        body: m === "PATCH" ? { ids: [id], action: "process" } : undefined,
      });
      expect(r.body.code, `${m} ${p}`).toBe(400027);
    }
    expect((await api(A, "GET", "/api/admin/orders")).body.code).toBe(400029);

    await sql("UPDATE users SET blocked_privileges = '[1]' WHERE store_id = ? AND is_admin = 1", s.storeId);
    expect((await admin(s, "GET", "/api/admin/orders")).body.code).toBe(400027);
    expect((await admin(s, "PATCH", "/api/admin/orders", { ids: [id], action: "process" })).body.code).toBe(400027);
    const blocked = (await admin(s, "GET", "/api/admin/highlights")).body;
    expect(blocked.code).toBe(0);
    expect(blocked.data.filter((h: { type: string }) => h.type.startsWith("ORDER_"))).toEqual([]);
    expect((await orderRow(id)).status).toBe("UNPROCESSED");

    const branch = await shop(B, "BRANCH_MULTILEVEL_PAY_BY_SELF");
    expect((await admin(branch, "GET", "/api/admin/orders")).body.code).toBe(400027);
  });
});

describe("order excel export", () => {
  it("downloads the filtered list as .xlsx, one row per line, Taipei times and NT$ amounts", async () => {
    const { s, mia, p, line } = await setup();
    const green = await product(s, { name: "Green", stock: 5 });
    await order(s, mia.userId, [line, { ...green, quantity: 1, unitPrice: 30050, name: "Green" }], {
      number: "261101000001",
      createdAt: "2026-11-01T16:30:00.000Z",
    });
    await order(s, mia.userId, [{ ...p, quantity: 1, unitPrice: 50000 }], {
      number: "261101000002",
      status: "COMPLETE",
      paymentStatus: "PAID",
    });
    const res = await SELF.fetch(`http://${A}/api/admin/order/excel?list=unprocessed`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="orders-unprocessed-\d{8}\.xlsx"/);
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]?.[0]).toBe("訂單編號");
    expect(rows.length).toBe(3); // header + the two lines of the one unprocessed order
    // The time is an Excel date, Taipei on its face (exceljs reads the serial as UTC).
    expect(rows[1]?.slice(0, 4)).toEqual(["261101000001", new Date("2026-11-02T00:30:00Z"), "未處理", "未付款"]);
    // An empty text (no spec) is an empty cell.
    expect(rows[1]?.slice(9, 14)).toEqual(["Oolong", undefined, 500, 2, 1000]);
    expect(rows[2]?.slice(9, 14)).toEqual(["Green", undefined, 300.5, 1, 300.5]);
    expect(rows[2]?.[16]).toBe(1360.5);

    const all = await SELF.fetch(`http://${A}/api/admin/order/excel?list=all&locale=en`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(await all.arrayBuffer());
    expect(wb2.worksheets[0]!.rowCount).toBe(4);
    expect(wb2.worksheets[0]!.getRow(1).getCell(1).value).toBe("Order number");
  });
});

describe("back-office order pages", () => {
  const page = (s: Shop, path: string) =>
    SELF.fetch(`http://${s.host}${path}`, { headers: { cookie: `sf_session=${s.admin}`, accept: "text/html" } });

  it("renders the order lists, the overview, the detail and the subscription list in the admin shell", async () => {
    const { s, mia, line } = await setup();
    const id = await order(s, mia.userId, [line]);
    for (const path of [
      "/admin/orderlist/unprocessed",
      "/admin/orderlist/all",
      "/admin/orderlist-overview",
      `/admin/order/${id}`,
      "/admin/subscription-list",
    ]) {
      const r = await page(s, path);
      expect(r.status, path).toBe(200);
      const html = await r.text();
      expect(html, path).toContain('data-testid="admin-topbar"');
      expect(html, path).toContain(ADMIN.name.slice(0, 1));
      // The Orders tab carries the count of orders with news for the store (the unread one).
      expect(html, path).toMatch(
        /data-testid="tab-orders"[^>]*>(?:<span[^>]*>[^<]*<\/span>)?[^<]*<span class="[^"]*rounded-full bg-danger[^"]*">1<\/span>/,
      );
    }
    const member = await SELF.fetch(`http://${s.host}/admin/orderlist/unprocessed`, {
      headers: { cookie: `sf_session=${mia.token}` },
      redirect: "manual",
    });
    expect(member.status).toBe(302);
    expect(member.headers.get("location")).toBe("/notadmin");
  }, 120_000); // the file's first server render compiles the page modules
});
