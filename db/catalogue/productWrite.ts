import { type SQL, sql } from "drizzle-orm";
import { COLUMNS, NOW } from "./productRows";
import type { LinkSet, ProductRef, WritePlan } from "./productTypes";
import { json } from "./sql";

/** What every statement of one plan shares: how it names the store and the products it touches. */
type PlanScope = {
  S: SQL;
  storeId: number;
  plan: WritePlan;
  /** A product reference as JSON: an existing id, or the index of a product the plan inserts. */
  ref: (r: ProductRef) => { pid: number } | { pk: number };
  /** The product id a json_each row (under `alias`) refers to, new or existing. */
  pref: (alias: string) => SQL;
  /** The ids of the existing products among the sets, as one JSON parameter. */
  existing: (sets?: { product: ProductRef }[]) => string;
};

/** Products inserted → updated → touched; `insertAt` is the insert's index (-1: none). */
function productStatements({ S, plan }: PlanScope, nNew: number): { out: SQL[]; insertAt: number } {
  const out: SQL[] = [];
  let insertAt = -1;
  if (nNew) {
    const cols = COLUMNS.map(([, c]) => c).join(", ");
    const vals = COLUMNS.map(([k]) => `json_extract(j.value, '$.${k}')`).join(", ");
    insertAt = out.length;
    out.push(
      sql`INSERT INTO products (store_id, ${sql.raw(cols)}) SELECT ${S}, ${sql.raw(vals)}
        FROM json_each(${json(plan.insert)}) j ORDER BY j.key RETURNING id`,
    );
  }
  if (plan.update?.length) {
    const sets = COLUMNS.map(
      ([k, c]) =>
        `${c} = CASE WHEN json_type(j.value, '$.${k}') IS NULL THEN products.${c} ELSE json_extract(j.value, '$.${k}') END`,
    ).join(", ");
    out.push(
      sql`UPDATE products SET ${sql.raw(sets)}, updated_at = ${sql.raw(NOW)} FROM json_each(${json(plan.update)}) j
        WHERE products.store_id = ${S} AND products.id = json_extract(j.value, '$.id')`,
    );
  }
  if (plan.touch?.length) {
    out.push(
      sql`UPDATE products SET updated_at = ${sql.raw(NOW)} WHERE store_id = ${S}
        AND id IN (SELECT value FROM json_each(${json(plan.touch)}))`,
    );
  }
  return { out, insertAt };
}

