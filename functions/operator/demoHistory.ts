import { z } from "zod";
import type { Db } from "../../db/client";
import { findStore } from "../../db/stores";
import { taipeiDate, taipeiDayStart } from "../commerce/orders/time";
import type { Env } from "../platform/env";
import { notFound } from "../platform/errors";
import { storeScope } from "../platform/tenancy/scope";
import { addDays, daysOf } from "../store/reports/presets";

// POST /operator/stores/{id}/demo-history, outside production only: the seed's month of orders
// (scripts/seed-history.mjs). The orders are placed through checkout like any other; this moves each
// to the day the demo gives it and then runs the store report's roll-up over the month, so
// store_daily_reports is filled by the roll-up's own code from those orders (issue 28 §6).

export const REPORT_MONTH_DAYS = 30;

export const demoHistoryInput = z.strictObject({
  orders: z
    .array(z.strictObject({ id: z.number().int().positive(), daysAgo: z.number().int().min(0).max(60) }))
    .max(200),
});

/** Each order at 10:00 Taipei of its day, a few minutes apart, so a day's orders keep their order. */
const instantOf = (today: string, daysAgo: number, nth: number) =>
  new Date(Date.parse(taipeiDayStart(addDays(today, -daysAgo))) + (10 * 60 + nth * 7) * 60_000).toISOString();

export async function placeDemoHistory(
  deps: { db: Db; env: Env },
  storeId: number,
  input: z.infer<typeof demoHistoryInput>,
  now = new Date(),
) {
  if (deps.env.APP_ENV === "production") throw notFound();
  const store = await findStore(deps.db, storeId);
  if (!store) throw notFound();
  const scope = storeScope(deps.env, deps.db, store);
  const today = taipeiDate(now);
  let moved = 0;
  for (const [nth, o] of input.orders.entries()) {
    if (await scope.demoHistory.placeAt(o.id, instantOf(today, o.daysAgo, nth))) moved++;
  }
  // The roll-up over the whole month, recomputed: rows saved before the orders moved are replaced.
  const days = daysOf({ from: addDays(today, -(REPORT_MONTH_DAYS - 1)), to: today });
  const from = days[0] as string;
  const rows = await scope.reports.compute(taipeiDayStart(from), taipeiDayStart(today, 1), days, now.toISOString());
  await scope.reports.save(rows);
  return { moved, reportDays: rows.length, ordersInMonth: rows.reduce((n, r) => n + r.orders, 0) };
}
