import { and, desc, eq, isNull, or } from "drizzle-orm";
import { type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { bulletinCategories, bulletins } from "../schema";
import { type BulletinRow, type BulletinValues, nowIso } from "./shared";

/** Bulletins (see db/content.ts). */
export function bulletinsOf(db: Db, storeId: number) {
  const bulletinShown = and(
    eq(bulletins.isDisplay, true),
    or(isNull(bulletins.categoryId), eq(bulletinCategories.isDisplay, true)),
  );

  return {
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
    async insertBulletin(values: BulletinValues, extra: Extra = []): Promise<BulletinRow> {
      const [row] = await withExtra(
        db,
        db
          .insert(bulletins)
          .values({ ...values, storeId })
          .returning(),
        extra,
      );
      if (!row) throw new Error("bulletin insert returned nothing");
      return row;
    },
    async updateBulletin(id: number, values: Partial<BulletinValues>, extra: Extra = []) {
      const [row] = await withExtra(
        db,
        db
          .update(bulletins)
          .set({ ...values, updatedAt: nowIso })
          .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id)))
          .returning(),
        extra,
      );
      return row;
    },
    async deleteBulletin(id: number, extra: Extra = []): Promise<boolean> {
      const r = await withExtra(
        db,
        db
          .delete(bulletins)
          .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id)))
          .returning({ id: bulletins.id }),
        extra,
      );
      return r.length > 0;
    },
  };
}
