import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import { all, json } from "./catalogue/sql";
import type { Db } from "./client";
import type { CountSpec } from "./orderTypes";
import { storeHighlights } from "./schema";

export type HighlightCount = { type: string; amount: number; notificationId: number | null; message: string };

/** What one read of every highlight counts: the order conditions, the network notices, the types shown. */
export type HighlightCountSpec = {
  orders: readonly CountSpec[];
  network: boolean;
  /** The system notices' type when the store's type shows it: counted from system_bulletins past the mark. */
  systemBulletins?: string | null;
  shown: readonly string[];
};

/** A store's highlight counters: every read and write carries the store id. */
export function highlightsOf(db: Db, storeId: number) {
  return {
    /**
     * Every highlight with something to show, in ONE statement: the stored counters, the unread
     * orders of each order type and (a head store) the unread network notices, kept to the types
     * the store's type shows (spec §4).
     */
    async counts(spec: HighlightCountSpec): Promise<HighlightCount[]> {
      const S = sql`${storeId}`;
      const parts: SQL[] = [
        sql`SELECT type, amount, notification_id AS nid, message FROM store_highlights
            WHERE store_id = ${S} AND amount > 0`,
      ];
      if (spec.orders.length) {
        // One term for every order type (D1 allows few terms in a compound SELECT): each spec's
        // conditions as JSON, matched against the store's orders (countCondition's rules).
        parts.push(sql`SELECT c.type AS type, count(*) AS amount, NULL AS nid, '' AS message
            FROM (SELECT json_extract(j.value, '$.name') AS type, json_extract(j.value, '$.status') AS st,
                    json_extract(j.value, '$.paymentStatus') AS ps, json_extract(j.value, '$.notStatuses') AS ns,
                    json_extract(j.value, '$.unreadOnly') AS unread
                  FROM json_each(${json(spec.orders)}) j) c
            JOIN orders o ON o.store_id = ${S}
              AND (c.st IS NULL OR o.status = c.st) AND (c.ps IS NULL OR o.payment_status = c.ps)
              AND (c.ns IS NULL OR o.status NOT IN (SELECT value FROM json_each(c.ns)))
              AND (c.unread IS NULL OR c.unread = 0 OR o.is_read = 0)
            GROUP BY c.type`);
      }
      if (spec.network) {
        // A bare column beside max(): SQLite reads it from the row with the max id (the latest notice).
        parts.push(sql`SELECT type, count(*) AS amount, max(id) AS nid, message FROM branch_notices
            WHERE store_id = ${S} AND head_store_id = ${S} AND read_at IS NULL GROUP BY type`);
      }
      if (spec.systemBulletins) {
        // The platform's shown notices after the store's "seen up to" mark (the newest one seen, kept
        // as the type's notification_id); with no mark yet, those published since the store opened.
        // One aggregate row: HAVING drops it at 0; the bare title is the newest notice's.
        const T = spec.systemBulletins;
        parts.push(sql`SELECT ${T} AS type, count(*) AS amount, max(b.id) AS nid, b.title AS message
            FROM system_bulletins b,
              (SELECT (SELECT notification_id FROM store_highlights WHERE store_id = ${S} AND type = ${T}) AS seen,
                      (SELECT created_at FROM stores WHERE id = ${S}) AS since) m
            WHERE b.is_display = 1
              AND ((m.seen IS NOT NULL AND b.id > m.seen) OR (m.seen IS NULL AND b.created_at > m.since))
            HAVING count(*) > 0`);
      }
      const rows = await all<{ type: string; amount: number; nid: number | null; message: string }>(
        db,
        sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)})
            WHERE type IN (SELECT value FROM json_each(${json(spec.shown)}))`,
      );
      return rows.map((r) => ({
        type: r.type,
        amount: Number(r.amount),
        notificationId: r.nid === null ? null : Number(r.nid),
        message: r.message ?? "",
      }));
    },
    /** The types with something to show, in one read. */
    list: () =>
      db
        .select()
        .from(storeHighlights)
        .where(and(eq(storeHighlights.storeId, storeId), gt(storeHighlights.amount, 0))),
    /** Counts one type up (a statement, so a writer adds it to its own batch). */
    bump: (type: string, by = 1, latest: { notificationId?: number | null; message?: string } = {}) =>
      db
        .insert(storeHighlights)
        .values({
          storeId,
          type,
          amount: by,
          notificationId: latest.notificationId ?? null,
          message: latest.message ?? "",
        })
        .onConflictDoUpdate({
          target: [storeHighlights.storeId, storeHighlights.type],
          set: {
            amount: sql`${storeHighlights.amount} + ${by}`,
            notificationId: latest.notificationId ?? sql`${storeHighlights.notificationId}`,
            message: latest.message ?? sql`${storeHighlights.message}`,
            updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
          },
        }),
    /**
     * Moves the system notices' mark to the newest shown one (a statement for the clearing batch):
     * what was published up to now counts no more, what comes later does.
     */
    seeSystemBulletins: (type: string) =>
      db.run(sql`INSERT INTO store_highlights (store_id, type, amount, notification_id, message)
        VALUES (${storeId}, ${type}, 0, (SELECT coalesce(max(id), 0) FROM system_bulletins WHERE is_display = 1), '')
        ON CONFLICT (store_id, type) DO UPDATE SET amount = 0,
          notification_id = max(coalesce(store_highlights.notification_id, 0), excluded.notification_id),
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`),
    /** Sets one type back to 0 (a statement for the clearing batch). */
    clear: (type: string) =>
      db
        .update(storeHighlights)
        .set({ amount: 0, updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')` })
        .where(and(eq(storeHighlights.storeId, storeId), eq(storeHighlights.type, type))),
  };
}
