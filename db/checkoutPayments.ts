import { type SQL, sql } from "drizzle-orm";
import { all, json, prepare } from "./catalogue/sql";
import type { PaymentWithOrder } from "./checkoutTypes";
import type { Db } from "./client";
import { noticeStatements } from "./notifications";
import type { PaymentMethodRow, PaymentRow } from "./schema";

// The payment attempts of checkout (db/checkout.ts): the reads, the provider's start and the
// settle. `S` is the store's id as checked by checkoutOf.

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

/** The attempts and the store's payment methods as read. */
export function paymentReadsOf(db: Db, S: SQL) {
  return {
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
  };
}

/** An attempt's life: started, settled once, or a new one for an unpaid order. */
export function paymentWritesOf(db: Db, S: SQL) {
  return {
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
        // A failed (declined or timed-out) attempt leaves the order unpaid and held: the store's
        // ORDER_TEMPORARY_CANCEL_UNPROCESSED, once per attempt (before its order_events row, which
        // this reads) and only while the order is still open (docs/decisions/highlights.md).
        ...(outcome.paid
          ? []
          : noticeStatements(S, {
              type: "ORDER_TEMPORARY_CANCEL_UNPROCESSED",
              objectId: pay,
              message: sql`(SELECT order_number FROM orders WHERE store_id = ${S} AND id = ${pay})`,
              when: sql`EXISTS (SELECT 1 FROM payments WHERE store_id = ${S} AND nonce = ${nonce} AND status = 'FAILED')
                AND EXISTS (SELECT 1 FROM orders WHERE store_id = ${S} AND id = ${pay}
                  AND payment_status IN ('UNPAID', 'FAILED') AND status NOT LIKE 'CANCEL%')
                AND NOT EXISTS (SELECT 1 FROM order_events WHERE store_id = ${S} AND order_id = ${pay}
                  AND type = 'PAYMENT' AND note = ${note})`,
              counts: true,
            })),
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
