import { and, desc, eq, isNull, or } from "drizzle-orm";
import { announceStatements } from "../announcements";
import { type Extra, type Statement, withExtra } from "../batch";
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
    /** One bulletin as a shopper or a branch may see it (shown, in a shown category or none). */
    findShownBulletin: (id: number) =>
      db
        .select({ b: bulletins })
        .from(bulletins)
        .leftJoin(
          bulletinCategories,
          and(eq(bulletinCategories.id, bulletins.categoryId), eq(bulletinCategories.storeId, storeId)),
        )
        .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id), bulletinShown))
        .get()
        .then((r) => r?.b),
    /**
     * Inserts of many bulletins as batch statements (the import): D1 binds at most 100 values
     * per statement, so 12 rows (8 columns each) per insert.
     */
    bulletinInserts(values: readonly BulletinValues[]): Statement[] {
      const out: Statement[] = [];
      for (let i = 0; i < values.length; i += 12) {
        out.push(db.insert(bulletins).values(values.slice(i, i + 12).map((v) => ({ ...v, storeId }))));
      }
      return out;
    },
    findBulletin: (id: number) =>
      db
        .select()
        .from(bulletins)
        .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id)))
        .get(),
    /**
     * Its branches' BULLETIN_NEW for every shown bulletin not told yet (db/announcements.ts): for
     * a batch that shows bulletins, after its writes (the import's rows, say).
     */
    announceStatements: () => announceStatements(db, storeId, "BULLETIN", new Date().toISOString()),
    /** A shown bulletin also tells each branch (BULLETIN_NEW), in the same batch. */
    async insertBulletin(values: BulletinValues, extra: Extra = []): Promise<BulletinRow> {
      const [row] = await withExtra(
        db,
        db
          .insert(bulletins)
          .values({ ...values, storeId })
          .returning(),
        [...extra, ...announceStatements(db, storeId, "BULLETIN", new Date().toISOString())],
      );
      if (!row) throw new Error("bulletin insert returned nothing");
      return row;
    },
    /** A hidden bulletin shown now tells each branch then, once. */
    async updateBulletin(id: number, values: Partial<BulletinValues>, extra: Extra = []) {
      const [row] = await withExtra(
        db,
        db
          .update(bulletins)
          .set({ ...values, updatedAt: nowIso })
          .where(and(eq(bulletins.storeId, storeId), eq(bulletins.id, id)))
          .returning(),
        [...extra, ...announceStatements(db, storeId, "BULLETIN", new Date().toISOString())],
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
