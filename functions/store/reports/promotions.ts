import type { DailyReportRow, PromotionDayJson } from "@db/reports";
import { taipeiDate } from "../../commerce/orders/time";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { Period } from "./presets";
import { dailyRows } from "./rollup";
import type { PromotionReportQuery } from "./schemas";

// The yearly promotion report (GET /api/admin/report/promotions, spec back-office §7 Reports
// "yearly"): each promotion and coupon the year's counted orders applied, with its orders, the
// discounts it gave, the revenue of those orders and its orders month by month. It reads the same
// daily roll-ups as the store report (rollup.ts), so a year costs one read of its days.

export type PromotionLine = Omit<PromotionDayJson, "name"> & {
  name: string;
  /** Orders that applied it, January to December (Taipei months). */
  months: number[];
};

/** The year's days so far: a year to come has none, the current one stops today. */
export function yearPeriod(year: number, now: Date): Period | null {
  const today = taipeiDate(now);
  const from = `${year}-01-01`;
  const end = `${year}-12-31`;
  return from > today ? null : { from, to: end < today ? end : today };
}

export function promotionsOf(rows: readonly DailyReportRow[]): PromotionLine[] {
  const all = new Map<number, PromotionLine>();
  // Rows come in day order: the name and code shown are the latest the promotion was applied with.
  for (const r of rows)
    for (const p of r.promotions) {
      const line = all.get(p.promotionId) ?? {
        ...p,
        orders: 0,
        discountAmount: 0,
        discountShippingFee: 0,
        revenue: 0,
        months: Array(12).fill(0),
      };
      const months = [...line.months];
      const m = Number(r.day.slice(5, 7)) - 1;
      months[m] = (months[m] ?? 0) + p.orders;
      all.set(p.promotionId, {
        ...line,
        name: p.name,
        scope: p.scope,
        code: p.code,
        orders: line.orders + p.orders,
        discountAmount: line.discountAmount + p.discountAmount,
        discountShippingFee: line.discountShippingFee + p.discountShippingFee,
        revenue: line.revenue + p.revenue,
        months,
      });
    }
  return [...all.values()].sort(
    (a, b) => b.orders - a.orders || b.revenue - a.revenue || a.promotionId - b.promotionId,
  );
}

export async function promotionReport(scope: StoreScope, q: PromotionReportQuery, now = new Date()) {
  const year = q.year ?? Number(taipeiDate(now).slice(0, 4));
  const period = yearPeriod(year, now);
  const items = period ? promotionsOf(await dailyRows(scope, period, now)) : [];
  return {
    year,
    period,
    items,
    // An order may apply a promotion and a coupon: orders are not summed across lines, money is.
    totals: {
      discountAmount: items.reduce((n, p) => n + p.discountAmount, 0),
      discountShippingFee: items.reduce((n, p) => n + p.discountShippingFee, 0),
    },
  };
}
export type PromotionReport = Awaited<ReturnType<typeof promotionReport>>;
