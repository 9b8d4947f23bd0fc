import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batchOf, type Extra } from "../batch";
import type { Db } from "../client";
import { bannerMedia, banners, media } from "../schema";
import { type BannerMediaValues, type BannerValues, nowIso } from "./shared";

/** Banners and their media (see db/content.ts). */
export function bannersOf(db: Db, storeId: number) {
  return {
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

    /** The banner and its media rows in one transaction (`extra` right after the banner's insert); returns the new id. */
    async insertBanner(values: BannerValues, items: readonly BannerMediaValues[], extra: Extra = []): Promise<number> {
      const stmts: BatchItem<"sqlite">[] = [
        db
          .insert(banners)
          .values({ ...values, storeId })
          .returning({ id: banners.id }),
        ...extra,
      ];
      if (items.length) {
        // Inside the batch's transaction the newest banner of this store is the one just inserted
        // (AUTOINCREMENT ids only grow), so the media rows can point at it without a round trip.
        const newId = sql`(select max(${banners.id}) from ${banners} where ${banners.storeId} = ${storeId})`;
        stmts.push(db.insert(bannerMedia).values(items.map((m) => ({ ...m, storeId, bannerId: newId }))));
      }
      const [inserted] = (await batchOf(db, stmts)) as [{ id: number }[]];
      const id = inserted[0]?.id;
      if (id === undefined) throw new Error("banner insert returned nothing");
      return id;
    },

    /** Updates the banner; `items` (when given) replaces its media list in the same transaction. */
    async updateBanner(
      id: number,
      values: Partial<BannerValues>,
      items?: readonly BannerMediaValues[],
      extra: Extra = [],
    ) {
      const where = and(eq(banners.storeId, storeId), eq(banners.id, id));
      const stmts: BatchItem<"sqlite">[] = [
        db
          .update(banners)
          .set({ ...values, updatedAt: nowIso })
          .where(where)
          .returning({ id: banners.id }),
        ...extra,
      ];
      if (items) {
        stmts.push(db.delete(bannerMedia).where(and(eq(bannerMedia.storeId, storeId), eq(bannerMedia.bannerId, id))));
        if (items.length) {
          stmts.push(db.insert(bannerMedia).values(items.map((m) => ({ ...m, storeId, bannerId: id }))));
        }
      }
      const [updated] = (await batchOf(db, stmts)) as [{ id: number }[]];
      return updated.length > 0;
    },

    async deleteBanner(id: number, extra: Extra = []): Promise<boolean> {
      const [, deleted] = (await batchOf(db, [
        db.delete(bannerMedia).where(and(eq(bannerMedia.storeId, storeId), eq(bannerMedia.bannerId, id))),
        db
          .delete(banners)
          .where(and(eq(banners.storeId, storeId), eq(banners.id, id)))
          .returning({ id: banners.id }),
        ...extra,
      ])) as [unknown, { id: number }[]];
      return deleted.length > 0;
    },
  };
}
