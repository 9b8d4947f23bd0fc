import { sql } from "drizzle-orm";
import type { Db } from "./client";

// The instants at which something a storefront page shows starts or stops by itself: an open
// promotion's start and end, a shown topic's window, an article's publication. The page cache's
// key carries the latest one passed (functions/platform/scheduleMarks.ts), so a page changes at
// that second without a write or a cron. Scoped to the store and, on a branch host, its head store.

/** How many upcoming instants one read returns; the memo entry is read again after the last. */
export const UPCOMING_MARKS = 16;

export type MarkRow = { t: string; after: number };

export async function scheduleMarksOf(db: Db, storeId: number, nowIso: string): Promise<MarkRow[]> {
  // The head store's rows count on a branch host (its catalogue and promotions show there); the
  // head is found in the same statement, so the read runs beside the store row's, not after it.
  const ids = sql`${storeId}, (SELECT parent_store_id FROM stores WHERE id = ${storeId}
    AND type IN ('BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE', 'BRANCH_MULTILEVEL_PAY_BY_SELF'))`;
  // `after` = 1: the change comes one millisecond after the instant (a promotion's end is inclusive).
  return db.all<MarkRow>(sql`WITH m(t, after) AS (
      SELECT start_at, 0 FROM promotions WHERE store_id IN (${ids}) AND is_open = 1
      UNION ALL SELECT end_at, 1 FROM promotions WHERE store_id IN (${ids}) AND is_open = 1
      UNION ALL SELECT start_at, 0 FROM product_topics WHERE store_id IN (${ids}) AND is_display = 1 AND start_at IS NOT NULL
      UNION ALL SELECT end_at, 0 FROM product_topics WHERE store_id IN (${ids}) AND is_display = 1 AND end_at IS NOT NULL
      UNION ALL SELECT published_at, 0 FROM articles WHERE store_id IN (${ids}) AND is_display = 1 AND published_at IS NOT NULL
    )
    SELECT t, after FROM (SELECT t, after FROM m WHERE t <= ${nowIso} ORDER BY t DESC LIMIT 2)
    UNION ALL SELECT t, after FROM (SELECT t, after FROM m WHERE t > ${nowIso} ORDER BY t LIMIT ${UPCOMING_MARKS})`);
}
