import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql, visitsFlushed } from "../helpers";

// Issue 28 §1: the store report's figures over a seeded month (and the month before) equal figures
// computed here from the seed itself, for every preset, on Asia/Taipei days, refunds on their day.

const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
const H = 3_600_000;
const DAY = 24 * H;
const taipeiDay = (t: number) => new Date(t + 8 * H).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

type Seed = { at: number; total: number; status: string; pay: string; method: string; qty: number; refundAt?: number };

async function seedOrders(storeId: number, userId: number, seeds: Seed[]) {
  let n = 0;
  for (const s of seeds) {
    n += 1;
    const [row] = await sql<{ id: number }>(
      `INSERT INTO orders (store_id, order_number, user_id, status, payment_status, payment_method, shipping_code,
         receiver, items_total_amount, shipping_fee, total_amount, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'HOME', '{}', ?, 0, ?, ?) RETURNING id`,
      storeId,
      `R${storeId}-${n}`,
      userId,
      s.status,
      s.pay,
      s.method,
      s.total,
      s.total,
      new Date(s.at).toISOString(),
    );
    await sql(
      `INSERT INTO order_items (store_id, order_id, product_id, stock_id, product_name, payment_plan, unit_price, quantity, amount)
       VALUES (?, ?, ?, 1, ?, 'NORMAL', ?, ?, ?)`,
      storeId,
      row!.id,
      s.qty % 2 ? 11 : 12,
      s.qty % 2 ? "Oolong" : "Black tea",
      s.total / s.qty,
      s.qty,
      s.total,
    );
    if (s.refundAt)
      await sql(
        `INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, created_at)
         VALUES (?, ?, 'PAYMENT', 'PAID', 'REFUNDED', 'ADMIN', ?)`,
        storeId,
        row!.id,
        new Date(s.refundAt).toISOString(),
      );
  }
}

const counted = (s: Seed) =>
  s.pay !== "FAILED" && !(s.status.startsWith("CANCEL") && ["UNPAID", "NOT_REQUIRED"].includes(s.pay));

function expected(seeds: Seed[], from: string, to: string, visits: number) {
  const inside = (t: number) => t >= dayStart(from) && t < dayStart(addDays(to, 1));
  const placed = seeds.filter((s) => inside(s.at) && counted(s));
  const refunded = seeds.filter((s) => s.refundAt && inside(s.refundAt));
  const revenue = placed.reduce((n, s) => n + s.total, 0);
  return {
    revenue,
    orders: placed.length,
    averageOrderValue: placed.length ? Math.round(revenue / placed.length) : 0,
    visits,
    conversion: visits ? Math.round((placed.length * 10_000) / visits) : 0,
    newMembers: 0,
    refunds: refunded.reduce((n, s) => n + s.total, 0),
    refundCount: refunded.length,
  };
}

function seedsFor(now: number): Seed[] {
  const today = taipeiDay(now);
  const seeds: Seed[] = [];
  const methods = ["TRANSFER", "CREDIT_CARD", "CASH_ON_DELIVERY"];
  for (let d = 0; d < 70; d += 1) {
    const day = addDays(today, -d);
    const start = dayStart(day);
    // Near Taipei midnight: the first and last millisecond of the day, and 16:00 UTC sharp.
    const times = [start, start + DAY - 1, start + 10 * H + d * 1000];
    times.forEach((at, i) => {
      if (at > now) return;
      const k = d * 3 + i;
      const status = k % 7 === 0 ? "CANCEL_COMPLETE" : k % 11 === 0 ? "RETURN_COMPLETE" : "COMPLETE";
      const pay = k % 13 === 0 ? "FAILED" : status === "CANCEL_COMPLETE" && k % 2 ? "UNPAID" : "PAID";
      const refundAt = status !== "COMPLETE" && pay === "PAID" ? Math.min(now, at + ((k % 3) + 1) * DAY) : undefined;
      seeds.push({
        at,
        total: 10_000 + k * 100,
        status,
        pay,
        method: methods[k % 3] as string,
        qty: (k % 4) + 1,
        refundAt,
      });
    });
  }
  return seeds;
}

