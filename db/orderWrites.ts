import { type SQL, sql } from "drizzle-orm";
import { batchOf, type Extra } from "./batch";
import { json, prepare } from "./catalogue/sql";
import type { Db } from "./client";
import { countCondition } from "./orderSql";
import type { CountSpec, StatusWrite, StockBack } from "./orderTypes";

// The order status changes (db/orders.ts). A status change is one D1 batch: guards that the
// orders are still in the state the caller decided on, the order updates, their timeline rows, and
// (cancel or return complete) the stock that comes back with its stock_logs rows. A guard that
// fails aborts the whole batch (it inserts NULL into order_events.order_id), so nothing is
// half-written.

const nowIso = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ','now')`);

/** SQLite's message when a state guard fired. */
const GUARD_FIRED = /NOT NULL constraint failed: order_events\.order_id/;

/** Aborts the batch unless the order is still in the state the decision was made on. */
const guardStatement = (S: SQL, w: StatusWrite) => sql`INSERT INTO order_events (store_id, order_id, type, actor)
    SELECT ${S}, NULL, 'GUARD', 'SYSTEM' WHERE NOT EXISTS (SELECT 1 FROM orders WHERE store_id = ${S}
      AND id = ${w.orderId} AND status = ${w.expect.status} AND payment_status = ${w.expect.paymentStatus})`;

function updateStatement(S: SQL, w: StatusWrite): SQL {
  const moved =
    (w.status !== undefined && w.status !== w.expect.status) ||
    (w.paymentStatus !== undefined && w.paymentStatus !== w.expect.paymentStatus);
  return sql`UPDATE orders SET status = coalesce(${w.status ?? null}, status),
        payment_status = coalesce(${w.paymentStatus ?? null}, payment_status),
        is_read = coalesce(${w.isRead ?? null}, is_read),
        is_highlight = coalesce(${w.isHighlight ?? null}, is_highlight),
        reason = coalesce(${w.reason ?? null}, reason),
        payment_info = coalesce(${w.paymentInfo ? json(w.paymentInfo) : null}, payment_info),
        tracking_number = coalesce(${w.trackingNumber ?? null}, tracking_number),
        delivered_at = CASE WHEN ${w.setDeliveredAt ? 1 : 0} THEN ${nowIso} ELSE delivered_at END,
        paid_at = CASE WHEN ${w.setPaidAt ? 1 : 0} THEN ${nowIso} ELSE paid_at END,
        updated_at = CASE WHEN ${moved ? 1 : 0} THEN ${nowIso} ELSE updated_at END
      WHERE store_id = ${S} AND id = ${w.orderId}`;
}

/** The timeline rows of one write: a STATUS and/or a PAYMENT event for what moved. */
function eventStatements(S: SQL, w: StatusWrite): SQL[] {
  const events: SQL[] = [];
  if (w.status !== undefined && w.status !== w.expect.status) {
    events.push(sql`INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, user_id, note)
        VALUES (${S}, ${w.orderId}, 'STATUS', ${w.expect.status}, ${w.status}, ${w.actor}, ${w.userId}, ${w.note ?? null})`);
  }
  if (w.paymentStatus !== undefined && w.paymentStatus !== w.expect.paymentStatus) {
    events.push(sql`INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, user_id, note)
        VALUES (${S}, ${w.orderId}, 'PAYMENT', ${w.expect.paymentStatus}, ${w.paymentStatus}, ${w.actor}, ${w.userId},
          ${w.note ?? null})`);
  }
  return events;
}

/** The stock that comes back, with its stock_logs rows. */
function stockBackStatements(S: SQL, back: readonly StockBack[], by: number | null): SQL[] {
  const b = json(back.map((x) => ({ id: x.stockId, q: x.quantity })));
  return [
    sql`UPDATE product_stocks SET stock = stock + json_extract(j.value, '$.q')
        FROM json_each(${b}) j
        WHERE product_stocks.store_id = ${S} AND product_stocks.id = json_extract(j.value, '$.id')`,
    sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
        SELECT ${S}, s.product_id, s.id, json_extract(j.value, '$.q'), s.stock, 'CANCEL', ${by}
        FROM json_each(${b}) j JOIN product_stocks s ON s.store_id = ${S} AND s.id = json_extract(j.value, '$.id')`,
  ];
}

export function orderStatusWritesOf(db: Db, S: SQL) {
  return {
    /**
     * Writes status changes in one transaction. `back` is the stock the changes return (summed per
     * line). Answers false, writing nothing, when an order left the expected state meanwhile.
     */
    async transition(
      writes: readonly StatusWrite[],
      back: readonly StockBack[],
      by: number | null,
      extra: Extra = [],
    ): Promise<boolean> {
      if (!writes.length) return true;
      const qs: SQL[] = writes.map((w) => guardStatement(S, w));
      const events: SQL[] = [];
      for (const w of writes) {
        qs.push(updateStatement(S, w));
        events.push(...eventStatements(S, w));
      }
      // `extra` (the admin audit row) sits right after the updates it records; the events and the
      // stock come after it, in the same batch.
      const after: SQL[] = events;
      if (back.length) after.push(...stockBackStatements(S, back, by));
      try {
        await batchOf(db, [...qs.map((q) => db.run(q)), ...extra, ...after.map((q) => db.run(q))]);
        return true;
      } catch (e) {
        if (GUARD_FIRED.test(String(e instanceof Error ? e.message : e))) return false;
        throw e;
      }
    },

    /** The back office opened the order: it no longer counts as new. */
    async markRead(id: number): Promise<void> {
      await prepare(db, sql`UPDATE orders SET is_read = 1 WHERE store_id = ${S} AND id = ${id} AND is_read = 0`).run();
    },

    /** Clears one highlight type: every order matching `spec` is marked read. */
    /** `extra` (the admin write's audit row) runs in the same batch, right after the update. */
    async markReadWhere(spec: CountSpec, extra: Extra = []): Promise<number> {
      const update = sql`UPDATE orders AS o SET is_read = 1 WHERE o.store_id = ${S} AND o.is_read = 0 AND ${countCondition(spec)}`;
      const [r] = (await batchOf(db, [db.run(update), ...extra])) as [D1Result];
      return r.meta.changes ?? 0;
    },
  };
}
