import { describe, expect, it } from "vitest";
import { monthRange, shiftMonth, taipeiDayOf } from "../../functions/store/notificationsCalendar/month";
import { api, sql } from "../helpers";
import { member, order, product, RECEIVER, type Shop, shop } from "./orderFixtures";

// Issue 28 §2: /admin/notifications-calendar's one read, GET /api/admin/notifications-calendar
// (docs/decisions/notifications-calendar.md): orders per Taipei day, subscriptions' next orders,
// promotions overlapping the month, schedules with their object's name — each the store's own.

const get = (s: Shop, month: string) =>
  api(s.host, "GET", `/api/admin/notifications-calendar?month=${month}`, { token: s.admin });

async function subscription(s: Shop, userId: number, p: { productId: number; stockId: number }, next: string) {
  const origin = await order(s, userId, [{ ...p, quantity: 1, unitPrice: 45000 }], {
    createdAt: "2026-10-01T00:00:00.000Z",
  });
  await sql(
    `INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle, status,
       payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
     VALUES (?, ?, ?, ?, ?, 1, 1, 'ACTIVE', 'TRANSFER', ?, 'HOME', ?, ?)`,
    s.storeId,
    userId,
    origin,
    p.productId,
    p.stockId,
    s.homeId,
    JSON.stringify(RECEIVER),
    next,
  );
}

async function promotion(s: Shop, name: string, startAt: string, endAt: string) {
  await sql(
    `INSERT INTO promotions (store_id, name, is_open, start_at, end_at, condition_type, action_type, conditions)
     VALUES (?, ?, 1, ?, ?, 'FULL_AMOUNT', 'AMOUNT_OFF', '[]')`,
    s.storeId,
    name,
    startAt,
    endAt,
  );
}

async function schedule(s: Shop, productId: number, runAt: string) {
  await sql(
    `INSERT INTO schedules (store_id, type, target_id, action, run_at) VALUES (?, 'PRODUCT', ?, 'UNPUBLISH', ?)`,
    s.storeId,
    productId,
    runAt,
  );
}

describe("notifications calendar: the month's days", () => {
  it("maps a Taipei month onto its UTC range and weekdays", () => {
    expect(monthRange("2026-12")).toMatchObject({
      firstDay: "2026-12-01",
      lastDay: "2026-12-31",
      fromIso: "2026-11-30T16:00:00.000Z",
      toIso: "2026-12-31T16:00:00.000Z",
      days: 31,
      firstWeekday: 2, // 1 Dec 2026 is a Tuesday
    });
    expect(monthRange("2028-02").days).toBe(29);
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(taipeiDayOf("2026-12-01T15:59:59.999Z")).toBe("2026-12-01");
    expect(taipeiDayOf("2026-12-01T16:00:00.000Z")).toBe("2026-12-02");
  });
});

