import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batchOf } from "../batch";
import type { Db } from "../client";
import { noticeStatements } from "../notifications";
import { branchApplications, branchRenewals, orderItems, orders, products, stores } from "../schema";

// A branch's plan and its renewals (docs/decisions/branch-renewal.md). Every statement of
// `branchRenewalsOf` names the head store: a branch of another network matches nothing. The
// scheduled close (`dueBranches`, `closeStatements`) is the system's and crosses networks by design,
// one branch per batch.

export const RENEWED_FAIL = "CLOSE_STORE_RENEWED_FAIL";
export const RENEWED_CONFIRM_PAID = "CLOSE_STORE_RENEWED_CONFIRM_PAID";
/** Pay-later methods: the renewal waits for the head store to confirm the payment. */
export const PAY_LATER_METHODS = ["TRANSFER", "TRANSFER_VIRTUAL", "CASH_ON_DELIVERY"] as const;
const PAY_LATER = sql.raw(PAY_LATER_METHODS.map((m) => `'${m}'`).join(","));

/** A notice row, written only when `when` holds and no unread notice of the type is there already. */
function noticeStatement(
  db: Db,
  n: { to: number; head: number; type: string; subject: number; message?: string },
  when: ReturnType<typeof sql>,
) {
  return db.run(sql`INSERT INTO branch_notices (store_id, head_store_id, type, subject_store_id, message)
    SELECT ${n.to}, ${n.head}, ${n.type}, ${n.subject}, ${n.message ?? ""}
    WHERE ${when} AND NOT EXISTS (SELECT 1 FROM branch_notices WHERE store_id = ${n.to} AND type = ${n.type}
      AND subject_store_id = ${n.subject} AND read_at IS NULL)`);
}

export type PlanBranch = {
  id: number;
  name: string;
  status: string;
  type: string;
  planEndsAt: string | null;
  planProductId: number | null;
  host: string | null;
};
/** The branch, its plan product, its registration and the plan an order bought. */
function planReadsOf(db: Db, H: number) {
  return {
    /** A live branch of this network with its plan. */
    async branch(branchId: number): Promise<PlanBranch | undefined> {
      return db
        .select({
          id: stores.id,
          name: stores.name,
          status: stores.status,
          type: stores.type,
          planEndsAt: stores.planEndsAt,
          planProductId: stores.planProductId,
          host: stores.defaultDomain,
        })
        .from(stores)
        .where(and(eq(stores.id, branchId), eq(stores.parentStoreId, H), sql`${stores.deletedAt} IS NULL`))
        .get();
    },

    /** The plan product's name and its subscription cycles (the term when set). */
    planProduct(productId: number) {
      return db
        .select({ id: products.id, name: products.name, subscriptionCycles: products.subscriptionCycles })
        .from(products)
        .where(and(eq(products.storeId, H), eq(products.id, productId)))
        .get();
    },

    /** The branch's own registration (its owner's address fills the renewal's receiver). */
    opening(branchId: number) {
      return db
        .select({ profile: branchApplications.profile, email: branchApplications.email })
        .from(branchApplications)
        .where(and(eq(branchApplications.storeId, H), eq(branchApplications.branchStoreId, branchId)))
        .get();
    },

    /** The plan a registration or renewal order bought (its MUST_BE_BOUGHT line). */
    planOfOrder(orderId: number) {
      return db
        .select({ id: products.id, subscriptionCycles: products.subscriptionCycles })
        .from(orderItems)
        .innerJoin(
          products,
          and(
            eq(products.id, orderItems.productId),
            eq(products.storeId, H),
            eq(products.typeForCreatingStore, "MUST_BE_BOUGHT"),
          ),
        )
        .where(and(eq(orderItems.storeId, H), eq(orderItems.orderId, orderId)))
        .get();
    },
  };
}

/** A head store's renewals as read, with their orders' payment state. */
function renewalReadsOf(db: Db, H: number) {
  return {
    /** The renewal of an order of this head store, with the order's payment state. */
    byOrder(orderId: number) {
      return db
        .select({
          renewal: branchRenewals,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
          orderNumber: orders.orderNumber,
          totalAmount: orders.totalAmount,
        })
        .from(branchRenewals)
        .innerJoin(orders, and(eq(orders.id, branchRenewals.orderId), eq(orders.storeId, H)))
        .where(and(eq(branchRenewals.storeId, H), eq(branchRenewals.orderId, orderId)))
        .get();
    },

    /** A branch's renewals, newest first, with their orders' payment state. */
    history(branchId: number, limit = 20) {
      return db
        .select({
          id: branchRenewals.id,
          orderId: branchRenewals.orderId,
          orderNumber: orders.orderNumber,
          status: branchRenewals.status,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
          totalAmount: orders.totalAmount,
          termMonths: branchRenewals.termMonths,
          endsAfter: branchRenewals.endsAfter,
          createdAt: branchRenewals.createdAt,
        })
        .from(branchRenewals)
        .innerJoin(orders, and(eq(orders.id, branchRenewals.orderId), eq(orders.storeId, H)))
        .where(and(eq(branchRenewals.storeId, H), eq(branchRenewals.branchStoreId, branchId)))
        .orderBy(desc(branchRenewals.id))
        .limit(limit)
        .all();
    },
  };
}

