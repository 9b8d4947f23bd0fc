import type { SavedCardRow, StoreBillRow, StoreReviewRow, UserRow } from "@db/schema";
import type { z } from "zod";
import { addSavedCard, CardDeclined, listSavedCards } from "../../people/cards/service";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, invalid, notFound } from "../../platform/errors";
import { enforceLimit, type Limit } from "../../platform/rateLimit";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { planNamed, plansFor } from "../../shared/store/storeAccount";
import { trialStandingOf } from "../../shared/store/trialStanding";
import { chargeSavedCard } from "./charge";
import { defaultDomainView } from "./domain";
import { nextBillOf, planState } from "./plan";
import type { billListQuery, checkoutInput, reviewInput, subscriptionPatchInput } from "./schemas";

// The store's plan, its bills and its review data (spec back-office §7 "Subscriptions and store
// account"). Bills are paid with a saved card of the admin through the card side of the payment
// adapter; a refused card leaves no bill and no change, and a retried key answers the first bill.

const repo = (scope: StoreScope) => scope.storeAccount;

/** Each try is a real charge at the issuer: this many per store per hour. */
export const STORE_CHECKOUT_LIMIT: Limit = { max: 10, windowS: 3600 };

export function reviewView(r: StoreReviewRow | undefined) {
  if (!r) return null;
  const { storeId: _s, ...rest } = r;
  return rest;
}

export function billView(b: StoreBillRow) {
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    planCode: b.planCode,
    paymentPlan: b.paymentPlan,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    subtotal: b.subtotal,
    tax: b.tax,
    total: b.total,
    currency: "TWD",
    card: b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
    provider: b.provider,
    providerRef: b.providerRef,
    buyer: b.buyer ?? null,
    paidAt: b.paidAt,
    createdAt: b.createdAt,
  };
}

/** GET /api/admin/store: plan, cycle, period, renewal, status, trial, domain, review, cards. */
export async function storeAccount(scope: StoreScope, user: UserRow, now = new Date()) {
  const r = repo(scope);
  const [sub, review, cards] = await Promise.all([r.subscription(), r.review(), listSavedCards(scope, user.id)]);
  const s = planState(scope.store, sub, now);
  return {
    storeId: scope.storeId,
    storeName: scope.store.name,
    storeType: scope.store.type,
    storeStatus: scope.store.status,
    storeTrialType: scope.store.trialType,
    ...s,
    trial: trialStandingOf(s),
    plan: s.plan?.code ?? null,
    plans: plansFor(scope.store.type),
    nextBill: nextBillOf(scope.store, sub, now),
    defaultDomain: defaultDomainView(scope.env, scope.store.defaultDomain),
    review: reviewView(review),
    ifMustReviewUserInfo: scope.store.ifMustReviewUserInfo,
    cards,
  };
}

export async function nextBill(scope: StoreScope, now = new Date()) {
  return nextBillOf(scope.store, await repo(scope).subscription(), now);
}

/**
 * PATCH /api/admin/store/subscription. During a paid period a new plan or cycle waits for the next
 * bill (what was paid is kept); without one (trial, lapsed) it applies at once.
 */
export async function patchSubscription(
  scope: StoreScope,
  input: z.infer<typeof subscriptionPatchInput>,
  audit: AuditTrail,
  now = new Date(),
) {
  if (input.planCode !== undefined && !planNamed(input.planCode, scope.store.type)) {
    throw invalid([{ path: "planCode", message: "validation.planCode" }]);
  }
  const r = repo(scope);
  const sub = await r.subscription();
  const s = planState(scope.store, sub, now);
  if (!s.plan) throw new AppError(Code.PAYMENT_NOT_AVAILABLE, 200, "This store type has no plan of its own.");
  const wantPlan = input.planCode ?? s.nextPlan ?? s.plan.code;
  const wantCycle = input.paymentPlan ?? s.nextPaymentPlan ?? s.paymentPlan;
  const running = s.periodEnd !== null && s.nextRenewalDate === s.periodEnd;
  const same = wantPlan === s.plan.code && wantCycle === s.paymentPlan;
  const next = {
    planCode: running ? s.plan.code : wantPlan,
    paymentPlan: running ? s.paymentPlan : wantCycle,
    autoRenew: input.autoRenew ?? s.autoRenew,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    nextPlanCode: running && !same ? wantPlan : null,
    nextPaymentPlan: running && !same ? wantCycle : null,
  };
  const before = {
    planCode: s.plan.code,
    paymentPlan: s.paymentPlan,
    autoRenew: s.autoRenew,
    nextPlanCode: s.nextPlan,
    nextPaymentPlan: s.nextPaymentPlan,
  };
  await r.saveSubscription(next, [audit.item({ objectId: scope.storeId, before, after: next })]);
  const after = planState(scope.store, await r.subscription(), now);
  return { ...after, plan: after.plan?.code ?? null };
}

