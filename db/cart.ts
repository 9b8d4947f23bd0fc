import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { type SaleLineRow, saleLinesOf } from "./catalogue/saleLines";
import { type BatchRead, batch, json, prepare, rowOf } from "./catalogue/sql";
import type { Db } from "./client";
import { type CartItemRow, cartItems, type PromotionConditionJson } from "./schema";

// Tenant-scoped cart rows. Every statement carries store_id = storeId and the owner (member id or
// guest id), so one shopper's lines can be neither read nor changed through another's request.

export type CartOwnerKey = { userId: number; guestId?: undefined } | { guestId: string; userId?: undefined };

/** A line to write: what the shopper asked for, already checked by the cart service. */
export type CartLineWrite = {
  productId: number;
  stockId: number;
  quantity: number;
  paymentPlan: string;
  subscriptionCycle: number;
  promotionId: number | null;
  promotionConditionId: number | null;
};

/** How one guest line lands in the member's cart (the merge plan the service computed). */
export type MergeStep =
  | { guestLineId: number; intoLineId: number; add: number }
  | { guestLineId: number; insert: CartLineWrite; position: number };

/** The owner condition of cartReadsOf's ownerWhere in raw SQL, and the owner's columns (for the conditional batch statements). */
function ownerSqlOf(S: SQL) {
  const ownerSql = (o: CartOwnerKey, alias = "cart_items"): SQL =>
    o.userId !== undefined
      ? sql`${sql.raw(alias)}.store_id = ${S} AND ${sql.raw(alias)}.user_id = ${o.userId}`
      : sql`${sql.raw(alias)}.store_id = ${S} AND ${sql.raw(alias)}.guest_id = ${o.guestId}`;
  const ownerCols = (o: CartOwnerKey) => (o.userId !== undefined ? sql`${o.userId}, NULL` : sql`NULL, ${o.guestId}`);

  const mineNormal = (owner: CartOwnerKey) => sql`${ownerSql(owner)} AND cart_type = 'NORMAL'`;
  return { ownerSql, ownerCols, mineNormal };
}

/** The owner's lines as read, alone or with what a bill needs. */
function cartReadsOf(db: Db, storeId: number, S: SQL) {
  const { mineNormal } = ownerSqlOf(S);
  const ownerWhere = (o: CartOwnerKey): SQL =>
    o.userId !== undefined
      ? (and(eq(cartItems.storeId, storeId), eq(cartItems.userId, o.userId)) as SQL)
      : (and(eq(cartItems.storeId, storeId), eq(cartItems.guestId, o.guestId)) as SQL);
  const linesSql = (owner: CartOwnerKey) =>
    sql`SELECT * FROM cart_items WHERE ${mineNormal(owner)} ORDER BY position DESC, id DESC`;
  /**
   * The owner's NORMAL lines and the sale lines of their stock, for the bill's single round trip
   * (readTogether).
   */
  const withSaleLines = (owner: CartOwnerKey): BatchRead<{ rows: CartItemRow[]; lines: Map<number, SaleLineRow> }> => {
    const sale = saleLinesOf(db, storeId);
    return {
      statements: [linesSql(owner), sale.statement(sql`SELECT stock_id FROM cart_items WHERE ${mineNormal(owner)}`)],
      read: ([cart, lines]) => ({
        rows: (cart ?? []).map((r) => rowOf(cartItems, r)),
        lines: sale.rowsToMap(lines ?? []),
      }),
    };
  };

  return {
    ownerWhere,
    /** The owner's lines of one cart type, newest first (spec §4: a new line goes to the front). */
    async list(owner: CartOwnerKey, cartType = "NORMAL"): Promise<CartItemRow[]> {
      return db
        .select()
        .from(cartItems)
        .where(and(ownerWhere(owner), eq(cartItems.cartType, cartType)))
        .orderBy(desc(cartItems.position), desc(cartItems.id));
    },

    withSaleLines,

    /**
     * Everything a cart answer is priced from, read in the batch of the change that makes it (one
     * round trip): the owner's NORMAL lines, the sale lines of their stock and the tiers of their
     * gift / add-on promotions.
     */
    state(owner: CartOwnerKey): BatchRead<CartState> {
      const lines = withSaleLines(owner);
      return {
        statements: [
          ...lines.statements,
          sql`SELECT id, action_type AS actionType, conditions FROM promotions WHERE store_id = ${S}
              AND id IN (SELECT promotion_id FROM cart_items WHERE ${mineNormal(owner)} AND promotion_id IS NOT NULL)`,
        ],
        read: (rows) => ({ ...lines.read(rows), tiers: tiersOf(rows[lines.statements.length] ?? []) }),
      };
    },

    /** The owner's NORMAL lines alone (what a change's answer compares with). */
    rowsStatement(owner: CartOwnerKey): BatchRead<CartItemRow[]> {
      return { statements: [linesSql(owner)], read: ([rows]) => (rows ?? []).map((r) => rowOf(cartItems, r)) };
    },

    /** A member's and a guest's NORMAL lines in one read (the login merge needs both). */
    async listPair(userId: number, guestId: string): Promise<{ member: CartItemRow[]; guest: CartItemRow[] }> {
      const rows = await db
        .select()
        .from(cartItems)
        .where(
          and(
            eq(cartItems.storeId, storeId),
            eq(cartItems.cartType, "NORMAL"),
            sql`(${cartItems.userId} = ${userId} OR (${cartItems.userId} IS NULL AND ${cartItems.guestId} = ${guestId}))`,
          ),
        )
        .orderBy(desc(cartItems.position), desc(cartItems.id));
      return {
        member: rows.filter((r) => r.userId === userId),
        guest: rows.filter((r) => r.userId === null),
      };
    },

    /** The kind and tiers of the given promotions of this store (gift / add-on lines are priced by them). */
    async promotionTiers(ids: readonly number[]): Promise<OfferTiers> {
      if (!ids.length) return new Map();
      const rows = await prepare(
        db,
        sql`SELECT id, action_type AS actionType, conditions FROM promotions WHERE store_id = ${S}
            AND id IN (SELECT value FROM json_each(${json([...new Set(ids)])}))`,
      ).all<Record<string, unknown>>();
      return tiersOf(rows.results);
    },
  };
}

