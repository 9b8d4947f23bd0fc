import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batchOf, type Extra, withExtra } from "../batch";
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
import { type ArticleValues, type AttachmentRow, nowIso } from "./shared";

/** Articles and their attachments (see db/content.ts). */
export function articlesOf(db: Db, storeId: number) {
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

    /**
     * Inserts the article, its product links and claims the given attachments, in one transaction.
     * Only attachments of this store that belong to no article yet are claimed.
     */
    async insertArticle(
      values: ArticleValues,
      productIds: readonly number[],
      attachmentIds: readonly number[],
      extra: Extra = [],
    ) {
      const newId = sql`(select max(${articles.id}) from ${articles} where ${articles.storeId} = ${storeId})`;
      const stmts: BatchItem<"sqlite">[] = [
        db
          .insert(articles)
          .values({ ...values, storeId })
          .returning({ id: articles.id }),
        ...extra,
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
      const [inserted] = (await batchOf(db, stmts)) as [{ id: number }[]];
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
      extra: Extra = [],
    ): Promise<boolean> {
      const stmts: BatchItem<"sqlite">[] = [
        db
          .update(articles)
          .set({ ...values, updatedAt: nowIso })
          .where(and(eq(articles.storeId, storeId), eq(articles.id, id)))
          .returning({ id: articles.id }),
        ...extra,
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
      const [updated] = (await batchOf(db, stmts)) as [{ id: number }[]];
      return updated.length > 0;
    },

    /** Deletes the article with its links and attachment rows; returns the R2 keys to remove. */
    async deleteArticle(id: number, extra: Extra = []): Promise<string[] | null> {
      const [attachments, , deleted] = (await batchOf(db, [
        db
          .delete(articleAttachments)
          .where(and(eq(articleAttachments.storeId, storeId), eq(articleAttachments.articleId, id)))
          .returning({ key: articleAttachments.key }),
        db.delete(articleProducts).where(and(eq(articleProducts.storeId, storeId), eq(articleProducts.articleId, id))),
        db
          .delete(articles)
          .where(and(eq(articles.storeId, storeId), eq(articles.id, id)))
          .returning({ id: articles.id }),
        ...extra,
      ])) as [{ key: string }[], unknown, { id: number }[]];
      return deleted.length > 0 ? attachments.map((a) => a.key) : null;
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

    // ---- attachments ----------------------------------------------------------------------------
    /**
     * Inserts the row and sets its key from the new id (`<prefix><id>/<name>`) in one transaction;
     * the caller then puts the object under that key.
     */
    async insertAttachment(
      v: {
        articleId: number | null;
        type: string;
        name: string;
        safeName: string;
        mime: string;
        bytes: number;
        keyPrefix: string;
      },
      extra: Extra = [],
    ): Promise<AttachmentRow> {
      const [, updated] = (await batchOf(db, [
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
        // last_insert_rowid() is still the attachment's: an update does not change it.
        ...extra,
      ])) as [unknown, AttachmentRow[]];
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
    async deleteAttachment(id: number, extra: Extra = []): Promise<AttachmentRow | undefined> {
      const [row] = await withExtra(
        db,
        db
          .delete(articleAttachments)
          .where(and(eq(articleAttachments.storeId, storeId), eq(articleAttachments.id, id)))
          .returning(),
        extra,
      );
      return row;
    },
  };
}
