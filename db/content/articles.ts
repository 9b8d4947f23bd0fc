import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  articleAttachments,
  articleCategories,
  articleProducts,
  articles,
  media,
  productMedia,
  products,
} from "../schema";
import { articleWritesOf, attachmentsOf } from "./articleWrites";
import { nowIso } from "./shared";

/** The shopper's visibility rule and the list statement every article read starts from. */
function articleViewsOf(db: Db, storeId: number) {
  const articleShown = and(
    eq(articles.isDisplay, true),
    or(isNull(articles.publishedAt), sql`${articles.publishedAt} <= ${nowIso}`),
    or(isNull(articles.categoryId), eq(articleCategories.isDisplay, true)),
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

  return { articleShown, articleListQuery };
}

/** Articles and their attachments (see db/content.ts). */
export function articlesOf(db: Db, storeId: number) {
  const { articleShown, articleListQuery } = articleViewsOf(db, storeId);

  return {
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

    /** The article's own row (what an audit row records as `before`). */
    findArticle: (id: number) =>
      db
        .select()
        .from(articles)
        .where(and(eq(articles.storeId, storeId), eq(articles.id, id)))
        .get(),

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

    ...articleWritesOf(db, storeId),
    ...attachmentsOf(db, storeId, articleShown),
  };
}
