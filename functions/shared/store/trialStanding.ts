// Where a store stands with its trial, as every page that shows it must say it: the Account page's
// plan badge and the back office's store card read this one value (issue 28 §8: the card said
// "Trial: None" from the store row's trial *type* while Account said "On trial until …").

export type TrialStanding =
  | { kind: "TRIAL"; endsAt: string }
  | { kind: "PERMANENT_FREE" }
  | { kind: "PAID" }
  | { kind: "ENDED" };

/** From the plan state (functions/store/account/plan.ts), the only place the trial is computed. */
export function trialStandingOf(s: {
  isOnTrial: boolean;
  trialEndsAt: string | null;
  isPermanentFree: boolean;
  periodEnd: string | null;
}): TrialStanding {
  if (s.isPermanentFree) return { kind: "PERMANENT_FREE" };
  if (s.isOnTrial && s.trialEndsAt) return { kind: "TRIAL", endsAt: s.trialEndsAt };
  return s.periodEnd ? { kind: "PAID" } : { kind: "ENDED" };
}
