import { describe, expect, it } from "vitest";
import { taipeiDate } from "../../functions/commerce/orders/time";
import { REPORT_MONTH_DAYS } from "../../functions/operator/demoHistory";
import { Code } from "../../functions/shared/codes";
import { addDays } from "../../functions/store/reports/presets";
import { api, operator, sql } from "../helpers";
import { member, order, product, shop } from "./orderFixtures";

// Issue 28 §6 "a month of reports": the seed's orders (placed through checkout) are given their days
// by POST /operator/stores/{id}/demo-history, which then runs the report's roll-up over the month.
// A fresh month fills all 30 daily rows from the orders; a second call adds nothing; an order of
// another store is neither moved nor counted.

const A = "demo-history-a.localhost";
const B = "demo-history-b.localhost";

const reportRows = (storeId: number) =>
  sql<{ day: string; orders: number; revenue: number }>(
    "SELECT day, orders, revenue FROM store_daily_reports WHERE store_id = ? ORDER BY day",
    storeId,
  );

describe("POST /operator/stores/{id}/demo-history", () => {
  it("dates the orders and fills the month's roll-ups from them, once", async () => {
    const s = await shop(A);
    const other = await shop(B);
    const mia = await member(A, "mia@demo-history.test");
    const p = await product(s, { stock: 100 });
    const line = { ...p, quantity: 1, unitPrice: 500_00 };
    const plan = [1, 2, 2, 10, 29];
    const ids: number[] = [];
    for (const _ of plan) ids.push(await order(s, mia.userId, [line], { status: "COMPLETE", paymentStatus: "PAID" }));
    const theirs = await order(other, (await member(B, "ben@demo-history.test")).userId, [line]);

    const body = { orders: [...plan.map((daysAgo, i) => ({ id: ids[i]!, daysAgo })), { id: theirs, daysAgo: 5 }] };
    const first = await operator("POST", `/operator/stores/${s.storeId}/demo-history`, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ moved: plan.length, reportDays: REPORT_MONTH_DAYS, ordersInMonth: 5 });

    const today = taipeiDate(new Date());
    const rows = await reportRows(s.storeId);
    expect(rows.map((r) => r.day)).toEqual(
      Array.from({ length: REPORT_MONTH_DAYS }, (_, i) => addDays(today, i - REPORT_MONTH_DAYS + 1)),
    );
    const byDay = new Map(rows.map((r) => [r.day, r]));
    // Each day holds the orders given to it (the total with NT$60 shipping), nothing else.
    expect(byDay.get(addDays(today, -2))).toMatchObject({ orders: 2, revenue: 2 * 560_00 });
    for (const d of [1, 10, 29]) expect(byDay.get(addDays(today, -d))).toMatchObject({ orders: 1, revenue: 560_00 });
    expect(rows.reduce((n, r) => n + r.orders, 0)).toBe(5);
    // The other store's order kept its day and is in no row of this store.
    const [row] = await sql<{ created_at: string }>("SELECT created_at FROM orders WHERE id = ?", theirs);
    expect(taipeiDate(new Date(row!.created_at))).toBe(today);
    expect(await reportRows(other.storeId)).toEqual([]);

    // A second run (the seed's next start): the same rows, none added.
    const again = await operator("POST", `/operator/stores/${s.storeId}/demo-history`, body);
    expect(again.body.data).toMatchObject({ reportDays: REPORT_MONTH_DAYS, ordersInMonth: 5 });
    const after = await reportRows(s.storeId);
    expect(after).toEqual(rows);
    // The report reads the same month.
    const report = await api(A, "GET", "/api/admin/report/store?preset=THIRTY_DAYS", { token: s.admin });
    expect(report.body.data.current.orders).toBe(5);
  }, 120_000);

  it("is the operator's: a store admin's or a wrong token is refused, an unknown store does not exist", async () => {
    const s = await shop(A);
    expect((await operator("POST", `/operator/stores/${s.storeId}/demo-history`, { orders: [] }, s.admin)).status).toBe(
      401,
    );
    const unknown = await operator("POST", "/operator/stores/999999/demo-history", { orders: [] });
    expect(unknown.body.code).toBe(Code.DATA_DOES_NOT_EXIST);
    expect((await operator("POST", `/operator/stores/${s.storeId}/demo-history`, { orders: [{ id: 1 }] })).status).toBe(
      422,
    );
  }, 120_000);
});