export async function listBills(scope: StoreScope, q: z.infer<typeof billListQuery>) {
  const r = repo(scope);
  const [rows, total] = await Promise.all([
    r.bills({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    r.billCount(),
  ]);
  return { data: rows.map(billView), total, page: q.page, pageSize: q.pageSize };
}

export async function getBill(scope: StoreScope, id: number) {
  const b = await repo(scope).bill(id);
  if (b?.status !== "PAID") throw notFound();
  return billView(b);
}

async function cardFor(scope: StoreScope, user: UserRow, input: z.infer<typeof checkoutInput>): Promise<SavedCardRow> {
  const cards = scope.savedCards(user.id);
  if (input.cardId !== undefined) {
    const row = await cards.get(input.cardId);
    if (!row)
      throw new AppError(Code.DATA_DOES_NOT_EXIST, 200, "No such card.", [
        { path: "cardId", message: "validation.cardMissing" },
      ]);
    return row;
  }
  if (!input.card) throw invalid([{ path: "cardId", message: "validation.chooseCard" }]);
  // A new card is checked and saved first (a refusal throws here, before anything is claimed).
  const saved = await addSavedCard(scope, user, { kind: "raw", card: input.card }, input.card.isDefault ?? false);
  const row = await cards.get(saved.id);
  if (!row) throw notFound();
  return row;
}

/** POST /api/admin/store/checkout: pays the next bill once per idempotency key. */
export async function checkout(
  scope: StoreScope,
  user: UserRow,
  input: z.infer<typeof checkoutInput>,
  audit: AuditTrail,
  now = new Date(),
) {
  const r = repo(scope);
  // A retried key changes nothing: the call is recorded against the bill it answers.
  const retried = async (b: StoreBillRow) => {
    await scope.batch([audit.item({ objectId: b.id, objectName: b.number, always: true })]);
    return billView(b);
  };
  const earlier = await r.billByKey(input.idempotencyKey);
  if (earlier?.status === "PAID") return retried(earlier);
  if (earlier) throw new AppError(Code.BILL_IN_PROGRESS, 200, "This bill is being paid.");
  const [sub, review] = await Promise.all([r.subscription(), r.review()]);
  const bill = nextBillOf(scope.store, sub, now);
  if (!bill) throw new AppError(Code.PAYMENT_NOT_AVAILABLE, 200, "This store has nothing to pay.");
  await enforceLimit(scope.db, `store-checkout:${scope.storeId}`, STORE_CHECKOUT_LIMIT);
  const card = await cardFor(scope, user, input);
  const claimed = await r.claim({ ...bill, idempotencyKey: input.idempotencyKey });
  if (!claimed) {
    const again = await r.billByKey(input.idempotencyKey);
    if (again?.status === "PAID") return retried(again);
    throw new AppError(Code.BILL_IN_PROGRESS, 200, "This bill is being paid.");
  }
  const charged = await chargeSavedCard(scope.env, scope.storeId, card, bill.total, bill.number).catch(
    (e: unknown) => ({ ok: false as const, code: "GATEWAY", message: `gateway unreachable: ${String(e)}` }),
  );
  if (!charged.ok) {
    await r.release(claimed.id);
    if (charged.code === "NOT_AVAILABLE") throw new AppError(Code.PAYMENT_NOT_AVAILABLE, 200, charged.message);
    throw new CardDeclined(charged.code, charged.message);
  }
  const buyer = review
    ? {
        name: review.companyName || review.ownerName,
        companyId: review.companyId,
        address: review.address,
        email: review.email,
      }
    : { name: user.name, companyId: "", address: "", email: user.email };
  await r.settlePaid(
    claimed,
    {
      provider: card.provider,
      providerRef: charged.providerRef,
      cardBrand: card.brand,
      cardLast4: card.last4,
      buyer,
      userId: user.id,
    },
    sub?.autoRenew ?? true,
    [audit.item({ objectId: claimed.id, objectName: claimed.number, after: { status: "PAID", total: bill.total } })],
  );
  const paid = await r.bill(claimed.id);
  if (!paid) throw notFound();
  return billView(paid);
}

/** PATCH /api/admin/store/user/review. */
export async function saveReview(scope: StoreScope, input: z.infer<typeof reviewInput>, audit: AuditTrail) {
  // Only which fields were sent is recorded (the payload says the same): review data is personal.
  return reviewView(await repo(scope).saveReview(input, [audit.item({ objectId: scope.storeId })]));
}
