import { sql } from "drizzle-orm";
import { batchOf, type Extra } from "./batch";
import { all, json } from "./catalogue/sql";
import type { Db } from "./client";

// Product awards of one store: an award group (title, issuer, year) and the products it was given
// to, one product_awards row each. Only this store's products are ever linked.

export type AwardGroupInput = { title: string; issuer: string; year: number | null };
export type AwardGroupView = AwardGroupInput & {
  groupId: number;
  createdAt: string;
  updatedAt: string;
  items: { id: number; productId: number; productName: string }[];
};

type Raw = {
  group_id: number;
  title: string;
  issuer: string;
  year: number | null;
  created_at: string;
  updated_at: string;
  id: number | null;
  product_id: number | null;
  product_name: string | null;
};

export function productAwardsOf(db: Db, storeId: number) {
  const S = storeId;
  /** This store's products among `ids`, inserted under group `g` (an SQL expression). */
  const link = (g: ReturnType<typeof sql>, ids: readonly number[]) =>
    db.run(sql`INSERT OR IGNORE INTO product_awards (store_id, group_id, product_id)
      SELECT ${S}, ${g}, p.id FROM products p
      WHERE p.store_id = ${S} AND p.id IN (SELECT value FROM json_each(${json(ids)}))`);
  return {
    /** Groups newest first, each with its products; `productId` keeps the groups of one product. */
    async list(q: { productId?: number } = {}): Promise<AwardGroupView[]> {
      const only = q.productId
        ? sql`AND g.id IN (SELECT group_id FROM product_awards WHERE store_id = ${S} AND product_id = ${q.productId})`
        : sql``;
      const rows = await all<Raw>(
        db,
        sql`SELECT g.id AS group_id, g.title, g.issuer, g.year, g.created_at, g.updated_at,
              a.id, a.product_id, p.name AS product_name
            FROM product_award_groups g
            LEFT JOIN product_awards a ON a.store_id = ${S} AND a.group_id = g.id
            LEFT JOIN products p ON p.store_id = ${S} AND p.id = a.product_id
            WHERE g.store_id = ${S} ${only}
            ORDER BY g.id DESC, a.id`,
      );
      const groups = new Map<number, AwardGroupView>();
      for (const r of rows) {
        let g = groups.get(r.group_id);
        if (!g) {
          g = {
            groupId: r.group_id,
            title: r.title,
            issuer: r.issuer,
            year: r.year,
            createdAt: r.created_at,
            updatedAt: r.updated_at,
            items: [],
          };
          groups.set(r.group_id, g);
        }
        if (r.id != null && r.product_id != null)
          g.items.push({ id: r.id, productId: r.product_id, productName: r.product_name ?? "" });
      }
      return [...groups.values()];
    },
    async group(groupId: number): Promise<AwardGroupView | undefined> {
      return (await this.list()).find((g) => g.groupId === groupId);
    },
    /** How many of `ids` are this store's products. */
    async productCount(ids: readonly number[]): Promise<number> {
      const [r] = await all<{ n: number }>(
        db,
        sql`SELECT count(*) AS n FROM products WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${json(ids)}))`,
      );
      return r?.n ?? 0;
    },
    /** The group, its audit row (created: the group's id), then its products, in one batch. */
    async create(v: AwardGroupInput, productIds: readonly number[], audit: Extra): Promise<number> {
      const newest = sql`(SELECT max(id) FROM product_award_groups WHERE store_id = ${S})`;
      await batchOf(db, [
        db.run(sql`INSERT INTO product_award_groups (store_id, title, issuer, year)
          VALUES (${S}, ${v.title}, ${v.issuer}, ${v.year})`),
        ...audit,
        link(newest, productIds),
      ]);
      const [r] = await all<{ id: number }>(
        db,
        sql`SELECT max(id) AS id FROM product_award_groups WHERE store_id = ${S}`,
      );
      return r?.id ?? 0;
    },
    /** Replaces the group's text and its products (kept rows keep their ids). */
    async replace(groupId: number, v: AwardGroupInput, productIds: readonly number[], audit: Extra): Promise<boolean> {
      const [r] = (await batchOf(db, [
        db.run(sql`UPDATE product_award_groups SET title = ${v.title}, issuer = ${v.issuer}, year = ${v.year},
            updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE store_id = ${S} AND id = ${groupId}`),
        ...audit,
        db.run(sql`DELETE FROM product_awards WHERE store_id = ${S} AND group_id = ${groupId}
            AND product_id NOT IN (SELECT value FROM json_each(${json(productIds)}))`),
        link(sql`(SELECT id FROM product_award_groups WHERE store_id = ${S} AND id = ${groupId})`, productIds),
      ])) as D1Result[];
      return (r?.meta.changes ?? 0) > 0;
    },
    async item(id: number) {
      const [r] = await all<{ id: number; group_id: number; product_id: number }>(
        db,
        sql`SELECT id, group_id, product_id FROM product_awards WHERE store_id = ${S} AND id = ${id}`,
      );
      return r;
    },
    /** Removes one product's award; a group left with no product goes too. */
    async remove(id: number, groupId: number, audit: Extra): Promise<boolean> {
      const [r] = (await batchOf(db, [
        db.run(sql`DELETE FROM product_awards WHERE store_id = ${S} AND id = ${id}`),
        ...audit,
        db.run(sql`DELETE FROM product_award_groups WHERE store_id = ${S} AND id = ${groupId}
            AND NOT EXISTS (SELECT 1 FROM product_awards WHERE store_id = ${S} AND group_id = ${groupId})`),
      ])) as D1Result[];
      return (r?.meta.changes ?? 0) > 0;
    },
  };
}
