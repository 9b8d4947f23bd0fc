import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { likePattern, mediaJson, PRODUCT_COLS } from "./productRows";
import type { Page, ProductFilter, ProductOrder } from "./productTypes";
import { all, json } from "./sql";

/** Whether a product sells now, and how many units it can sell (the stock screen, the admin list). */
function stockSql(storeId: number) {
  // A line sells when it has no sub-lines; a COMBO sells while every component line covers its
  // quantity (its own lines carry no stock of their own).
  const leafInStock = sql.raw(
    `EXISTS (SELECT 1 FROM product_stocks s WHERE s.store_id = ${storeId} AND s.product_id = p.id AND s.stock > 0 ` +
      `AND NOT EXISTS (SELECT 1 FROM product_stocks c WHERE c.store_id = ${storeId} AND c.parent_id = s.id))`,
  );
  const comboInStock = sql.raw(
    `(EXISTS (SELECT 1 FROM product_combos pc WHERE pc.store_id = ${storeId} AND pc.product_id = p.id) ` +
      `AND NOT EXISTS (SELECT 1 FROM product_combos pc JOIN product_stocks s ON s.id = pc.stock_id AND s.store_id = ${storeId} ` +
      `WHERE pc.store_id = ${storeId} AND pc.product_id = p.id AND s.stock < pc.quantity))`,
  );
  const inStock = sql`(CASE WHEN p.kind = 'COMBO' THEN ${comboInStock} ELSE ${leafInStock} END)`;
  // Units that can be sold now: the sum of the sellable lines, or for a COMBO the number of sets
  // its scarcest component allows.
  const stockTotal = sql.raw(
    `(CASE WHEN p.kind = 'COMBO' THEN coalesce((SELECT min(max(s.stock, 0) / pc.quantity) FROM product_combos pc ` +
      `JOIN product_stocks s ON s.id = pc.stock_id AND s.store_id = ${storeId} WHERE pc.store_id = ${storeId} AND pc.product_id = p.id), 0) ` +
      `ELSE coalesce((SELECT sum(max(s.stock, 0)) FROM product_stocks s WHERE s.store_id = ${storeId} AND s.product_id = p.id ` +
      `AND NOT EXISTS (SELECT 1 FROM product_stocks c WHERE c.store_id = ${storeId} AND c.parent_id = s.id)), 0) END)`,
  );
  return { inStock, stockTotal };
}

// The price a card sells at: the effective price (functions/shared/pricing.ts, mirrored here only
// to sort by it) when there is one, else the list price.
const effective = sql.raw(
  "(CASE WHEN p.special_price > 0 THEN (CASE WHEN p.subscription_price > 0 AND p.subscription_price < p.special_price " +
    "THEN p.subscription_price ELSE p.special_price END) WHEN p.subscription_price > 0 THEN p.subscription_price ELSE 0 END)",
);
const sellingPrice = sql`(CASE WHEN ${effective} > 0 THEN ${effective} ELSE p.price END)`;

/** The columns of a list row and of an admin list row. */
function columnsSql(storeId: number, S: SQL, stockTotal: SQL) {
  const firstMedia = sql.raw(
    `(SELECT ${mediaJson("m")} FROM product_media pm JOIN media m ON m.id = pm.media_id AND m.store_id = ${storeId} ` +
      `AND m.original_key <> '' WHERE pm.store_id = ${storeId} AND pm.product_id = p.id ` +
      `ORDER BY pm.type = 'PRODUCT_DETAIL', pm.sort, pm.id LIMIT 1)`,
  );
  const LIST_COLS = sql`p.id, p.name, p.kind, p.payment_plan AS paymentPlan, p.price, p.special_price AS specialPrice,
    p.subscription_price AS subscriptionPrice, p.is_adult AS isAdult, p.max_quantity_per_order AS maxQuantityPerOrder,
    p.min_quantity_per_order AS minQuantityPerOrder, ${firstMedia} AS media`;
  const ADMIN_COLS = sql`${LIST_COLS}, p.is_display AS isDisplay, p.is_saleable AS isSaleable, p.sort,
    p.created_at AS createdAt, p.updated_at AS updatedAt, ${stockTotal} AS stock,
    (SELECT json_group_array(category_id) FROM (SELECT l.category_id FROM product_category_links l
      WHERE l.store_id = ${S} AND l.product_id = p.id ORDER BY l.category_id)) AS categoryIds,
    (SELECT json_group_array(tag_id) FROM (SELECT l.tag_id FROM product_tag_links l
      WHERE l.store_id = ${S} AND l.product_id = p.id ORDER BY l.tag_id)) AS tagIds`;
  return { firstMedia, LIST_COLS, ADMIN_COLS };
}

/** `WITH` prefix for a category filter: the category and all below it (any depth, cycle-safe). */
function categoryCteOf(S: SQL, f: ProductFilter) {
  return f.categoryId === undefined
    ? sql``
    : sql`WITH RECURSIVE cat(id) AS (SELECT id FROM product_categories WHERE store_id = ${S} AND id = ${f.categoryId}
        UNION SELECT c.id FROM product_categories c JOIN cat ON c.parent_id = cat.id WHERE c.store_id = ${S}) `;
}

