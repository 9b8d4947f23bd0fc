import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { batchOf, type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import {
  media,
  productCategories,
  productCategoryLinks,
  productInformation,
  products,
  productTagLinks,
  productTags,
  productTopicPivots,
  productTopics,
} from "../schema";

// Tenant-scoped queries for categories, topics, tags and product information. Built per request
// for one store: every statement carries `store_id = storeId`, including the joined and
// sub-selected tables, so another store's rows can neither be read nor referenced.

export type CategoryRow = {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  sort: number;
  isDisplay: boolean;
  mediaId: number | null;
  createdAt: string;
  /** The category itself (not its descendants) holds a displayed, saleable product on special price. */
  ownPromotion: boolean;
  productCount: number;
};

export type CategoryPatch = Partial<{
  parentId: number | null;
  level: number;
  name: string;
  sort: number;
  isDisplay: boolean;
  mediaId: number | null;
}>;

export type TopicInsert = {
  name: string;
  description: string;
  mediaId: number | null;
  sort: number;
  isDisplay: boolean;
  startAt: string | null;
  endAt: string | null;
};

/** Bit flags of the spec's topic "showing" state (back-office §3: PENDING=1, ON_GOING=2, FINISHED=4). */
export const SHOWING = { PENDING: 1, ON_GOING: 2, FINISHED: 4 } as const;

export type TopicFilter = {
  /** Displayed and inside its start/end window at `now`: what shoppers may see. */
  displayOnly?: boolean;
  isDisplay?: boolean;
  showing?: number;
  id?: number;
};

export type TagInsert = { name: string; isOnlyForAdmin: boolean; isDisplay: boolean; sort: number };
export type InformationInsert = { name: string; content: string; isDisplay: boolean; sort: number };

const truthy = (v: unknown) => v === true || v === 1;

// Outer columns named inside a correlated subquery. Drizzle leaves them unqualified in a one-table
// select, where `"id"` would silently bind to the subquery's own table instead.
const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);
const CATEGORY_ID = outer("product_categories", "id");
const TOPIC_ID = outer("product_topics", "id");
const INFORMATION_ID = outer("product_information", "id");
const TAG_ID = outer("product_tags", "id");

/** The category `categoryId` itself holds a displayed, saleable product on special price. */
export const ownPromotionSql = (storeId: number, categoryId: SQL) =>
  sql<number>`EXISTS (SELECT 1 FROM ${productCategoryLinks} l
    JOIN ${products} p ON p.id = l.product_id AND p.store_id = l.store_id
    WHERE l.store_id = ${storeId} AND l.category_id = ${categoryId}
      AND p.is_display = 1 AND p.is_saleable = 1 AND p.special_price > 0)`;

