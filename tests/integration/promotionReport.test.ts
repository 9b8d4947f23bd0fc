import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadExcel } from "../../functions/commerce/catalogue/sheet";
import { api, createStore, loginToken, sql } from "../helpers";

// Issue 28 §1: the yearly promotion report's figures over a seeded year equal figures computed here
// from the seed itself: only orders that count (docs/decisions/store-report.md), only promotions an
// order applied (reached a tier), on Asia/Taipei months, the year's edges at Taipei midnight.

const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
const H = 3_600_000;
const YEAR = 2025;

type Applied = {
  id: number;
  name: string;
  scope: "PROMOTION" | "COUPON";
  code: string | null;
  off: number;
  ship: number;
};
type Seed = { at: string; total: number; status: string; pay: string; promos: Applied[]; hints: number[] };

const P = (id: number, scope: Applied["scope"], code: string | null = null) => ({ id, scope, code, name: `P${id}` });
const SUMMER = P(1, "PROMOTION");
const FREE_SHIP = P(2, "PROMOTION");
const WELCOME = P(3, "COUPON", "WELCOME10");

function seedsFor(): Seed[] {
  const seeds: Seed[] = [];
  for (let i = 0; i < 60; i += 1) {
    // Spread over the year and beyond its edges: six days a month, at varied hours (UTC).
    const month = i % 14; // 0 = the December before, 13 = the January after
    const y = month === 0 ? YEAR - 1 : month === 13 ? YEAR + 1 : YEAR;
    const m = month === 0 ? 12 : month === 13 ? 1 : month;
    const day = (i % 27) + 1;
    const at = new Date(Date.UTC(y, m - 1, day, (i * 5) % 24, i % 60)).toISOString();
    const status = i % 9 === 0 ? "CANCEL_COMPLETE" : i % 10 === 0 ? "RETURN_COMPLETE" : "COMPLETE";
    const pay = i % 11 === 0 ? "FAILED" : status === "CANCEL_COMPLETE" && i % 2 ? "UNPAID" : "PAID";
    const promos: Applied[] = [];
    if (i % 2 === 0) promos.push({ ...SUMMER, off: 100 + i, ship: 0 });
    if (i % 3 === 0) promos.push({ ...FREE_SHIP, off: 0, ship: 60 });
    if (i % 5 === 0) promos.push({ ...WELCOME, off: 250, ship: 0 });
    // Promotions the bill only weighed (a hint, no tier reached) are not applied.
    const hints = i % 2 ? [1] : [2];
    seeds.push({ at, total: 5_000 + i * 37, status, pay, promos, hints });
  }
  // The year's Taipei edges: 1 January 00:00 Taipei is 31 December 16:00 UTC.
  seeds.push({
    at: `${YEAR - 1}-12-31T16:00:00.000Z`,
    total: 1_111,
    status: "COMPLETE",
    pay: "PAID",
    promos: [{ ...WELCOME, off: 11, ship: 0 }],
    hints: [],
  });
  seeds.push({
    at: `${YEAR - 1}-12-31T15:59:59.999Z`,
    total: 2_222,
    status: "COMPLETE",
    pay: "PAID",
    promos: [{ ...WELCOME, off: 22, ship: 0 }],
    hints: [],
  });
  seeds.push({
    at: `${YEAR}-12-31T15:59:59.999Z`,
    total: 3_333,
    status: "COMPLETE",
    pay: "PAID",
    promos: [{ ...SUMMER, off: 33, ship: 0 }],
    hints: [],
  });
  seeds.push({
    at: `${YEAR}-12-31T16:00:00.000Z`,
    total: 4_444,
    status: "COMPLETE",
    pay: "PAID",
    promos: [{ ...SUMMER, off: 44, ship: 0 }],
    hints: [],
  });
  return seeds;
}

const listOf = (s: Seed) => [
  ...s.promos.map((p) => ({
    ...p,
    conditionType: "FULL_AMOUNT",
    actionType: "AMOUNT_OFF",
    conditionId: 7,
    discountAmount: p.off,
    discountShippingFee: p.ship,
    extras: [],
    shortBy: null,
  })),
  ...s.hints.map((id) => ({
    ...P(id, "PROMOTION"),
    conditionType: "FULL_AMOUNT",
    actionType: "AMOUNT_OFF",
    conditionId: null,
    discountAmount: 0,
    discountShippingFee: 0,
    extras: [],
    shortBy: 500,
  })),
];

async function seedOrders(storeId: number, userId: number, seeds: Seed[]) {
  let n = 0;
  for (const s of seeds) {
    n += 1;
    await sql(
      `INSERT INTO orders (store_id, order_number, user_id, status, payment_status, payment_method, shipping_code,
         receiver, items_total_amount, shipping_fee, total_amount, promotion_list, created_at)
       VALUES (?, ?, ?, ?, ?, 'TRANSFER', 'HOME', '{}', ?, 0, ?, ?, ?)`,
      storeId,
      `P${storeId}-${n}`,
      userId,
      s.status,
      s.pay,
      s.total,
      s.total,
      JSON.stringify(listOf(s)),
      s.at,
    );
  }
}

const counted = (s: Seed) =>
  s.pay !== "FAILED" && !(s.status.startsWith("CANCEL") && ["UNPAID", "NOT_REQUIRED"].includes(s.pay));
