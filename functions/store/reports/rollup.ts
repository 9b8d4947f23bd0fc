import type { DailyReportRow } from "@db/reports";
import { taipeiDayStart } from "../../commerce/orders/time";
import type { StoreScope } from "../../platform/tenancy/scope";
import { addDays, daysOf, type Period } from "./presets";

// The daily roll-ups read before a report: a day's row is trusted when it was computed after the day
// ended and no order placed that day changed since; every other day of the asked range (today, a
// day never computed, a day with a late status change) is recomputed in one grouped pass and saved.
// Refunds, members and visits land on the day they happen, so a closed day only moves with its orders.

export async function dailyRows(scope: StoreScope, p: Period, now = new Date()): Promise<DailyReportRow[]> {
  const reports = scope.reports;
  const days = daysOf(p);
  const fromIso = taipeiDayStart(p.from);
  const toIso = taipeiDayStart(p.to, 1);
  const saved = new Map((await reports.rows(p.from, p.to)).map((r) => [r.day, r]));
  const closed = (r: DailyReportRow) => r.computedAt >= taipeiDayStart(addDays(r.day, 1));
  const oldest = [...saved.values()].map((r) => r.computedAt).sort()[0] ?? now.toISOString();
  const changed = saved.size ? await reports.changedDays(fromIso, toIso, oldest) : [];
  const changedAt = new Map(changed.map((c) => [c.day, c.changed]));
  const stale = days.filter((d) => {
    const r = saved.get(d);
    return !r || !closed(r) || (changedAt.get(d) ?? "") > r.computedAt;
  });
  if (stale.length === 0) return days.map((d) => saved.get(d) as DailyReportRow);
  const span = { from: stale[0] as string, to: stale[stale.length - 1] as string };
  const fresh = await reports.compute(taipeiDayStart(span.from), taipeiDayStart(span.to, 1), stale, now.toISOString());
  await reports.save(fresh);
  for (const r of fresh) saved.set(r.day, r);
  return days.map((d) => saved.get(d) as DailyReportRow);
}
