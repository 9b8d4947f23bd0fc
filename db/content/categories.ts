import { and, asc, desc, eq } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { articleCategories, articles, bulletinCategories, bulletins } from "../schema";
import type { ArticleCategoryRow, BulletinCategoryRow, CategoryValues } from "./shared";

/** Article and bulletin categories (see db/content.ts). */
export function contentCategoriesOf(db: Db, storeId: number) {
  return {
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
    async insertArticleCategory(values: CategoryValues, extra: Extra = []): Promise<ArticleCategoryRow> {
      const [row] = await withExtra(
        db,
        db
          .insert(articleCategories)
          .values({ ...values, storeId })
          .returning(),
        extra,
      );
      if (!row) throw new Error("article category insert returned nothing");
      return row;
    },
    async updateArticleCategory(id: number, values: Partial<CategoryValues>, extra: Extra = []) {
      const [row] = await withExtra(
        db,
        db
          .update(articleCategories)
          .set(values)
          .where(and(eq(articleCategories.storeId, storeId), eq(articleCategories.id, id)))
          .returning(),
        extra,
      );
      return row;
    },
    /** Its articles stay, uncategorised (articles.category_id has no foreign key to cascade). */
    async deleteArticleCategory(id: number, extra: Extra = []): Promise<boolean> {
      const [, deleted] = (await batchOf(db, [
        db
          .update(articles)
          .set({ categoryId: null })
          .where(and(eq(articles.storeId, storeId), eq(articles.categoryId, id))),
        db
          .delete(articleCategories)
          .where(and(eq(articleCategories.storeId, storeId), eq(articleCategories.id, id)))
          .returning({ id: articleCategories.id }),
        ...extra,
      ])) as [unknown, { id: number }[]];
      return deleted.length > 0;
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
    async insertBulletinCategory(values: CategoryValues, extra: Extra = []): Promise<BulletinCategoryRow> {
      const [row] = await withExtra(
        db,
        db
          .insert(bulletinCategories)
          .values({ ...values, storeId })
          .returning(),
        extra,
      );
      if (!row) throw new Error("bulletin category insert returned nothing");
      return row;
    },
    async updateBulletinCategory(id: number, values: Partial<CategoryValues>, extra: Extra = []) {
      const [row] = await withExtra(
        db,
        db
          .update(bulletinCategories)
          .set(values)
          .where(and(eq(bulletinCategories.storeId, storeId), eq(bulletinCategories.id, id)))
          .returning(),
        extra,
      );
      return row;
    },
    async deleteBulletinCategory(id: number, extra: Extra = []): Promise<boolean> {
      const [, deleted] = (await batchOf(db, [
        db
          .update(bulletins)
          .set({ categoryId: null })
          .where(and(eq(bulletins.storeId, storeId), eq(bulletins.categoryId, id))),
        db
          .delete(bulletinCategories)
          .where(and(eq(bulletinCategories.storeId, storeId), eq(bulletinCategories.id, id)))
          .returning({ id: bulletinCategories.id }),
        ...extra,
      ])) as [unknown, { id: number }[]];
      return deleted.length > 0;
    },
  };
}