const taipeiMonth = (iso: string) => new Date(Date.parse(iso) + 8 * H).toISOString().slice(0, 7);

function expected(seeds: Seed[]) {
  const out = new Map<
    number,
    { orders: number; discountAmount: number; discountShippingFee: number; revenue: number; months: number[] }
  >();
  for (const s of seeds) {
    const month = taipeiMonth(s.at);
    if (!counted(s) || !month.startsWith(`${YEAR}-`)) continue;
    for (const p of s.promos) {
      const e = out.get(p.id) ?? {
        orders: 0,
        discountAmount: 0,
        discountShippingFee: 0,
        revenue: 0,
        months: Array(12).fill(0),
      };
      e.orders += 1;
      e.discountAmount += p.off;
      e.discountShippingFee += p.ship;
      e.revenue += s.total;
      e.months[Number(month.slice(5)) - 1] += 1;
      out.set(p.id, e);
    }
  }
  return out;
}

describe("GET /api/admin/report/promotions", () => {
  it("gives each applied promotion's year: orders, discounts, revenue and months, as the seed says", async () => {
    const host = "promo-report-a.localhost";
    const storeId = await createStore(host, "NORMAL", ADMIN);
    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const [admin] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id = ?", storeId);
    const seeds = seedsFor();
    await seedOrders(storeId, admin!.id, seeds);
    const want = expected(seeds);
    expect(want.size).toBe(3);

    // Twice: the second answer comes from the saved roll-ups.
    for (const round of [1, 2]) {
      const r = await api(host, "GET", `/api/admin/report/promotions?year=${YEAR}`, { token });
      expect(r.body.code, JSON.stringify(r.body)).toBe(0);
      const d = r.body.data;
      expect(d.year).toBe(YEAR);
      expect(d.period).toEqual({ from: `${YEAR}-01-01`, to: `${YEAR}-12-31` });
      expect(d.items.map((p: { promotionId: number }) => p.promotionId).sort()).toEqual([1, 2, 3]);
      for (const line of d.items) {
        expect(line, `promotion ${line.promotionId} round ${round}`).toMatchObject(want.get(line.promotionId)!);
        expect(line.name).toBe(`P${line.promotionId}`);
      }
      const coupon = d.items.find((p: { promotionId: number }) => p.promotionId === 3);
      expect(coupon).toMatchObject({ scope: "COUPON", code: "WELCOME10" });
      const orders = d.items.map((p: { orders: number }) => p.orders);
      expect(orders).toEqual([...orders].sort((a, b) => b - a));
      const all = [...want.values()];
      expect(d.totals).toEqual({
        discountAmount: all.reduce((n, e) => n + e.discountAmount, 0),
        discountShippingFee: all.reduce((n, e) => n + e.discountShippingFee, 0),
      });
    }

    // The excel holds the same lines with typed cells: numbers as numbers, money in dollars.
    const x = await SELF.fetch(`http://${host}/api/admin/report/promotion/excel?year=${YEAR}&locale=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(x.status).toBe(200);
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await x.arrayBuffer());
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(5).value).toBe("Orders");
    expect(ws.rowCount).toBe(1 + want.size);
    for (let i = 2; i <= ws.rowCount; i += 1) {
      const row = ws.getRow(i);
      const e = want.get(row.getCell(1).value as number)!;
      expect(row.getCell(5).value).toBe(e.orders);
      expect(row.getCell(6).value).toBe(e.discountAmount / 100);
      expect(row.getCell(8).value).toBe(e.revenue / 100);
      expect(Array.from({ length: 12 }, (_, m) => row.getCell(9 + m).value)).toEqual(e.months);
    }
  });

  it("keeps each store's year to itself, answers a year to come empty and refuses a bad year", async () => {
    const a = "promo-report-b.localhost";
    const b = "promo-report-c.localhost";
    const idA = await createStore(a, "NORMAL", ADMIN);
    await createStore(b, "NORMAL", ADMIN);
    const [admin] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id = ?", idA);
    await seedOrders(idA, admin!.id, seedsFor());
    const tokenA = await loginToken(a, ADMIN.email, ADMIN.password);
    const tokenB = await loginToken(b, ADMIN.email, ADMIN.password);
    expect(
      (await api(a, "GET", `/api/admin/report/promotions?year=${YEAR}`, { token: tokenA })).body.data.items,
    ).toHaveLength(3);
    const seenB = await api(b, "GET", `/api/admin/report/promotions?year=${YEAR}`, { token: tokenB });
    expect(seenB.body.data.items).toEqual([]);
    const cross = await api(b, "GET", `/api/admin/report/promotions?year=${YEAR}`, { token: tokenA });
    expect(cross.body.code).not.toBe(0);
    const later = await api(a, "GET", "/api/admin/report/promotions?year=2099", { token: tokenA });
    expect(later.body.data).toMatchObject({ year: 2099, period: null, items: [] });
    const thisYear = await api(a, "GET", "/api/admin/report/promotions", { token: tokenA });
    expect(thisYear.body.data.year).toBe(Number(new Date(Date.now() + 8 * H).toISOString().slice(0, 4)));
    const bad = await api(a, "GET", "/api/admin/report/promotions?year=soon", { token: tokenA });
    expect(bad.status).toBe(422);
  });
});
