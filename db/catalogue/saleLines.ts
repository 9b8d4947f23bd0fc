import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { MediaRow } from "../schema";
import { pricesOfRow } from "./productRows";
import { bool, mediaJson, parseJson } from "./products";
import type { ProductPrices } from "./productTypes";
import { all, json } from "./sql";

/** A sellable stock line with what the cart, the bill and checkout need of its product. */
export type SaleLineRow = {
  stockId: number;
  productId: number;
  spec: string;
  parentId: number | null;
  parentSpec: string | null;
  /** The line's own stock (a COMBO line holds none: see combos). */
  stock: number;
  hasChildren: boolean;
  product: ProductPrices & {
    subscriptionCycles: number[];
    isDisplay: boolean;
    isSaleable: boolean;
    /** Authorised for the head store's branches to sell (issue 13). */
    isForBranch: boolean;
    minQuantityPerOrder: number;
    maxQuantityPerOrder: number;
    blockedShippingMethodIds: number[];
    media: MediaRow | null;
  };
  /** COMBO parts: the lines one set takes, with their stock. */
  combos: { stockId: number; productId: number; productName: string; spec: string; quantity: number; stock: number }[];
};

// Tenant-scoped read of stock lines for selling, in one statement: every table carries
// `store_id = storeId`, so another store's line id reads as missing.
export function saleLinesOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));
  const firstMedia = sql.raw(
    `(SELECT ${mediaJson("m")} FROM product_media pm JOIN media m ON m.id = pm.media_id AND m.store_id = ${storeId} ` +
      `AND m.original_key <> '' WHERE pm.store_id = ${storeId} AND pm.product_id = p.id ` +
      `ORDER BY pm.type = 'PRODUCT_DETAIL', pm.sort, pm.id LIMIT 1)`,
  );
  /** The sale lines whose stock id is among `ids` (a subquery or a json_each of ids), one statement. */
  const statement = (ids: SQL): SQL =>
    sql`SELECT s.id AS stockId, s.product_id AS productId, s.spec, s.parent_id AS parentId, ps.spec AS parentSpec,
        s.stock, EXISTS (SELECT 1 FROM product_stocks c WHERE c.store_id = ${S} AND c.parent_id = s.id) AS hasChildren,
        p.name, p.kind, p.payment_plan AS paymentPlan, p.price, p.special_price AS specialPrice,
        p.subscription_price AS subscriptionPrice, p.subscription_cycles AS subscriptionCycles,
        p.is_display AS isDisplay, p.is_saleable AS isSaleable, p.is_for_branch AS isForBranch, p.min_quantity_per_order AS minQ,
        p.max_quantity_per_order AS maxQ, p.blocked_shipping_method_ids AS blocked, ${firstMedia} AS media,
        (SELECT json_group_array(json_object('stockId', pc.stock_id, 'productId', cs.product_id, 'productName', cp.name,
           'spec', cs.spec, 'quantity', pc.quantity, 'stock', cs.stock))
         FROM product_combos pc JOIN product_stocks cs ON cs.id = pc.stock_id AND cs.store_id = ${S}
         JOIN products cp ON cp.id = cs.product_id AND cp.store_id = ${S}
         WHERE pc.store_id = ${S} AND pc.product_id = p.id) AS combos
      FROM product_stocks s
      JOIN products p ON p.id = s.product_id AND p.store_id = ${S}
      LEFT JOIN product_stocks ps ON ps.id = s.parent_id AND ps.store_id = ${S}
      WHERE s.store_id = ${S} AND s.id IN (${ids})`;
  const api = {
    statement,
    /** The statement of the sale rows of these stocks, for a batch read. */
    forStocks: (stockIds: readonly number[]) =>
      statement(sql`SELECT value FROM json_each(${json([...new Set(stockIds)])})`),
    /** Rows of `statement` by stock id. */
    rowsToMap(rows: readonly Record<string, unknown>[]): Map<number, SaleLineRow> {
      const out = new Map<number, SaleLineRow>();
      for (const r of rows) {
        out.set(Number(r.stockId), {
          stockId: Number(r.stockId),
          productId: Number(r.productId),
          spec: String(r.spec ?? ""),
          parentId: r.parentId == null ? null : Number(r.parentId),
          parentSpec: r.parentSpec == null ? null : String(r.parentSpec),
          stock: Number(r.stock),
          hasChildren: bool(r.hasChildren),
          product: {
            ...pricesOfRow(r),
            subscriptionCycles: parseJson<number[]>(r.subscriptionCycles, []),
            isDisplay: bool(r.isDisplay),
            isSaleable: bool(r.isSaleable),
            isForBranch: bool(r.isForBranch),
            minQuantityPerOrder: Number(r.minQ),
            maxQuantityPerOrder: Number(r.maxQ),
            blockedShippingMethodIds: parseJson<number[]>(r.blocked, []),
            media: parseJson<MediaRow | null>(r.media, null),
          },
          combos: r.combos == null ? [] : parseJson<SaleLineRow["combos"]>(r.combos, []),
        });
      }
      return out;
    },
    async read(stockIds: readonly number[]): Promise<Map<number, SaleLineRow>> {
      if (!stockIds.length) return new Map();
      const rows = await all<Record<string, unknown>>(db, api.forStocks(stockIds));
      return api.rowsToMap(rows);
    },
  };
  return api;
}
