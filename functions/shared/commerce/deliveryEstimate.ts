import type { SettingCalendar } from "../storeSettings/pages";

// "Ships by <date>": the one rule behind every delivery estimate (product page, checkout, order).
// All calendar reasoning happens on Asia/Taipei dates (UTC+8, no daylight saving), the owner's
// calendar. An order is *received* on the first shipping day at or after it was placed (placed after
// the cut-off, it counts from the next day); it ships `handlingDays` shipping days after that.
// Worked examples are in tests/unit/deliveryEstimate.test.ts and docs/decisions.md.

const TAIPEI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
/** No shipping day within a year (every weekday off, or a year of holidays): no estimate. */
const HORIZON_DAYS = 366;

type Calendar = Pick<SettingCalendar, "shipWeekdays" | "cutoffTime" | "handlingDays" | "holidays">;

/** Asia/Taipei calendar date (YYYY-MM-DD) and minutes since its midnight of a UTC instant. */
export function taipeiParts(at: Date): { date: string; minutes: number } {
  const local = new Date(at.getTime() + TAIPEI_OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A date the store ships on: a shipping weekday that is not one of its holidays. */
export function isShippingDay(cal: Calendar, date: string, holidays = new Set(cal.holidays.map((h) => h.date))) {
  return cal.shipWeekdays.includes(weekdayOf(date)) && !holidays.has(date);
}

/** The Asia/Taipei date an order placed at `placedAt` ships by, or null when the calendar never ships. */
export function shipsBy(cal: Calendar, placedAt: Date): string | null {
  const holidays = new Set(cal.holidays.map((h) => h.date));
  const [h = 0, m = 0] = cal.cutoffTime.split(":").map(Number);
  const { date, minutes } = taipeiParts(placedAt);
  let day = minutes >= h * 60 + m ? addDays(date, 1) : date;
  let remaining = cal.handlingDays;
  for (let i = 0; i < HORIZON_DAYS + cal.handlingDays * 7; i++) {
    if (isShippingDay(cal, day, holidays)) {
      if (remaining === 0) return day;
      remaining--;
    }
    day = addDays(day, 1);
  }
  return null;
}
