// Spec back-office §2.4 "Branch remind bar" as one pure rule, so the admin shell and its unit table
// agree: for admins of branch stores only; shown when a BRANCH_USER_NORMAL, BRANCH_USER_DENY or
// BRANCH_RENEWED_FAIL notice exists; always when a normal-user notice exists and the head store
// reviews owner profiles; otherwise, in NORMAL or renewal-failed status, when no remind time is
// stored or at least a day has passed since it; hidden in any other status.

// BRANCH_RENEW_REMIND (the plan ends within a week, functions/branchRenewal) rides the same bar.
export const REMIND_TYPES = [
  "BRANCH_USER_NORMAL",
  "BRANCH_USER_DENY",
  "BRANCH_RENEWED_FAIL",
  "BRANCH_RENEW_REMIND",
] as const;
export const REMIND_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Where the admin's "remind me later" time is kept (per browser, as the spec's client does). */
export const REMIND_STORAGE_KEY = "sf_branch_remind_at";

export type RemindInput = {
  isBranch: boolean;
  storeStatus: string;
  noticeTypes: readonly string[];
  ifMustReviewUserInfo: boolean;
  /** Epoch ms of the last "remind me later", or null. */
  remindAt: number | null;
  now: number;
};

export function remindBarVisible(r: RemindInput): boolean {
  if (!r.isBranch) return false;
  if (!r.noticeTypes.some((t) => (REMIND_TYPES as readonly string[]).includes(t))) return false;
  if (r.noticeTypes.includes("BRANCH_USER_NORMAL") && r.ifMustReviewUserInfo) return true;
  if (r.storeStatus !== "NORMAL" && r.storeStatus !== "CLOSE_STORE_RENEWED_FAIL") return false;
  return r.remindAt === null || r.now - r.remindAt >= REMIND_INTERVAL_MS;
}
