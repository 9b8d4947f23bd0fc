import type { StoreRow, StoreSubscriptionRow } from "@db/schema";
import { taipeiDate } from "../../commerce/orders/time";
import {
  addCycle,
  type PaymentPlan,
  type PlatformPlan,
  planNamed,
  plansFor,
  splitVat,
  TRIAL_DAYS,
} from "../../shared/store/storeAccount";

// Where a store stands with its plan, and what its next bill is: pure, from the store row and its
// subscription row, so the read, the bill preview and the checkout all compute it once.

export type PlanState = {
  plan: PlatformPlan | null;
  paymentPlan: PaymentPlan;
  autoRenew: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  nextPlan: string | null;
  nextPaymentPlan: PaymentPlan | null;
  isOnTrial: boolean;
  trialEndsAt: string | null;
  isPermanentFree: boolean;
  /** The Taipei date the next bill starts (the renewal date). */
  nextRenewalDate: string | null;
};

export type NextBill = {
  number: string;
  planCode: string;
  paymentPlan: PaymentPlan;
  periodStart: string;
  periodEnd: string;
  subtotal: number;
  tax: number;
  total: number;
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const asCycle = (v: string | null | undefined): PaymentPlan | null => (v === "MONTHLY" || v === "YEARLY" ? v : null);

export function planState(store: StoreRow, sub: StoreSubscriptionRow | undefined, now: Date): PlanState {
  const today = taipeiDate(now);
  const plans = plansFor(store.type);
  const plan = (sub && planNamed(sub.planCode, store.type)) ?? plans[0] ?? null;
  const isPermanentFree = store.trialType.startsWith("PERMANENT_FREE");
  const trialEnd = addDays(taipeiDate(new Date(store.createdAt)), TRIAL_DAYS);
  const paid = Boolean(sub?.periodEnd);
  const isOnTrial = !paid && !isPermanentFree && today < trialEnd;
  const periodEnd = sub?.periodEnd ?? null;
  return {
    plan,
    paymentPlan: asCycle(sub?.paymentPlan) ?? "MONTHLY",
    autoRenew: sub?.autoRenew ?? true,
    periodStart: sub?.periodStart ?? null,
    periodEnd,
    nextPlan: sub?.nextPlanCode ?? null,
    nextPaymentPlan: asCycle(sub?.nextPaymentPlan),
    isOnTrial,
    trialEndsAt: paid || isPermanentFree ? null : trialEnd,
    isPermanentFree,
    nextRenewalDate: isPermanentFree || !plan ? null : nextStart(periodEnd ?? (isOnTrial ? trialEnd : null), today),
  };
}

/** A bill starts when the paid period (or the trial) ends, or today when that is already past. */
const nextStart = (end: string | null, today: string) => (end && end > today ? end : today);

/** The next bill of the store, or null when it has nothing to pay (permanent free, no plan). */
export function nextBillOf(store: StoreRow, sub: StoreSubscriptionRow | undefined, now: Date): NextBill | null {
  const s = planState(store, sub, now);
  if (s.isPermanentFree || !s.plan || !s.nextRenewalDate) return null;
  const plan = (s.nextPlan && planNamed(s.nextPlan, store.type)) || s.plan;
  const cycle = s.nextPaymentPlan ?? s.paymentPlan;
  const start = s.nextRenewalDate;
  return {
    // One bill per store and period start (a unique index), so the number is too.
    number: `SF${start.replaceAll("-", "")}${String(store.id).padStart(6, "0")}`,
    planCode: plan.code,
    paymentPlan: cycle,
    periodStart: start,
    periodEnd: addCycle(start, cycle),
    ...splitVat(plan.price[cycle]),
  };
}
