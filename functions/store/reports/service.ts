import type { DailyReportRow } from "@db/reports";
import type { StoreScope } from "../../platform/tenancy/scope";
import { type Period, periodsOf } from "./presets";
import { dailyRows } from "./rollup";
import type { ReportQuery } from "./schemas";

// The store report (GET /api/admin/report/store): figures of the asked period with the previous
// period beside them, a line per day, top products and the payment and shipping mix, all from the
// daily roll-ups (rollup.ts). Definitions: docs/decisions/store-report.md.

export const TOP_PRODUCTS = 10;

export type Figures = {
  revenue: number;
  orders: number;
  averageOrderValue: number;
  visits: number;
  /** Orders per visit, in basis points (1 % = 100); 0 without visits. */
  conversion: number;
  newMembers: number;
  refunds: number;
  refundCount: number;
};
export type MixLine = { key: string; count: number; amount: number };
export type ProductLine = { productId: number; name: string; quantity: number; amount: number };

export function figuresOf(rows: readonly DailyReportRow[]): Figures {
  const sum = (k: "revenue" | "orders" | "visits" | "newMembers" | "refunds" | "refundCount") =>
    rows.reduce((n, r) => n + r[k], 0);
  const revenue = sum("revenue");
  const orders = sum("orders");
  const visits = sum("visits");
  return {
    revenue,
    orders,
    averageOrderValue: orders ? Math.round(revenue / orders) : 0,
    visits,
    conversion: visits ? Math.round((orders * 10_000) / visits) : 0,
    newMembers: sum("newMembers"),
    refunds: sum("refunds"),
    refundCount: sum("refundCount"),
  };
}

function mixOf(rows: readonly DailyReportRow[], pick: (r: DailyReportRow) => DailyReportRow["payments"]): MixLine[] {
  const all = new Map<string, MixLine>();
  for (const r of rows)
    for (const [key, m] of Object.entries(pick(r))) {
      const line = all.get(key) ?? { key, count: 0, amount: 0 };
      all.set(key, { key, count: line.count + m.count, amount: line.amount + m.amount });
    }
  return [...all.values()].sort((a, b) => b.amount - a.amount || a.key.localeCompare(b.key));
}

export function productsOf(rows: readonly DailyReportRow[]): ProductLine[] {
  const all = new Map<number, ProductLine>();
  for (const r of rows)
    for (const p of r.products) {
      const line = all.get(p.productId) ?? { productId: p.productId, name: p.name, quantity: 0, amount: 0 };
      all.set(p.productId, { ...line, quantity: line.quantity + p.quantity, amount: line.amount + p.amount });
    }
  return [...all.values()].sort((a, b) => b.amount - a.amount || b.quantity - a.quantity || a.productId - b.productId);
}

const periods = (q: ReportQuery, now: Date) =>
  periodsOf(q.preset, now, q.dateFrom && q.dateTo ? { from: q.dateFrom, to: q.dateTo } : undefined);

export async function storeReport(scope: StoreScope, q: ReportQuery, now = new Date()) {
  const { current, previous } = periods(q, now);
  const [rows, before] = await Promise.all([dailyRows(scope, current, now), dailyRows(scope, previous, now)]);
  return {
    preset: q.preset,
    period: current,
    previousPeriod: previous,
    current: figuresOf(rows),
    previous: figuresOf(before),
    series: rows.map((r) => ({
      day: r.day,
      revenue: r.revenue,
      orders: r.orders,
      visits: r.visits,
      refunds: r.refunds,
    })),
    topProducts: productsOf(rows).slice(0, TOP_PRODUCTS),
    payments: mixOf(rows, (r) => r.payments),
    shippings: mixOf(rows, (r) => r.shippings),
  };
}
export type StoreReport = Awaited<ReturnType<typeof storeReport>>;

/** GET /api/admin/report/products: every product sold in the period, best first. */
export async function productReport(scope: StoreScope, q: ReportQuery, now = new Date()) {
  const { current } = periods(q, now);
  const rows = await dailyRows(scope, current, now);
  return { preset: q.preset, period: current as Period, items: productsOf(rows) };
}
