import { sql } from "drizzle-orm";
import type { Db } from "./client";

// /admin/notifications-calendar's month (issue 28 §2; docs/decisions/notifications-calendar.md):
// one query per kind, each bound to the store and to the month's UTC range [fromIso, toIso).
// Times are stored as UTC ISO strings, so a string range is a time range.

// The Taipei calendar day of a stored UTC instant (Taiwan keeps UTC+8 all year).
const DAY = (col: string) => sql.raw(`date(${col}, '+8 hours')`);

export type CalendarOrderDay = { day: string; orders: number };
export type CalendarSubscription = {
  id: number;
  day: string;
  status: string;
  quantity: number;
  productId: number;
  productName: string | null;
};
export type CalendarPromotion = {
  id: number;
  name: string;
  kind: string;
  scope: string;
  code: string | null;
  isOpen: boolean;
  startAt: string;
  endAt: string;
};
export type CalendarSchedule = {
  id: number;
  type: string;
  targetId: number;
  action: string;
  runAt: string;
  status: string;
  targetName: string | null;
};

export function notificationsCalendarOf(db: Db, storeId: number) {
  return {
    /** Orders placed per Taipei day of the range (every order, as the order list's "all" shows). */
    orderDays: (fromIso: string, toIso: string) =>
      db.all<CalendarOrderDay>(sql`SELECT ${DAY("created_at")} AS day, count(*) AS orders FROM orders
        WHERE store_id = ${storeId} AND created_at >= ${fromIso} AND created_at < ${toIso}
        GROUP BY day ORDER BY day`),
    /** Subscriptions whose next order falls on a day of the range (a Taipei date), with their product. */
    subscriptionRuns: (fromDay: string, toDay: string) =>
      db.all<CalendarSubscription>(sql`SELECT s.id, s.next_order_date AS day, s.status, s.quantity,
          s.product_id AS productId, p.name AS productName
        FROM subscriptions s LEFT JOIN products p ON p.id = s.product_id AND p.store_id = s.store_id
        WHERE s.store_id = ${storeId} AND s.status IN ('ACTIVE', 'PAUSED')
          AND s.next_order_date >= ${fromDay} AND s.next_order_date <= ${toDay}
        ORDER BY s.next_order_date, s.id LIMIT 1000`),
    /** Promotions, activities and coupons whose time overlaps the range. */
    promotions: async (fromIso: string, toIso: string): Promise<CalendarPromotion[]> => {
      const rows = await db.all<Omit<CalendarPromotion, "isOpen"> & { isOpen: number }>(sql`SELECT id, name, kind,
          scope, code, is_open AS isOpen, start_at AS startAt, end_at AS endAt FROM promotions
        WHERE store_id = ${storeId} AND start_at < ${toIso} AND end_at >= ${fromIso}
        ORDER BY start_at, id LIMIT 500`);
      return rows.map((r) => ({ ...r, isOpen: r.isOpen === 1 }));
    },
    /** Schedules that run (or ran) in the range, with the name of what they change. */
    schedules: (fromIso: string, toIso: string) =>
      db.all<CalendarSchedule>(sql`SELECT s.id, s.type, s.target_id AS targetId, s.action, s.run_at AS runAt,
          s.status, CASE s.type WHEN 'PRODUCT' THEN p.name WHEN 'ARTICLE' THEN a.name
            WHEN 'BANNER' THEN b.title WHEN 'PROMOTION' THEN pr.name END AS targetName
        FROM schedules s
          LEFT JOIN products p ON s.type = 'PRODUCT' AND p.id = s.target_id AND p.store_id = s.store_id
          LEFT JOIN articles a ON s.type = 'ARTICLE' AND a.id = s.target_id AND a.store_id = s.store_id
          LEFT JOIN banners b ON s.type = 'BANNER' AND b.id = s.target_id AND b.store_id = s.store_id
          LEFT JOIN promotions pr ON s.type = 'PROMOTION' AND pr.id = s.target_id AND pr.store_id = s.store_id
        WHERE s.store_id = ${storeId} AND s.run_at >= ${fromIso} AND s.run_at < ${toIso}
        ORDER BY s.run_at, s.id LIMIT 1000`),
  };
}
