import { type SQL, sql } from "drizzle-orm";
import { batchOf, type Extra } from "./batch";
import { all, batch, json, prepare } from "./catalogue/sql";
import type { Db } from "./client";
import type { ReceiverJson, SubscriptionRow } from "./schema";

// Tenant-scoped subscription reads and writes (member area, back office, renewals). Every
// statement carries store_id = storeId, except `dueSubscriptions`, the scheduled handler's one
// cross-store read, which only answers (store, subscription) pairs that are then handled through
// this store-scoped accessor.

/** A subscription with what it buys (the line as bought at checkout) and whose it is. */
export type SubscriptionListRow = SubscriptionRow & {
  productName: string;
  spec: string;
  mediaPath: string | null;
  unitPrice: number;
  memberName: string;
  memberEmail: string;
  /** The shipping method's current names (null: deleted since); see shared/methodNames. */
  shippingMethodName: string | null;
  shippingMethodNameEn: string | null;
};

export type SubscriptionRunRow = {
  dueDate: string;
  orderId: number | null;
  orderNumber: string | null;
  status: string;
  message: string | null;
  createdAt: string;
};

export type SubscriptionFilter = { userId?: number; status?: string; keyword?: string };

export type SubscriptionPatch = {
  status?: string;
  nextOrderDate?: string;
  receiver?: ReceiverJson;
  shippingMethodId?: number;
  shippingCode?: string;
};

const str = (v: unknown) => (v == null ? null : String(v));

