import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { media, products, productTopicPivots, productTopics } from "../schema";
import { SHOWING, TOPIC_ID, type TopicFilter, type TopicInsert } from "./taxonomyShared";

/** Topic and topic-pivot queries for one store (see taxonomy.ts). */
export function topicsOf(db: Db, storeId: number) {
  const topicByStore = eq(productTopics.storeId, storeId);

  // Pivots for a topic from a JSON list of product ids, in list order, in one statement; the join
  // drops any id that is not a product of this store, whatever the caller checked before.
  const insertPivots = (topicId: number | SQL, productIds: readonly number[], guard?: SQL) =>
    db.insert(productTopicPivots).select(sql`SELECT ${storeId}, ${topicId}, p.id, j.key
      FROM json_each(${JSON.stringify(productIds)}) j
      JOIN ${products} p ON p.id = j.value AND p.store_id = ${storeId}
      ${guard ? sql`WHERE ${guard}` : sql``}`);

  const topicSelect = (withCount: boolean) => ({
    topic: productTopics,
    media,
    productCount: withCount
      ? sql<number>`(SELECT count(*) FROM ${productTopicPivots} pv WHERE pv.store_id = ${storeId} AND pv.topic_id = ${TOPIC_ID})`
      : sql<number>`0`,
  });

  function topicWhere(f: TopicFilter, now: string): SQL | undefined {
    const started = or(isNull(productTopics.startAt), lte(productTopics.startAt, now));
    const notEnded = or(isNull(productTopics.endAt), gt(productTopics.endAt, now));
    const conds: (SQL | undefined)[] = [topicByStore];
    if (f.id !== undefined) conds.push(eq(productTopics.id, f.id));
    if (f.displayOnly) conds.push(eq(productTopics.isDisplay, true), started, notEnded);
    if (f.isDisplay !== undefined) conds.push(eq(productTopics.isDisplay, f.isDisplay));
    if (f.showing !== undefined && f.showing !== 7) {
      const states: (SQL | undefined)[] = [];
      if (f.showing & SHOWING.PENDING) states.push(gt(productTopics.startAt, now));
      if (f.showing & SHOWING.ON_GOING) states.push(and(started, notEnded));
      if (f.showing & SHOWING.FINISHED) states.push(lte(productTopics.endAt, now));
      conds.push(or(...states));
    }
    return and(...conds);
  }

  return {
    // ── topics ──────────────────────────────────────────────────────────────────────────────
    /** Topics with their media row, higher sort first, in one statement. */
    topics: (f: TopicFilter, now: string, withCounts = false) =>
      db
        .select(topicSelect(withCounts))
        .from(productTopics)
        .leftJoin(media, and(eq(media.id, productTopics.mediaId), eq(media.storeId, storeId)))
        .where(topicWhere(f, now))
        .orderBy(desc(productTopics.sort), asc(productTopics.id))
        .all(),

    topicProductIds: async (topicId: number) =>
      (
        await db
          .select({ id: productTopicPivots.productId })
          .from(productTopicPivots)
          .where(and(eq(productTopicPivots.storeId, storeId), eq(productTopicPivots.topicId, topicId)))
          .orderBy(asc(productTopicPivots.sort), asc(productTopicPivots.productId))
          .all()
      ).map((r) => r.id),

    /** The topic and its pivots in one transaction; the pivots find the new id as the store's newest topic. */
    async insertTopic(v: TopicInsert, productIds: readonly number[] | undefined, extra: Extra = []): Promise<number> {
      const insert = db
        .insert(productTopics)
        .values({ ...v, storeId })
        .returning({ id: productTopics.id });
      if (!productIds?.length) {
        const [row] = await withExtra(db, insert, extra);
        if (!row) throw new Error("topic insert returned nothing");
        return row.id;
      }
      const newest = sql`(SELECT max(id) FROM ${productTopics} WHERE store_id = ${storeId})`;
      const [rows] = (await batchOf(db, [insert, ...extra, insertPivots(newest, productIds)])) as [{ id: number }[]];
      const id = rows[0]?.id;
      if (id === undefined) throw new Error("topic insert returned nothing");
      return id;
    },

    /** Updates the topic and, when productIds is given, replaces its pivots, atomically. */
    async updateTopic(
      id: number,
      patch: Partial<TopicInsert>,
      productIds: readonly number[] | undefined,
      extra: Extra = [],
    ) {
      const where = and(topicByStore, eq(productTopics.id, id));
      // An empty patch still touches the row (sort = sort), so the audit item sees the topic exists.
      const update = db
        .update(productTopics)
        .set(Object.keys(patch).length ? patch : { sort: sql`${productTopics.sort}` })
        .where(where)
        .returning({ id: productTopics.id });
      if (productIds === undefined) return (await withExtra(db, update, extra)).length > 0;
      const pivots = and(eq(productTopicPivots.storeId, storeId), eq(productTopicPivots.topicId, id));
      // The pivot statements run only for a topic of this store: they are guarded by the same
      // store-scoped lookup, so a foreign topic id changes nothing.
      const owned = db.select({ x: sql`1` }).from(productTopics).where(where);
      const [rows] = await db.batch([
        update,
        ...extra,
        db.delete(productTopicPivots).where(pivots),
        insertPivots(id, productIds, sql`EXISTS ${owned}`),
      ]);
      return rows.length > 0;
    },

    deleteTopic: async (id: number, extra: Extra = []) =>
      (
        await withExtra(
          db,
          db
            .delete(productTopics)
            .where(and(topicByStore, eq(productTopics.id, id)))
            .returning({ id: productTopics.id }),
          extra,
        )
      ).length > 0,
  };
}
