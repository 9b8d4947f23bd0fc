import { and, asc, desc, eq, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { batchOf, type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { productCategories, productCategoryLinks } from "../schema";
import { CATEGORY_ID, type CategoryPatch, type CategoryRow, ownPromotionSql, truthy } from "./taxonomyShared";

/** Category queries for one store (see taxonomy.ts). */
export function categoriesOf(db: Db, storeId: number) {
  const catByStore = eq(productCategories.storeId, storeId);

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
  };
}
