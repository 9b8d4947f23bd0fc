import { and, count, desc, eq, gte, like, lt, or, sql } from "drizzle-orm";
import { type Extra, withExtra } from "./batch";
import type { Db } from "./client";
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
      const [row] = await db
        .insert(f)
        .values({ ...v, storeId: S })
        .onConflictDoNothing()
        .returning();
      return row;
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