/** Lines deleted → updated (logged first, from the old value) → new top lines → new sub-lines → logs of new lines. */
function lineStatements({ S, storeId, plan, ref, pref }: PlanScope): SQL[] {
  const out: SQL[] = [];
  const reason = plan.reason;
  const userId = plan.userId;
  if (plan.deleteLines?.length) {
    out.push(
      sql`DELETE FROM product_stocks WHERE store_id = ${S} AND id IN (SELECT value FROM json_each(${json(plan.deleteLines)}))`,
    );
  }
  if (plan.lineUpdates?.length) {
    const u = json(plan.lineUpdates);
    // The new stock from an absolute value or a change, never below 0; `cur` is the current column.
    const next = (cur: string) =>
      sql.raw(
        "max(0, CASE WHEN json_type(j.value, '$.stock') IS NOT NULL THEN json_extract(j.value, '$.stock') " +
          `WHEN json_type(j.value, '$.delta') IS NOT NULL THEN ${cur} + json_extract(j.value, '$.delta') ELSE ${cur} END)`,
      );
    out.push(
      sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
        SELECT store_id, product_id, id, after - stock, after, ${reason}, ${userId} FROM (
          SELECT s.store_id, s.product_id, s.id, s.stock, ${next("s.stock")} AS after FROM json_each(${u}) j
          JOIN product_stocks s ON s.id = json_extract(j.value, '$.id') AND s.store_id = ${S}
        ) WHERE after <> stock`,
    );
    const keep = (k: string, c: string) =>
      `${c} = CASE WHEN json_type(j.value, '$.${k}') IS NULL THEN product_stocks.${c} ELSE json_extract(j.value, '$.${k}') END`;
    out.push(
      sql`UPDATE product_stocks SET ${sql.raw([keep("spec", "spec"), keep("sku", "sku"), keep("sort", "sort")].join(", "))},
          stock = ${next("product_stocks.stock")}
        FROM json_each(${u}) j WHERE product_stocks.store_id = ${S} AND product_stocks.id = json_extract(j.value, '$.id')`,
    );
  }
  const nTop = plan.newTopLines?.length ?? 0;
  const nChild = plan.newChildLines?.length ?? 0;
  const lineCols = (a: string) =>
    sql.raw(
      `json_extract(${a}.value, '$.spec'), json_extract(${a}.value, '$.sku'), max(0, json_extract(${a}.value, '$.stock')), ` +
        `json_extract(${a}.value, '$.sort')`,
    );
  if (nTop) {
    const items = plan.newTopLines?.map((l) => ({
      ...ref(l.product),
      spec: l.spec,
      sku: l.sku,
      stock: l.stock,
      sort: l.sort,
    }));
    out.push(
      sql`INSERT INTO product_stocks (store_id, product_id, parent_id, spec, sku, stock, sort)
        SELECT ${S}, ${pref("j")}, NULL, ${lineCols("j")} FROM json_each(${json(items)}) j ORDER BY j.key`,
    );
  }
  if (nChild) {
    const items = plan.newChildLines?.map((l) => ({
      ...ref(l.product),
      ...("id" in l.parent ? { parentId: l.parent.id } : { pt: l.parent.newTopIndex }),
      spec: l.spec,
      sku: l.sku,
      stock: l.stock,
      sort: l.sort,
    }));
    const parent = sql.raw(
      `(CASE WHEN json_type(j.value, '$.parentId') IS NOT NULL THEN json_extract(j.value, '$.parentId') ` +
        `ELSE (SELECT max(id) FROM product_stocks WHERE store_id = ${storeId} AND parent_id IS NULL) - ${nTop} + 1 + json_extract(j.value, '$.pt') END)`,
    );
    out.push(
      sql`INSERT INTO product_stocks (store_id, product_id, parent_id, spec, sku, stock, sort)
        SELECT ${S}, ${pref("j")}, ${parent}, ${lineCols("j")} FROM json_each(${json(items)}) j ORDER BY j.key`,
    );
  }
  if (nTop + nChild) {
    out.push(
      sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
        SELECT store_id, product_id, id, stock, stock, ${reason}, ${userId} FROM product_stocks
        WHERE store_id = ${S} AND stock <> 0
          AND id > (SELECT max(id) FROM product_stocks WHERE store_id = ${S}) - ${nTop + nChild}`,
    );
  }
  return out;
}

function comboStatements({ S, plan, ref, pref, existing }: PlanScope): SQL[] {
  const out: SQL[] = [];
  if (plan.combos?.length) {
    const items = plan.combos.flatMap((c) => c.items.map((i) => ({ ...ref(c.product), s: i.stockId, q: i.quantity })));
    out.push(
      sql`DELETE FROM product_combos WHERE store_id = ${S} AND product_id IN (SELECT value FROM json_each(${existing(plan.combos)}))`,
    );
    if (items.length) {
      out.push(
        sql`INSERT INTO product_combos (store_id, product_id, stock_id, quantity)
          SELECT ${S}, ${pref("j")}, s.id, json_extract(j.value, '$.q') FROM json_each(${json(items)}) j
          JOIN product_stocks s ON s.id = json_extract(j.value, '$.s') AND s.store_id = ${S}`,
      );
    }
  }
  return out;
}

/** The category, tag and topic links. */
function linkStatements({ S, plan, ref, pref, existing }: PlanScope): SQL[] {
  const out: SQL[] = [];
  // Inserts join the linked table on this store too: an id the service missed is dropped, not linked.
  const links = (sets: LinkSet[] | undefined, table: string, col: string, target: string) => {
    if (!sets?.length) return;
    const items = sets.flatMap((s) => s.ids.map((id) => ({ ...ref(s.product), v: id })));
    out.push(
      sql`DELETE FROM ${sql.raw(table)} WHERE store_id = ${S} AND product_id IN (SELECT value FROM json_each(${existing(sets)}))`,
    );
    if (items.length) {
      out.push(
        sql`INSERT OR IGNORE INTO ${sql.raw(table)} (store_id, product_id, ${sql.raw(col)})
          SELECT ${S}, ${pref("j")}, t.id FROM json_each(${json(items)}) j
          JOIN ${sql.raw(target)} t ON t.id = json_extract(j.value, '$.v') AND t.store_id = ${S}`,
      );
    }
  };
  links(plan.categories, "product_category_links", "category_id", "product_categories");
  links(plan.tags, "product_tag_links", "tag_id", "product_tags");
  if (plan.topics?.length) {
    // A product keeps its place in the topics it stays in; new topics get it at their end.
    const items = plan.topics.flatMap((s) => s.ids.map((id) => ({ ...ref(s.product), t: id })));
    out.push(
      sql`DELETE FROM product_topic_pivots WHERE store_id = ${S}
        AND product_id IN (SELECT value FROM json_each(${existing(plan.topics)}))
        AND NOT EXISTS (SELECT 1 FROM json_each(${json(items)}) j WHERE json_extract(j.value, '$.pid') = product_topic_pivots.product_id
          AND json_extract(j.value, '$.t') = product_topic_pivots.topic_id)`,
    );
    if (items.length) {
      out.push(
        sql`INSERT OR IGNORE INTO product_topic_pivots (store_id, topic_id, product_id, sort)
          SELECT ${S}, t.id, ${pref("j")}, coalesce((SELECT max(x.sort) FROM product_topic_pivots x
            WHERE x.store_id = ${S} AND x.topic_id = t.id), -1) + 1
          FROM json_each(${json(items)}) j JOIN product_topics t ON t.id = json_extract(j.value, '$.t') AND t.store_id = ${S}`,
      );
    }
  }
  return out;
}

