import { type SQL, sql } from "drizzle-orm";
import { all, json, prepare } from "./catalogue/sql";
import {
  AFTER_COMMIT_GRACE_MS,
  ORDER_PLACED_JOB,
  type OrderWrite,
  type PaymentWithOrder,
  type PlaceOutcome,
} from "./checkoutTypes";
import type { Db } from "./client";
import { orderOfRow } from "./orders";
import { jobStatement } from "./outboxJobs";
import type { OrderItemRow, OrderRow, PaymentMethodRow, PaymentRow } from "./schema";

// The order-placing batch and the checkout/payment reads. Every statement carries
// store_id = storeId. D1 has no BEGIN/COMMIT: the one `batch` below is the transaction, so an
// order, its lines, the stock decrements, the coupon use and the cart cleanup are all written or
// none is. Refusals inside the batch abort it: the stock trigger of migration 0004 (OUT_OF_STOCK)
// and "guard" statements that insert NULL into a NOT NULL column when a condition fails; the
// column named in SQLite's message tells which guard fired (see GUARDS).

export type { OrderLineWrite, OrderSummaryRow, OrderWrite, PaymentWithOrder, PlaceOutcome } from "./checkoutTypes";

/** SQLite's message of each in-batch refusal → the outcome. */
const GUARDS: [RegExp, Exclude<PlaceOutcome, { ok: true }>["reason"]][] = [
  [/UNIQUE constraint failed: orders\.store_id, orders\.user_id, orders\.idempotency_key/, "DUPLICATE_KEY"],
  [/OUT_OF_STOCK/, "OUT_OF_STOCK"],
  [/NOT NULL constraint failed: stock_logs\.product_id/, "LINE_GONE"],
  [/NOT NULL constraint failed: coupon_usages\.order_id/, "COUPON_USED_UP"],
  [/NOT NULL constraint failed: coupon_usages\.user_id/, "COUPON_USER_LIMIT"],
];

const nowIso = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ','now')`);