/** The WHERE of the products matching a filter (a category filter reads `cat`, see categoryCteOf). */
function productWhere(S: SQL, inStock: SQL, f: ProductFilter): SQL {
  const w: SQL[] = [sql`p.store_id = ${S}`];
  if (f.display !== undefined) w.push(sql.raw(`p.is_display = ${f.display ? 1 : 0}`));
  if (f.saleable !== undefined) w.push(sql.raw(`p.is_saleable = ${f.saleable ? 1 : 0}`));
  if (f.hasStock !== undefined) w.push(f.hasStock ? inStock : sql`NOT ${inStock}`);
  if (f.hasSpecialPrice !== undefined)
    w.push(sql.raw(f.hasSpecialPrice ? "p.special_price > 0" : "p.special_price = 0"));
  if (f.kind !== undefined) w.push(sql`p.kind = ${f.kind}`);
  if (f.paymentPlan !== undefined) w.push(sql`p.payment_plan = ${f.paymentPlan}`);
  if (f.excludeId !== undefined) w.push(sql`p.id <> ${f.excludeId}`);
  if (f.productId !== undefined) w.push(sql`p.id = ${f.productId}`);
  if (f.categoryId !== undefined) {
    w.push(sql`EXISTS (SELECT 1 FROM product_category_links l WHERE l.store_id = ${S} AND l.product_id = p.id
      AND l.category_id IN (SELECT id FROM cat))`);
  }
  if (f.topicId !== undefined) {
    w.push(sql`EXISTS (SELECT 1 FROM product_topic_pivots tp WHERE tp.store_id = ${S} AND tp.topic_id = ${f.topicId}
      AND tp.product_id = p.id)`);
    if (f.topicVisibleAt !== undefined) {
      w.push(sql`EXISTS (SELECT 1 FROM product_topics t WHERE t.store_id = ${S} AND t.id = ${f.topicId} AND t.is_display = 1
        AND (t.start_at IS NULL OR t.start_at <= ${f.topicVisibleAt}) AND (t.end_at IS NULL OR t.end_at >= ${f.topicVisibleAt}))`);
    }
  }
  if (f.tagIds?.length) {
    const tags = [...new Set(f.tagIds)];
    const visible = f.shopperTagsOnly ? sql.raw("AND t.is_only_for_admin = 0 AND t.is_display = 1") : sql``;
    w.push(sql`(SELECT count(DISTINCT tl.tag_id) FROM product_tag_links tl
      JOIN product_tags t ON t.id = tl.tag_id AND t.store_id = ${S} ${visible}
      WHERE tl.store_id = ${S} AND tl.product_id = p.id AND tl.tag_id IN (SELECT value FROM json_each(${json(tags)}))) = ${tags.length}`);
  }
  if (f.keyword) {
    const kw = likePattern(f.keyword);
    const inStocks = f.keywordInStocks
      ? sql` OR EXISTS (SELECT 1 FROM product_stocks s WHERE s.store_id = ${S} AND s.product_id = p.id
          AND (s.sku LIKE ${kw} ESCAPE '\\' OR s.spec LIKE ${kw} ESCAPE '\\'))`
      : sql``;
    w.push(sql`(p.name LIKE ${kw} ESCAPE '\\' OR p.summary LIKE ${kw} ESCAPE '\\'${inStocks})`);
  }
  if (f.underStock !== undefined) {
    w.push(sql`p.kind <> 'COMBO' AND EXISTS (SELECT 1 FROM product_stocks s WHERE s.store_id = ${S} AND s.product_id = p.id
      AND s.stock <= ${f.underStock} AND NOT EXISTS (SELECT 1 FROM product_stocks c WHERE c.store_id = ${S} AND c.parent_id = s.id))`);
  }
  if (f.forBranch) {
    w.push(sql`p.is_for_branch = 1 AND p.id NOT IN (SELECT value FROM json_each(${json(f.forBranch.hiddenIds)}))`);
  }
  return sql.join(w, sql` AND `);
}

function productOrderBy(S: SQL, o: ProductOrder, f: ProductFilter): SQL {
  const dir = sql.raw(o.dir === "asc" ? "ASC" : "DESC");
  switch (o.by) {
    case "topic":
      // A topic's own order (admin-curated), then the store's.
      if (f.topicId === undefined) return sql`p.sort DESC, p.id DESC`;
      return sql`(SELECT tp.sort FROM product_topic_pivots tp WHERE tp.store_id = ${S} AND tp.topic_id = ${f.topicId}
        AND tp.product_id = p.id) ASC, p.sort DESC, p.id DESC`;
    case "price":
      return sql`${sellingPrice} ${dir}, p.id ${dir}`;
    case "name":
      return sql`p.name ${dir}, p.id ${dir}`;
    case "createdAt":
      return sql`p.created_at ${dir}, p.id ${dir}`;
    case "updatedAt":
      return sql`p.updated_at ${dir}, p.id ${dir}`;
    case "id":
      return sql`p.id ${dir}`;
    default:
      return sql`p.sort ${dir}, p.id ${dir}`;
  }
}