function subOfRow(r: Record<string, unknown>): SubscriptionRow {
  return {
    id: Number(r.id),
    storeId: Number(r.store_id),
    userId: Number(r.user_id),
    originOrderId: Number(r.origin_order_id),
    productId: Number(r.product_id),
    stockId: Number(r.stock_id),
    quantity: Number(r.quantity),
    cycle: Number(r.cycle),
    status: String(r.status),
    paymentMethod: String(r.payment_method),
    shippingMethodId: r.shipping_method_id == null ? null : Number(r.shipping_method_id),
    shippingCode: String(r.shipping_code),
    receiver: typeof r.receiver === "string" ? (JSON.parse(r.receiver) as ReceiverJson) : { name: "", phone: "" },
    nextOrderDate: String(r.next_order_date),
    orderCount: Number(r.order_count),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

const listRowOf = (r: Record<string, unknown>): SubscriptionListRow => ({
  ...subOfRow(r),
  productName: String(r.product_name ?? ""),
  spec: String(r.spec ?? ""),
  mediaPath: str(r.media_path),
  unitPrice: Number(r.unit_price ?? 0),
  memberName: String(r.member_name ?? ""),
  memberEmail: String(r.member_email ?? ""),
  shippingMethodName: str(r.sm_name),
  shippingMethodNameEn: str(r.sm_name_en),
});

const nowIso = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ','now')`);

/** Due ACTIVE subscriptions of every store (the renewal handler's work list), oldest first. */
export async function dueSubscriptions(
  db: Db,
  today: string,
  limit: number,
): Promise<{ storeId: number; id: number; dueDate: string }[]> {
  const rows = await all<Record<string, unknown>>(
    db,
    sql`SELECT store_id, id, next_order_date FROM subscriptions WHERE status = 'ACTIVE' AND next_order_date <= ${today}
        ORDER BY next_order_date, id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ storeId: Number(r.store_id), id: Number(r.id), dueDate: String(r.next_order_date) }));
}
/** The member's and the back office's subscription lists, counts and single reads, and their changes. */
function subscriptionRowsOf(db: Db, S: SQL) {
  const where = (f: SubscriptionFilter): SQL => {
    const parts: SQL[] = [sql`s.store_id = ${S}`];
    if (f.userId !== undefined) parts.push(sql`s.user_id = ${f.userId}`);
    if (f.status) parts.push(sql`s.status = ${f.status}`);
    if (f.keyword) {
      const k = f.keyword;
      parts.push(sql`(instr(coalesce(u.name, ''), ${k}) > 0 OR instr(coalesce(u.email, ''), ${k}) > 0
        OR instr(coalesce(i.product_name, p.name, ''), ${k}) > 0
        OR instr(coalesce(json_extract(s.receiver, '$.phone'), ''), ${k}) > 0)`);
    }
    return sql.join(parts, sql` AND `);
  };
  // The line as bought: the origin order's item of this stock line (name, spec, image, price).
  const from = sql`FROM subscriptions s
    LEFT JOIN order_items i ON i.id = (SELECT id FROM order_items WHERE store_id = ${S} AND order_id = s.origin_order_id
      AND stock_id = s.stock_id ORDER BY id LIMIT 1)
    LEFT JOIN products p ON p.store_id = ${S} AND p.id = s.product_id
    LEFT JOIN users u ON u.store_id = ${S} AND u.id = s.user_id
    LEFT JOIN shipping_methods sm ON sm.store_id = ${S} AND sm.id = s.shipping_method_id`;
  const cols = sql`s.*, coalesce(i.product_name, p.name) AS product_name, i.spec AS spec, i.media_path AS media_path,
    i.unit_price AS unit_price, u.name AS member_name, u.email AS member_email, sm.name AS sm_name, sm.name_en AS sm_name_en`;

  return {
    async list(
      f: SubscriptionFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: SubscriptionListRow[]; total: number }> {
      const w = where(f);
      const [rows, count] = await batch(db, [
        sql`SELECT ${cols} ${from} WHERE ${w} ORDER BY s.created_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
        sql`SELECT count(*) AS n ${from} WHERE ${w}`,
      ]);
      return { rows: (rows ?? []).map(listRowOf), total: Number(count?.[0]?.n ?? 0) };
    },

    /** Subscriptions per status among those matching the filter (status left out). */
    async countByStatus(f: Omit<SubscriptionFilter, "status">): Promise<Record<string, number>> {
      const rows = await all<Record<string, unknown>>(
        db,
        sql`SELECT s.status, count(*) AS n ${from} WHERE ${where(f)} GROUP BY s.status`,
      );
      return Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)]));
    },

    /** One subscription with its renewal runs (newest first); `userId` limits it to that member's. */
    async get(id: number, userId?: number): Promise<{ sub: SubscriptionListRow; runs: SubscriptionRunRow[] } | null> {
      const mine = userId === undefined ? sql`` : sql` AND s.user_id = ${userId}`;
      const [rows, runs] = await batch(db, [
        sql`SELECT ${cols} ${from} WHERE s.store_id = ${S} AND s.id = ${id}${mine}`,
        sql`SELECT r.*, o.order_number FROM subscription_runs r
            LEFT JOIN orders o ON o.store_id = ${S} AND o.id = r.order_id
            WHERE r.store_id = ${S} AND r.subscription_id = ${id} ORDER BY r.due_date DESC`,
      ]);
      const row = rows?.[0];
      if (!row) return null;
      return {
        sub: listRowOf(row),
        runs: (runs ?? []).map((r) => ({
          dueDate: String(r.due_date),
          orderId: r.order_id == null ? null : Number(r.order_id),
          orderNumber: str(r.order_number),
          status: String(r.status),
          message: str(r.message),
          createdAt: String(r.created_at),
        })),
      };
    },

    /** Applies a change if the subscription is still in `expectStatus`; false otherwise. */
    /** `extra` (the admin audit row) rides right after the update in the same batch. */
    async update(id: number, expectStatus: string, p: SubscriptionPatch, extra: Extra = []): Promise<boolean> {
      const q = sql`UPDATE subscriptions SET status = coalesce(${p.status ?? null}, status),
              next_order_date = coalesce(${p.nextOrderDate ?? null}, next_order_date),
              receiver = coalesce(${p.receiver ? json(p.receiver) : null}, receiver),
              shipping_method_id = coalesce(${p.shippingMethodId ?? null}, shipping_method_id),
              shipping_code = coalesce(${p.shippingCode ?? null}, shipping_code),
              updated_at = ${nowIso}
            WHERE store_id = ${S} AND id = ${id} AND status = ${expectStatus}`;
      if (!extra.length) return ((await prepare(db, q).run()).meta.changes ?? 0) > 0;
      const [r] = (await batchOf(db, [db.run(q), ...extra])) as D1Result[];
      return (r?.meta.changes ?? 0) > 0;
    },
  };
}

