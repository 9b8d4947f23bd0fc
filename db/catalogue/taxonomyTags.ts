import { and, eq, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { productInformation, products, productTagLinks, productTags } from "../schema";
import { INFORMATION_ID, type InformationInsert, listQuery, TAG_ID, type TagInsert } from "./taxonomyShared";

/** The store's product tags; a tag's name is unique in the store whatever its letter case. */
function tagsOf(db: Db, storeId: number) {
  const tagByStore = eq(productTags.storeId, storeId);
  const tagCount = sql<number>`(SELECT count(*) FROM ${productTagLinks} tl WHERE tl.store_id = ${storeId} AND tl.tag_id = ${TAG_ID})`;
  const tagList = listQuery(db, productTags, { isOnlyForAdmin: productTags.isOnlyForAdmin }, tagCount, tagByStore);

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
    tags: (opts: Parameters<typeof tagList>[0] & { includeAdminOnly: boolean }) =>
      tagList(opts, opts.includeAdminOnly ? undefined : eq(productTags.isOnlyForAdmin, false)),

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
  };
}

/** The store's product information blocks (the text a product page may show). */
function informationOf(db: Db, storeId: number) {
  const infoByStore = eq(productInformation.storeId, storeId);
  const infoCount = sql<number>`(SELECT count(*) FROM ${products} p WHERE p.store_id = ${storeId} AND p.information_id = ${INFORMATION_ID})`;
  return {
    information: listQuery(db, productInformation, { content: productInformation.content }, infoCount, infoByStore),

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
  };
}

/** Tag and product-information queries for one store (see taxonomy.ts). */
export function tagsAndInformationOf(db: Db, storeId: number) {
  return { ...tagsOf(db, storeId), ...informationOf(db, storeId) };
}
