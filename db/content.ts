import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import {
  articleAttachments,
  articleCategories,
  articleProducts,
  articles,
  bannerMedia,
  banners,
  bulletinCategories,
  bulletins,
  media,
  pages,
  productCategories,
  productMedia,
  products,
  productTopics,
  stores,
} from "./schema";

// Tenant-scoped content queries (banners, pages, articles, bulletins, store style and menu).
// Built per request for the request's store: every statement carries `store_id = storeId`, joins
// included, so a row of another store can be neither read nor written through this accessor.

export type BannerRow = typeof banners.$inferSelect;
export type BannerMediaRow = typeof bannerMedia.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type ArticleCategoryRow = typeof articleCategories.$inferSelect;
export type AttachmentRow = typeof articleAttachments.$inferSelect;
export type BulletinRow = typeof bulletins.$inferSelect;
export type BulletinCategoryRow = typeof bulletinCategories.$inferSelect;

type Writable<T> = Omit<T, "id" | "storeId" | "createdAt" | "updatedAt">;
export type BannerValues = Writable<typeof banners.$inferInsert>;
export type BannerMediaValues = { mediaId: number; type: string; link: string | null; sort: number };
export type PageValues = Writable<typeof pages.$inferInsert>;
export type ArticleValues = Writable<typeof articles.$inferInsert>;
export type CategoryValues = { name: string; sort?: number; isDisplay?: boolean };
export type BulletinValues = Writable<typeof bulletins.$inferInsert>;

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** D1 runs a batch as one transaction and one round trip; drizzle types it as a non-empty tuple. */
async function runBatch(db: Db, stmts: BatchItem<"sqlite">[]) {
  if (stmts.length === 0) return [];
  return db.batch(stmts as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

export function contentOf(db: Db, storeId: number) {
  // ---- shared filters -------------------------------------------------------------------------
  const articleShown = and(
    eq(articles.isDisplay, true),
    or(isNull(articles.publishedAt), sql`${articles.publishedAt} <= ${nowIso}`),
    or(isNull(articles.categoryId), eq(articleCategories.isDisplay, true)),
  );
  const bulletinShown = and(
    eq(bulletins.isDisplay, true),
    or(isNull(bulletins.categoryId), eq(bulletinCategories.isDisplay, true)),
  );

  // The article's product count, computed in the list statement itself.
  const productQuantity = sql<number>`(select count(*) from ${articleProducts} where ${articleProducts.storeId} = ${storeId} and ${articleProducts.articleId} = ${articles.id})`;

  const articleListQuery = (where: SQL | undefined) =>
    db
      .select({ a: articles, cover: media, productQuantity })
      .from(articles)
      .leftJoin(
        articleCategories,
        and(eq(articleCategories.id, articles.categoryId), eq(articleCategories.storeId, storeId)),
      )
      .leftJoin(media, and(eq(media.id, articles.coverMediaId), eq(media.storeId, storeId)))
      .where(and(eq(articles.storeId, storeId), where));

  return {
    // ---- references: ids that exist in this store ---------------------------------------------
    /**
     * Which of the given ids exist in this store, per reference kind, in ONE round trip (a batch of
     * at most five SELECTs; kinds without ids are not queried).
     */
    async existingRefs(refs: {
      productCategory?: readonly number[];
      productTopic?: readonly number[];
      page?: readonly number[];
      articleCategory?: readonly number[];
      product?: readonly number[];
    }) {
      const kinds = [
        ["productCategory", productCategories],
        ["productTopic", productTopics],
        ["page", pages],
        ["articleCategory", articleCategories],
        ["product", products],
      ] as const;
      const asked = kinds.filter(([k]) => (refs[k]?.length ?? 0) > 0);
      const stmts = asked.map(([k, t]) =>
        db
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.storeId, storeId), inArray(t.id, [...(refs[k] ?? [])]))),
      );
      const results = (await runBatch(db, stmts)) as { id: number }[][];
      const out: Record<(typeof kinds)[number][0], Set<number>> = {
        productCategory: new Set(),
        productTopic: new Set(),
        page: new Set(),
        articleCategory: new Set(),
        product: new Set(),
      };
      asked.forEach(([k], i) => {
        for (const r of results[i] ?? []) out[k].add(r.id);
      });
      return out;
    },

    /** Names and visibility of what a menu points at, in one round trip. */
    async menuTargets(refs: {
      productCategory: readonly number[];
      productTopic: readonly number[];
      page: readonly number[];
      articleCategory: readonly number[];
    }) {
      const pick = <T extends typeof productCategories | typeof productTopics | typeof articleCategories>(t: T) => ({
        id: t.id,
        name: t.name,
        isDisplay: t.isDisplay,
      });
      const kinds = [
        ["productCategory", productCategories],
        ["productTopic", productTopics],
        ["articleCategory", articleCategories],
      ] as const;
      const stmts: BatchItem<"sqlite">[] = [];
      const order: string[] = [];
      for (const [k, t] of kinds) {
        if (!refs[k].length) continue;
        order.push(k);
        stmts.push(
          db
            .select(pick(t))
            .from(t)
            .where(and(eq(t.storeId, storeId), inArray(t.id, [...refs[k]]))),
        );
      }
      if (refs.page.length) {
        order.push("page");
        stmts.push(
          db
            .select({ id: pages.id, name: pages.title, isDisplay: pages.isDisplay })
            .from(pages)
            .where(and(eq(pages.storeId, storeId), inArray(pages.id, [...refs.page]))),
        );
      }
      const results = (await runBatch(db, stmts)) as { id: number; name: string; isDisplay: boolean }[][];
      const out: Record<string, Map<number, { name: string; isDisplay: boolean }>> = {
        productCategory: new Map(),
        productTopic: new Map(),
        articleCategory: new Map(),
        page: new Map(),
      };
      order.forEach((k, i) => {
        for (const r of results[i] ?? []) out[k]!.set(r.id, { name: r.name, isDisplay: r.isDisplay });
      });
      return out as Record<
        "productCategory" | "productTopic" | "articleCategory" | "page",
        Map<number, { name: string; isDisplay: boolean }>
      >;
    },

    // ---- banners --------------------------------------------------------------------------------
    /**
     * Banners with their media and each media's row, in ONE statement (banner ⟕ banner_media ⟕
     * media): the home page renders within its D1 budget. Higher sort first, then newest; media
     * in ascending sort within a banner.
     */
    bannersWithMedia: (opts: { displayOnly?: boolean; id?: number } = {}) =>
      db
        .select({
          b: banners,
          bm: { id: bannerMedia.id, type: bannerMedia.type, link: bannerMedia.link, sort: bannerMedia.sort },
          m: media,
        })
        .from(banners)
        .leftJoin(bannerMedia, and(eq(bannerMedia.bannerId, banners.id), eq(bannerMedia.storeId, storeId)))
        .leftJoin(media, and(eq(media.id, bannerMedia.mediaId), eq(media.storeId, storeId)))
        .where(
          and(
            eq(banners.storeId, storeId),
            opts.displayOnly ? eq(banners.isShow, true) : undefined,
            opts.id !== undefined ? eq(banners.id, opts.id) : undefined,
          ),
        )
        .orderBy(desc(banners.sort), desc(banners.id), asc(bannerMedia.sort), asc(bannerMedia.id))
        .all(),

    /** The banner and its media rows in one transaction; returns the new id. */
    async insertBanner(values: BannerValues, items: readonly BannerMediaValues[]): Promise<number> {
      const stmts: BatchItem<"sqlite">[] = [
        db
          .insert(banners)
          .values({ ...values, storeId })
          .returning({ id: banners.id }),
      ];
      if (items.length) {
        // Inside the batch's transaction the newest banner of this store is the one just inserted
        // (AUTOINCREMENT ids only grow), so the media rows can point at it without a round trip.
        const newId = sql`(select max(${banners.id}) from ${banners} where ${banners.storeId} = ${storeId})`;
        stmts.push(db.insert(bannerMedia).values(items.map((m) => ({ ...m, storeId, bannerId: newId }))));
      }
      const [inserted] = (await runBatch(db, stmts)) as [{ id: number }[]];
      const id = inserted[0]?.id;
      if (id === undefined) throw new Error("banner insert returned nothing");
      return id;
    },

    /** Updates the banner; `items` (when given) replaces its media list in the same transaction. */
    async updateBanner(id: number, values: Partial<BannerValues>, items?: readonly BannerMediaValues[]) {
      const where = and(eq(banners.storeId, storeId), eq(banners.id, id));
      const stmts: BatchItem<"sqlite">[] = [
        db
          .update(banners)
          .set({ ...values, updatedAt: nowIso })
          .where(where)
          .returning({ id: banners.id }),
      ];
      if (items) {
        stmts.push(db.delete(bannerMedia).where(and(eq(bannerMedia.storeId, storeId), eq(bannerMedia.bannerId, id))));
        if (items.length) {
          stmts.push(db.insert(bannerMedia).values(items.map((m) => ({ ...m, storeId, bannerId: id }))));
        }
      }
      const [updated] = (await runBatch(db, stmts)) as [{ id: number }[]];
      return updated.length > 0;
    },

    async deleteBanner(id: number): Promise<boolean> {
      const [, deleted] = await db.batch([
        db.delete(bannerMedia).where(and(eq(bannerMedia.storeId, storeId), eq(bannerMedia.bannerId, id))),
        db
          .delete(banners)
          .where(and(eq(banners.storeId, storeId), eq(banners.id, id)))
          .returning({ id: banners.id }),
      ]);
      return deleted.length > 0;
    },

    // ---- pages ----------------------------------------------------------------------------------
    listPages: (opts: { displayOnly?: boolean } = {}) =>
      db
        .select({
          id: pages.id,
          title: pages.title,
          metaDescription: pages.metaDescription,
          isDisplay: pages.isDisplay,
          sort: pages.sort,
          createdAt: pages.createdAt,
          updatedAt: pages.updatedAt,
        })
        .from(pages)
        .where(and(eq(pages.storeId, storeId), opts.displayOnly ? eq(pages.isDisplay, true) : undefined))
        .orderBy(desc(pages.sort), asc(pages.id))
        .all(),
    findPage: (id: number) =>
      db
        .select()
        .from(pages)
        .where(and(eq(pages.storeId, storeId), eq(pages.id, id)))
        .get(),
    async insertPage(values: PageValues): Promise<PageRow> {
      const [row] = await db
        .insert(pages)
        .values({ ...values, storeId })
        .returning();
      if (!row) throw new Error("page insert returned nothing");
      return row;
    },
    async updatePage(id: number, values: Partial<PageValues>): Promise<PageRow | undefined> {
      const [row] = await db
        .update(pages)
        .set({ ...values, updatedAt: nowIso })
        .where(and(eq(pages.storeId, storeId), eq(pages.id, id)))
        .returning();
      return row;
    },
    async deletePage(id: number): Promise<boolean> {
      const r = await db
        .delete(pages)
        .where(and(eq(pages.storeId, storeId), eq(pages.id, id)))
        .returning({ id: pages.id });
      return r.length > 0;
    },

    // ---- article categories ---------------------------------------------------------------------
    listArticleCategories: (opts: { displayOnly?: boolean } = {}) =>
      db
        .select()
        .from(articleCategories)
        .where(
          and(
            eq(articleCategories.storeId, storeId),
            opts.displayOnly ? eq(articleCategories.isDisplay, true) : undefined,
          ),
        )
        .orderBy(desc(articleCategories.sort), asc(articleCategories.id))
        .all(),
    findArticleCategory: (id: number) =>
      db
        .select()
        .from(articleCategories)
        .where(and(eq(articleCategories.storeId, storeId), eq(articleCategories.id, id)))
        .get(),
    async insertArticleCategory(values: CategoryValues): Promise<ArticleCategoryRow> {
      const [row] = await db
        .insert(articleCategories)
        .values({ ...values, storeId })
        .returning();
      if (!row) throw new Error("article category insert returned nothing");
      return row;
    },
    async updateArticleCategory(id: number, values: Partial<CategoryValues>) {
      const [row] = await db
        .update(articleCategories)
        .set(values)
        .where(and(eq(articleCategories.storeId, storeId), eq(articleCategories.id, id)))
        .returning();
      return row;
    },
    /** Its articles stay, uncategorised (articles.category_id has no foreign key to cascade). */
    async deleteArticleCategory(id: number): Promise<boolean> {
      const [, deleted] = await db.batch([
        db
          .update(articles)
          .set({ categoryId: null })
          .where(and(eq(articles.storeId, storeId), eq(articles.categoryId, id))),
        db
          .delete(articleCategories)
          .where(and(eq(articleCategories.storeId, storeId), eq(articleCategories.id, id)))
          .returning({ id: articleCategories.id }),
      ]);
      return deleted.length > 0;
    },

    // ---- articles -------------------------------------------------------------------------------
    /**
     * A page of articles and the total, two statements in flight together. Not a db.batch: drizzle
     * maps batched rows by column name, and the cover join repeats names (id, created_at…).
     * Higher sort first, then newest.
     */
    async listArticles(opts: {
      displayOnly: boolean;
      categoryId?: number;
      isDisplay?: boolean;
      offset: number;
      limit: number;
    }) {
      const where = and(
        opts.displayOnly ? articleShown : undefined,
        opts.categoryId !== undefined ? eq(articles.categoryId, opts.categoryId) : undefined,
        opts.isDisplay !== undefined ? eq(articles.isDisplay, opts.isDisplay) : undefined,
      );
      const [rows, total] = await Promise.all([
        articleListQuery(where)
          .orderBy(
            desc(articles.sort),
            desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`),
            desc(articles.id),
          )
          .limit(opts.limit)
          .offset(opts.offset),
        db
          .select({ n: count() })
          .from(articles)
          .leftJoin(
            articleCategories,
            and(eq(articleCategories.id, articles.categoryId), eq(articleCategories.storeId, storeId)),
          )
          .where(and(eq(articles.storeId, storeId), where)),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    /**
     * The article (with cover), its products (displayable only when `displayOnly`) with each
     * product's first image, and its attachments: three SELECTs in flight together (not a batch,
     * for the reason given at listArticles).
     */
    async articleDetail(id: number, opts: { displayOnly: boolean }) {
      const firstImage = sql`(select ${productMedia.mediaId} from ${productMedia} where ${productMedia.storeId} = ${storeId} and ${productMedia.productId} = ${products.id} order by (${productMedia.type} = 'PRODUCT') desc, ${productMedia.sort}, ${productMedia.id} limit 1)`;
      const [head, productRows, attachmentRows] = await Promise.all([
        articleListQuery(and(eq(articles.id, id), opts.displayOnly ? articleShown : undefined)).limit(1),
        db
          .select({ p: products, m: media, productId: articleProducts.productId })
          .from(articleProducts)
          .innerJoin(products, and(eq(products.id, articleProducts.productId), eq(products.storeId, storeId)))
          .leftJoin(media, and(eq(media.id, firstImage), eq(media.storeId, storeId)))
          .where(
            and(
              eq(articleProducts.storeId, storeId),
              eq(articleProducts.articleId, id),
              opts.displayOnly ? eq(products.isDisplay, true) : undefined,
            ),
          )
          .orderBy(asc(articleProducts.sort), asc(articleProducts.productId)),
        db
          .select()
          .from(articleAttachments)
          .where(and(eq(articleAttachments.storeId, storeId), eq(articleAttachments.articleId, id)))
          .orderBy(asc(articleAttachments.id)),
      ]);
      const first = head[0];
      if (!first) return null;
      return { ...first, products: productRows, attachments: attachmentRows };
    },

    /**
     * Inserts the article, its product links and claims the given attachments, in one transaction.
     * Only attachments of this store that belong to no article yet are claimed.
     */
    async insertArticle(values: ArticleValues, productIds: readonly number[], attachmentIds: readonly number[]) {
      const newId = sql`(select max(${articles.id}) from ${articles} where ${articles.storeId} = ${storeId})`;
      const stmts: BatchItem<"sqlite">[] = [
        db
          .insert(articles)
          .values({ ...values, storeId })
          .returning({ id: articles.id }),
      ];
      if (productIds.length) {
        stmts.push(
          db
            .insert(articleProducts)
            .values(productIds.map((productId, sort) => ({ storeId, articleId: newId, productId, sort }))),
        );
      }
      if (attachmentIds.length) {
        stmts.push(
          db
            .update(articleAttachments)
            .set({ articleId: newId })
            .where(
              and(
                eq(articleAttachments.storeId, storeId),
                inArray(articleAttachments.id, [...attachmentIds]),
                isNull(articleAttachments.articleId),
              ),
            ),
        );
      }
      const [inserted] = (await runBatch(db, stmts)) as [{ id: number }[]];
      const id = inserted[0]?.id;
      if (id === undefined) throw new Error("article insert returned nothing");
      return id;
    },

    /** `productIds` (when given) replaces the product list; `attachmentIds` are claimed. */
    async updateArticle(
      id: number,
      values: Partial<ArticleValues>,
      productIds?: readonly number[],
      attachmentIds?: readonly number[],
    ): Promise<boolean> {
      const stmts: BatchItem<"sqlite">[] = [
        db
          .update(articles)
          .set({ ...values, updatedAt: nowIso })
          .where(and(eq(articles.storeId, storeId), eq(articles.id, id)))
          .returning({ id: articles.id }),
      ];
      if (productIds) {
        stmts.push(
          db
            .delete(articleProducts)
            .where(and(eq(articleProducts.storeId, storeId), eq(articleProducts.articleId, id))),
        );
        if (productIds.length) {
          stmts.push(
            db
              .insert(articleProducts)
              .values(productIds.map((productId, sort) => ({ storeId, articleId: id, productId, sort }))),
          );
        }
      }
      if (attachmentIds?.length) {
        stmts.push(
          db
            .update(articleAttachments)
            .set({ articleId: id })
            .where(
              and(
                eq(articleAttachments.storeId, storeId),
                inArray(articleAttachments.id, [...attachmentIds]),
                isNull(articleAttachments.articleId),
              ),
            ),
        );
      }
      const [updated] = (await runBatch(db, stmts)) as [{ id: number }[]];
      return updated.length > 0;
    },

    /** Deletes the article with its links and attachment rows; returns the R2 keys to remove. */
    async deleteArticle(id: number): Promise<string[] | null> {
      const [attachments, , deleted] = await db.batch([
        db
          .delete(articleAttachments)
          .where(and(eq(articleAttachments.storeId, storeId), eq(articleAttachments.articleId, id)))
          .returning({ key: articleAttachments.key }),
        db.delete(articleProducts).where(and(eq(articleProducts.storeId, storeId), eq(articleProducts.articleId, id))),
        db
          .delete(articles)
          .where(and(eq(articles.storeId, storeId), eq(articles.id, id)))
          .returning({ id: articles.id }),
      ]);
      return deleted.length > 0 ? attachments.map((a) => a.key) : null;
    },

    findArticleId: async (id: number) =>
      (
        await db
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.storeId, storeId), eq(articles.id, id)))
          .get()
      )?.id ?? null,

    /** Attachments of this store among `ids`, with the article they belong to. */
    attachmentsByIds: (ids: readonly number[]) =>
      ids.length
        ? db
            .select({ id: articleAttachments.id, articleId: articleAttachments.articleId })
            .from(articleAttachments)
            .where(and(eq(articleAttachments.storeId, storeId), inArray(articleAttachments.id, [...ids])))
            .all()
        : Promise.resolve([]),

    // ---- attachments ----------------------------------------------------------------------------
    /**
     * Inserts the row and sets its key from the new id (`<prefix><id>/<name>`) in one transaction;
     * the caller then puts the object under that key.
     */
    async insertAttachment(v: {
      articleId: number | null;
      type: string;
      name: string;
      safeName: string;
      mime: string;
      bytes: number;
      keyPrefix: string;
    }): Promise<AttachmentRow> {
      const [, updated] = await db.batch([
        db.insert(articleAttachments).values({
          storeId,
          articleId: v.articleId,
          type: v.type,
          name: v.name,
          key: "",
          mime: v.mime,
          bytes: v.bytes,
        }),
        db
          .update(articleAttachments)
          .set({ key: sql`${v.keyPrefix} || ${articleAttachments.id} || '/' || ${v.safeName}` })
          .where(and(eq(articleAttachments.storeId, storeId), sql`${articleAttachments.id} = last_insert_rowid()`))
          .returning(),
      ]);
      const row = updated[0];
      if (!row) throw new Error("attachment insert returned nothing");
      return row;
    },
    findAttachment: (id: number) =>
      db
        .select()
        .from(articleAttachments)
        .where(and(eq(articleAttachments.storeId, storeId), eq(articleAttachments.id, id)))
        .get(),
    /** The attachment, only when its article is one a shopper may read. */
    findShownAttachment: (id: number) =>
      db
        .select({ att: articleAttachments })
        .from(articleAttachments)
        .innerJoin(articles, and(eq(articles.id, articleAttachments.articleId), eq(articles.storeId, storeId)))
        .leftJoin(
          articleCategories,
          and(eq(articleCategories.id, articles.categoryId), eq(articleCategories.storeId, storeId)),
        )
        .where(and(eq(articleAttachments.storeId, storeId), eq(articleAttachments.id, id), articleShown))
        .get()
        .then((r) => r?.att),
    async deleteAttachment(id: number): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .delete(articleAttachments)
        .where(and(eq(articleAttachments.storeId, storeId), eq(articleAttachments.id, id)))
        .returning();
      return row;
    },

    // ---- bulletin categories --------------------------------------------------------------------
    listBulletinCategories: (opts: { displayOnly?: boolean } = {}) =>
      db
        .select()
        .from(bulletinCategories)
        .where(
          and(
            eq(bulletinCategories.storeId, storeId),
            opts.displayOnly ? eq(bulletinCategories.isDisplay, true) : undefined,
          ),
        )
        .orderBy(desc(bulletinCategories.sort), asc(bulletinCategories.id))
        .all(),
    findBulletinCategory: (id: number) =>
      db
        .select()
        .from(bulletinCategories)
        .where(and(eq(bulletinCategories.storeId, storeId), eq(bulletinCategories.id, id)))
        .get(),
    async insertBulletinCategory(values: CategoryValues): Promise<BulletinCategoryRow> {
      const [row] = await db
        .insert(bulletinCategories)
        .values({ ...values, storeId })
        .returning();
      if (!row) throw new Error("bulletin category insert returned nothing");
      return row;
    },
    async updateBulletinCategory(id: number, values: Partial<CategoryValues>) {
      const [row] = await db
        .update(bulletinCategories)
        .set(values)
        .where(and(eq(bulletinCategories.storeId, storeId), eq(bulletinCategories.id, id)))
        .returning();
      return row;
    },
    async deleteBulletinCategory(id: number): Promise<boolean> {
      const [, deleted] = await db.batch([
        db
          .update(bulletins)
          .set({ categoryId: null })
          .where(and(eq(bulletins.storeId, storeId), eq(bulletins.categoryId, id))),
        db
          .delete(bulletinCategories)
          .where(and(eq(bulletinCategories.storeId, storeId), eq(bulletinCategories.id, id)))
          .returning({ id: bulletinCategories.id }),
      ]);
      return deleted.length > 0;
    },

    // ---- bulletins ------------------------------------------------------------------------------
    /** Pinned first, then higher sort, then newest. */
    listBulletins: (opts: { displayOnly: boolean; categoryId?: number; isDisplay?: boolean; limit: number }) =>
      db
        .select({ b: bulletins })
        .from(bulletins)
        .leftJoin(
          bulletinCategories,
          and(eq(bulletinCategories.id, bulletins.categoryId), eq(bulletinCategories.storeId, storeId)),
        )
        .where(
          and(
            eq(bulletins.storeId, storeId),
            opts.displayOnly ? bulletinShown : undefined,
            opts.categoryId !== undefined ? eq(bulletins.categoryId, opts.categoryId) : undefined,
            opts.isDisplay !== undefined ? eq(bulletins.isDisplay, opts.isDisplay) : undefined,
          ),
        )
        .orderBy(desc(bulletins.isTop), desc(bulletins.sort), desc(bulletins.createdAt), desc(bulletins.id))
        .limit(opts.limit)
        .all()
        .then((rows) => rows.map((r) => r.b)),
    findBulletin: (id: number) =>
      db
        .select()
        .from(bulletins)
        .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id)))
        .get(),
    async insertBulletin(values: BulletinValues): Promise<BulletinRow> {
      const [row] = await db
        .insert(bulletins)
        .values({ ...values, storeId })
        .returning();
      if (!row) throw new Error("bulletin insert returned nothing");
      return row;
    },
    async updateBulletin(id: number, values: Partial<BulletinValues>) {
      const [row] = await db
        .update(bulletins)
        .set({ ...values, updatedAt: nowIso })
        .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id)))
        .returning();
      return row;
    },
    async deleteBulletin(id: number): Promise<boolean> {
      const r = await db
        .delete(bulletins)
        .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id)))
        .returning({ id: bulletins.id });
      return r.length > 0;
    },

    // ---- store style and menu (the tenant's own row) --------------------------------------------
    storeSettings: () =>
      db
        .select({
          personalSettings: stores.personalSettings,
          settingPage: stores.settingPage,
          imageBorderType: stores.imageBorderType,
        })
        .from(stores)
        .where(eq(stores.id, storeId))
        .get(),
    /**
     * Merges the patch into personal_settings inside SQLite (json_patch), so two admins saving
     * different keys at once both keep their change. imageBorderType also lives in its own column
     * (initial data reads it there), so it is kept in step.
     */
    async patchPersonalSettings(patch: Record<string, unknown>) {
      const border = typeof patch.imageBorderType === "string" ? patch.imageBorderType : undefined;
      const [row] = await db
        .update(stores)
        .set({
          personalSettings: sql`json_patch(coalesce(${stores.personalSettings}, '{}'), ${JSON.stringify(patch)})`,
          ...(border ? { imageBorderType: border } : {}),
          updatedAt: nowIso,
        })
        .where(eq(stores.id, storeId))
        .returning({ personalSettings: stores.personalSettings });
      return row?.personalSettings ?? null;
    },
    /** Replaces settingPage.menu, keeping the rest of settingPage. */
    async setMenu(items: unknown[]) {
      const [row] = await db
        .update(stores)
        .set({
          settingPage: sql`json_set(coalesce(${stores.settingPage}, '{}'), '$.menu', json(${JSON.stringify(items)}))`,
          updatedAt: nowIso,
        })
        .where(eq(stores.id, storeId))
        .returning({ settingPage: stores.settingPage });
      return row?.settingPage ?? null;
    },
  };
}

export type ContentDb = ReturnType<typeof contentOf>;