function rowToPayment(r: Record<string, unknown>): PaymentRow {
  return {
    id: Number(r.id),
    storeId: Number(r.store_id),
    orderId: Number(r.order_id),
    provider: String(r.provider),
    method: String(r.method),
    status: String(r.status),
    amount: Number(r.amount),
    nonce: String(r.nonce),
    providerRef: r.provider_ref == null ? null : String(r.provider_ref),
    message: r.message == null ? null : String(r.message),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

// The seller's upline read from the closure table inside the order's own statement, so the path is
// the tree of that instant (a move committed just before or after never splits it).
function branchPathOf(S: SQL, branchStoreId: number | null) {
  if (branchStoreId === null) return sql`NULL`;
  return sql`(SELECT json_group_array(ancestor_id) FROM (SELECT ancestor_id FROM branch_tree
    WHERE head_store_id = ${S} AND descendant_id = ${branchStoreId} AND depth > 0 ORDER BY depth DESC))`;
}

export function checkoutOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));

  return {
    /** Writes the whole order in one transaction; a refusal leaves nothing behind. */
    async place(w: OrderWrite): Promise<PlaceOutcome> {
      const U = w.userId;
      const K = w.idempotencyKey;
      const oid = sql`(SELECT id FROM orders WHERE store_id = ${S} AND user_id = ${U} AND idempotency_key = ${K})`;
      const qs = [
        sql`INSERT INTO order_sequences (store_id, last) VALUES (${S}, 1)
            ON CONFLICT (store_id) DO UPDATE SET last = last + 1`,
        // The number is yyMMdd (Taipei date) + the store's sequence: unique per store because the
        // sequence never repeats, whatever the date part.
        sql`INSERT INTO orders (store_id, order_number, user_id, payment_status, checkout_type, payment_method,
              shipping_method_id, shipping_code, receiver, invoice, note, items_total_amount, shipping_fee,
              discount_amount, discount_shipping_fee, total_amount, promotion_list, coupon_code, idempotency_key,
              subscription_id, payment_info, branch_store_id, branch_path)
            SELECT ${S}, substr(strftime('%Y%m%d', 'now', '+8 hours'), 3) || printf('%06d', last), ${U}, ${w.paymentStatus},
              ${w.checkoutType}, ${w.paymentMethod}, ${w.shippingMethodId}, ${w.shippingCode}, ${json(w.receiver)},
              ${w.invoice ? json(w.invoice) : null}, ${w.note}, ${w.itemsTotalAmount}, ${w.shippingFee},
              ${w.discountAmount}, ${w.discountShippingFee}, ${w.totalAmount}, ${json(w.promotionList)},
              ${w.couponCode}, ${K}, ${w.subscriptionId}, ${w.paymentInfo ? json(w.paymentInfo) : null},
              ${w.branchStoreId ?? null}, ${branchPathOf(S, w.branchStoreId ?? null)}
            FROM order_sequences WHERE store_id = ${S}`,
        sql`INSERT INTO order_items (store_id, order_id, product_id, stock_id, product_name, spec, media_path,
              payment_plan, subscription_cycle, unit_price, quantity, amount, promotion_id)
            SELECT ${S}, ${oid}, json_extract(j.value, '$.productId'), json_extract(j.value, '$.stockId'),
              json_extract(j.value, '$.productName'), json_extract(j.value, '$.spec'),
              json_extract(j.value, '$.mediaPath'), json_extract(j.value, '$.paymentPlan'),
              json_extract(j.value, '$.subscriptionCycle'), json_extract(j.value, '$.unitPrice'),
              json_extract(j.value, '$.quantity'), json_extract(j.value, '$.amount'),
              json_extract(j.value, '$.promotionId')
            FROM json_each(${json(w.lines)}) j ORDER BY j.key`,
      ];
      const dec = json(w.decrements.map((d) => ({ id: d.stockId, q: d.quantity })));
      if (w.decrements.length) {
        qs.push(
          // A line deleted since the bill: refuse rather than sell stock that no longer exists.
          sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
              SELECT ${S}, NULL, json_extract(j.value, '$.id'), 0, 0, 'ORDER', ${U} FROM json_each(${dec}) j
              WHERE NOT EXISTS (SELECT 1 FROM product_stocks s WHERE s.store_id = ${S} AND s.id = json_extract(j.value, '$.id'))`,
          // The 0004 trigger aborts the batch when any line would go below 0: no oversell, no partial order.
          sql`UPDATE product_stocks SET stock = stock - json_extract(j.value, '$.q')
              FROM json_each(${dec}) j
              WHERE product_stocks.store_id = ${S} AND product_stocks.id = json_extract(j.value, '$.id')`,
          sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
              SELECT ${S}, s.product_id, s.id, -json_extract(j.value, '$.q'), s.stock, 'ORDER', ${U}
              FROM json_each(${dec}) j JOIN product_stocks s ON s.store_id = ${S} AND s.id = json_extract(j.value, '$.id')`,
        );
      }
      if (w.coupon) {
        const P = w.coupon.promotionId;
        qs.push(
          sql`INSERT INTO coupon_usages (store_id, promotion_id, user_id, order_id)
              SELECT ${S}, ${P}, ${U}, NULL FROM promotions
              WHERE store_id = ${S} AND id = ${P} AND total_quantity > 0 AND used_quantity >= total_quantity`,
          sql`INSERT INTO coupon_usages (store_id, promotion_id, user_id, order_id)
              SELECT ${S}, ${P}, NULL, ${oid} FROM promotions p
              WHERE p.store_id = ${S} AND p.id = ${P} AND p.limit_per_user > 0
                AND (SELECT count(*) FROM coupon_usages u WHERE u.store_id = ${S} AND u.promotion_id = ${P}
                     AND u.user_id = ${U}) >= p.limit_per_user`,
          sql`INSERT INTO coupon_usages (store_id, promotion_id, user_id, order_id) SELECT ${S}, ${P}, ${U}, ${oid}`,
          sql`UPDATE promotions SET used_quantity = used_quantity + 1 WHERE store_id = ${S} AND id = ${P}`,
        );
      }
      if (w.subscriptions.length) {
        qs.push(
          sql`INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle,
                payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
              SELECT ${S}, ${U}, ${oid}, json_extract(j.value, '$.productId'), json_extract(j.value, '$.stockId'),
                json_extract(j.value, '$.quantity'), json_extract(j.value, '$.cycle'), ${w.paymentMethod},
                ${w.shippingMethodId}, ${w.shippingCode}, ${json(w.receiver)},
                date('now', '+' || json_extract(j.value, '$.cycle') || ' months')
              FROM json_each(${json(w.subscriptions)}) j ORDER BY j.key`,
        );
      }
      qs.push(
        sql`INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, user_id, note)
            SELECT ${S}, ${oid}, 'STATUS', NULL, 'UNPROCESSED', ${w.actor}, ${U}, 'ORDER_CREATED'`,
      );
      if (w.payment) {
        qs.push(
          sql`INSERT INTO payments (store_id, order_id, provider, method, status, amount, nonce)
              SELECT ${S}, ${oid}, ${w.payment.provider}, ${w.paymentMethod}, 'PENDING', ${w.totalAmount}, ${w.payment.nonce}`,
        );
      }
      if (w.cartLineIds.length) {
        qs.push(
          sql`DELETE FROM cart_items WHERE store_id = ${S} AND user_id = ${U}
              AND id IN (SELECT value FROM json_each(${json(w.cartLineIds)}))`,
        );
      }
      if (w.saveCheckoutInfo) {
        const r = json(w.receiver);
        const T = w.saveCheckoutInfo.type;
        // The address book is the member's: on a branch host the branch's, where the member reads it.
        const M = sql.raw(String(w.branchStoreId ?? storeId));
        qs.push(
          sql`INSERT INTO checkout_infos (store_id, user_id, type, receiver, is_default)
              SELECT ${M}, ${U}, ${T}, ${r},
                NOT EXISTS (SELECT 1 FROM checkout_infos WHERE store_id = ${M} AND user_id = ${U})
              WHERE NOT EXISTS (SELECT 1 FROM checkout_infos WHERE store_id = ${M} AND user_id = ${U}
                AND type = ${T} AND receiver = ${r})`,
        );
      }
      // What the answer does after the commit (its payment's first step, stock news), kept in the
      // order's own transaction: if the answer's path cannot finish it, the scheduled handler does.
      qs.push(jobStatement(storeId, ORDER_PLACED_JOB, sql`json_object('orderId', ${oid})`, AFTER_COMMIT_GRACE_MS));
      // The lowest stock the sale left: the page cache hears of stock running low or out (place.ts).
      qs.push(sql`SELECT id, order_number, (SELECT min(s.stock) FROM product_stocks s WHERE s.store_id = ${S}
            AND s.id IN (SELECT json_extract(j.value, '$.id') FROM json_each(${dec}) j)) AS lowest_stock,
            (SELECT max(b.id) FROM outbox_jobs b WHERE b.store_id = ${S} AND b.kind = ${ORDER_PLACED_JOB}
              AND json_extract(b.payload, '$.orderId') = orders.id) AS job_id
          FROM orders WHERE id = ${oid}`);
      try {
        const res = await db.$client.batch(qs.map((q) => prepare(db, q)));
        const row = res.at(-1)?.results?.[0] as
          | { id: number; order_number: string; lowest_stock: number | null; job_id: number | null }
          | undefined;
        if (!row) throw new Error("order batch wrote no order");
        return {
          ok: true,
          orderId: Number(row.id),
          orderNumber: String(row.order_number),
          lowestStock: row.lowest_stock === null ? null : Number(row.lowest_stock),
          jobId: row.job_id === null ? null : Number(row.job_id),
        };
      } catch (e) {
        const msg = String(e instanceof Error ? e.message : e);
        const hit = GUARDS.find(([re]) => re.test(msg));
        if (hit) return { ok: false, reason: hit[1] };
        throw e;
      }
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
        items: items.map((i) => ({
          id: Number(i.id),
          storeId: Number(i.store_id),
          orderId: Number(i.order_id),
          productId: Number(i.product_id),
          stockId: Number(i.stock_id),
          productName: String(i.product_name),
          spec: String(i.spec ?? ""),
          mediaPath: i.media_path == null ? null : String(i.media_path),
          paymentPlan: String(i.payment_plan),
          subscriptionCycle: Number(i.subscription_cycle),
          unitPrice: Number(i.unit_price),
          quantity: Number(i.quantity),
          amount: Number(i.amount),
          promotionId: i.promotion_id == null ? null : Number(i.promotion_id),
        })),
      };
    },

    /** The latest payment attempt of an order. */
    async latestPayment(orderId: number): Promise<PaymentRow | null> {
      const [r] = await all<Record<string, unknown>>(
        db,
        sql`SELECT * FROM payments WHERE store_id = ${S} AND order_id = ${orderId} ORDER BY id DESC LIMIT 1`,
      );
      return r ? rowToPayment(r) : null;
    },

    async paymentByNonce(nonce: string): Promise<PaymentWithOrder | null> {
      const [r] = await all<Record<string, unknown>>(
        db,
        sql`SELECT p.*, o.order_number AS o_number, o.total_amount AS o_total, o.payment_method AS o_method,
              o.payment_status AS o_payment_status, o.status AS o_status, o.user_id AS o_user
            FROM payments p JOIN orders o ON o.id = p.order_id AND o.store_id = ${S}
            WHERE p.store_id = ${S} AND p.nonce = ${nonce}`,
      );
      if (!r) return null;
      return {
        ...rowToPayment(r),
        order: {
          id: Number(r.order_id),
          orderNumber: String(r.o_number),
          totalAmount: Number(r.o_total),
          paymentMethod: String(r.o_method),
          paymentStatus: String(r.o_payment_status),
          status: String(r.o_status),
          userId: Number(r.o_user),
        },
      };
    },

    async paymentMethod(method: string): Promise<PaymentMethodRow | null> {
      const [r] = await all<Record<string, unknown>>(
        db,
        sql`SELECT * FROM payment_methods WHERE store_id = ${S} AND method = ${method}`,
      );
      if (!r) return null;
      return {
        id: Number(r.id),
        storeId: Number(r.store_id),
        method: String(r.method),
        isOpen: Boolean(r.is_open),
        sort: Number(r.sort),
        details: typeof r.details === "string" ? (JSON.parse(r.details) as Record<string, unknown>) : {},
        updatedAt: String(r.updated_at),
      };
    },

    /** What the provider answered when the attempt started (its reference, the redirect URL). */
    async recordStart(
      nonce: string | null,
      orderId: number,
      v: { providerRef?: string | null; message?: string | null; paymentInfo?: Record<string, unknown> | null },
    ): Promise<void> {
      const qs = [];
      if (nonce) {
        qs.push(sql`UPDATE payments SET provider_ref = ${v.providerRef ?? null}, message = ${v.message ?? null},
              updated_at = ${nowIso} WHERE store_id = ${S} AND nonce = ${nonce} AND status = 'PENDING'`);
      }
      if (v.paymentInfo) {
        qs.push(sql`UPDATE orders SET payment_info = ${json(v.paymentInfo)}, updated_at = ${nowIso}
              WHERE store_id = ${S} AND id = ${orderId}`);
      }
      if (qs.length) await db.$client.batch(qs.map((q) => prepare(db, q)));
    },

    /**
     * Settles a PENDING attempt once: PAID also marks the order PAID; FAILED leaves the order
     * UNPAID so the shopper can retry. A second call with the same nonce changes nothing.
     * Returns the attempt as it ends up.
     */
    async settle(
      nonce: string,
      outcome: { paid: boolean; providerRef: string | null; message: string | null },
    ): Promise<PaymentRow | null> {
      const status = outcome.paid ? "PAID" : "FAILED";
      const pay = sql`(SELECT order_id FROM payments WHERE store_id = ${S} AND nonce = ${nonce})`;
      const note = `payment ${nonce} ${status}`;
      const qs = [
        sql`UPDATE payments SET status = ${status}, provider_ref = coalesce(${outcome.providerRef}, provider_ref),
              message = ${outcome.message}, updated_at = ${nowIso}
            WHERE store_id = ${S} AND nonce = ${nonce} AND status = 'PENDING'`,
        sql`INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, note)
            SELECT ${S}, o.id, 'PAYMENT', o.payment_status, ${outcome.paid ? "PAID" : "UNPAID"}, 'SYSTEM', ${note}
            FROM orders o WHERE o.store_id = ${S} AND o.id = ${pay}
              AND EXISTS (SELECT 1 FROM payments WHERE store_id = ${S} AND nonce = ${nonce} AND status = ${status})
              AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.store_id = ${S} AND e.order_id = o.id
                              AND e.type = 'PAYMENT' AND e.note = ${note})`,
      ];
      if (outcome.paid) {
        qs.push(sql`UPDATE orders SET payment_status = 'PAID', paid_at = ${nowIso}, updated_at = ${nowIso}
            WHERE store_id = ${S} AND id = ${pay} AND payment_status IN ('UNPAID', 'FAILED')
              AND EXISTS (SELECT 1 FROM payments WHERE store_id = ${S} AND nonce = ${nonce} AND status = 'PAID')`);
      }
      qs.push(sql`SELECT * FROM payments WHERE store_id = ${S} AND nonce = ${nonce}`);
      const res = await db.$client.batch(qs.map((q) => prepare(db, q)));
      const row = res.at(-1)?.results?.[0] as Record<string, unknown> | undefined;
      return row ? rowToPayment(row) : null;
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

    /** A new attempt for an unpaid order (the shopper retries after a failure). */
    async newPayment(p: { orderId: number; provider: string; method: string; amount: number; nonce: string }) {
      await prepare(
        db,
        sql`INSERT INTO payments (store_id, order_id, provider, method, status, amount, nonce)
            SELECT ${S}, id, ${p.provider}, ${p.method}, 'PENDING', ${p.amount}, ${p.nonce}
            FROM orders WHERE store_id = ${S} AND id = ${p.orderId} AND payment_status = 'UNPAID'`,
      ).run();
    },
  };
}
