import { type MarkRow, UPCOMING_MARKS } from "../../db/scheduleMarks";

// Scheduled changes as page-cache versions (docs/decisions/page-cache.md "Scheduled changes"):
// the store memo keeps the instants read by db/scheduleMarks.ts; a page key carries the latest
// instant passed, and the start of the Taipei day (a product's "ships by" date moves at midnight).

const DAY_MS = 86_400_000;
const TAIPEI_OFFSET_MS = 8 * 3_600_000; // Asia/Taipei has no daylight saving

export type ScheduleMarks = {
  /** Instants (ms) at which a shown window opens or closes, ascending. */
  at: readonly number[];
  /** The memo entry must be read again by then: the read saw only the first upcoming instants. */
  readAgainBy: number;
};

export function marksOf(rows: readonly MarkRow[], now: number): ScheduleMarks {
  const at = rows
    .map((r) => Date.parse(r.t) + (r.after ? 1 : 0))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const upcoming = at.filter((t) => t > now);
  const full = upcoming.length >= UPCOMING_MARKS;
  return { at, readAgainBy: full ? (upcoming.at(-1) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY };
}

/** The start of the Taipei day of `now` (ms, UTC). */
export const taipeiDayStart = (now: number) =>
  Math.floor((now + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS;

/** The page-cache version of the schedule at `now`: the latest instant passed, or the day's start. */
export function scheduleVersion(marks: ScheduleMarks | null | undefined, now = Date.now()): number {
  let latest = taipeiDayStart(now);
  for (const t of marks?.at ?? []) {
    if (t > now) break;
    if (t > latest) latest = t;
  }
  return latest;
}