/** The product's own reads of the graph, one statement each (toGraph reads them in this order). */
function graphSqlOf(S: SQL, firstMedia: SQL) {
  return (id: number): SQL[] => [
    sql`SELECT ${PRODUCT_COLS}, ${firstMedia} AS media FROM products p WHERE p.store_id = ${S} AND p.id = ${id}`,
    sql`SELECT pm.type, pm.sort, ${sql.raw(mediaJson("m"))} AS media FROM product_media pm
      JOIN media m ON m.id = pm.media_id AND m.store_id = ${S} AND m.original_key <> ''
      WHERE pm.store_id = ${S} AND pm.product_id = ${id} ORDER BY pm.sort, pm.id`,
    sql`SELECT id, product_id AS productId, parent_id AS parentId, spec, sku, stock, sort FROM product_stocks
      WHERE store_id = ${S} AND product_id = ${id} ORDER BY sort, id`,
    sql`SELECT pc.stock_id AS stockId, pc.quantity, s.product_id AS productId, pr.name AS productName, s.spec,
        ps.spec AS parentSpec, s.stock FROM product_combos pc
      JOIN product_stocks s ON s.id = pc.stock_id AND s.store_id = ${S}
      JOIN products pr ON pr.id = s.product_id AND pr.store_id = ${S}
      LEFT JOIN product_stocks ps ON ps.id = s.parent_id AND ps.store_id = ${S}
      WHERE pc.store_id = ${S} AND pc.product_id = ${id} ORDER BY pc.id`,
    sql`SELECT c.id, c.name, c.parent_id AS parentId, c.is_display AS isDisplay FROM product_category_links l
      JOIN product_categories c ON c.id = l.category_id AND c.store_id = ${S}
      WHERE l.store_id = ${S} AND l.product_id = ${id} ORDER BY c.level, c.sort DESC, c.id`,
    sql`SELECT t.id, t.name, t.is_only_for_admin AS isOnlyForAdmin, t.is_display AS isDisplay FROM product_tag_links l
      JOIN product_tags t ON t.id = l.tag_id AND t.store_id = ${S}
      WHERE l.store_id = ${S} AND l.product_id = ${id} ORDER BY t.sort DESC, t.id`,
    sql`SELECT i.id, i.name, i.content, i.is_display AS isDisplay FROM products p
      JOIN product_information i ON i.id = p.information_id AND i.store_id = ${S}
      WHERE p.store_id = ${S} AND p.id = ${id}`,
    sql`SELECT topic_id AS id FROM product_topic_pivots WHERE store_id = ${S} AND product_id = ${id} ORDER BY topic_id`,
  ];
}

/** The SQL fragments of the product reads for one store (see the note atop products.ts). */
export function productSql(db: Db, storeId: number) {
  const S = sql.raw(String(storeId));
  const { inStock, stockTotal } = stockSql(storeId);
  const { firstMedia, LIST_COLS, ADMIN_COLS } = columnsSql(storeId, S, stockTotal);
  const categoryCte = (f: ProductFilter) => categoryCteOf(S, f);
  const where = (f: ProductFilter): SQL => productWhere(S, inStock, f);
  const orderBy = (o: ProductOrder, f: ProductFilter): SQL => productOrderBy(S, o, f);

  // Rows are products (never joined to a many-side), so ids come back unique; the window count is
  // the total before LIMIT, so a page and its total are one statement.
  const listSql = (cols: SQL, f: ProductFilter, o: ProductOrder, page: Page) =>
    sql`${categoryCte(f)}SELECT ${cols}, count(*) OVER () AS total FROM products p WHERE ${where(f)}
      ORDER BY ${orderBy(o, f)} LIMIT ${page.limit} OFFSET ${page.offset}`;

  const countSql = (f: ProductFilter) =>
    sql`${categoryCte(f)}SELECT count(*) AS total FROM products p WHERE ${where(f)}`;

  /** A page past the end has no row to carry the window total: only then is it counted apart. */
  async function withTotal<T>(
    rows: Record<string, unknown>[],
    f: ProductFilter,
    page: Page,
    map: (r: Record<string, unknown>) => T,
  ) {
    let total = Number(rows[0]?.total ?? 0);
    if (!rows.length && page.offset > 0) {
      total = Number((await all<{ total: number }>(db, countSql(f)))[0]?.total ?? 0);
    }
    return { items: rows.map(map), total };
  }
  const graphSql = graphSqlOf(S, firstMedia);
  return { S, LIST_COLS, ADMIN_COLS, stockTotal, categoryCte, where, orderBy, listSql, withTotal, graphSql };
}
