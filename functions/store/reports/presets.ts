import { taipeiDate } from "../../commerce/orders/time";

// The report's date presets (spec back-office §2.2 "Date-range presets") on Asia/Taipei days, each
// with the period it is compared with. Days are YYYY-MM-DD, both ends inclusive.

export const PRESETS = ["TODAY", "YESTERDAY", "WEEK", "THIRTY_DAYS", "THIS_MONTH", "LAST_MONTH", "DATE_RANGE"] as const;
export type Preset = (typeof PRESETS)[number];
export type Period = { from: string; to: string };

/** The longest DATE_RANGE: a year and a day, so a leap year fits. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number) => new Date(ms(day) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (p: Period) => Math.round((ms(p.to) - ms(p.from)) / DAY_MS) + 1;
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthEnd = (day: string) => addDays(monthStart(addDays(monthStart(day), 32)), -1);

/** Every day of a period, in order. */
export function daysOf(p: Period): string[] {
  const n = daysBetween(p);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(p.from, i));
}

/** The same number of days right before a period. */
const before = (p: Period): Period => ({ from: addDays(p.from, -daysBetween(p)), to: addDays(p.from, -1) });

/** A preset's period and the one it is compared with, as seen at `now`. */
export function periodsOf(preset: Preset, now: Date, range?: Period): { current: Period; previous: Period } {
  const today = taipeiDate(now);
  const span = (current: Period) => ({ current, previous: before(current) });
  switch (preset) {
    case "TODAY":
      return span({ from: today, to: today });
    case "YESTERDAY":
      return span({ from: addDays(today, -1), to: addDays(today, -1) });
    case "WEEK":
      return span({ from: addDays(today, -6), to: today });
    case "THIRTY_DAYS":
      return span({ from: addDays(today, -29), to: today });
    case "THIS_MONTH": {
      // Compared with the same days of last month (cut at its end: 31 March against 28 February).
      const from = monthStart(today);
      const lastFrom = monthStart(addDays(from, -1));
      const lastTo = addDays(lastFrom, daysBetween({ from, to: today }) - 1);
      const lastEnd = addDays(from, -1);
      return { current: { from, to: today }, previous: { from: lastFrom, to: [lastTo, lastEnd].sort()[0] as string } };
    }
    case "LAST_MONTH": {
      const from = monthStart(addDays(monthStart(today), -1));
      const prevFrom = monthStart(addDays(from, -1));
      return { current: { from, to: monthEnd(from) }, previous: { from: prevFrom, to: monthEnd(prevFrom) } };
    }
    case "DATE_RANGE":
      if (!range) throw new Error("DATE_RANGE needs dateFrom and dateTo");
      return span(range);
  }
}
