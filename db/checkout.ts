import { sql } from "drizzle-orm";
import { all, prepare } from "./catalogue/sql";
import { paymentReadsOf, paymentWritesOf } from "./checkoutPayments";
import { placeOrder } from "./checkoutPlace";
import type { OrderWrite, PlaceOutcome } from "./checkoutTypes";
import type { Db } from "./client";
import { itemOfRow } from "./orderRows";
import { orderOfRow } from "./orders";
import type { OrderItemRow, OrderRow } from "./schema";

// The order-placing batch (db/checkoutPlace.ts) and the checkout/payment reads. Every statement
// carries store_id = storeId.

export type { OrderLineWrite, OrderSummaryRow, OrderWrite, PaymentWithOrder, PlaceOutcome } from "./checkoutTypes";

export function checkoutOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));

  return {
    /** Writes the whole order in one transaction; a refusal leaves nothing behind. */
    async place(w: OrderWrite): Promise<PlaceOutcome> {
      return placeOrder(db, S, storeId, w);
    },

    /** The lowest stock now left on the lines an order took from (null: none), for late stock news. */
    async lowestStockOf(orderId: number): Promise<number | null> {
      const [r] = await all<{ lowest: number | null }>(
        db,
        sql`SELECT min(s.stock) AS lowest FROM product_stocks s WHERE s.store_id = ${S}
            AND s.id IN (SELECT stock_id FROM order_items WHERE store_id = ${S} AND order_id = ${orderId})`,
      );
      return r?.lowest ?? null;
    },

    async orderByKey(userId: number, key: string): Promise<OrderRow | null> {
      const [r] = await all<Record<string, unknown>>(
        db,
        sql`SELECT * FROM orders WHERE store_id = ${S} AND user_id = ${userId} AND idempotency_key = ${key}`,
      );
      return r ? orderOfRow(r) : null;
    },

    /** A member's order by its number, with its lines (another member's number reads as missing). */
    async orderByNumber(
      userId: number,
      orderNumber: string,
    ): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
      const [r] = await all<Record<string, unknown>>(
        db,
        sql`SELECT * FROM orders WHERE store_id = ${S} AND user_id = ${userId} AND order_number = ${orderNumber}`,
      );
      if (!r) return null;
      const order = orderOfRow(r);
      const items = await all<Record<string, unknown>>(
        db,
        sql`SELECT * FROM order_items WHERE store_id = ${S} AND order_id = ${order.id} ORDER BY id`,
      );
      return {
        order,
        items: items.map(itemOfRow),
      };
    },

    /**
     * A logistics status report on an order (ECPay notify); false when the order is not here. The
     * notice is recorded under `noticeKey` in the same batch as its event, so a replay adds nothing.
     */
    async logisticsEvent(orderNumber: string, note: string, noticeKey: string): Promise<boolean> {
      const seen = sql`SELECT 1 FROM provider_notices WHERE store_id = ${S} AND provider = 'ECPAY_LOGISTICS'
            AND notice_key = ${noticeKey}`;
      const order = sql`FROM orders WHERE store_id = ${S} AND order_number = ${orderNumber}`;
      const [, , found] = await db.$client.batch([
        prepare(
          db,
          sql`INSERT INTO order_events (store_id, order_id, type, actor, note)
              SELECT ${S}, id, 'LOGISTICS', 'SYSTEM', ${note} ${order} AND NOT EXISTS (${seen})`,
        ),
        prepare(
          db,
          sql`INSERT OR IGNORE INTO provider_notices (store_id, provider, notice_key, order_id)
              SELECT ${S}, 'ECPAY_LOGISTICS', ${noticeKey}, id ${order}`,
        ),
        prepare(db, sql`SELECT id ${order}`),
      ]);
      return (found?.results?.length ?? 0) > 0;
    },

    ...paymentReadsOf(db, S),
    ...paymentWritesOf(db, S),
  };
}