describe("GET /api/admin/notifications-calendar", () => {
  it("counts orders per Taipei day and lists subscriptions, promotions and schedules of the month", async () => {
    const s = await shop("cal-a.localhost");
    const m = await member(s.host, "cal-a@example.com");
    const tea = await product(s, { name: "Alishan Oolong" });
    const line = [{ ...tea, quantity: 1, unitPrice: 50000 }];
    // 1 Dec 00:10 Taipei is still 30 Nov in UTC; 31 Dec 23:59 Taipei is the month's last minute;
    // 1 Jan 00:00 Taipei belongs to the next month.
    for (const createdAt of [
      "2026-11-30T15:59:00.000Z", // 30 Nov 23:59 Taipei: not this month
      "2026-11-30T16:10:00.000Z", // 1 Dec 00:10
      "2026-12-01T15:59:59.000Z", // 1 Dec 23:59
      "2026-12-01T16:00:00.000Z", // 2 Dec 00:00
      "2026-12-31T15:59:00.000Z", // 31 Dec 23:59
      "2026-12-31T16:00:00.000Z", // 1 Jan 00:00: next month
    ])
      await order(s, m.userId, line, { createdAt });
    await subscription(s, m.userId, tea, "2026-12-15");
    await subscription(s, m.userId, tea, "2027-01-15");
    await promotion(s, "Winter sale", "2026-12-10T16:00:00.000Z", "2026-12-20T15:59:59.000Z");
    await promotion(s, "Always on", "1111-01-01T00:00:00.000Z", "3333-12-31T23:59:59.999Z");
    await promotion(s, "Autumn", "2026-10-01T00:00:00.000Z", "2026-11-30T15:00:00.000Z");
    await schedule(s, tea.productId, "2026-12-24T16:30:00.000Z"); // 25 Dec 00:30 Taipei

    const r = await get(s, "2026-12");
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d).toMatchObject({ month: "2026-12", firstDay: "2026-12-01", lastDay: "2026-12-31", firstWeekday: 2 });
    expect(d.orders).toEqual([
      { day: "2026-12-01", orders: 2 },
      { day: "2026-12-02", orders: 1 },
      { day: "2026-12-31", orders: 1 },
    ]);
    expect(d.subscriptions).toHaveLength(1);
    expect(d.subscriptions[0]).toMatchObject({ day: "2026-12-15", productName: "Alishan Oolong", status: "ACTIVE" });
    expect(d.promotions.map((p: { name: string }) => p.name).sort()).toEqual(["Always on", "Winter sale"]);
    const winter = d.promotions.find((p: { name: string }) => p.name === "Winter sale");
    expect(winter).toMatchObject({ startDay: "2026-12-11", endDay: "2026-12-20", isOpen: true });
    const always = d.promotions.find((p: { name: string }) => p.name === "Always on");
    expect(always).toMatchObject({ startDay: null, endDay: null });
    expect(d.schedules).toEqual([
      expect.objectContaining({
        day: "2026-12-25",
        targetName: "Alishan Oolong",
        action: "UNPUBLISH",
        status: "NORMAL",
      }),
    ]);

    // The next month holds the 1 Jan order and the January subscription run.
    const jan = (await get(s, "2027-01")).body.data;
    expect(jan.orders).toEqual([{ day: "2027-01-01", orders: 1 }]);
    expect(jan.subscriptions.map((x: { day: string }) => x.day)).toEqual(["2027-01-15"]);
    expect(jan.schedules).toEqual([]);
  });

  it("refuses a malformed month with 422 and field issues", async () => {
    const s = await shop("cal-b.localhost");
    for (const month of ["2026-13", "2026-1", "december", ""]) {
      const r = await get(s, month);
      expect(r.status).toBe(422);
      expect(r.body.data?.issues?.[0]?.path ?? r.body.issues?.[0]?.path).toBe("month");
    }
  });

  it("shows one store's rows only (tenant isolation)", async () => {
    const a = await shop("cal-c.localhost");
    const b = await shop("cal-d.localhost");
    const m = await member(a.host, "cal-c@example.com");
    const tea = await product(a, { name: "A's tea" });
    await order(a, m.userId, [{ ...tea, quantity: 1, unitPrice: 50000 }], { createdAt: "2026-12-05T04:00:00.000Z" });
    await subscription(a, m.userId, tea, "2026-12-09");
    await promotion(a, "A's sale", "2026-12-01T00:00:00.000Z", "2026-12-02T00:00:00.000Z");
    await schedule(a, tea.productId, "2026-12-06T04:00:00.000Z");
    // B's schedule names A's product id: B's calendar must not reveal A's product name.
    await schedule(b, tea.productId, "2026-12-07T04:00:00.000Z");

    const seenByB = (await get(b, "2026-12")).body.data;
    expect(seenByB.orders).toEqual([]);
    expect(seenByB.subscriptions).toEqual([]);
    expect(seenByB.promotions).toEqual([]);
    expect(seenByB.schedules).toEqual([expect.objectContaining({ day: "2026-12-07", targetName: null })]);
    // A's admin token on B's host is not an admin of B.
    const cross = await api(b.host, "GET", "/api/admin/notifications-calendar?month=2026-12", { token: a.admin });
    expect(cross.body.code).not.toBe(0);
    expect(JSON.stringify(cross.body)).not.toContain("A's");
  });
});
