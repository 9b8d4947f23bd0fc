import { and, desc, eq, sql } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { noticeStatements } from "../notifications";
import { branchFeedbacks, branchTree, stores } from "../schema";

// Feedback of one network (`store_id` = the head store that reads it). A branch reads only its own.

export type FeedbackListRow = Awaited<ReturnType<ReturnType<typeof branchFeedbackOf>["list"]>>[number];

export function branchFeedbackOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  const mine = eq(branchFeedbacks.storeId, H);
  return {
    /** The feedback and, in its batch, the head store's BRANCH_FEEDBACK_NEW notification and highlight. */
    async add(v: { branchStoreId: number; userId: number; reasons: string[]; content: string; media?: string[] }) {
      const notice = noticeStatements(H, {
        type: "BRANCH_FEEDBACK_NEW",
        objectId: sql`(SELECT max(id) FROM branch_feedbacks WHERE store_id = ${H})`,
        message: sql`(SELECT name FROM stores WHERE id = ${v.branchStoreId})`,
        counts: true,
      });
      const [rows] = (await batchOf(db, [
        db
          .insert(branchFeedbacks)
          .values({ ...v, storeId: H })
          .returning(),
        ...notice.map((q) => db.run(q)),
      ])) as [(typeof branchFeedbacks.$inferSelect)[]];
      return rows[0];
    },
    list(f: { status?: string; branchStoreId?: number }) {
      return db
        .select({
          id: branchFeedbacks.id,
          branchStoreId: branchFeedbacks.branchStoreId,
          branchName: stores.name,
          host: stores.defaultDomain,
          reasons: branchFeedbacks.reasons,
          content: branchFeedbacks.content,
          media: branchFeedbacks.media,
          status: branchFeedbacks.status,
          reply: branchFeedbacks.reply,
          createdAt: branchFeedbacks.createdAt,
        })
        .from(branchFeedbacks)
        .leftJoin(stores, eq(stores.id, branchFeedbacks.branchStoreId))
        .where(
          and(
            mine,
            f.status ? eq(branchFeedbacks.status, f.status) : undefined,
            f.branchStoreId ? eq(branchFeedbacks.branchStoreId, f.branchStoreId) : undefined,
          ),
        )
        .orderBy(desc(branchFeedbacks.id))
        .limit(1000)
        .all();
    },
    get(id: number) {
      return db
        .select()
        .from(branchFeedbacks)
        .where(and(mine, eq(branchFeedbacks.id, id)))
        .get();
    },
    async update(id: number, v: { status: string; reply: string }, extra: Extra = []) {
      const rows = await withExtra(
        db,
        db
          .update(branchFeedbacks)
          .set({ ...v, updatedAt: new Date().toISOString() })
          .where(and(mine, eq(branchFeedbacks.id, id)))
          .returning(),
        extra,
      );
      return rows[0];
    },
    /** Feedback counted per first-line branch (depth 1 under the head store) of the sender. */
    teams() {
      const first = sql`first_line`;
      return db.all<{ teamStoreId: number; teamName: string; total: number; unprocessed: number }>(sql`
        SELECT t.ancestor_id AS teamStoreId, s.name AS teamName, count(*) AS total,
          sum(CASE WHEN f.status = 'UNPROCESSED' THEN 1 ELSE 0 END) AS unprocessed
        FROM ${branchFeedbacks} f
        JOIN ${branchTree} t ON t.head_store_id = ${H} AND t.descendant_id = f.branch_store_id
        JOIN ${branchTree} ${first} ON ${first}.head_store_id = ${H} AND ${first}.ancestor_id = ${H}
          AND ${first}.descendant_id = t.ancestor_id AND ${first}.depth = 1
        JOIN ${stores} s ON s.id = t.ancestor_id
        WHERE f.store_id = ${H}
        GROUP BY t.ancestor_id, s.name
        ORDER BY total DESC, t.ancestor_id`);
    },
  };
}