/** A renewal recorded when its order is placed, and applied once when it is paid. */
function renewalWritesOf(db: Db, H: number) {
  const now = () => new Date().toISOString();
  return {
    /**
     * The renewal row of a placed order (a replayed checkout finds it there already), and for a
     * pay-later order of a branch whose renewal failed, the wait for the head store's confirmation.
     */
    async record(r: {
      branchStoreId: number;
      orderId: number;
      userId: number;
      planProductId: number;
      termMonths: number;
      payLater: boolean;
    }) {
      const { payLater, ...row } = r;
      const items: BatchItem<"sqlite">[] = [
        db
          .insert(branchRenewals)
          .values({ storeId: H, ...row })
          .onConflictDoNothing(),
      ];
      if (payLater)
        items.push(
          db
            .update(stores)
            .set({ status: RENEWED_CONFIRM_PAID, updatedAt: now() })
            .where(and(eq(stores.id, r.branchStoreId), eq(stores.parentStoreId, H), eq(stores.status, RENEWED_FAIL))),
        );
      await batchOf(db, items);
    },

    /**
     * ONE batch: the plan extended, its product recorded, a closed-by-renewal branch open again,
     * its renewal notices read, a plan change told to the head store, and the renewal APPLIED.
     * Every statement waits on the renewal still PENDING and the branch still ending at `oldEnd`
     * (the stores update stamps `updated_at`, which the last statement checks), so a second
     * callback or a concurrent confirm changes nothing.
     */
    async apply(a: {
      renewalId: number;
      branchStoreId: number;
      oldEnd: string | null;
      newEnd: string | null;
      planProductId: number;
      planChanged: boolean;
      message: string;
    }): Promise<boolean> {
      const stamp = now();
      const pending = sql`EXISTS (SELECT 1 FROM branch_renewals WHERE id = ${a.renewalId} AND status = 'PENDING')`;
      const items: BatchItem<"sqlite">[] = [
        db.run(sql`UPDATE stores SET plan_ends_at = ${a.newEnd}, plan_product_id = ${a.planProductId},
            status = CASE WHEN status IN (${RENEWED_FAIL}, ${RENEWED_CONFIRM_PAID}) THEN 'NORMAL' ELSE status END,
            updated_at = ${stamp}
          WHERE id = ${a.branchStoreId} AND parent_store_id = ${H} AND plan_ends_at IS ${a.oldEnd} AND ${pending}`),
        db.run(sql`UPDATE branch_notices SET read_at = ${stamp}
          WHERE store_id = ${a.branchStoreId} AND head_store_id = ${H} AND read_at IS NULL
            AND type IN ('BRANCH_RENEWED_FAIL', 'BRANCH_RENEW_REMIND') AND ${pending}`),
        // The head store's "renewal failed" about this branch is settled too.
        db.run(sql`UPDATE branch_notices SET read_at = ${stamp}
          WHERE store_id = ${H} AND head_store_id = ${H} AND subject_store_id = ${a.branchStoreId}
            AND read_at IS NULL AND type = 'BRANCH_RENEWED_FAIL_BRANCH' AND ${pending}`),
      ];
      if (a.planChanged)
        items.push(
          noticeStatement(
            db,
            { to: H, head: H, type: "BRANCH_PLAN_CHANGE", subject: a.branchStoreId, message: a.message },
            pending,
          ),
        );
      items.push(
        db.run(sql`UPDATE branch_renewals SET status = 'APPLIED', applied_at = ${stamp}, ends_before = ${a.oldEnd},
            ends_after = ${a.newEnd}
          WHERE id = ${a.renewalId} AND status = 'PENDING'
            AND EXISTS (SELECT 1 FROM stores WHERE id = ${a.branchStoreId} AND updated_at = ${stamp})`),
      );
      await batchOf(db, items);
      const row = await db
        .select({ status: branchRenewals.status, appliedAt: branchRenewals.appliedAt })
        .from(branchRenewals)
        .where(eq(branchRenewals.id, a.renewalId))
        .get();
      return row?.status === "APPLIED" && row.appliedAt === stamp;
    },
  };
}

export function branchRenewalsOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  return { ...planReadsOf(db, H), ...renewalReadsOf(db, H), ...renewalWritesOf(db, H) };
}

export type DueBranch = { id: number; headStoreId: number; planEndsAt: string; name: string };

/**
 * NORMAL live branches whose plan ended more than their head store's grace days before `now`,
 * oldest first, at most `limit` (the rest wait for the next run).
 */
