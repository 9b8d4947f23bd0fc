import { and, eq, ne, sql } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { type MediaRow, type MediaVariant, media, productMedia, products } from "./schema";

// Tenant-scoped media queries: every statement carries `store_id = storeId`, so a media row (or a
// product it is linked to) of another store can be neither read nor written.
//
// An upload inserts its row first with an empty `original_key` (pending: the id names the R2
// keys), writes the objects, then completes the row. Readers never see pending rows; a pending row
// older than a few minutes is the trace of a crashed upload and can be swept with its prefix.
export const PENDING_KEY = "";

type MediaInsert = Omit<typeof media.$inferInsert, "id" | "storeId" | "originalKey" | "variants" | "createdAt">;
export type MediaPatch = Partial<Pick<MediaRow, "name" | "link" | "sort" | "parentId">>;

export function mediaOf(db: Db, storeId: number) {
  const byStore = eq(media.storeId, storeId);
  const complete = ne(media.originalKey, PENDING_KEY);
  return {
    find: (id: number) =>
      db
        .select()
        .from(media)
        .where(and(byStore, eq(media.id, id), complete))
        .get(),

    /** Many rows by id in one statement (json_each: one bound parameter, however many ids). */
    async findMany(ids: readonly number[]): Promise<MediaRow[]> {
      const unique = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
      if (!unique.length) return [];
      return db
        .select()
        .from(media)
        .where(and(byStore, complete, sql`${media.id} IN (SELECT value FROM json_each(${JSON.stringify(unique)}))`))
        .all();
    },

    async insertPending(v: MediaInsert): Promise<number> {
      const [row] = await db
        .insert(media)
        .values({ ...v, storeId, originalKey: PENDING_KEY, variants: {} })
        .returning({ id: media.id });
      if (!row) throw new Error("media insert returned nothing");
      return row.id;
    },

    /**
     * Completes the pending row: the upload's commit point. `extra` runs in the same batch right
     * after it (the audit row, a product link); their results follow the row.
     */
    async complete(
      id: number,
      originalKey: string,
      variants: Record<string, MediaVariant>,
      extra: Extra = [],
    ): Promise<{ row: MediaRow; rest: unknown[] }> {
      const [rows, ...rest] = await batchOf(db, [
        db
          .update(media)
          .set({ originalKey, variants })
          .where(and(byStore, eq(media.id, id)))
          .returning(),
        ...extra,
      ]);
      const row = (rows as MediaRow[])[0];
      if (!row) throw new Error(`media ${id} vanished before completion`);
      return { row, rest };
    },

    async update(id: number, patch: MediaPatch, extra: Extra = []): Promise<MediaRow | undefined> {
      const [row] = await withExtra(
        db,
        db
          .update(media)
          .set(patch)
          .where(and(byStore, eq(media.id, id), complete))
          .returning(),
        extra,
      );
      return row;
    },

    /** Deletes the row (links cascade) and returns it, so the caller can remove its objects. */
    async remove(id: number, extra: Extra = []): Promise<MediaRow | undefined> {
      const [row] = await withExtra(
        db,
        db
          .delete(media)
          .where(and(byStore, eq(media.id, id)))
          .returning(),
        extra,
      );
      return row;
    },

    async productExists(productId: number): Promise<boolean> {
      const row = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
        .get();
      return Boolean(row);
    },

    /** The link of a new image to a product, as a statement for the upload's commit batch. */
    insertProductMedia: (v: { productId: number; mediaId: number; type: string; sort: number }) =>
      db
        .insert(productMedia)
        .values({ ...v, storeId })
        .returning(),

    findProductMedia: (id: number) =>
      db
        .select()
        .from(productMedia)
        .where(and(eq(productMedia.storeId, storeId), eq(productMedia.id, id)))
        .get(),
  };
}

export type MediaAccess = ReturnType<typeof mediaOf>;

/** Media rows of one store by id, in one query; unknown, pending or other-store ids are left out. */
export const findMediaByIds = (db: Db, storeId: number, ids: readonly number[]) => mediaOf(db, storeId).findMany(ids);