/** The owner's line changes: statements for a caller's batch, or run on their own. */
function cartWritesOf(db: Db, S: SQL) {
  const { ownerSql, ownerCols, mineNormal } = ownerSqlOf(S);
  /** New quantities of the owner's lines; ids of other owners change nothing. */
  const setStatements = (owner: CartOwnerKey, changes: readonly { id: number; quantity: number }[]): SQL[] =>
    changes.map(
      (c) =>
        sql`UPDATE cart_items SET quantity = ${c.quantity}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
            WHERE id = ${c.id} AND ${ownerSql(owner)}`,
    );
  const removeStatements = (owner: CartOwnerKey, ids: readonly number[]): SQL[] =>
    ids.length
      ? [
          sql`DELETE FROM cart_items WHERE ${ownerSql(owner)} AND id IN (SELECT value FROM json_each(${json([...ids])}))`,
        ]
      : [];

  return {
    /**
     * Adds `quantity` to the owner's matching line while it stays within `maxQuantity`, else puts a
     * new line in front while the cart has fewer than `maxLines` (and the stock line exists): at
     * most one of the two statements changes anything. The catalogue's rules are the service's
     * (functions/commerce/cart/service.ts checks the line as written, and takes it back when refused).
     */
    addStatements(owner: CartOwnerKey, line: Omit<CartLineWrite, "productId">, maxLines: number, maxQuantity: number) {
      const same = sql`${mineNormal(owner)} AND stock_id = ${line.stockId}
        AND payment_plan = ${line.paymentPlan} AND subscription_cycle = ${line.subscriptionCycle}
        AND promotion_id IS ${line.promotionId} AND promotion_condition_id IS ${line.promotionConditionId}`;
      return [
        sql`UPDATE cart_items SET quantity = quantity + ${line.quantity}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
            WHERE ${same} AND quantity + ${line.quantity} <= ${maxQuantity}`,
        sql`INSERT INTO cart_items (store_id, user_id, guest_id, cart_type, product_id, stock_id, quantity,
              payment_plan, subscription_cycle, promotion_id, promotion_condition_id, position)
            SELECT ${S}, ${ownerCols(owner)}, 'NORMAL', s.product_id, s.id, ${line.quantity},
              ${line.paymentPlan}, ${line.subscriptionCycle}, ${line.promotionId}, ${line.promotionConditionId},
              (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE ${ownerSql(owner)})
            FROM product_stocks s WHERE s.store_id = ${S} AND s.id = ${line.stockId}
              AND NOT EXISTS (SELECT 1 FROM cart_items WHERE ${same})
              AND (SELECT COUNT(*) FROM cart_items WHERE ${mineNormal(owner)}) < ${maxLines}`,
      ];
    },

    setStatements,
    removeStatements,

    /** Writes and then reads in one batch (one round trip, one transaction). */
    async together<B, A>(before: BatchRead<B>, writes: readonly SQL[], after: BatchRead<A>): Promise<[B, A]> {
      const rows = await batch(db, [...before.statements, ...writes, ...after.statements]);
      const b = before.statements.length;
      return [before.read(rows.slice(0, b)), after.read(rows.slice(b + writes.length))];
    },

    /** Takes back an add the service refused: the units it added, or the line it inserted. */
    async undoAdd(owner: CartOwnerKey, undo: { lineId: number; added: number } | { insertedId: number }) {
      await prepare(
        db,
        "insertedId" in undo
          ? sql`DELETE FROM cart_items WHERE id = ${undo.insertedId} AND ${ownerSql(owner)}`
          : sql`UPDATE cart_items SET quantity = quantity - ${undo.added} WHERE id = ${undo.lineId} AND ${ownerSql(owner)}
                AND quantity > ${undo.added}`,
      ).run();
    },

    /**
     * Inserts a line at the front (position = max + 1), only while the cart has fewer than
     * `maxLines` lines: the count and the insert are one statement, so racing adds cannot overfill.
     * Returns false when the cart was full.
     */
    async insertFront(owner: CartOwnerKey, line: CartLineWrite, maxLines: number): Promise<boolean> {
      const r = await prepare(
        db,
        sql`INSERT INTO cart_items (store_id, user_id, guest_id, cart_type, product_id, stock_id, quantity,
              payment_plan, subscription_cycle, promotion_id, promotion_condition_id, position)
            SELECT ${S}, ${ownerCols(owner)}, 'NORMAL', ${line.productId}, ${line.stockId}, ${line.quantity},
              ${line.paymentPlan}, ${line.subscriptionCycle}, ${line.promotionId}, ${line.promotionConditionId},
              (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE ${ownerSql(owner)})
            WHERE (SELECT COUNT(*) FROM cart_items WHERE ${ownerSql(owner)} AND cart_type = 'NORMAL') < ${maxLines}`,
      ).run();
      return (r.meta.changes ?? 0) > 0;
    },

    /** Sets quantities of the owner's lines in one transaction; ids of other owners change nothing. */
    async setQuantities(owner: CartOwnerKey, changes: readonly { id: number; quantity: number }[]): Promise<void> {
      await batch(db, setStatements(owner, changes));
    },

    async remove(owner: CartOwnerKey, ids: readonly number[]): Promise<void> {
      await batch(db, removeStatements(owner, ids));
    },

    /**
     * Moves a guest's lines into a member's cart in ONE batch (one transaction). Every step runs
     * only while its guest line still exists, and the guest lines are deleted last, so a retried or
     * concurrent merge of the same guest id finds nothing left to move: no doubled, no lost line.
     */
    async applyMerge(userId: number, guestId: string, steps: readonly MergeStep[], guestLineIds: readonly number[]) {
      if (!guestLineIds.length) return;
      const stillThere = (gid: number) =>
        sql`EXISTS (SELECT 1 FROM cart_items g WHERE g.id = ${gid} AND g.store_id = ${S} AND g.user_id IS NULL AND g.guest_id = ${guestId})`;
      const qs: SQL[] = steps.map((s) =>
        "intoLineId" in s
          ? sql`UPDATE cart_items SET quantity = quantity + ${s.add}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
                WHERE id = ${s.intoLineId} AND store_id = ${S} AND user_id = ${userId} AND ${stillThere(s.guestLineId)}`
          : sql`INSERT INTO cart_items (store_id, user_id, guest_id, cart_type, product_id, stock_id, quantity,
                  payment_plan, subscription_cycle, promotion_id, promotion_condition_id, position)
                SELECT ${S}, ${userId}, NULL, 'NORMAL', ${s.insert.productId}, ${s.insert.stockId}, ${s.insert.quantity},
                  ${s.insert.paymentPlan}, ${s.insert.subscriptionCycle}, ${s.insert.promotionId},
                  ${s.insert.promotionConditionId}, ${s.position}
                WHERE ${stillThere(s.guestLineId)}`,
      );
      qs.push(
        sql`DELETE FROM cart_items WHERE store_id = ${S} AND user_id IS NULL AND guest_id = ${guestId}
            AND id IN (SELECT value FROM json_each(${json([...guestLineIds])}))`,
      );
      await batch(db, qs);
    },
  };
}

export function cartOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));
  return { ...cartReadsOf(db, storeId, S), ...cartWritesOf(db, S) };
}

/** A gift / add-on promotion's kind and tiers (its lines are priced by them). */
export type OfferTiers = Map<number, { actionType: string; conditions: PromotionConditionJson[] }>;

/** What a cart answer is priced from (cartOf().state). */
export type CartState = { rows: CartItemRow[]; lines: Map<number, SaleLineRow>; tiers: OfferTiers };

function tiersOf(rows: readonly Record<string, unknown>[]): OfferTiers {
  const out: OfferTiers = new Map();
  for (const r of rows) {
    let conditions: PromotionConditionJson[] = [];
    try {
      conditions = JSON.parse(String(r.conditions)) as PromotionConditionJson[];
    } catch {
      // a damaged row offers nothing
    }
    out.set(Number(r.id), { actionType: String(r.actionType), conditions });
  }
  return out;
}

export type CartDb = ReturnType<typeof cartOf>;
