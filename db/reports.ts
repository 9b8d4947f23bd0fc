import { and, between, eq, sql } from "drizzle-orm";
import { batchOf } from "./batch";
import type { Db } from "./client";
import { type ProductDayJson, type PromotionDayJson, storeDailyReports } from "./schema";

export type DailyReportRow = typeof storeDailyReports.$inferSelect;
export type { PromotionDayJson };

type Mix = Record<string, { count: number; amount: number }>;

// The Taipei calendar day of a stored UTC instant (Taiwan keeps UTC+8 all year).
const DAY = (col: string) => sql.raw(`date(${col}, '+8 hours')`);

// An order counts on the day it was placed unless its payment failed or it was cancelled before any
// money changed hands (docs/decisions/store-report.md). Money given back shows as a refund on its day.
const COUNTED = sql.raw(
  `o.payment_status <> 'FAILED' AND NOT (o.status LIKE 'CANCEL%' AND o.payment_status IN ('UNPAID', 'NOT_REQUIRED'))`,
);

const emptyDay = (storeId: number, day: string, computedAt: string): DailyReportRow => ({
  storeId,
  day,
  revenue: 0,
  orders: 0,
  refunds: 0,
  refundCount: 0,
  newMembers: 0,
  visits: 0,
  payments: {},
  shippings: {},
  products: [],
  promotions: [],
  computedAt,
});

