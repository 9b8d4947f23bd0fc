import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batchOf, type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { articleAttachments, articleCategories, articleProducts, articles } from "../schema";
import { type ArticleValues, type AttachmentRow, nowIso } from "./shared";

// The article writes and the attachment rows of db/content/articles.ts.

export function articleWritesOf(db: Db, storeId: number) {
  /** Claims the given attachments of this store that belong to no article yet. */
  const claimAttachments = (articleId: number | SQL, attachmentIds: readonly number[]) =>
    db
      .update(articleAttachments)
      .set({ articleId })
      .where(
        and(
          eq(articleAttachments.storeId, storeId),
          inArray(articleAttachments.id, [...attachmentIds]),
          isNull(articleAttachments.articleId),
        ),
      );
  const linkProducts = (articleId: number | SQL, productIds: readonly number[]) =>
    db.insert(articleProducts).values(productIds.map((productId, sort) => ({ storeId, articleId, productId, sort })));

  return {
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
      if (productIds.length) stmts.push(linkProducts(newId, productIds));
      if (attachmentIds.length) stmts.push(claimAttachments(newId, attachmentIds));
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
        if (productIds.length) stmts.push(linkProducts(id, productIds));
      }
      if (attachmentIds?.length) stmts.push(claimAttachments(id, attachmentIds));
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
  };
}

/** The attachment rows; `articleShown` is the shopper's visibility rule of articlesOf. */
export function attachmentsOf(db: Db, storeId: number, articleShown: SQL | undefined) {
  return {
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
