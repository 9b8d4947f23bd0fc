import { and, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { all } from "./catalogue/sql";
import type { Db } from "./client";
import {
  notificationObjectSwitches,
  notificationSettings,
  notificationTypeSwitches,
  storeNotifications,
} from "./schema";

// A store's notifications and their switches (migration 0036). Every statement carries the store id.

export type Notice = {
  type: string;
  /** What it is about (an order id, a product id); SQL where the batch knows it only as it runs. */
  objectId: number | SQL | null;
  message: string | SQL;
  /** Written only when this holds as the batch runs (stock left low); always when absent. */
  when?: SQL;
  /** Also counts the type's stored highlight (orders count from their own rows instead). */
  counts: boolean;
};

/**
 * A notice as raw statements for its event's own batch: the notification row and, when `counts`,
 * its highlight count up with the new row as content.notificationId.
 */
export function noticeStatements(storeId: number | SQL, n: Notice): SQL[] {
  const S = sql`${storeId}`;
  const when = n.when ?? sql`1`;
  const out = [
    sql`INSERT INTO store_notifications (store_id, type, object_id, message)
        SELECT ${S}, ${n.type}, ${n.objectId}, ${n.message} WHERE ${when}`,
  ];
  if (n.counts) {
    out.push(sql`INSERT INTO store_highlights (store_id, type, amount, notification_id, message)
        SELECT ${S}, ${n.type}, 1,
          (SELECT max(id) FROM store_notifications WHERE store_id = ${S} AND type = ${n.type}), ${n.message}
        WHERE ${when}
        ON CONFLICT (store_id, type) DO UPDATE SET amount = store_highlights.amount + 1,
          notification_id = excluded.notification_id, message = excluded.message,
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`);
  }
  return out;
}

/**
 * A head store's notice to every branch of its network (a new bulletin, a new promotion): each
 * branch's notification row and its highlight counted up, in the event's own batch. Only the head
 * store's own live branches (`parent_store_id`, not deleted), so it never reaches another network.
 */
export function branchNoticeStatements(headStoreId: number, n: Omit<Notice, "counts">): SQL[] {
  const H = sql`${headStoreId}`;
  const when = n.when ?? sql`1`;
  return [
    sql`INSERT INTO store_notifications (store_id, type, object_id, message)
        SELECT b.id, ${n.type}, ${n.objectId}, ${n.message} FROM stores b
        WHERE b.parent_store_id = ${H} AND b.deleted_at IS NULL AND ${when}`,
    sql`INSERT INTO store_highlights (store_id, type, amount, notification_id, message)
        SELECT b.id, ${n.type}, 1,
          (SELECT max(id) FROM store_notifications WHERE store_id = b.id AND type = ${n.type}), ${n.message}
        FROM stores b WHERE b.parent_store_id = ${H} AND b.deleted_at IS NULL AND ${when}
        ON CONFLICT (store_id, type) DO UPDATE SET amount = store_highlights.amount + 1,
          notification_id = excluded.notification_id, message = excluded.message,
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ];
}

export function notificationsOf(db: Db, storeId: number) {
  const mine = eq(storeNotifications.storeId, storeId);
  return {
    /** Newest first, `limit` of them older than `beforeId` (keyset paging), leaving out `notAllow` types. */
    page: (o: { beforeId?: number; limit: number; notAllow: readonly string[] }) =>
      db
        .select()
        .from(storeNotifications)
        .where(
          and(
            mine,
            o.beforeId ? lt(storeNotifications.id, o.beforeId) : undefined,
            o.notAllow.length
              ? sql`${storeNotifications.type} NOT IN (SELECT value FROM json_each(${JSON.stringify(o.notAllow)}))`
              : undefined,
          ),
        )
        .orderBy(desc(storeNotifications.id))
        .limit(o.limit)
        .all(),
    settings: async () =>
      (await db.select().from(notificationSettings).where(eq(notificationSettings.storeId, storeId)).all())[0] ?? null,
    saveSettings: (v: { notAllowTypes?: string[]; mailWindowMinutes?: number }) =>
      db
        .insert(notificationSettings)
        .values({ storeId, ...v })
        .onConflictDoUpdate({ target: notificationSettings.storeId, set: v }),
    typeSwitches: () =>
      db
        .select()
        .from(notificationTypeSwitches)
        .where(eq(notificationTypeSwitches.storeId, storeId))
        .orderBy(notificationTypeSwitches.id)
        .all(),
    addTypeSwitch: (type: string) =>
      db
        .insert(notificationTypeSwitches)
        .values({ storeId, type })
        // One switch per type: a second POST inserts nothing (and so writes no audit row).
        .onConflictDoNothing()
        .returning(),
    deleteTypeSwitch: (id: number) =>
      db
        .delete(notificationTypeSwitches)
        .where(and(eq(notificationTypeSwitches.storeId, storeId), eq(notificationTypeSwitches.id, id)))
        .returning({ id: notificationTypeSwitches.id }),
    objectSwitches: () =>
      db
        .select()
        .from(notificationObjectSwitches)
        .where(eq(notificationObjectSwitches.storeId, storeId))
        .orderBy(notificationObjectSwitches.id)
        .all(),
    addObjectSwitch: (type: string, objectId: number) =>
      db.insert(notificationObjectSwitches).values({ storeId, type, objectId }).onConflictDoNothing().returning(),
    deleteObjectSwitch: (id: number) =>
      db
        .delete(notificationObjectSwitches)
        .where(and(eq(notificationObjectSwitches.storeId, storeId), eq(notificationObjectSwitches.id, id)))
        .returning({ id: notificationObjectSwitches.id }),
    /**
     * Whether a mail of `type` (about `objectId`) may go now: its type switch is on, its object is
     * not switched off, and no mail of the type went within the store's window. Claims the window
     * in the same statement, so two events at once send one mail. With the switch off it is the
     * only statement a checkout pays for the mail switch.
     */
    async claimMail(type: string, objectId: number | null | "latest", nowIso: string): Promise<boolean> {
      const S = sql`${storeId}`;
      // "latest": the object of the type's newest notification, read in the same statement.
      const object =
        objectId === "latest"
          ? sql`(SELECT object_id FROM store_notifications WHERE store_id = ${S} AND type = ${type} ORDER BY id DESC LIMIT 1)`
          : sql`${objectId}`;
      const rows = await all<{ type: string }>(
        db,
        sql`INSERT INTO notification_mail_marks (store_id, type, sent_at)
            SELECT ${S}, ${type}, ${nowIso}
            WHERE EXISTS (SELECT 1 FROM notification_type_switches WHERE store_id = ${S} AND type = ${type})
              AND NOT EXISTS (SELECT 1 FROM notification_object_switches
                WHERE store_id = ${S} AND type = ${type} AND object_id = ${object})
            ON CONFLICT (store_id, type) DO UPDATE SET sent_at = excluded.sent_at
            WHERE notification_mail_marks.sent_at <= strftime('%Y-%m-%dT%H:%M:%fZ', ${nowIso},
              '-' || coalesce((SELECT mail_window_minutes FROM notification_settings WHERE store_id = ${S}), 10) || ' minutes')
            RETURNING type`,
      );
      return rows.length > 0;
    },
    /** The latest notices of these types (what a mail tells). */
    latest: (types: readonly string[], limit: number) =>
      db
        .select()
        .from(storeNotifications)
        .where(and(mine, inArray(storeNotifications.type, [...types])))
        .orderBy(desc(storeNotifications.id))
        .limit(limit)
        .all(),
  };
}