/** The renewal runs: claimed once per due date, then recorded as created or failed. */
function renewalRunsOf(db: Db, S: SQL) {
  return {
    /**
     * Claims the renewal of (subscription, due date). The primary key makes a second claim of the
     * same pair a no-op: true only for the run that inserted it.
     */
    async claim(id: number, dueDate: string): Promise<boolean> {
      const r = await prepare(
        db,
        sql`INSERT INTO subscription_runs (store_id, subscription_id, due_date, status)
            SELECT ${S}, id, ${dueDate}, 'CLAIMED' FROM subscriptions WHERE store_id = ${S} AND id = ${id}
            ON CONFLICT (subscription_id, due_date) DO NOTHING`,
      ).run();
      return (r.meta.changes ?? 0) > 0;
    },

    /** The run of (subscription, due date), if one was claimed. */
    async run(id: number, dueDate: string): Promise<{ status: string; createdAt: string } | null> {
      const [r] = await all<{ status: string; created_at: string }>(
        db,
        sql`SELECT status, created_at FROM subscription_runs WHERE store_id = ${S} AND subscription_id = ${id}
            AND due_date = ${dueDate}`,
      );
      return r ? { status: r.status, createdAt: r.created_at } : null;
    },

    /**
     * The order of the run is placed: the run records it, the subscription counts it and moves to
     * its next date, one cycle after the first due date this delivery was tried for (failed tries
     * since the last delivery keep the anchor).
     */
    async recordCreated(id: number, dueDate: string, orderId: number): Promise<void> {
      const anchor = sql`coalesce((SELECT min(due_date) FROM subscription_runs WHERE store_id = ${S} AND subscription_id = ${id}
        AND status = 'FAILED' AND due_date > coalesce((SELECT max(due_date) FROM subscription_runs WHERE store_id = ${S}
          AND subscription_id = ${id} AND status = 'CREATED'), '')), ${dueDate})`;
      await batch(db, [
        sql`UPDATE subscriptions SET next_order_date = date(${anchor}, '+' || cycle || ' months'),
              order_count = order_count + 1, updated_at = ${nowIso}
            WHERE store_id = ${S} AND id = ${id} AND next_order_date = ${dueDate}`,
        sql`UPDATE subscription_runs SET status = 'CREATED', order_id = ${orderId}, message = NULL
            WHERE store_id = ${S} AND subscription_id = ${id} AND due_date = ${dueDate}`,
      ]);
    },

    /**
     * The back office ordered the next delivery now (POST /api/admin/subscriptions/{id}): the run of
     * `today` records the order, the subscription counts it and restarts its schedule at `next`.
     * `extra` (the audit row) rides right after the subscription's update.
     */
    async recordOrderedNow(id: number, today: string, next: string, orderId: number, extra: Extra): Promise<void> {
      await batchOf(db, [
        db.run(sql`UPDATE subscriptions SET next_order_date = ${next}, order_count = order_count + 1,
              updated_at = ${nowIso} WHERE store_id = ${S} AND id = ${id}`),
        ...extra,
        db.run(sql`UPDATE subscription_runs SET status = 'CREATED', order_id = ${orderId}, message = NULL
            WHERE store_id = ${S} AND subscription_id = ${id} AND due_date = ${today}`),
      ]);
    },

    /**
     * The order could not be placed: the run keeps why; the subscription is tried again the next
     * day, and after `maxTries` failed tries in a row it is marked FAILED (the member or the store
     * resumes it).
     */
    async recordFailed(id: number, dueDate: string, message: string, maxTries: number): Promise<void> {
      const failedInRow = sql`(SELECT count(*) FROM subscription_runs WHERE store_id = ${S} AND subscription_id = ${id}
        AND status = 'FAILED' AND due_date > coalesce((SELECT max(due_date) FROM subscription_runs WHERE store_id = ${S}
          AND subscription_id = ${id} AND status = 'CREATED'), ''))`;
      await batch(db, [
        sql`UPDATE subscription_runs SET status = 'FAILED', message = ${message.slice(0, 500)}
            WHERE store_id = ${S} AND subscription_id = ${id} AND due_date = ${dueDate}`,
        sql`UPDATE subscriptions SET next_order_date = date(${dueDate}, '+1 day'),
              status = CASE WHEN ${failedInRow} >= ${maxTries} THEN 'FAILED' ELSE status END, updated_at = ${nowIso}
            WHERE store_id = ${S} AND id = ${id} AND next_order_date = ${dueDate}`,
      ]);
    },

    /** The invoice choice of the order that started the subscription (renewals reuse it). */
    async originInvoice(orderId: number): Promise<string | null> {
      const [r] = await all<{ invoice: string | null }>(
        db,
        sql`SELECT invoice FROM orders WHERE store_id = ${S} AND id = ${orderId}`,
      );
      return r?.invoice ?? null;
    },
  };
}

export function subscriptionsOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));
  return { ...subscriptionRowsOf(db, S), ...renewalRunsOf(db, S) };
}
