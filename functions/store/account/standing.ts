import { memberCount } from "../../people/members/service";
import type { StoreScope } from "../../platform/tenancy/scope";
import { type TrialStanding, trialStandingOf } from "../../shared/store/trialStanding";
import { planState } from "./plan";

// The store's headline figures — its trial and how many members and staff it has — computed here
// for the back-office store card from the same functions Account and the member list use, so two
// pages can never disagree (issue 28 §8 "pages contradict each other").

export type StoreStanding = { trial: TrialStanding; members: number; admins: number };

export async function storeStanding(scope: StoreScope, now = new Date()): Promise<StoreStanding> {
  const [sub, members, admins] = await Promise.all([
    scope.storeAccount.subscription(),
    memberCount(scope, now),
    scope.accounts.countAdmins(),
  ]);
  return { trial: trialStandingOf(planState(scope.store, sub, now)), members, admins };
}