export function taxonomyOf(db: Db, storeId: number) {
  const catByStore = eq(productCategories.storeId, storeId);
  const topicByStore = eq(productTopics.storeId, storeId);
  const tagByStore = eq(productTags.storeId, storeId);
  const infoByStore = eq(productInformation.storeId, storeId);

  /** Ids of this store's products among `ids`, so a write can name which ones are unknown. */
  // The list travels as one JSON parameter: D1 binds at most 100 parameters per statement.
  const productIdsIn = (ids: readonly number[]) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          inArray(products.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`),
        ),
      );

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

  const tagNameTaken = (name: string, exceptId?: number) => {
    const other = alias(productTags, "other");
    return db
      .select({ x: sql`1` })
      .from(other)
      .where(
        and(
          eq(other.storeId, storeId),
          sql`${other.name} = ${name} COLLATE NOCASE`,
          exceptId === undefined ? undefined : ne(other.id, exceptId),
        ),
      );
  };

  return {
    // ── categories ──────────────────────────────────────────────────────────────────────────
    /** Every category of the store (or the displayed ones), higher sort first, in one statement. */
    async categories(opts: { displayOnly: boolean; withCounts?: boolean }): Promise<CategoryRow[]> {
      const rows = await db
        .select({
          id: productCategories.id,
          parentId: productCategories.parentId,
          level: productCategories.level,
          name: productCategories.name,
          sort: productCategories.sort,
          isDisplay: productCategories.isDisplay,
          mediaId: productCategories.mediaId,
          createdAt: productCategories.createdAt,
          ownPromotion: ownPromotionSql(storeId, CATEGORY_ID),
          productCount: opts.withCounts
            ? sql<number>`(SELECT count(*) FROM ${productCategoryLinks} l WHERE l.store_id = ${storeId} AND l.category_id = ${CATEGORY_ID})`
            : sql<number>`0`,
        })
        .from(productCategories)
        .where(opts.displayOnly ? and(catByStore, eq(productCategories.isDisplay, true)) : catByStore)
        .orderBy(desc(productCategories.sort), asc(productCategories.id))
        .all();
      return rows.map((r) => ({ ...r, ownPromotion: truthy(r.ownPromotion), productCount: Number(r.productCount) }));
    },

    insertRootCategory: async (
      v: { name: string; sort: number; isDisplay: boolean; mediaId: number | null },
      extra: Extra = [],
    ) => {
      const [row] = await withExtra(
        db,
        db
          .insert(productCategories)
          .values({ ...v, storeId, parentId: null, level: 1 })
          .returning({ id: productCategories.id }),
        extra,
      );
      return row?.id ?? null;
    },

    /**
     * A child one level below its parent, only if the parent is of this store and above level 3,
     * decided inside the insert so a concurrent move of the parent cannot slip past the rule.
     */
    async insertChildCategory(
      parentId: number,
      v: { name: string; sort: number; isDisplay: boolean; mediaId: number | null },
      maxLevel: number,
      extra: Extra = [],
    ): Promise<number | null> {
      const [row] = await withExtra(
        db,
        db.all<{ id: number }>(sql`INSERT INTO ${productCategories}
          (store_id, parent_id, level, name, sort, is_display, media_id)
        SELECT ${storeId}, parent.id, parent.level + 1, ${v.name}, ${v.sort}, ${v.isDisplay ? 1 : 0}, ${v.mediaId}
        FROM ${productCategories} parent
        WHERE parent.store_id = ${storeId} AND parent.id = ${parentId} AND parent.level < ${maxLevel}
        RETURNING id`),
        extra,
      );
      return row?.id ?? null;
    },

    /**
     * Several category rows changed in one statement, whatever their number (D1 limits statements
     * per invocation and parameters per statement): the changes travel as one JSON array, and a
     * field absent from an entry keeps its value (a JSON null parent means "move to the top").
     */
    async updateCategories(changes: readonly { id: number; patch: CategoryPatch }[], extra: Extra = []) {
      const rows = changes.filter((c) => Object.keys(c.patch).length > 0).map((c) => ({ id: c.id, ...c.patch }));
      // Nothing to change still records the call (the audit item is told to write regardless).
      if (!rows.length) {
        if (extra.length) await batchOf(db, extra);
        return;
      }
      const has = (field: string) => sql.raw(`json_type(value, '$.${field}') IS NOT NULL`);
      const val = (field: string) => sql.raw(`json_extract(value, '$.${field}')`);
      const set = (column: string, field: string) =>
        sql.raw(`${column} = CASE WHEN u.has_${field} THEN u.v_${field} ELSE "product_categories".${column} END`);
      const fields = ["parentId", "level", "name", "sort", "isDisplay", "mediaId"] as const;
      const columns = ["parent_id", "level", "name", "sort", "is_display", "media_id"] as const;
      const update = db.run(sql`UPDATE ${productCategories} SET ${sql.join(
        fields.map((f, i) => set(columns[i] as string, f)),
        sql`, `,
      )}
        FROM (SELECT json_extract(value, '$.id') AS id, ${sql.join(
          fields.map((f) => sql`${val(f)} AS ${sql.raw(`v_${f}`)}, ${has(f)} AS ${sql.raw(`has_${f}`)}`),
          sql`, `,
        )} FROM json_each(${JSON.stringify(rows)})) AS u
        WHERE ${productCategories}.store_id = ${storeId} AND ${productCategories}.id = u.id`);
      await withExtra(db, update, extra);
    },

    /** Deletes a leaf category (its product links go with it); a category with children stays. */
    async deleteLeafCategory(id: number, extra: Extra = []): Promise<boolean> {
      const child = alias(productCategories, "child");
      const del = db
        .delete(productCategories)
        .where(
          and(
            catByStore,
            eq(productCategories.id, id),
            notExists(
              db
                .select({ x: sql`1` })
                .from(child)
                .where(and(eq(child.storeId, storeId), eq(child.parentId, id))),
            ),
          ),
        )
        .returning({ id: productCategories.id });
      return (await withExtra(db, del, extra)).length > 0;
    },

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

    // ── tags ────────────────────────────────────────────────────────────────────────────────
    tags: (opts: {
      includeAdminOnly: boolean;
      displayOnly: boolean;
      isDisplay?: boolean;
      id?: number;
      withCounts?: boolean;
    }) =>
      db
        .select({
          id: productTags.id,
          name: productTags.name,
          isOnlyForAdmin: productTags.isOnlyForAdmin,
          isDisplay: productTags.isDisplay,
          sort: productTags.sort,
          createdAt: productTags.createdAt,
          productCount: opts.withCounts
            ? sql<number>`(SELECT count(*) FROM ${productTagLinks} tl WHERE tl.store_id = ${storeId} AND tl.tag_id = ${TAG_ID})`
            : sql<number>`0`,
        })
        .from(productTags)
        .where(
          and(
            tagByStore,
            opts.id === undefined ? undefined : eq(productTags.id, opts.id),
            opts.includeAdminOnly ? undefined : eq(productTags.isOnlyForAdmin, false),
            opts.displayOnly ? eq(productTags.isDisplay, true) : undefined,
            opts.isDisplay === undefined ? undefined : eq(productTags.isDisplay, opts.isDisplay),
          ),
        )
        .orderBy(desc(productTags.sort), asc(productTags.id))
        .all(),

    /** Inserts unless the store already has a tag of that name (any letter case): null then. */
    async insertTag(v: TagInsert, extra: Extra = []): Promise<number | null> {
      const [row] = await withExtra(
        db,
        db.all<{ id: number }>(sql`INSERT INTO ${productTags}
          (store_id, name, is_only_for_admin, is_display, sort)
        SELECT ${storeId}, ${v.name}, ${v.isOnlyForAdmin ? 1 : 0}, ${v.isDisplay ? 1 : 0}, ${v.sort}
        WHERE NOT EXISTS ${tagNameTaken(v.name)}
        RETURNING id`),
        extra,
      );
      return row?.id ?? null;
    },

    /** "missing" for no such tag of this store, "taken" when the new name is another tag's. */
    async updateTag(id: number, patch: Partial<TagInsert>, extra: Extra = []): Promise<"ok" | "missing" | "taken"> {
      const update = db
        .update(productTags)
        .set(patch)
        .where(
          and(
            tagByStore,
            eq(productTags.id, id),
            patch.name === undefined ? undefined : notExists(tagNameTaken(patch.name, id)),
          ),
        )
        .returning({ id: productTags.id });
      const rows = await withExtra(db, update, extra);
      if (rows.length) return "ok";
      const exists = await db
        .select({ id: productTags.id })
        .from(productTags)
        .where(and(tagByStore, eq(productTags.id, id)))
        .get();
      return exists ? "taken" : "missing";
    },

    deleteTag: async (id: number, extra: Extra = []) =>
      (
        await withExtra(
          db,
          db
            .delete(productTags)
            .where(and(tagByStore, eq(productTags.id, id)))
            .returning({ id: productTags.id }),
          extra,
        )
      ).length > 0,

    // ── product information ─────────────────────────────────────────────────────────────────
    information: (opts: { displayOnly: boolean; isDisplay?: boolean; id?: number; withCounts?: boolean }) =>
      db
        .select({
          id: productInformation.id,
          name: productInformation.name,
          content: productInformation.content,
          isDisplay: productInformation.isDisplay,
          sort: productInformation.sort,
          createdAt: productInformation.createdAt,
          productCount: opts.withCounts
            ? sql<number>`(SELECT count(*) FROM ${products} p WHERE p.store_id = ${storeId} AND p.information_id = ${INFORMATION_ID})`
            : sql<number>`0`,
        })
        .from(productInformation)
        .where(
          and(
            infoByStore,
            opts.id === undefined ? undefined : eq(productInformation.id, opts.id),
            opts.displayOnly ? eq(productInformation.isDisplay, true) : undefined,
            opts.isDisplay === undefined ? undefined : eq(productInformation.isDisplay, opts.isDisplay),
          ),
        )
        .orderBy(desc(productInformation.sort), asc(productInformation.id))
        .all(),

    insertInformation: async (v: InformationInsert, extra: Extra = []) => {
      const [row] = await withExtra(
        db,
        db
          .insert(productInformation)
          .values({ ...v, storeId })
          .returning({ id: productInformation.id }),
        extra,
      );
      if (!row) throw new Error("information insert returned nothing");
      return row.id;
    },

    updateInformation: async (id: number, patch: Partial<InformationInsert>, extra: Extra = []) =>
      (
        await withExtra(
          db,
          db
            .update(productInformation)
            .set(patch)
            .where(and(infoByStore, eq(productInformation.id, id)))
            .returning({ id: productInformation.id }),
          extra,
        )
      ).length > 0,

    /** Deletes the block and, in the same transaction, unlinks the products that showed it. */
    async deleteInformation(id: number, extra: Extra = []): Promise<boolean> {
      const [rows] = await db.batch([
        db
          .delete(productInformation)
          .where(and(infoByStore, eq(productInformation.id, id)))
          .returning({ id: productInformation.id }),
        ...extra,
        db
          .update(products)
          .set({ informationId: null })
          .where(and(eq(products.storeId, storeId), eq(products.informationId, id))),
      ]);
      return rows.length > 0;
    },

    // ── references ──────────────────────────────────────────────────────────────────────────
    /** The media row if it is this store's, else undefined. */
    mediaRow: (id: number) =>
      db
        .select()
        .from(media)
        .where(and(eq(media.storeId, storeId), eq(media.id, id)))
        .get(),

    productIdsIn,
  };
}

export type TaxonomyDb = ReturnType<typeof taxonomyOf>;
