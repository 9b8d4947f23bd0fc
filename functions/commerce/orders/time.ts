// Taipei calendar helpers (UTC+8 all year: Taiwan keeps no daylight saving time). Times are stored
// in UTC; the back office filters and the renewals count days in Taipei.

const OFFSET_MS = 8 * 3_600_000;

/** The Taipei calendar date (YYYY-MM-DD) of an instant. */
export const taipeiDate = (d: Date): string => new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The UTC instant (ISO) at which a Taipei date starts; `days` moves it whole days. */
export function taipeiDayStart(date: string, days = 0): string {
  const t = Date.parse(`${date}T00:00:00+08:00`) + days * 86_400_000;
  return new Date(t).toISOString();
}

/** "YYYY-MM-DD HH:mm" in Taipei, for exports and print. */
export function taipeiDateTime(iso: string | null): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return "";
  return new Date(t + OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}
