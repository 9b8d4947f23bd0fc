import { type SQL, sql } from "drizzle-orm";
import type { Extra } from "../batch";
import type { Db } from "../client";
import {
  bool,
  NOW,
  PRODUCT_COLS,
  parseJson,
  toAdminListRow,
  toGraph,
  toLine,
  toListRow,
  toProductRow,
} from "./productRows";
import { productSql } from "./productSql";
import type { Page, ProductFilter, ProductGraph, ProductListRow, ProductOrder, WritePlan } from "./productTypes";
import { writeStatements } from "./productWrite";
import { all, batch, json, sqlOf } from "./sql";

// Tenant-scoped product queries. Built per call for one store: every statement names
// `store_id = <storeId>` on every table it touches, so another store's rows can be neither read
// nor written. The store id is an integer from our own stores table and is inlined as a literal,
// which keeps statements under D1's 100-bound-parameter cap; lists of ids or rows travel as one
// JSON parameter read with json_each.

export { bool, mediaJson, parseJson } from "./productRows";
export * from "./productTypes";

type ProductSql = ReturnType<typeof productSql>;

/** The storefront's and the back office's product lists and single-product reads. */
function productReadsOf(
  db: Db,
  { S, LIST_COLS, ADMIN_COLS, stockTotal, categoryCte, where, listSql, withTotal, graphSql }: ProductSql,
) {
  return {
    async list(f: ProductFilter, o: ProductOrder, page: Page) {
      return withTotal(await all<Record<string, unknown>>(db, listSql(LIST_COLS, f, o, page)), f, page, toListRow);
    },

    /** Several lists in one round trip (the home page's product blocks). */
    async listMany(qs: { f: ProductFilter; o: ProductOrder; page: Page }[]): Promise<ProductListRow[][]> {
      const res = await batch(
        db,
        qs.map((q) => listSql(LIST_COLS, q.f, q.o, q.page)),
      );
      return res.map((rows) => rows.map(toListRow));
    },

    async listIds(f: ProductFilter, o: ProductOrder, page: Page) {
      return withTotal(await all<Record<string, unknown>>(db, listSql(sql`p.id`, f, o, page)), f, page, (r) =>
        Number(r.id),
      );
    },

    async listAdmin(f: ProductFilter, o: ProductOrder, page: Page) {
      return withTotal(
        await all<Record<string, unknown>>(db, listSql(ADMIN_COLS, f, o, page)),
        f,
        page,
        toAdminListRow,
      );
    },

    /** Products ranked by sharing a category with `id`, then the usual order; plus whether `id` may be shown. */
    async related(id: number, f: ProductFilter, limit: number) {
      const shares = sql`EXISTS (SELECT 1 FROM product_category_links a JOIN product_category_links b
        ON b.category_id = a.category_id AND b.store_id = ${S} AND b.product_id = ${id}
        WHERE a.store_id = ${S} AND a.product_id = p.id)`;
      const [self, rows] = await batch(db, [
        sql`SELECT p.id FROM products p WHERE ${where({ display: f.display })} AND p.id = ${id}`,
        sql`SELECT ${LIST_COLS} FROM products p WHERE ${where({ ...f, excludeId: id })}
          ORDER BY ${shares} DESC, p.sort DESC, p.id DESC LIMIT ${limit}`,
      ]);
      return { found: Boolean(self?.length), items: (rows ?? []).map(toListRow) };
    },

    /** The product with its images, lines, combos, links and information, in one round trip. */
    async graph(id: number): Promise<ProductGraph | null> {
      return toGraph(await batch(db, graphSql(id)));
    },

    /** `forBranch`: a branch host's sitemap, only what it sells (authorised, not unlisted). */
    async sitemap(limit: number, forBranch?: { hiddenIds: number[] }) {
      const branch = forBranch
        ? sql` AND is_for_branch = 1 AND id NOT IN (SELECT value FROM json_each(${json(forBranch.hiddenIds)}))`
        : sql``;
      return all<{ id: number; name: string; updatedAt: string }>(
        db,
        sql`SELECT id, name, updated_at AS updatedAt FROM products WHERE store_id = ${S} AND is_display = 1${branch}
          ORDER BY id LIMIT ${limit}`,
      );
    },

    /** How many products a filter matches (the export's total). */
    async countAdmin(f: ProductFilter): Promise<number> {
      const [r] = await all<{ n: number }>(
        db,
        sql`${categoryCte(f)}SELECT count(*) AS n FROM products p WHERE ${where(f)}`,
      );
      return Number(r?.n ?? 0);
    },

    /** A keyset page of products (id above `afterId`) with their lines and links, for the export. */
    async exportRows(f: ProductFilter, limit: number, afterId = 0) {
      const rows = await all<Record<string, unknown>>(
        db,
        sql`${categoryCte(f)}SELECT ${PRODUCT_COLS},
          (SELECT json_group_array(json_object('id', id, 'productId', product_id, 'parentId', parent_id, 'spec', spec,
             'sku', sku, 'stock', stock, 'sort', sort)) FROM (SELECT * FROM product_stocks s
             WHERE s.store_id = ${S} AND s.product_id = p.id ORDER BY s.sort, s.id)) AS lines,
          (SELECT json_group_array(category_id) FROM (SELECT l.category_id FROM product_category_links l
             WHERE l.store_id = ${S} AND l.product_id = p.id ORDER BY l.category_id)) AS categoryIds,
          (SELECT json_group_array(tag_id) FROM (SELECT l.tag_id FROM product_tag_links l
             WHERE l.store_id = ${S} AND l.product_id = p.id ORDER BY l.tag_id)) AS tagIds
          FROM products p WHERE ${where(f)} AND p.id > ${afterId} ORDER BY p.id LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        product: toProductRow(r),
        lines: parseJson<Record<string, unknown>[]>(r.lines, []).map(toLine),
        categoryIds: parseJson<number[]>(r.categoryIds, []),
        tagIds: parseJson<number[]>(r.tagIds, []),
      }));
    },

    /** Products page for the stock screen, each with its lines. */
    async listWithLines(f: ProductFilter, o: ProductOrder, page: Page) {
      const cols = sql`${LIST_COLS}, p.is_display AS isDisplay, ${stockTotal} AS stock,
        (SELECT json_group_array(json_object('id', id, 'productId', product_id, 'parentId', parent_id, 'spec', spec,
           'sku', sku, 'stock', stock, 'sort', sort)) FROM (SELECT * FROM product_stocks s
           WHERE s.store_id = ${S} AND s.product_id = p.id ORDER BY s.sort, s.id)) AS lines`;
      const rows = await all<Record<string, unknown>>(db, listSql(cols, f, o, page));
      return withTotal(rows, f, page, (r) => ({
        ...toListRow(r),
        isDisplay: bool(r.isDisplay),
        stock: Number(r.stock ?? 0),
        lines: parseJson<Record<string, unknown>[]>(r.lines, []).map(toLine),
      }));
    },
  };
}

/**
 * What a write must check before it runs, in one round trip: which referenced ids are this
 * store's, the current rows and lines of the products it touches, who holds the SKUs it sets,
 * and which other products' combos use the lines it may delete.
 */
function writeContextOf(db: Db, S: SQL) {
  return {
    async writeContext(req: {
      productIds?: number[];
      categoryIds?: number[];
      tagIds?: number[];
      topicIds?: number[];
      informationIds?: number[];
      mediaIds?: number[];
      stockIds?: number[];
      skus?: string[];
    }) {
      const ids = (v?: readonly (number | string)[]) => json([...new Set(v ?? [])]);
      const res = await batch(db, [
        sql`SELECT ${PRODUCT_COLS} FROM products p WHERE p.store_id = ${S} AND p.id IN (SELECT value FROM json_each(${ids(req.productIds)}))`,
        sql`SELECT id, product_id AS productId, parent_id AS parentId, spec, sku, stock, sort FROM product_stocks
          WHERE store_id = ${S} AND product_id IN (SELECT value FROM json_each(${ids(req.productIds)})) ORDER BY sort, id`,
        sql`SELECT id FROM product_categories WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${ids(req.categoryIds)}))`,
        sql`SELECT id FROM product_tags WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${ids(req.tagIds)}))`,
        sql`SELECT id FROM product_topics WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${ids(req.topicIds)}))`,
        sql`SELECT id FROM product_information WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${ids(req.informationIds)}))`,
        sql`SELECT id FROM media WHERE store_id = ${S} AND original_key <> '' AND id IN (SELECT value FROM json_each(${ids(req.mediaIds)}))`,
        sql`SELECT s.id, s.product_id AS productId, s.parent_id AS parentId, s.spec, s.sku, s.stock, s.sort, p.kind,
            EXISTS (SELECT 1 FROM product_stocks c WHERE c.store_id = ${S} AND c.parent_id = s.id) AS hasChildren
          FROM product_stocks s JOIN products p ON p.id = s.product_id AND p.store_id = ${S}
          WHERE s.store_id = ${S} AND s.id IN (SELECT value FROM json_each(${ids(req.stockIds)}))`,
        sql`SELECT s.id, s.product_id AS productId, s.parent_id AS parentId, s.spec, s.sku, s.stock, s.sort, p.kind,
            EXISTS (SELECT 1 FROM product_stocks c WHERE c.store_id = ${S} AND c.parent_id = s.id) AS hasChildren
          FROM product_stocks s JOIN products p ON p.id = s.product_id AND p.store_id = ${S}
          WHERE s.store_id = ${S} AND s.sku IN (SELECT value FROM json_each(${ids(req.skus)}))`,
        sql`SELECT pc.product_id AS productId, pc.stock_id AS stockId, s.product_id AS componentProductId
          FROM product_combos pc JOIN product_stocks s ON s.id = pc.stock_id AND s.store_id = ${S}
          WHERE pc.store_id = ${S} AND s.product_id IN (SELECT value FROM json_each(${ids(req.productIds)}))`,
      ]);
      const idSet = (rows?: Record<string, unknown>[]) => new Set((rows ?? []).map((r) => Number(r.id)));
      return {
        products: new Map((res[0] ?? []).map((r) => [Number(r.id), toProductRow(r)])),
        lines: (res[1] ?? []).map(toLine),
        categoryIds: idSet(res[2]),
        tagIds: idSet(res[3]),
        topicIds: idSet(res[4]),
        informationIds: idSet(res[5]),
        mediaIds: idSet(res[6]),
        stockLines: new Map(
          (res[7] ?? []).map((r) => [
            Number(r.id),
            { ...toLine(r), kind: String(r.kind), hasChildren: bool(r.hasChildren) },
          ]),
        ),
        skuHolders: (res[8] ?? []).map((r) => ({
          ...toLine(r),
          sku: String(r.sku),
          kind: String(r.kind),
          hasChildren: bool(r.hasChildren),
        })),
        /** Combo rows (of any product) whose component line belongs to one of `productIds`. */
        comboUses: (res[9] ?? []).map((r) => ({
          productId: Number(r.productId),
          stockId: Number(r.stockId),
          componentProductId: Number(r.componentProductId),
        })),
      };
    },
  };
}

/** The product writes, each one batch, and the read-backs a write can append to it. */
function productWritesOf(db: Db, storeId: number, S: SQL) {
  return {
    /**
     * Runs a write plan in one batch (one transaction); `after` statements read back in the same trip.
     * `extra` (the admin audit row) follows the plan's first products statement (insert, update or
     * touch, which come first), else the last statement.
     */
    async write(
      plan: WritePlan,
      after: SQL[] = [],
      extra: Extra = [],
    ): Promise<{ newIds: number[]; after: Record<string, unknown>[][] }> {
      const qs = writeStatements(storeId, plan);
      const at = plan.insert?.length || plan.update?.length || plan.touch?.length ? 1 : qs.statements.length;
      const own = [...qs.statements.slice(0, at), ...sqlOf(extra), ...qs.statements.slice(at)];
      const res = await batch(db, [...own, ...after]);
      const inserted = qs.insertAt >= 0 ? (res[qs.insertAt] ?? []) : [];
      return {
        newIds: inserted.map((r) => Number(r.id)).sort((a, b) => a - b),
        after: res.slice(own.length),
      };
    },

    /** Deletes products and everything that hangs off them, in one transaction. */
    async remove(ids: number[], extra: Extra = []): Promise<number[]> {
      const list = json([...new Set(ids)]);
      const inIds = sql`IN (SELECT value FROM json_each(${list}))`;
      const res = await batch(db, [
        sql`DELETE FROM product_combos WHERE store_id = ${S} AND product_id ${inIds}`,
        sql`DELETE FROM product_topic_pivots WHERE store_id = ${S} AND product_id ${inIds}`,
        sql`DELETE FROM product_tag_links WHERE store_id = ${S} AND product_id ${inIds}`,
        sql`DELETE FROM product_category_links WHERE store_id = ${S} AND product_id ${inIds}`,
        sql`DELETE FROM product_media WHERE store_id = ${S} AND product_id ${inIds}`,
        sql`DELETE FROM product_stocks WHERE store_id = ${S} AND product_id ${inIds}`,
        sql`DELETE FROM products WHERE store_id = ${S} AND id ${inIds} RETURNING id`,
        ...sqlOf(extra),
      ]);
      return (res[6] ?? []).map((r) => Number(r.id));
    },

    /** Replaces a topic's products, in the given order. */
    async setTopicProducts(topicId: number, productIds: number[], extra: Extra = []) {
      await batch(db, [
        sql`DELETE FROM product_topic_pivots WHERE store_id = ${S} AND topic_id = ${topicId}`,
        sql`INSERT INTO product_topic_pivots (store_id, topic_id, product_id, sort)
          SELECT ${S}, t.id, p.id, j.key FROM json_each(${json(productIds)}) j
          JOIN products p ON p.id = j.value AND p.store_id = ${S}
          JOIN product_topics t ON t.id = ${topicId} AND t.store_id = ${S}`,
        sql`UPDATE products SET updated_at = ${sql.raw(NOW)} WHERE store_id = ${S}
          AND id IN (SELECT value FROM json_each(${json(productIds)}))`,
        ...sqlOf(extra),
      ]);
    },

    /** Read-back statements a write can append to its batch. */
    readLines: (ids: number[]) =>
      sql`SELECT id, product_id AS productId, parent_id AS parentId, spec, sku, stock, sort FROM product_stocks
        WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${json(ids)})) ORDER BY id`,
    readPrices: (ids: number[]) =>
      sql`SELECT id, price, special_price AS specialPrice, subscription_price AS subscriptionPrice, sort FROM products
        WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${json(ids)})) ORDER BY id`,
  };
}

export function productsOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const q = productSql(db, storeId);
  return { ...productReadsOf(db, q), ...writeContextOf(db, q.S), ...productWritesOf(db, storeId, q.S) };
}

export type ProductsDb = ReturnType<typeof productsOf>;
export const lineFromRow = toLine;
