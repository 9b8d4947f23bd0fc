import type { Locale } from "~/i18n";

// Times are stored in UTC and shown in Asia/Taipei (UTC+8, no daylight saving).
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** ISO instant → the value of an <input type="datetime-local"> in Taipei time ("" for null). */
export function isoToTaipeiInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Taipei time → ISO instant (null when empty or invalid). */
export function taipeiInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = Date.parse(`${value.length === 16 ? `${value}:00` : value}+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

// The one date format of each language (issue 28 §8): en "1 Dec 2026, 23:31", zh-TW
// "2026年12月1日 23:31" (a 24-hour clock in both); dates alone drop the time. The date and the
// time are formatted apart: a combined dateStyle + hourCycle turns zh-TW's date into "2026/12/1".
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, part: "date" | "time"): Intl.DateTimeFormat {
  const key = `${locale}|${part}`;
  const known = formatters.get(key);
  if (known) return known;
  const made = new Intl.DateTimeFormat(
    locale === "en" ? "en-GB" : "zh-TW",
    part === "date"
      ? { timeZone: "Asia/Taipei", dateStyle: "medium" }
      : { timeZone: "Asia/Taipei", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  );
  formatters.set(key, made);
  return made;
}

function formatInstant(d: Date, locale: Locale, withTime: boolean): string {
  const date = formatter(locale, "date").format(d);
  return withTime ? `${date}${locale === "en" ? ", " : " "}${formatter(locale, "time").format(d)}` : date;
}

/** A UTC instant (ISO, or "YYYY-MM-DD HH:mm:ss" as D1 keeps it) shown in Taipei time. */
export function formatTaipei(iso: string | null | undefined, locale: Locale, withTime = true): string {
  if (!iso) return "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatCalendarDate(iso, locale);
  const ms = Date.parse(iso.includes("T") ? iso : iso.replace(" ", "T"));
  if (Number.isNaN(ms)) return "";
  return formatInstant(new Date(ms), locale, withTime);
}

/** A calendar date (YYYY-MM-DD, a Taipei day already) in the same format. */
export function formatCalendarDate(date: string | null | undefined, locale: Locale): string {
  if (!date) return "";
  const ms = Date.parse(`${date.slice(0, 10)}T12:00:00+08:00`);
  return Number.isNaN(ms) ? date : formatInstant(new Date(ms), locale, false);
}

// The calendar's own labels, in the same language tags as the dates above: a Taipei day (YYYY-MM-DD)
// in full, a Taipei clock time, a month title (YYYY-MM) and the week's day names, Sunday first.
const tag = (locale: Locale) => (locale === "en" ? "en-GB" : "zh-TW");

export const formatDayFull = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: "UTC", dateStyle: "full" }).format(new Date(`${day}T00:00:00Z`));

export const formatTaipeiClock = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: "Asia/Taipei", timeStyle: "short" }).format(new Date(iso));

export const formatMonthTitle = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: "UTC", year: "numeric", month: "long" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export const weekdayNames = (locale: Locale) =>
  // 2026-11-29 is a Sunday.
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(tag(locale), { weekday: "short", timeZone: "UTC" }).format(
      new Date(Date.UTC(2026, 10, 29 + i)),
    ),
  );