describe("GET /api/admin/report/store", () => {
  it("answers every preset with the seed's own figures and the period before", async () => {
    const host = "report-a.localhost";
    const storeId = await createStore(host, "NORMAL", ADMIN);
    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const now = Date.now();
    const seeds = seedsFor(now);
    const [admin] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id = ?", storeId);
    await seedOrders(storeId, admin!.id, seeds);
    for (const guestId of ["visitorAAAA1111", "visitorBBBB2222", "visitorAAAA1111"])
      await api(host, "POST", "/api/admin/report/store/visit", { body: { guestId } });
    await visitsFlushed(storeId, 2);
    const today = taipeiDay(now);
    const visitsOf = (from: string, to: string) => (from <= today && today <= to ? 2 : 0);

    const presets = ["TODAY", "YESTERDAY", "WEEK", "THIRTY_DAYS", "THIS_MONTH", "LAST_MONTH"] as const;
    // Twice: the second read comes from the saved roll-ups and must say the same.
    for (const round of [1, 2])
      for (const preset of [...presets, "DATE_RANGE" as const]) {
        const q =
          preset === "DATE_RANGE"
            ? `preset=DATE_RANGE&dateFrom=${addDays(today, -40)}&dateTo=${addDays(today, -3)}`
            : `preset=${preset}`;
        const r = await api(host, "GET", `/api/admin/report/store?${q}`, { token });
        expect(r.body.code, JSON.stringify(r.body)).toBe(0);
        const d = r.body.data;
        const { from, to } = d.period;
        expect(d.current, `${preset} ${round} current`).toEqual(expected(seeds, from, to, visitsOf(from, to)));
        const p = d.previousPeriod;
        expect(d.previous, `${preset} previous`).toEqual(expected(seeds, p.from, p.to, visitsOf(p.from, p.to)));
        expect(d.series.length).toBe(Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1);
        expect(d.series.reduce((n: number, s: { revenue: number }) => n + s.revenue, 0)).toBe(d.current.revenue);
        const mix = d.payments.reduce((n: number, m: { count: number }) => n + m.count, 0);
        expect(mix).toBe(d.current.orders);
      }
    const week = (await api(host, "GET", "/api/admin/report/store?preset=WEEK", { token })).body.data;
    expect(week.period).toEqual({ from: addDays(today, -6), to: today });
    expect(week.previousPeriod).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
  });

  it("counts a visitor once a day and recomputes a closed day when one of its orders changes", async () => {
    const host = "report-b.localhost";
    const storeId = await createStore(host, "NORMAL", ADMIN);
    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    for (let i = 0; i < 3; i += 1)
      await api(host, "POST", "/api/admin/report/store/visit", { body: { guestId: "sameGuest123" } });
    await api(host, "POST", "/api/admin/report/store/visit", { body: { guestId: "otherGuest456" } });
    expect(await visitsFlushed(storeId, 2)).toBe(2);

    const [admin] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id = ?", storeId);
    const lastWeek = Date.now() - 5 * DAY;
    await seedOrders(storeId, admin!.id, [
      { at: lastWeek, total: 5000, status: "COMPLETE", pay: "PAID", method: "TRANSFER", qty: 1 },
    ]);
    const read = async () =>
      (await api(host, "GET", "/api/admin/report/store?preset=WEEK", { token })).body.data.current;
    expect((await read()).revenue).toBe(5000);
    await sql(
      "UPDATE orders SET status = 'CANCEL_COMPLETE', payment_status = 'UNPAID', updated_at = ? WHERE store_id = ?",
      new Date(Date.now() + 1000).toISOString(),
      storeId,
    );
    expect((await read()).revenue).toBe(0);
    expect((await read()).visits).toBe(2);
  });

  it("keeps each store's roll-ups, visits and reports to itself", async () => {
    const a = "report-c.localhost";
    const b = "report-d.localhost";
    const idA = await createStore(a, "NORMAL", ADMIN);
    await createStore(b, "NORMAL", ADMIN);
    const [admin] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id = ?", idA);
    await seedOrders(idA, admin!.id, [
      // Within today in Taipei even just after its midnight.
      {
        at: Math.max(dayStart(taipeiDay(Date.now())), Date.now() - H),
        total: 7000,
        status: "COMPLETE",
        pay: "PAID",
        method: "TRANSFER",
        qty: 1,
      },
    ]);
    await api(a, "POST", "/api/admin/report/store/visit", { body: { guestId: "guestOfStoreA" } });
    expect(await visitsFlushed(idA, 1)).toBe(1);
    const tokenA = await loginToken(a, ADMIN.email, ADMIN.password);
    const tokenB = await loginToken(b, ADMIN.email, ADMIN.password);
    expect(
      (await api(a, "GET", "/api/admin/report/store?preset=TODAY", { token: tokenA })).body.data.current.revenue,
    ).toBe(7000);
    expect(
      (await api(a, "GET", "/api/admin/report/store?preset=TODAY", { token: tokenA })).body.data.current.visits,
    ).toBe(1);
    const seenB = (await api(b, "GET", "/api/admin/report/store?preset=TODAY", { token: tokenB })).body.data.current;
    expect(seenB).toMatchObject({ revenue: 0, orders: 0, visits: 0 });
    // A's token on B's host is not B's admin.
    const cross = await api(b, "GET", "/api/admin/report/store?preset=TODAY", { token: tokenA });
    expect(cross.body.code).not.toBe(0);
    const prod = await api(b, "GET", "/api/admin/report/products?preset=TODAY", { token: tokenB });
    expect(prod.body.data.items).toEqual([]);
  });

  it("refuses a bad preset or range with field issues", async () => {
    const host = "report-e.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const bad = await api(host, "GET", "/api/admin/report/store?preset=DATE_RANGE&dateFrom=2026-01-01", { token });
    expect(bad.status).toBe(422);
    const long = await api(
      host,
      "GET",
      "/api/admin/report/store?preset=DATE_RANGE&dateFrom=2024-01-01&dateTo=2026-01-01",
      { token },
    );
    expect(long.status).toBe(422);
    const x = await api(host, "GET", "/api/admin/report/store/excel?preset=WEEK", { token });
    expect(x.status).toBe(200);
  });
});
