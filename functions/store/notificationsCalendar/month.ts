// A calendar month of Asia/Taipei (UTC+8 all year, no daylight saving) as the UTC range the rows are
// stored in, and its days. Pure, so the page and the service number the days the same way.

const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export type MonthRange = {
  month: string;
  /** First and last Taipei day (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** UTC instants of the first day's Taipei midnight and the next month's. */
  fromIso: string;
  toIso: string;
  days: number;
  /** Weekday of the first day, 0 = Sunday. */
  firstWeekday: number;
};

const pad = (n: number) => String(n).padStart(2, "0");

export function monthRange(month: string): MonthRange {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const from = Date.UTC(y, m - 1, 1) - OFFSET_MS;
  return {
    month,
    firstDay: `${month}-01`,
    lastDay: `${month}-${pad(days)}`,
    fromIso: new Date(from).toISOString(),
    toIso: new Date(from + days * DAY_MS).toISOString(),
    days,
    firstWeekday: new Date(Date.UTC(y, m - 1, 1)).getUTCDay(),
  };
}

/** The month `by` months from `month` ("2026-12", 1 → "2027-01"). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The Taipei day (YYYY-MM-DD) of a UTC instant. */
export const taipeiDayOf = (iso: string): string => new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 10);

/** The Taipei month of now. */
export const taipeiMonthOf = (now = Date.now()): string => new Date(now + OFFSET_MS).toISOString().slice(0, 7);
