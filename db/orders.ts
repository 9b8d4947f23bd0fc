import { and, eq, type SQL, sql } from "drizzle-orm";
import { batchOf, type Extra } from "./batch";
import { all, batch, json, prepare } from "./catalogue/sql";
import type { Db } from "./client";
import { eventOfRow, itemOfRow, type OrderEventRow, orderOfRow, str } from "./orderRows";
import { type OrderItemRow, type OrderRow, orders } from "./schema";

// Tenant-scoped order reads and status changes (member area and back office). Every statement
// carries store_id = storeId. A status change is one D1 batch: guards that the orders are still in
// the state the caller decided on, the order updates, their timeline rows, and (cancel or return
// complete) the stock that comes back with its stock_logs rows. A guard that fails aborts the whole
// batch (it inserts NULL into order_events.order_id), so nothing is half-written.

export { type OrderEventRow, orderOfRow } from "./orderRows";

/**
 * The current names of the order's shipping method and invoice method (the store's rows of that
 * method id / invoice type), null when the store deleted the method since: pages show them through
 * functions/shared/methodNames.ts, which falls back to the built-in name of the code.
 */
export type OrderMethodNames = {
  shippingMethodName: string | null;
  shippingMethodNameEn: string | null;
  invoiceMethodName: string | null;
  invoiceMethodNameEn: string | null;
};

/** A list row: the order, a summary of its lines and its method names. */
export type OrderListRow = OrderRow &
  OrderMethodNames & {
    itemCount: number;
    firstItemName: string;
    firstItemMedia: string | null;
    /** The selling branch's name (issue 13), null for the store's own sales. */
    branchName: string | null;
  };

export type OrderFilter = {
  userId?: number;
  statuses?: readonly string[];
  paymentStatus?: string;
  /** Statuses left out (the payment lists skip closed orders). */
  notStatuses?: readonly string[];
  /** Order number, receiver name or phone (substring). */
  keyword?: string;
  /** UTC ISO bounds of created_at: [from, to). */
  from?: string;
  to?: string;
  /** Only the orders a branch of this head store sold (issue 13). */
  branchStoreId?: number;
  paymentStatuses?: readonly string[];
  notPaymentStatuses?: readonly string[];
  /** Statuses starting with this (CANCEL_…), or not starting with it. */
  statusPrefix?: { prefix: string; not?: boolean };
};

/** A named condition counted in one statement (per-list and unread counts). */
export type CountSpec = {
  name: string;
  status?: string;
  paymentStatus?: string;
  notStatuses?: readonly string[];
  unreadOnly?: boolean;
};

export type StatusWrite = {
  orderId: number;
  /** The state the decision was made on: the batch aborts if the order is no longer in it. */
  expect: { status: string; paymentStatus: string };
  status?: string;
  paymentStatus?: string;
  isRead?: boolean;
  isHighlight?: boolean;
  reason?: string | null;
  paymentInfo?: Record<string, unknown> | null;
  setDeliveredAt?: boolean;
  setPaidAt?: boolean;
  /** The carrier's tracking number; absent = unchanged. */
  trackingNumber?: string | null;
  actor: "MEMBER" | "ADMIN" | "SYSTEM";
  userId: number | null;
  note?: string | null;
};

export type StockBack = { stockId: number; quantity: number };

const nowIso = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ','now')`);

/** SQLite's message when a state guard fired. */
const GUARD_FIRED = /NOT NULL constraint failed: order_events\.order_id/;

