import { and, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Statement } from "./batch";
import type { Db } from "./client";
import { promotions } from "./schema";

// A head store's bulletins, promotions and activities tell its branches once, when they become
// visible to them (docs/decisions/highlights.md "Told when visible"): shown (a bulletin), or open,
// a promotion not a coupon or registration gift, and started (a promotion, an activity). Whatever
// makes a row so — a create, an edit, a sheet import, a schedule's run, its start time coming —
// adds these statements to its own batch: each branch's notification per row, its highlight counted
// up by as many, and the rows stamped announced_at, so a later batch tells nobody of them again.

export type AnnounceKind = "BULLETIN" | "PROMOTION" | "ACTIVITY";

const TYPE: Record<AnnounceKind, string> = {
  BULLETIN: "BULLETIN_NEW",
  PROMOTION: "PROMOTION_NEW",
  ACTIVITY: "ACTIVITY_NEW",
};

/** The rows of head store `H` that are visible and not yet announced (alias x). */
function due(kind: AnnounceKind, H: SQL, now: SQL): { from: SQL; name: SQL } {
  if (kind === "BULLETIN")
    return {
      from: sql`FROM bulletins x WHERE x.store_id = ${H} AND x.announced_at IS NULL AND x.is_display = 1`,
      name: sql`x.title`,
    };
  const promo = kind === "PROMOTION" ? sql`AND x.scope = 'PROMOTION' AND x.store_scope != 'CREATING_STORE'` : sql``;
  return {
    from: sql`FROM promotions x WHERE x.store_id = ${H} AND x.announced_at IS NULL AND x.kind = ${kind}
      AND x.is_open = 1 AND x.start_at <= ${now} ${promo}`,
    name: sql`x.name`,
  };
}

/**
 * The statements that announce every due row of `kind` of head store `headStoreId` (none due: they
 * change nothing). Only the head store's own live branches (`parent_store_id`), never another
 * network; a store with no branches just stamps its rows.
 */
export function announceStatements(db: Db, headStoreId: number, kind: AnnounceKind, nowIso: string): Statement[] {
  const H = sql`${headStoreId}`;
  const now = sql`${nowIso}`;
  const T = TYPE[kind];
  const d = due(kind, H, now);
  const live = sql`b.parent_store_id = ${H} AND b.deleted_at IS NULL`;
  const table = sql.raw(kind === "BULLETIN" ? "bulletins" : "promotions");
  return [
    db.run(sql`INSERT INTO store_notifications (store_id, type, object_id, message)
      SELECT b.id, ${T}, x.id, x.message FROM stores b, (SELECT x.id AS id, ${d.name} AS message ${d.from}) x
      WHERE ${live} ORDER BY b.id, x.id`),
    // One row per branch: as many as were told, the newest one's title (the bare column beside max()).
    db.run(sql`INSERT INTO store_highlights (store_id, type, amount, notification_id, message)
      SELECT b.id, ${T}, n.amount, (SELECT max(id) FROM store_notifications WHERE store_id = b.id AND type = ${T}),
        n.message
      FROM stores b, (SELECT count(*) AS amount, max(x.id) AS newest, ${d.name} AS message ${d.from}) n
      WHERE ${live} AND n.amount > 0
      ON CONFLICT (store_id, type) DO UPDATE SET amount = store_highlights.amount + excluded.amount,
        notification_id = excluded.notification_id, message = excluded.message,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`),
    db.run(sql`UPDATE ${table} SET announced_at = ${now} WHERE id IN (SELECT x.id ${d.from})`),
  ];
}

/**
 * The scheduled run's look (the only cross-network read here): head stores with a promotion or
 * activity open whose start time has come and that nobody was told of; each is then announced
 * in its own store's batch.
 */
export async function storesWithDueStarts(db: Db, nowIso: string, limit = 100): Promise<number[]> {
  const rows = await db
    .selectDistinct({ storeId: promotions.storeId })
    .from(promotions)
    .where(
      and(
        isNull(promotions.announcedAt),
        lte(promotions.startAt, nowIso),
        sql`${promotions.isOpen} = 1`,
        // What `due` announces, no more: coupons and registration gifts are never told, so never stamped.
        sql`(${promotions.kind} = 'ACTIVITY' OR (${promotions.scope} = 'PROMOTION' AND ${promotions.storeScope} != 'CREATING_STORE'))`,
      ),
    )
    .limit(limit)
    .all();
  return rows.map((r) => r.storeId);
}
