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

/** Date and time shown to the admin in Taipei time. */
export function formatTaipei(iso: string | null | undefined, locale: Locale, withTime = true): string {
  if (!iso) return "";
  const ms = Date.parse(iso.includes("T") ? iso : iso.replace(" ", "T"));
  if (Number.isNaN(ms)) return "";
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "zh-TW", {
    timeZone: "Asia/Taipei",
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" as const } : {}),
  }).format(new Date(ms));
}
