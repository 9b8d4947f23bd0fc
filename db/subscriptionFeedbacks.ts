import { and, count, desc, eq, gte, like, lt, or, sql } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { noticeStatements } from "./notifications";
import { products, subscriptionFeedbacks, subscriptions, users } from "./schema";

// Subscription feedbacks of one store: why members cancelled, with the subscription's product and
// the member beside each (same store only: every join is on this store's rows).

export type SubscriptionFeedbackFilter = {
  status?: string;
  keyword?: string;
  /** created_at bounds, UTC ISO (inclusive, exclusive). */
  from?: string;
  to?: string;
};
export type SubscriptionFeedbackListRow = Awaited<
  ReturnType<ReturnType<typeof subscriptionFeedbacksOf>["list"]>
>["rows"][number];

export function subscriptionFeedbacksOf(db: Db, storeId: number) {
  const S = storeId;
  const f = subscriptionFeedbacks;
  const mine = eq(f.storeId, S);
  const where = (q: SubscriptionFeedbackFilter) =>
    and(
      mine,
      q.status ? eq(f.status, q.status) : undefined,
      q.from ? gte(f.createdAt, q.from) : undefined,
      q.to ? lt(f.createdAt, q.to) : undefined,
      q.keyword
        ? or(
            like(users.name, `%${q.keyword}%`),
            like(users.email, `%${q.keyword}%`),
            like(products.name, `%${q.keyword}%`),
            like(f.content, `%${q.keyword}%`),
          )
        : undefined,
    );
  const base = () =>
    db
      .select({
        id: f.id,
        subscriptionId: f.subscriptionId,
        userId: f.userId,
        memberName: users.name,
        memberEmail: users.email,
        productName: products.name,
        reasons: f.reasons,
        content: f.content,
        status: f.status,
        reply: f.reply,
        createdAt: f.createdAt,
        updatedAt: f.updatedAt,
      })
      .from(f)
      .leftJoin(subscriptions, and(eq(subscriptions.storeId, S), eq(subscriptions.id, f.subscriptionId)))
      .leftJoin(products, and(eq(products.storeId, S), eq(products.id, subscriptions.productId)))
      .leftJoin(users, and(eq(users.storeId, S), eq(users.id, f.userId)));
  return {
    async list(q: SubscriptionFeedbackFilter, page: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        base().where(where(q)).orderBy(desc(f.createdAt), desc(f.id)).limit(page.limit).offset(page.offset).all(),
        db
          .select({ n: count() })
          .from(f)
          .leftJoin(subscriptions, and(eq(subscriptions.storeId, S), eq(subscriptions.id, f.subscriptionId)))
          .leftJoin(products, and(eq(products.storeId, S), eq(products.id, subscriptions.productId)))
          .leftJoin(users, and(eq(users.storeId, S), eq(users.id, f.userId)))
          .where(where(q))
          .all(),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    get(id: number) {
      return db
        .select()
        .from(f)
        .where(and(mine, eq(f.id, id)))
        .get();
    },
    async add(v: {
      subscriptionId: number;
      userId: number | null;
      reasons: string[];
      content: string;
      seedKey?: string;
    }) {
      // The store's SUBSCRIPTION_FEEDBACK_NEW notice and highlight in the same batch, only when the
      // row was written (a seed key met twice writes nothing): changes() is the statement before's.
      const notice = noticeStatements(S, {
        type: "SUBSCRIPTION_FEEDBACK_NEW",
        objectId: sql`(SELECT max(id) FROM subscription_feedbacks WHERE store_id = ${S})`,
        message: sql`coalesce((SELECT p.name FROM subscriptions s JOIN products p ON p.id = s.product_id
          WHERE s.id = ${v.subscriptionId} AND s.store_id = ${S}), '')`,
        when: sql`changes() > 0`,
        counts: true,
      });
      const [rows] = (await batchOf(db, [
        db
          .insert(f)
          .values({ ...v, storeId: S })
          .onConflictDoNothing()
          .returning(),
        ...notice.map((q) => db.run(q)),
      ])) as [(typeof f.$inferSelect)[]];
      return rows[0];
    },
    async update(id: number, v: { status: string; reply: string }, extra: Extra = []) {
      const rows = await withExtra(
        db,
        db
          .update(f)
          .set({ ...v, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
          .where(and(mine, eq(f.id, id)))
          .returning(),
        extra,
      );
      return rows[0];
    },
  };
}
