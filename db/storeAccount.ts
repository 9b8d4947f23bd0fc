import { and, desc, eq, sql } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import {
  type StoreBillRow,
  type StoreReviewRow,
  type StoreSubscriptionRow,
  storeBills,
  storeHosts,
  storeReviews,
  storeSubscriptions,
  stores,
} from "./schema";

// The store's account with the platform, scoped by store id like every tenant accessor: a bill,
// subscription or review of another store cannot be named here.

export type NewBill = Pick<
  StoreBillRow,
  "number" | "planCode" | "paymentPlan" | "periodStart" | "periodEnd" | "subtotal" | "tax" | "total" | "idempotencyKey"
>;
export type PaidBy = {
  provider: string;
  providerRef: string | null;
  cardBrand: string;
  cardLast4: string;
  buyer: Record<string, string> | null;
  userId: number;
};
/** The store's plan subscription and its bills: read, claimed, released or settled. */
function billingOf(db: Db, storeId: number) {
  const mine = eq(storeBills.storeId, storeId);
  return {
    subscription(): Promise<StoreSubscriptionRow | undefined> {
      return db.select().from(storeSubscriptions).where(eq(storeSubscriptions.storeId, storeId)).get();
    },
    async saveSubscription(
      v: Omit<StoreSubscriptionRow, "storeId" | "updatedAt">,
      extra: Extra = [],
    ): Promise<StoreSubscriptionRow | undefined> {
      const values = { ...v, updatedAt: new Date().toISOString() };
      const [row] = await withExtra(
        db,
        db
          .insert(storeSubscriptions)
          .values({ ...values, storeId })
          .onConflictDoUpdate({ target: storeSubscriptions.storeId, set: values })
          .returning(),
        extra,
      );
      return row;
    },
    /** Newest period first. PENDING rows (a charge in flight) are not bills yet. */
    bills(opts: { limit: number; offset: number }): Promise<StoreBillRow[]> {
      return db
        .select()
        .from(storeBills)
        .where(and(mine, eq(storeBills.status, "PAID")))
        .orderBy(desc(storeBills.periodStart), desc(storeBills.id))
        .limit(opts.limit)
        .offset(opts.offset)
        .all();
    },
    async billCount(): Promise<number> {
      const r = await db
        .select({ n: sql<number>`count(*)` })
        .from(storeBills)
        .where(and(mine, eq(storeBills.status, "PAID")))
        .get();
      return r?.n ?? 0;
    },
    bill(id: number): Promise<StoreBillRow | undefined> {
      return db
        .select()
        .from(storeBills)
        .where(and(mine, eq(storeBills.id, id)))
        .get();
    },
    billByKey(key: string): Promise<StoreBillRow | undefined> {
      return db
        .select()
        .from(storeBills)
        .where(and(mine, eq(storeBills.idempotencyKey, key)))
        .get();
    },
    /**
     * Claims the bill of a period before its card is charged. False when the key or the period is
     * already claimed (a retry, or a second tab paying the same period).
     */
    async claim(v: NewBill): Promise<StoreBillRow | null> {
      const rows = await db
        .insert(storeBills)
        .values({ ...v, storeId, status: "PENDING" })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },
    /** A refused charge leaves nothing behind: the claim goes. */
    async release(id: number): Promise<void> {
      await db.delete(storeBills).where(and(mine, eq(storeBills.id, id), eq(storeBills.status, "PENDING")));
    },
    /**
     * The charge went through: the bill is PAID and the subscription moves to its period in one
     * batch (one D1 transaction), and a store closed for not paying opens again.
     */
    async settlePaid(bill: StoreBillRow, by: PaidBy, autoRenew: boolean, extra: Extra = []): Promise<void> {
      const now = new Date().toISOString();
      const sub = {
        planCode: bill.planCode,
        paymentPlan: bill.paymentPlan,
        autoRenew,
        periodStart: bill.periodStart,
        periodEnd: bill.periodEnd,
        nextPlanCode: null,
        nextPaymentPlan: null,
        updatedAt: now,
      };
      await batchOf(db, [
        db
          .update(storeBills)
          .set({
            status: "PAID",
            provider: by.provider,
            providerRef: by.providerRef,
            cardBrand: by.cardBrand,
            cardLast4: by.cardLast4,
            buyer: by.buyer,
            paidByUserId: by.userId,
            paidAt: now,
          })
          .where(and(mine, eq(storeBills.id, bill.id))),
        ...extra,
        db
          .insert(storeSubscriptions)
          .values({ ...sub, storeId })
          .onConflictDoUpdate({ target: storeSubscriptions.storeId, set: sub }),
        db
          .update(stores)
          .set({ status: "NORMAL", updatedAt: now })
          .where(
            and(eq(stores.id, storeId), sql`${stores.status} in ('CLOSE_STORE_UNPAID', 'CLOSE_STORE_RENEWED_FAIL')`),
          ),
      ]);
    },
  };
}

/** The store's review data and its default host. */
function profileOf(db: Db, storeId: number) {
  return {
    review(): Promise<StoreReviewRow | undefined> {
      return db.select().from(storeReviews).where(eq(storeReviews.storeId, storeId)).get();
    },
    /** Saves the review data and clears the store's must-review flag together. */
    async saveReview(
      v: Omit<StoreReviewRow, "storeId" | "status" | "submittedAt">,
      extra: Extra = [],
    ): Promise<StoreReviewRow> {
      const values = { ...v, status: "SUBMITTED", submittedAt: new Date().toISOString() };
      const [rows] = (await batchOf(db, [
        db
          .insert(storeReviews)
          .values({ ...values, storeId })
          .onConflictDoUpdate({ target: storeReviews.storeId, set: values })
          .returning(),
        db
          .update(stores)
          .set({ ifMustReviewUserInfo: false, updatedAt: new Date().toISOString() })
          .where(eq(stores.id, storeId)),
        ...extra,
      ])) as [StoreReviewRow[]];
      const row = rows[0];
      if (!row) throw new Error("review upsert returned nothing");
      return row;
    },
    /**
     * Moves the store's default host in one batch: the new host row, the old one removed, the
     * store's default_domain. A taken new host fails the whole batch (primary key), changing nothing.
     */
    async switchDefaultHost(oldHost: string | null, newHost: string, extra: Extra = []): Promise<void> {
      const now = new Date().toISOString();
      const add = db.insert(storeHosts).values({ hostname: newHost, storeId });
      const point = db.update(stores).set({ defaultDomain: newHost, updatedAt: now }).where(eq(stores.id, storeId));
      if (oldHost === null || oldHost === newHost) {
        await batchOf(db, [add, point, ...extra]);
        return;
      }
      const drop = db.delete(storeHosts).where(and(eq(storeHosts.storeId, storeId), eq(storeHosts.hostname, oldHost)));
      await batchOf(db, [add, drop, point, ...extra]);
    },
  };
}

export function storeAccountOf(db: Db, storeId: number) {
  return { ...billingOf(db, storeId), ...profileOf(db, storeId) };
}

export type StoreAccountRepo = ReturnType<typeof storeAccountOf>;