/** The store report's roll-ups and visit marks of one store: every query is bound to its store id. */
export function reportsOf(db: Db, storeId: number) {
  return {
    rows: (fromDay: string, toDay: string) =>
      db
        .select()
        .from(storeDailyReports)
        .where(and(eq(storeDailyReports.storeId, storeId), between(storeDailyReports.day, fromDay, toDay)))
        .all(),

    /** Days of the span whose orders changed after `since`, each with its latest change. */
    changedDays: (fromIso: string, toIso: string, since: string) =>
      db.all<{ day: string; changed: string }>(sql`SELECT ${DAY("created_at")} AS day, max(updated_at) AS changed
        FROM orders WHERE store_id = ${storeId} AND updated_at > ${since}
          AND created_at >= ${fromIso} AND created_at < ${toIso} GROUP BY day`),

    /** Recomputes every day of [fromIso, toIso) from the orders, members and visits: a few grouped reads. */
    async compute(fromIso: string, toIso: string, days: readonly string[], computedAt: string) {
      const S = storeId;
      const [orders, refunds, members, visits, products, promotions] = await Promise.all([
        db.all<{ day: string; method: string; shipping: string; n: number; amount: number }>(sql`
          SELECT ${DAY("o.created_at")} AS day, o.payment_method AS method, o.shipping_code AS shipping,
            count(*) AS n, sum(o.total_amount) AS amount
          FROM orders o WHERE o.store_id = ${S} AND o.created_at >= ${fromIso} AND o.created_at < ${toIso}
            AND ${COUNTED} GROUP BY day, method, shipping`),
        db.all<{ day: string; n: number; amount: number }>(sql`
          SELECT ${DAY("e.created_at")} AS day, count(*) AS n, sum(o.total_amount) AS amount
          FROM order_events e JOIN orders o ON o.store_id = e.store_id AND o.id = e.order_id
          WHERE e.store_id = ${S} AND e.type = 'PAYMENT' AND e."to" = 'REFUNDED'
            AND e.created_at >= ${fromIso} AND e.created_at < ${toIso} GROUP BY day`),
        db.all<{ day: string; n: number }>(sql`
          SELECT ${DAY("created_at")} AS day, count(*) AS n FROM users
          WHERE store_id = ${S} AND is_admin = 0 AND created_at >= ${fromIso} AND created_at < ${toIso}
          GROUP BY day`),
        db.all<{ day: string; n: number }>(sql`
          SELECT day, count(*) AS n FROM store_visits
          WHERE store_id = ${S} AND day IN (SELECT value FROM json_each(${JSON.stringify(days)})) GROUP BY day`),
        db.all<{ day: string; productId: number; name: string; quantity: number; amount: number }>(sql`
          SELECT ${DAY("o.created_at")} AS day, i.product_id AS productId, max(i.product_name) AS name,
            sum(i.quantity) AS quantity, sum(i.amount) AS amount
          FROM orders o JOIN order_items i ON i.store_id = o.store_id AND i.order_id = o.id
          WHERE o.store_id = ${S} AND o.created_at >= ${fromIso} AND o.created_at < ${toIso} AND ${COUNTED}
          GROUP BY day, i.product_id`),
        // An order's promotion_list holds every promotion its bill weighed; one it applied has reached
        // a tier (conditionId), the others only gave "spend NT$X more" hints.
        db.all<Omit<PromotionDayJson, "code"> & { day: string; code: string | null }>(sql`
          SELECT ${DAY("o.created_at")} AS day, json_extract(p.value, '$.id') AS promotionId,
            max(json_extract(p.value, '$.name')) AS name, max(json_extract(p.value, '$.scope')) AS scope,
            max(json_extract(p.value, '$.code')) AS code, count(*) AS orders,
            sum(json_extract(p.value, '$.discountAmount')) AS discountAmount,
            sum(json_extract(p.value, '$.discountShippingFee')) AS discountShippingFee, sum(o.total_amount) AS revenue
          FROM orders o, json_each(o.promotion_list) p
          WHERE o.store_id = ${S} AND o.created_at >= ${fromIso} AND o.created_at < ${toIso} AND ${COUNTED}
            AND json_extract(p.value, '$.conditionId') IS NOT NULL
          GROUP BY day, promotionId`),
      ]);
      const out = new Map(days.map((d) => [d, emptyDay(S, d, computedAt)]));
      const at = (day: string) => out.get(day);
      const add = (mix: Mix, key: string, n: number, amount: number) => {
        const m = mix[key] ?? { count: 0, amount: 0 };
        mix[key] = { count: m.count + n, amount: m.amount + amount };
      };
      for (const r of orders) {
        const d = at(r.day);
        if (!d) continue;
        d.orders += r.n;
        d.revenue += r.amount;
        add(d.payments, r.method, r.n, r.amount);
        add(d.shippings, r.shipping, r.n, r.amount);
      }
      for (const r of refunds) {
        const d = at(r.day);
        if (d) Object.assign(d, { refunds: r.amount, refundCount: r.n });
      }
      for (const r of members) {
        const d = at(r.day);
        if (d) d.newMembers = r.n;
      }
      for (const r of visits) {
        const d = at(r.day);
        if (d) d.visits = r.n;
      }
      for (const r of products) {
        const line: ProductDayJson = { productId: r.productId, name: r.name, quantity: r.quantity, amount: r.amount };
        at(r.day)?.products.push(line);
      }
      for (const { day, ...line } of promotions) at(day)?.promotions.push(line);
      return [...out.values()];
    },

    async save(rows: readonly DailyReportRow[]) {
      // One statement per day; D1 binds at most 100 values per statement.
      for (let i = 0; i < rows.length; i += 50) {
        const chunk = rows.slice(i, i + 50);
        const [first, ...rest] = chunk.map((r) =>
          db
            .insert(storeDailyReports)
            .values(r)
            .onConflictDoUpdate({ target: [storeDailyReports.storeId, storeDailyReports.day], set: { ...r } }),
        );
        if (first) await db.batch([first, ...rest]);
      }
    },

    /**
     * Writes a flushed batch of the store's visit marks in one D1 batch; a mark already there (the
     * same visitor that day, or a message delivered twice) counts once. A day whose roll-up was
     * already saved is recomputed at its next read: a mark can land after its day has closed.
     * Nothing is written for a store that no longer exists.
     */
    async markVisits(marks: readonly { day: string; visitor: string }[]) {
      if (!marks.length) return;
      const exists = sql`EXISTS (SELECT 1 FROM stores WHERE id = ${storeId})`;
      const inserts = [];
      // Three values a row: D1 binds at most 100 per statement.
      for (let i = 0; i < marks.length; i += 30) {
        const rows = marks.slice(i, i + 30).map((m) => sql`(${storeId}, ${m.day}, ${m.visitor})`);
        inserts.push(
          db.run(sql`INSERT INTO store_visits (store_id, day, visitor)
            SELECT * FROM (VALUES ${sql.join(rows, sql`, `)}) WHERE ${exists} ON CONFLICT DO NOTHING`),
        );
      }
      const days = JSON.stringify([...new Set(marks.map((m) => m.day))]);
      const reopen = db
        .update(storeDailyReports)
        .set({ computedAt: "" })
        .where(
          and(
            eq(storeDailyReports.storeId, storeId),
            sql`${storeDailyReports.day} IN (SELECT value FROM json_each(${days}))`,
          ),
        );
      await batchOf(db, [reopen, ...inserts]);
    },
  };
}
