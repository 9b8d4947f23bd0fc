import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { all } from "./sql";

// Tenant-scoped stock-log reads: every table joined is pinned to the same store.

export type StockLogFilter = {
  productId?: number;
  stockId?: number;
  reason?: string;
  /** Inclusive lower and exclusive upper bound on created_at (ISO text). */
  from?: string;
  before?: string;
};

export type StockLogRow = {
  id: number;
  productId: number;
  productName: string | null;
  stockId: number;
  spec: string | null;
  parentSpec: string | null;
  sku: string | null;
  change: number;
  after: number;
  reason: string;
  userId: number | null;
  userName: string | null;
  createdAt: string;
};

export function stockLogsOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));
  return {
    async list(f: StockLogFilter, page: { limit: number; offset: number }) {
      const w: SQL[] = [sql`l.store_id = ${S}`];
      if (f.productId !== undefined) w.push(sql`l.product_id = ${f.productId}`);
      if (f.stockId !== undefined) w.push(sql`l.stock_id = ${f.stockId}`);
      if (f.reason !== undefined) w.push(sql`l.reason = ${f.reason}`);
      if (f.from !== undefined) w.push(sql`l.created_at >= ${f.from}`);
      if (f.before !== undefined) w.push(sql`l.created_at < ${f.before}`);
      const rows = await all<StockLogRow & { total: number }>(
        db,
        sql`SELECT l.id, l.product_id AS productId, p.name AS productName, l.stock_id AS stockId, s.spec,
            ps.spec AS parentSpec, s.sku, l.change, l.after, l.reason, l.user_id AS userId, u.name AS userName,
            l.created_at AS createdAt, count(*) OVER () AS total
          FROM stock_logs l
          LEFT JOIN products p ON p.id = l.product_id AND p.store_id = ${S}
          LEFT JOIN product_stocks s ON s.id = l.stock_id AND s.store_id = ${S}
          LEFT JOIN product_stocks ps ON ps.id = s.parent_id AND ps.store_id = ${S}
          LEFT JOIN users u ON u.id = l.user_id AND u.store_id = ${S}
          WHERE ${sql.join(w, sql` AND `)}
          ORDER BY l.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      let total = Number(rows[0]?.total ?? 0);
      if (!rows.length && page.offset > 0) {
        const [c] = await all<{ total: number }>(
          db,
          sql`SELECT count(*) AS total FROM stock_logs l WHERE ${sql.join(w, sql` AND `)}`,
        );
        total = Number(c?.total ?? 0);
      }
      return { rows, total };
    },
  };
}
