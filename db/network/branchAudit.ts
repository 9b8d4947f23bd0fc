import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../client";
import { noticeStatements } from "../notifications";
import { branchNotices, storeReviews, stores } from "../schema";

// The head store's review of its branch owners' profiles (stores.audit_status) and the network's
// notices. Every statement names the head store: a branch of another network matches nothing.

export type AuditStatus = "UNAUDITED" | "NORMAL" | "DENY";
export type NoticeType =
  | "BRANCH_USER_UNAUDITED"
  | "BRANCH_USER_NORMAL"
  | "BRANCH_USER_DENY"
  | "BRANCH_RENEWED_FAIL_BRANCH"
  | "BRANCH_PLAN_CHANGE";

export function branchAuditOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  const now = () => new Date().toISOString();
  const inNetwork = (id: number) => and(eq(stores.id, id), eq(stores.parentStoreId, H), isNull(stores.deletedAt));
  return {
    /** Live branches in one audit status with their owner's submitted profile (if any). */
    list(status: AuditStatus) {
      return db
        .select({
          id: stores.id,
          storeName: stores.name,
          domainName: stores.domainName,
          host: stores.defaultDomain,
          auditStatus: stores.auditStatus,
          createdAt: stores.createdAt,
          ownerName: storeReviews.ownerName,
          phone: storeReviews.phone,
          email: storeReviews.email,
          companyName: storeReviews.companyName,
          address: storeReviews.address,
          submittedAt: storeReviews.submittedAt,
        })
        .from(stores)
        .leftJoin(storeReviews, eq(storeReviews.storeId, stores.id))
        .where(and(eq(stores.parentStoreId, H), isNull(stores.deletedAt), eq(stores.auditStatus, status)))
        .orderBy(desc(stores.updatedAt), desc(stores.id))
        .all();
    },
    async counts(): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: stores.auditStatus, n: sql<number>`count(*)` })
        .from(stores)
        .where(and(eq(stores.parentStoreId, H), isNull(stores.deletedAt)))
        .groupBy(stores.auditStatus)
        .all();
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
    /** Moves a pending branch to `to`; matches no row unless it is this network's and pending. */
    decideStatement(branchId: number, to: AuditStatus) {
      return db
        .update(stores)
        .set({ auditStatus: to, updatedAt: now() })
        .where(and(inNetwork(branchId), eq(stores.auditStatus, "UNAUDITED")));
    },
    /** A branch's own status change (its owner resubmitted the profile). */
    ownStatusStatement(branchId: number, to: AuditStatus) {
      return db.update(stores).set({ auditStatus: to, updatedAt: now() }).where(inNetwork(branchId));
    },
    /** A notice to `to` about `subject`, only when the subject now has `status` (the change happened). */
    noticeStatement(
      to: number,
      type: NoticeType,
      subject: number | SQL,
      status: AuditStatus,
      message = "",
    ): BatchItem<"sqlite"> {
      return db.run(sql`INSERT INTO ${branchNotices} (store_id, head_store_id, type, subject_store_id, message)
        SELECT ${to}, ${H}, ${type}, ${subject}, ${message}
        WHERE EXISTS (SELECT 1 FROM ${stores} WHERE id = ${subject} AND audit_status = ${status}
          AND (id = ${H} OR parent_store_id = ${H}))`);
    },
    /**
     * The branch's own notification and highlight of the head store's decision (issue 28 §2),
     * written only when the branch now has `status` in this network (the decision happened).
     */
    decisionNoticeStatements(branchId: number, type: NoticeType, status: AuditStatus, message: string) {
      const when = sql`EXISTS (SELECT 1 FROM ${stores} WHERE id = ${branchId} AND audit_status = ${status}
        AND parent_store_id = ${H})`;
      return noticeStatements(branchId, { type, objectId: branchId, message, when, counts: true }).map((q) =>
        db.run(q),
      );
    },
    /** Marks `storeId`'s unread notices of these types (about `subject`, when given) read. */
    readStatement(storeId: number, types: NoticeType[], subject?: number) {
      return db
        .update(branchNotices)
        .set({ readAt: now() })
        .where(
          and(
            eq(branchNotices.storeId, storeId),
            eq(branchNotices.headStoreId, H),
            inArray(branchNotices.type, types),
            isNull(branchNotices.readAt),
            subject === undefined ? undefined : eq(branchNotices.subjectStoreId, subject),
          ),
        );
    },
    /** Per type: how many of `storeId`'s notices are unread, and the latest one (SQLite's bare
     * columns beside max() come from the row holding the max). */
    async unreadByType(storeId: number) {
      const rows = await db.all<{
        type: string;
        amount: number;
        latestId: number;
        subject: number | null;
        message: string;
      }>(
        sql`SELECT type, count(*) AS amount, max(id) AS latestId, subject_store_id AS subject, message
          FROM ${branchNotices} WHERE store_id = ${storeId} AND head_store_id = ${H} AND read_at IS NULL
          GROUP BY type`,
      );
      return rows.map((r) => ({ ...r, amount: Number(r.amount), latestId: Number(r.latestId) }));
    },
    unread(storeId: number) {
      return db
        .select()
        .from(branchNotices)
        .where(and(eq(branchNotices.storeId, storeId), eq(branchNotices.headStoreId, H), isNull(branchNotices.readAt)))
        .orderBy(desc(branchNotices.id))
        .limit(50)
        .all();
    },
  };
}
