import type { Resort } from "@db/promotions";

// Order inside promotion groups (promotions-groups-sort). Only kind PROMOTION, scope PROMOTION rows
// are listed in groups; a change that moves one in or out of a group renumbers the groups it
// touches, and the caller writes those sorts in the same batch as the change itself.

type Member = { id: number; groupNumber: number; sort: number };
type Listed = { kind: string; scope: string; groupNumber: number };

/** The group a row is listed in, or null (coupons and activities are never in a group). */
export const groupOf = (r: Listed): number | null =>
  r.kind === "PROMOTION" && r.scope === "PROMOTION" ? r.groupNumber : null;

/**
 * Sorts 0, 1, … for the members of `groupNumber` that stay (not in `leaving`), in their current
 * order (`rows` come group, sort, id ordered); only rows whose sort changes are returned.
 */
export function closeGaps(rows: readonly Member[], groupNumber: number, leaving: ReadonlySet<number>): Resort[] {
  const out: Resort[] = [];
  let i = 0;
  for (const r of rows) {
    if (r.groupNumber !== groupNumber || leaving.has(r.id)) continue;
    if (r.sort !== i) out.push({ id: r.id, sort: i });
    i++;
  }
  return out;
}

/** The sort that puts a newcomer after every current member of the group. */
export function endOf(rows: readonly Member[], groupNumber: number, except: number): number {
  let end = 0;
  for (const r of rows) if (r.groupNumber === groupNumber && r.id !== except) end = Math.max(end, r.sort + 1);
  return end;
}
