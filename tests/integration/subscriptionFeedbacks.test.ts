import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadExcel } from "../../functions/commerce/catalogue/sheet";
import { api, page, sql } from "../helpers";
import { member, order, product, RECEIVER, type Shop, shop } from "./orderFixtures";

// Subscription feedbacks: a member's reasons sent with the cancel; the store lists them (filters,
// paging), answers and marks them processed (audited), and exports the filter whole as .xlsx.

const A = "sfb-a.localhost";

async function subscription(s: Shop, userId: number) {
  const p = await product(s, { name: "Monthly tea" });
  const origin = await order(s, userId, [{ ...p, quantity: 1, unitPrice: 45000 }]);
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle, status,
       payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
     VALUES (?, ?, ?, ?, ?, 1, 1, 'ACTIVE', 'TRANSFER', ?, 'HOME', ?, date('now', '+1 months')) RETURNING id`,
    s.storeId,
    userId,
    origin,
    p.productId,
    p.stockId,
    s.homeId,
    JSON.stringify(RECEIVER),
  );
  return row!.id;
}

const list = (s: Shop, q = "") => api(A, "GET", `/api/admin/subscription/feedbacks${q}`, { token: s.admin });

describe("subscription feedbacks", () => {
  it("comes with a member's cancel; the store filters, pages, answers and exports it", async () => {
    const s = await shop(A);
    const m = await member(A, "sfb-m@example.com");
    const subA = await subscription(s, m.userId);
    const subB = await subscription(s, m.userId);
    // Feedback only with a cancel.
    const pause = await api(A, "PATCH", `/api/subscriptions/${subA}`, {
      token: m.token,
      body: { action: "pause", feedback: { reasons: ["UNKNOWN_PURCHASE"] } },
    });
    expect(pause.status).toBe(422);
    const badReason = await api(A, "PATCH", `/api/subscriptions/${subA}`, {
      token: m.token,
      body: { action: "cancel", feedback: { reasons: ["TOO_SWEET"] } },
    });
    expect(badReason.status).toBe(422);
    for (const [id, reasons, content] of [
      [subA, ["ACCIDENTAL_SUBSCRIBE"], "按錯了"],
      [subB, ["UNKNOWN_PURCHASE", "SUBSCRIBED_WITHOUT_CONSENT"], "Not me"],
    ] as const) {
      const r = await api(A, "PATCH", `/api/subscriptions/${id}`, {
        token: m.token,
        body: { action: "cancel", feedback: { reasons, content } },
      });
      expect(r.body.data.status).toBe("CANCELLED");
    }

    // Each feedback raises the store's notice and its highlight, in the cancel's own batch.
    const notes = await sql<{ type: string; message: string }>(
      "SELECT type, message FROM store_notifications WHERE store_id = ? AND type = 'SUBSCRIPTION_FEEDBACK_NEW'",
      s.storeId,
    );
    expect(notes).toEqual([
      { type: "SUBSCRIPTION_FEEDBACK_NEW", message: "Monthly tea" },
      { type: "SUBSCRIPTION_FEEDBACK_NEW", message: "Monthly tea" },
    ]);
    const [badge] = await sql<{ amount: number }>(
      "SELECT amount FROM store_highlights WHERE store_id = ? AND type = 'SUBSCRIPTION_FEEDBACK_NEW'",
      s.storeId,
    );
    expect(badge?.amount).toBe(2);

    const all = await list(s);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.items[0]).toMatchObject({
      subscriptionId: subB,
      memberName: "Mia Member",
      memberEmail: "sfb-m@example.com",
      productName: "Monthly tea",
      reasons: ["UNKNOWN_PURCHASE", "SUBSCRIBED_WITHOUT_CONSENT"],
      content: "Not me",
      status: "UNPROCESSED",
    });
    expect((await list(s, "?limit=1&offset=1")).body.data.items.map((f: { content: string }) => f.content)).toEqual([
      "按錯了",
    ]);
    expect((await list(s, "?keyword=Not%20me")).body.data.total).toBe(1);
    expect((await list(s, "?dateFrom=2000-01-01&dateTo=2000-01-02")).body.data.total).toBe(0);
    expect((await list(s, "?dateFrom=2026-02-01&dateTo=2026-01-01")).status).toBe(422);
    expect((await list(s, "?status=DONE")).status).toBe(422);

    const id = all.body.data.items[0].id as number;
    const patched = await api(A, "PATCH", `/api/admin/subscription/feedbacks/${id}`, {
      token: s.admin,
      body: { status: "PROCESSED", reply: "已退款" },
    });
    expect(patched.body.data).toMatchObject({ id, status: "PROCESSED", reply: "已退款" });
    expect((await list(s, "?status=PROCESSED")).body.data.items.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(
      (await api(A, "PATCH", `/api/admin/subscription/feedbacks/${id}`, { token: s.admin, body: { status: "X" } }))
        .status,
    ).toBe(422);
    const audit = await sql<{ system: string; object_id: string }>(
      "SELECT system, object_id FROM audit_logs WHERE store_id = ? AND path LIKE '/api/admin/subscription/feedbacks/%'",
      s.storeId,
    );
    expect(audit).toEqual([{ system: "Subscription", object_id: String(id) }]);

    // The export: every row of the filter, typed cells (ids as numbers, the time as a date).
    const res = await SELF.fetch(`http://${A}/api/admin/subscription/feedbacks/excel?locale=en`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(res.headers.get("content-disposition")).toMatch(/filename="subscription-feedbacks-\d{8}\.xlsx"/);
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]?.slice(0, 3)).toEqual(["ID", "Time", "Subscription"]);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[0]).toBe(id);
    expect(rows[1]?.[1]).toBeInstanceOf(Date);
    expect(rows[1]?.[2]).toBe(subB);
    expect(rows[1]?.slice(6, 10)).toEqual([
      "Unknown purchase, Subscribed in my name without consent",
      "Not me",
      "Processed",
      "已退款",
    ]);
    const zh = await SELF.fetch(`http://${A}/api/admin/subscription/feedbacks/excel?status=UNPROCESSED`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(await zh.arrayBuffer());
    expect(wb2.worksheets[0]!.rowCount).toBe(2);
    expect(wb2.worksheets[0]!.getRow(2).getCell(7).value).toBe("不小心訂閱");
  });

  it("is sent from the member's subscription page with the cancel", async () => {
    const s = await shop(A);
    const m = await member(A, "sfb-page@example.com");
    const id = await subscription(s, m.userId);
    const r = await page(A, `/profile/subscription/${id}`, {
      token: m.token,
      form: { action: "cancel", reasons: "NO_LONGER_NEED_BRANCH", content: "夠用了" },
    });
    expect(r.status).toBeLessThan(400);
    const [row] = await sql<{ status: string }>("SELECT status FROM subscriptions WHERE id = ?", id);
    expect(row?.status).toBe("CANCELLED");
    const got = (await list(s, "?keyword=%E5%A4%A0%E7%94%A8")).body.data.items;
    expect(got).toMatchObject([{ subscriptionId: id, reasons: ["NO_LONGER_NEED_BRANCH"], content: "夠用了" }]);
  });
});
