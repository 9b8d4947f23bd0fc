import { and, asc, desc, eq } from "drizzle-orm";
import { type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { pages } from "../schema";
import { nowIso, type PageRow, type PageValues } from "./shared";

/** Custom pages (see db/content.ts). */
export function pagesOf(db: Db, storeId: number) {
  return {
    // ---- pages ----------------------------------------------------------------------------------
    listPages: (opts: { displayOnly?: boolean } = {}) =>
      db
        .select({
          id: pages.id,
          title: pages.title,
          metaDescription: pages.metaDescription,
          isDisplay: pages.isDisplay,
          sort: pages.sort,
          createdAt: pages.createdAt,
          updatedAt: pages.updatedAt,
        })
        .from(pages)
        .where(and(eq(pages.storeId, storeId), opts.displayOnly ? eq(pages.isDisplay, true) : undefined))
        .orderBy(desc(pages.sort), asc(pages.id))
        .all(),
    findPage: (id: number) =>
      db
        .select()
        .from(pages)
        .where(and(eq(pages.storeId, storeId), eq(pages.id, id)))
        .get(),
    async insertPage(values: PageValues, extra: Extra = []): Promise<PageRow> {
      const [row] = await withExtra(
        db,
        db
          .insert(pages)
          .values({ ...values, storeId })
          .returning(),
        extra,
      );
      if (!row) throw new Error("page insert returned nothing");
      return row;
    },
    async updatePage(id: number, values: Partial<PageValues>, extra: Extra = []): Promise<PageRow | undefined> {
      const [row] = await withExtra(
        db,
        db
          .update(pages)
          .set({ ...values, updatedAt: nowIso })
          .where(and(eq(pages.storeId, storeId), eq(pages.id, id)))
          .returning(),
        extra,
      );
      return row;
    },
    async deletePage(id: number, extra: Extra = []): Promise<boolean> {
      const r = await withExtra(
        db,
        db
          .delete(pages)
          .where(and(eq(pages.storeId, storeId), eq(pages.id, id)))
          .returning({ id: pages.id }),
        extra,
      );
      return r.length > 0;
    },
  };
}