export function dueBranches(db: Db, nowIso: string, defaultGraceDays: number, limit: number) {
  return db.all<DueBranch>(sql`
    SELECT b.id, b.parent_store_id AS headStoreId, b.plan_ends_at AS planEndsAt, b.name
      FROM stores b JOIN stores h ON h.id = b.parent_store_id
     WHERE b.status = 'NORMAL' AND b.parent_store_id IS NOT NULL AND b.deleted_at IS NULL
       AND b.plan_ends_at IS NOT NULL AND b.plan_ends_at <= ${nowIso}
       AND julianday(b.plan_ends_at) + COALESCE(
             CASE WHEN typeof(json_extract(h.setting_branch, '$.renewalGraceDays')) = 'integer'
                   AND json_extract(h.setting_branch, '$.renewalGraceDays') BETWEEN 0 AND 60
                  THEN json_extract(h.setting_branch, '$.renewalGraceDays') END, ${defaultGraceDays})
           <= julianday(${nowIso})
     ORDER BY b.plan_ends_at, b.id
     LIMIT ${limit}`);
}

/**
 * ONE batch closing one branch: RENEWED_CONFIRM_PAID when a pay-later renewal order waits for the
 * head store's confirmation, else RENEWED_FAIL with BRANCH_RENEWED_FAIL to the branch and
 * BRANCH_RENEWED_FAIL_BRANCH to its head store. The update needs the branch still NORMAL with the
 * same plan end, and the notices need the status it set, so a second run writes nothing.
 */
export function closeStatements(db: Db, b: DueBranch): BatchItem<"sqlite">[] {
  const H = b.headStoreId;
  const waiting = sql`EXISTS (SELECT 1 FROM branch_renewals r JOIN orders o ON o.id = r.order_id
    WHERE r.store_id = ${H} AND r.branch_store_id = ${b.id} AND r.status = 'PENDING'
      AND o.payment_status IN ('UNPAID', 'CONFIRM_PAID') AND o.payment_method IN (${PAY_LATER}))`;
  const failed = sql`EXISTS (SELECT 1 FROM stores WHERE id = ${b.id} AND status = ${RENEWED_FAIL})`;
  return [
    db.run(sql`UPDATE stores SET status = CASE WHEN ${waiting} THEN ${RENEWED_CONFIRM_PAID} ELSE ${RENEWED_FAIL} END,
        updated_at = ${new Date().toISOString()}
      WHERE id = ${b.id} AND parent_store_id = ${H} AND status = 'NORMAL' AND plan_ends_at = ${b.planEndsAt}`),
    noticeStatement(db, { to: b.id, head: H, type: "BRANCH_RENEWED_FAIL", subject: b.id }, failed),
    noticeStatement(db, { to: H, head: H, type: "BRANCH_RENEWED_FAIL_BRANCH", subject: b.id, message: b.name }, failed),
    // The branch's own notification and highlight (issue 28 §2), on the same condition.
    ...noticeStatements(b.id, {
      type: "BRANCH_RENEWED_FAIL",
      objectId: b.id,
      message: b.name,
      when: failed,
      counts: true,
    }).map((q) => db.run(q)),
  ];
}

/** Branches ending within `days` that have no unread reminder yet (a notice N days before the end). */
export function endingSoon(db: Db, nowIso: string, untilIso: string, limit: number) {
  return db.all<DueBranch>(sql`
    SELECT b.id, b.parent_store_id AS headStoreId, b.plan_ends_at AS planEndsAt, b.name
      FROM stores b
     WHERE b.status = 'NORMAL' AND b.parent_store_id IS NOT NULL AND b.deleted_at IS NULL
       AND b.plan_ends_at > ${nowIso} AND b.plan_ends_at <= ${untilIso}
       AND NOT EXISTS (SELECT 1 FROM branch_notices n WHERE n.store_id = b.id AND n.type = 'BRANCH_RENEW_REMIND'
             AND n.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', b.plan_ends_at, '-60 days'))
     ORDER BY b.plan_ends_at, b.id
     LIMIT ${limit}`);
}

export function remindStatement(db: Db, b: DueBranch) {
  return noticeStatement(
    db,
    { to: b.id, head: b.headStoreId, type: "BRANCH_RENEW_REMIND", subject: b.id, message: b.planEndsAt.slice(0, 10) },
    sql`1 = 1`,
  );
}

/** PENDING renewals whose order is paid (a callback or confirm that did not apply them): the run's safety net. */
export function paidPending(db: Db, limit: number) {
  return db.all<{ headStoreId: number; orderId: number }>(sql`
    SELECT r.store_id AS headStoreId, r.order_id AS orderId FROM branch_renewals r
      JOIN orders o ON o.id = r.order_id AND o.store_id = r.store_id
     WHERE r.status = 'PENDING' AND o.payment_status = 'PAID'
     ORDER BY r.id LIMIT ${limit}`);
}