export function ordersOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));

  const where = (f: OrderFilter): SQL => {
    const parts: SQL[] = [sql`o.store_id = ${S}`];
    if (f.userId !== undefined) parts.push(sql`o.user_id = ${f.userId}`);
    if (f.statuses?.length) parts.push(sql`o.status IN (SELECT value FROM json_each(${json(f.statuses)}))`);
    if (f.notStatuses?.length) parts.push(sql`o.status NOT IN (SELECT value FROM json_each(${json(f.notStatuses)}))`);
    if (f.paymentStatus) parts.push(sql`o.payment_status = ${f.paymentStatus}`);
    if (f.keyword) {
      const k = f.keyword;
      parts.push(sql`(instr(o.order_number, ${k}) > 0 OR instr(coalesce(json_extract(o.receiver, '$.name'), ''), ${k}) > 0
        OR instr(coalesce(json_extract(o.receiver, '$.phone'), ''), ${k}) > 0)`);
    }
    if (f.from) parts.push(sql`o.created_at >= ${f.from}`);
    if (f.to) parts.push(sql`o.created_at < ${f.to}`);
    if (f.branchStoreId !== undefined) parts.push(sql`o.branch_store_id = ${f.branchStoreId}`);
    if (f.paymentStatuses?.length)
      parts.push(sql`o.payment_status IN (SELECT value FROM json_each(${json(f.paymentStatuses)}))`);
    if (f.notPaymentStatuses?.length)
      parts.push(sql`o.payment_status NOT IN (SELECT value FROM json_each(${json(f.notPaymentStatuses)}))`);
    if (f.statusPrefix) {
      const like = sql`o.status LIKE ${`${f.statusPrefix.prefix}%`}`;
      parts.push(f.statusPrefix.not ? sql`NOT ${like}` : like);
    }
    return sql.join(parts, sql` AND `);
  };

  const cond = (c: CountSpec): SQL => {
    const parts: SQL[] = [sql`1`];
    if (c.status) parts.push(sql`o.status = ${c.status}`);
    if (c.paymentStatus) parts.push(sql`o.payment_status = ${c.paymentStatus}`);
    if (c.notStatuses?.length) parts.push(sql`o.status NOT IN (SELECT value FROM json_each(${json(c.notStatuses)}))`);
    if (c.unreadOnly) parts.push(sql`o.is_read = 0`);
    return sql.join(parts, sql` AND `);
  };

  const methodNames = sql`(SELECT sm.name FROM shipping_methods sm WHERE sm.store_id = ${S} AND sm.id = o.shipping_method_id) AS sm_name,
    (SELECT sm.name_en FROM shipping_methods sm WHERE sm.store_id = ${S} AND sm.id = o.shipping_method_id) AS sm_name_en,
    (SELECT im.name FROM invoice_methods im WHERE im.store_id = ${S} AND im.type = json_extract(o.invoice, '$.type')
      ORDER BY im.sort, im.id LIMIT 1) AS im_name,
    (SELECT im.name_en FROM invoice_methods im WHERE im.store_id = ${S} AND im.type = json_extract(o.invoice, '$.type')
      ORDER BY im.sort, im.id LIMIT 1) AS im_name_en`;
  const namesOf = (r: Record<string, unknown>): OrderMethodNames => ({
    shippingMethodName: str(r.sm_name),
    shippingMethodNameEn: str(r.sm_name_en),
    invoiceMethodName: str(r.im_name),
    invoiceMethodNameEn: str(r.im_name_en),
  });

  // A branch is a store of this head store's network: its name is read under that condition only.
  // The branch is the one the order was sold on, else (a plan renewal) the branch that renews.
  const branchName = sql`(SELECT b.name FROM stores b WHERE b.parent_store_id = ${S} AND b.id = COALESCE(o.branch_store_id,
    (SELECT r.branch_store_id FROM branch_renewals r WHERE r.store_id = ${S} AND r.order_id = o.id))) AS branch_name`;
  const linesSummary = sql`(SELECT count(*) FROM order_items i WHERE i.store_id = ${S} AND i.order_id = o.id) AS item_count,
    (SELECT product_name FROM order_items i WHERE i.store_id = ${S} AND i.order_id = o.id ORDER BY i.id LIMIT 1) AS first_name,
    (SELECT media_path FROM order_items i WHERE i.store_id = ${S} AND i.order_id = o.id ORDER BY i.id LIMIT 1) AS first_media`;

  return {
    /** A page of orders, newest first, and how many match. */
    async list(
      f: OrderFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: OrderListRow[]; total: number }> {
      const w = where(f);
      const [rows, count] = await batch(db, [
        sql`SELECT o.*, ${linesSummary}, ${methodNames}, ${branchName} FROM orders o WHERE ${w}
            ORDER BY o.created_at DESC, o.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
        sql`SELECT count(*) AS n FROM orders o WHERE ${w}`,
      ]);
      return {
        rows: (rows ?? []).map((r) => ({
          ...orderOfRow(r),
          ...namesOf(r),
          itemCount: Number(r.item_count),
          firstItemName: String(r.first_name ?? ""),
          firstItemMedia: str(r.first_media),
          branchName: str(r.branch_name),
        })),
        total: Number(count?.[0]?.n ?? 0),
      };
    },

    /** Each named condition's order count among the orders matching `f`, in one statement. */
    async count(f: OrderFilter, specs: readonly CountSpec[]): Promise<Record<string, number>> {
      const cols = sql.join(
        specs.map((s) => sql`coalesce(sum(CASE WHEN ${cond(s)} THEN 1 ELSE 0 END), 0) AS ${sql.identifier(s.name)}`),
        sql`, `,
      );
      const [r] = await all<Record<string, unknown>>(db, sql`SELECT ${cols} FROM orders o WHERE ${where(f)}`);
      return Object.fromEntries(specs.map((s) => [s.name, Number(r?.[s.name] ?? 0)]));
    },

    /** One order with its lines and timeline; `userId` limits it to that member's orders. */
    async get(
      id: number,
      userId?: number,
    ): Promise<{
      order: OrderRow;
      names: OrderMethodNames;
      items: OrderItemRow[];
      events: OrderEventRow[];
      branchName: string | null;
    } | null> {
      const mine = userId === undefined ? sql`` : sql` AND o.user_id = ${userId}`;
      const [o, items, events] = await batch(db, [
        sql`SELECT o.*, ${methodNames}, ${branchName} FROM orders o WHERE o.store_id = ${S} AND o.id = ${id}${mine}`,
        sql`SELECT * FROM order_items WHERE store_id = ${S} AND order_id = ${id} ORDER BY id`,
        sql`SELECT * FROM order_events WHERE store_id = ${S} AND order_id = ${id} ORDER BY created_at, id`,
      ]);
      const row = o?.[0];
      if (!row) return null;
      return {
        order: orderOfRow(row),
        names: namesOf(row),
        items: (items ?? []).map(itemOfRow),
        events: (events ?? []).map(eventOfRow),
        branchName: str(row.branch_name),
      };
    },

    /** Orders by id (missing ids are simply absent). */
    async byIds(ids: readonly number[]): Promise<(OrderRow & { names: OrderMethodNames })[]> {
      if (!ids.length) return [];
      const rows = await all<Record<string, unknown>>(
        db,
        sql`SELECT o.*, ${methodNames} FROM orders o
            WHERE o.store_id = ${S} AND o.id IN (SELECT value FROM json_each(${json(ids)}))`,
      );
      return rows.map((r) => ({ ...orderOfRow(r), names: namesOf(r) }));
    },

    /** Orders by order number (missing numbers are simply absent). */
    async byNumbers(numbers: readonly string[]): Promise<OrderRow[]> {
      if (!numbers.length) return [];
      const rows = await all<Record<string, unknown>>(
        db,
        sql`SELECT o.* FROM orders o
            WHERE o.store_id = ${S} AND o.order_number IN (SELECT value FROM json_each(${json(numbers)}))`,
      );
      return rows.map(orderOfRow);
    },

    /** Lines of several orders, for exports (order id, then line order). */
    async itemsOf(orderIds: readonly number[]): Promise<OrderItemRow[]> {
      if (!orderIds.length) return [];
      const rows = await all<Record<string, unknown>>(
        db,
        sql`SELECT * FROM order_items WHERE store_id = ${S}
            AND order_id IN (SELECT value FROM json_each(${json(orderIds)})) ORDER BY order_id, id`,
      );
      return rows.map(itemOfRow);
    },

    /**
     * The units each stock line gets back when these orders are cancelled or returned: a COMBO
     * line's parts (as checkout took them, from the product's current parts), else the line itself.
     */
    async stockBack(orderIds: readonly number[]): Promise<StockBack[]> {
      if (!orderIds.length) return [];
      const ids = json(orderIds);
      const [lines, parts] = await batch(db, [
        sql`SELECT i.stock_id, i.product_id, i.quantity, p.kind FROM order_items i
            LEFT JOIN products p ON p.store_id = ${S} AND p.id = i.product_id
            WHERE i.store_id = ${S} AND i.order_id IN (SELECT value FROM json_each(${ids}))`,
        sql`SELECT c.product_id, c.stock_id, c.quantity FROM product_combos c WHERE c.store_id = ${S}
            AND c.product_id IN (SELECT i.product_id FROM order_items i WHERE i.store_id = ${S}
              AND i.order_id IN (SELECT value FROM json_each(${ids})))`,
      ]);
      const by = new Map<number, number>();
      const add = (stockId: number, q: number) => by.set(stockId, (by.get(stockId) ?? 0) + q);
      for (const l of lines ?? []) {
        const q = Number(l.quantity);
        if (l.kind === "COMBO") {
          for (const p of (parts ?? []).filter((x) => Number(x.product_id) === Number(l.product_id)))
            add(Number(p.stock_id), Number(p.quantity) * q);
        } else add(Number(l.stock_id), q);
      }
      return [...by].filter(([, q]) => q > 0).map(([stockId, quantity]) => ({ stockId, quantity }));
    },

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
      const qs: SQL[] = writes.map(
        (w) => sql`INSERT INTO order_events (store_id, order_id, type, actor)
            SELECT ${S}, NULL, 'GUARD', 'SYSTEM' WHERE NOT EXISTS (SELECT 1 FROM orders WHERE store_id = ${S}
              AND id = ${w.orderId} AND status = ${w.expect.status} AND payment_status = ${w.expect.paymentStatus})`,
      );
      const events: SQL[] = [];
      for (const w of writes) {
        const moved =
          (w.status !== undefined && w.status !== w.expect.status) ||
          (w.paymentStatus !== undefined && w.paymentStatus !== w.expect.paymentStatus);
        qs.push(sql`UPDATE orders SET status = coalesce(${w.status ?? null}, status),
              payment_status = coalesce(${w.paymentStatus ?? null}, payment_status),
              is_read = coalesce(${w.isRead ?? null}, is_read),
              is_highlight = coalesce(${w.isHighlight ?? null}, is_highlight),
              reason = coalesce(${w.reason ?? null}, reason),
              payment_info = coalesce(${w.paymentInfo ? json(w.paymentInfo) : null}, payment_info),
              tracking_number = coalesce(${w.trackingNumber ?? null}, tracking_number),
              delivered_at = CASE WHEN ${w.setDeliveredAt ? 1 : 0} THEN ${nowIso} ELSE delivered_at END,
              paid_at = CASE WHEN ${w.setPaidAt ? 1 : 0} THEN ${nowIso} ELSE paid_at END,
              updated_at = CASE WHEN ${moved ? 1 : 0} THEN ${nowIso} ELSE updated_at END
            WHERE store_id = ${S} AND id = ${w.orderId}`);
        if (w.status !== undefined && w.status !== w.expect.status) {
          events.push(sql`INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, user_id, note)
              VALUES (${S}, ${w.orderId}, 'STATUS', ${w.expect.status}, ${w.status}, ${w.actor}, ${w.userId}, ${w.note ?? null})`);
        }
        if (w.paymentStatus !== undefined && w.paymentStatus !== w.expect.paymentStatus) {
          events.push(sql`INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, user_id, note)
              VALUES (${S}, ${w.orderId}, 'PAYMENT', ${w.expect.paymentStatus}, ${w.paymentStatus}, ${w.actor}, ${w.userId},
                ${w.note ?? null})`);
        }
      }
      // `extra` (the admin audit row) sits right after the updates it records; the events and the
      // stock come after it, in the same batch.
      const after: SQL[] = events;
      if (back.length) {
        const b = json(back.map((x) => ({ id: x.stockId, q: x.quantity })));
        after.push(
          sql`UPDATE product_stocks SET stock = stock + json_extract(j.value, '$.q')
              FROM json_each(${b}) j
              WHERE product_stocks.store_id = ${S} AND product_stocks.id = json_extract(j.value, '$.id')`,
          sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
              SELECT ${S}, s.product_id, s.id, json_extract(j.value, '$.q'), s.stock, 'CANCEL', ${by}
              FROM json_each(${b}) j JOIN product_stocks s ON s.store_id = ${S} AND s.id = json_extract(j.value, '$.id')`,
        );
      }
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
      const update = sql`UPDATE orders AS o SET is_read = 1 WHERE o.store_id = ${S} AND o.is_read = 0 AND ${cond(spec)}`;
      const [r] = (await batchOf(db, [db.run(update), ...extra])) as [D1Result];
      return r.meta.changes ?? 0;
    },

    /** One member's order, as far as its payment goes (the registration page's wait). */
    async paymentStateOf(orderId: number, userId: number) {
      return db
        .select({
          id: orders.id,
          paymentStatus: orders.paymentStatus,
          orderNumber: orders.orderNumber,
          totalAmount: orders.totalAmount,
        })
        .from(orders)
        .where(and(eq(orders.storeId, S), eq(orders.id, orderId), eq(orders.userId, userId)))
        .get();
    },

    /** The member an order belongs to (back-office detail). */
    async member(userId: number): Promise<{ id: number; name: string; email: string; phone: string | null } | null> {
      const [u] = await all<Record<string, unknown>>(
        db,
        sql`SELECT id, name, email, phone FROM users WHERE store_id = ${S} AND id = ${userId}`,
      );
      return u ? { id: Number(u.id), name: String(u.name), email: String(u.email), phone: str(u.phone) } : null;
    },
  };
}

export type OrdersDb = ReturnType<typeof ordersOf>;
