import { and, eq, type SQL, sql } from "drizzle-orm";
import { all, batch, json } from "./catalogue/sql";
import type { Db } from "./client";
import { eventOfRow, itemOfRow, type OrderEventRow, orderOfRow, str } from "./orderRows";
import { branchNameOf, countCondition, linesSummaryOf, methodNamesOf, namesOf, orderWhere } from "./orderSql";
import type { CountSpec, OrderFilter, OrderListRow, OrderMethodNames, StockBack } from "./orderTypes";
import { orderStatusWritesOf } from "./orderWrites";
import { type OrderItemRow, type OrderRow, orders } from "./schema";

// Tenant-scoped order reads and status changes (member area and back office). Every statement
// carries store_id = storeId. The status changes are db/orderWrites.ts.

export { type OrderEventRow, orderOfRow } from "./orderRows";
export type {
  CountSpec,
  OrderFilter,
  OrderListRow,
  OrderMethodNames,
  StatusWrite,
  StockBack,
} from "./orderTypes";

/** The order lists, counts and single orders of the member area and the back office. */
function orderReadsOf(db: Db, S: SQL) {
  const where = (f: OrderFilter) => orderWhere(S, f);
  const methodNames = methodNamesOf(S);
  const branchName = branchNameOf(S);
  const linesSummary = linesSummaryOf(S);

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

    /** The export's keyset page: newest id first, no count (pass the last id as `beforeId`). */
    async exportPage(f: OrderFilter, limit: number): Promise<OrderRow[]> {
      const rows = await all<Record<string, unknown>>(
        db,
        sql`SELECT o.* FROM orders o WHERE ${where(f)} ORDER BY o.id DESC LIMIT ${limit}`,
      );
      return rows.map(orderOfRow);
    },

    /** Each named condition's order count among the orders matching `f`, in one statement. */
    async count(f: OrderFilter, specs: readonly CountSpec[]): Promise<Record<string, number>> {
      const cols = sql.join(
        specs.map(
          (s) => sql`coalesce(sum(CASE WHEN ${countCondition(s)} THEN 1 ELSE 0 END), 0) AS ${sql.identifier(s.name)}`,
        ),
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
  };
}

/** The lines of several orders: exports, and the stock a cancel or return gives back. */
function orderLinesOf(db: Db, S: SQL) {
  return {
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
  };
}

/** The member side of an order: its payment state, and who the member is. */
function orderMemberOf(db: Db, S: SQL) {
  return {
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

export function ordersOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));
  return {
    ...orderReadsOf(db, S),
    ...orderLinesOf(db, S),
    ...orderStatusWritesOf(db, S),
    ...orderMemberOf(db, S),
  };
}

export type OrdersDb = ReturnType<typeof ordersOf>;
