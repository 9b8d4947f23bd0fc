// How long a branch's plan lasts and when an unpaid one closes (docs/decisions/branch-renewal.md).
// Pure and isomorphic: the scheduled run, the renewal checkout and the pages read the same rule.

export const DEFAULT_TERM_MONTHS = 12;
export const DEFAULT_GRACE_DAYS = 3;
/** The reminder notice goes this many days before the plan ends. */
export const REMIND_DAYS_BEFORE = 7;
const DAY_MS = 86_400_000;

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const whole = (v: unknown, fallback: number, max: number) =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= max ? v : fallback;

/** settingBranch keys of the renewal: planTermMonths (0 = a plan never ends) and renewalGraceDays. */
export function renewalSettingOf(settingBranch: unknown) {
  const s = obj(settingBranch);
  return {
    planTermMonths: whole(s.planTermMonths, DEFAULT_TERM_MONTHS, 120),
    renewalGraceDays: whole(s.renewalGraceDays, DEFAULT_GRACE_DAYS, 60),
  };
}

/** The plan product's first subscription cycle (months) when it has one, else the head store's term. */
export function termMonthsOf(settingBranch: unknown, subscriptionCycles: readonly number[] | null | undefined) {
  const first = (subscriptionCycles ?? []).find((c) => Number.isInteger(c) && c > 0);
  return first ?? renewalSettingOf(settingBranch).planTermMonths;
}

/** `iso` plus whole calendar months in UTC, the day kept or clamped to the month's last day. */
export function addMonthsUtc(iso: string, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(d);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString();
}

/**
 * The plan end after a paid renewal: from the later of the current end and now, one term on.
 * Renewing early keeps the days already paid; renewing late does not back-date. Term 0 → null.
 */
export function nextPlanEnd(current: string | null, now: Date, months: number): string | null {
  if (months === 0) return null;
  const from = current && Date.parse(current) > now.getTime() ? current : now.toISOString();
  return addMonthsUtc(from, months);
}

/** When a branch whose plan ends at `planEndsAt` closes unless renewed (null = never). */
export function closesAt(planEndsAt: string | null, graceDays: number): Date | null {
  return planEndsAt ? new Date(Date.parse(planEndsAt) + graceDays * DAY_MS) : null;
}

/** The first plan end of a new branch: the trial's end, else now + the term (term 0 → never). */
export function firstPlanEnd(trialEndsAt: string | null, now: Date, months: number): string | null {
  if (trialEndsAt) return trialEndsAt;
  return nextPlanEnd(null, now, months);
}