function mediaStatements({ S, plan, ref, pref, existing }: PlanScope): SQL[] {
  const out: SQL[] = [];
  if (plan.media?.length) {
    // Images keep the kind they were uploaded as (a media row of another kind shows as PRODUCT);
    // the list order is the new sort.
    const items = plan.media.flatMap((s) => s.ids.map((id, i) => ({ ...ref(s.product), m: id, sort: i })));
    const its = json(items);
    out.push(
      sql`DELETE FROM product_media WHERE store_id = ${S} AND product_id IN (SELECT value FROM json_each(${existing(plan.media)}))
        AND NOT EXISTS (SELECT 1 FROM json_each(${its}) j WHERE json_extract(j.value, '$.pid') = product_media.product_id
          AND json_extract(j.value, '$.m') = product_media.media_id)`,
    );
    if (items.length) {
      out.push(
        sql`UPDATE product_media SET sort = json_extract(j.value, '$.sort') FROM json_each(${its}) j
          WHERE product_media.store_id = ${S} AND product_media.product_id = json_extract(j.value, '$.pid')
            AND product_media.media_id = json_extract(j.value, '$.m')`,
      );
      out.push(
        sql`INSERT INTO product_media (store_id, product_id, media_id, type, sort)
          SELECT ${S}, ${pref("j")}, m.id,
            CASE WHEN m.type IN ('PRODUCT', 'PRODUCT_SQUARE', 'PRODUCT_DETAIL') THEN m.type ELSE 'PRODUCT' END,
            json_extract(j.value, '$.sort')
          FROM json_each(${its}) j JOIN media m ON m.id = json_extract(j.value, '$.m') AND m.store_id = ${S}
          WHERE NOT EXISTS (SELECT 1 FROM product_media x WHERE x.store_id = ${S} AND x.product_id = ${pref("j")}
            AND x.media_id = m.id)`,
      );
    }
  }
  return out;
}

/**
 * The statements of a write plan, always in this order (later ones rely on it):
 * products inserted → updated → touched; lines deleted → updated (logged first, from the old
 * value) → new top lines → new sub-lines → logs of new lines; then combos and links.
 *
 * New rows are addressed without knowing their ids: rows inserted by one INSERT … SELECT get
 * consecutive AUTOINCREMENT ids and nothing else inserts into that table inside the transaction,
 * so the k-th new product is `max(id) - n + 1 + k` right after its insert, and likewise for lines.
 */
export function writeStatements(storeId: number, plan: WritePlan): { statements: SQL[]; insertAt: number } {
  const S = sql.raw(String(storeId));
  const nNew = plan.insert?.length ?? 0;
  const ref = (r: ProductRef) => ("id" in r ? { pid: r.id } : { pk: r.newIndex });
  const pref = (alias: string) =>
    sql.raw(
      `(CASE WHEN json_type(${alias}.value, '$.pid') IS NOT NULL THEN json_extract(${alias}.value, '$.pid') ` +
        `ELSE (SELECT max(id) FROM products WHERE store_id = ${storeId}) - ${nNew} + 1 + json_extract(${alias}.value, '$.pk') END)`,
    );
  const existing = (sets?: { product: ProductRef }[]) =>
    json((sets ?? []).flatMap((s) => ("id" in s.product ? [s.product.id] : [])));
  const scope: PlanScope = { S, storeId, plan, ref, pref, existing };
  const { out, insertAt } = productStatements(scope, nNew);
  out.push(...lineStatements(scope), ...comboStatements(scope), ...linkStatements(scope), ...mediaStatements(scope));
  return { statements: out, insertAt };
}
