import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { media, products } from "../schema";
import { categoriesOf } from "./taxonomyCategories";
import { tagsAndInformationOf } from "./taxonomyTags";
import { topicsOf } from "./taxonomyTopics";

// Tenant-scoped queries for categories, topics, tags and product information. Built per request
// for one store: every statement carries `store_id = storeId`, including the joined and
// sub-selected tables, so another store's rows can neither be read nor referenced.

export type {
  CategoryPatch,
  CategoryRow,
  InformationInsert,
  TagInsert,
  TopicFilter,
  TopicInsert,
} from "./taxonomyShared";
export { ownPromotionSql, SHOWING } from "./taxonomyShared";

// One accessor per concern (taxonomyCategories/Topics/Tags), merged with the shared references.
export function taxonomyOf(db: Db, storeId: number) {
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

  return {
    ...categoriesOf(db, storeId),
    ...topicsOf(db, storeId),
    ...tagsAndInformationOf(db, storeId),

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
