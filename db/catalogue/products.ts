import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { MediaRow, ProductRow } from "../schema";
import { all, batch, json } from "./sql";

// Tenant-scoped product queries. Built per call for one store: every statement names
// `store_id = <storeId>` on every table it touches, so another store's rows can be neither read
// nor written. The store id is an integer from our own stores table and is inlined as a literal,
// which keeps statements under D1's 100-bound-parameter cap; lists of ids or rows travel as one
// JSON parameter read with json_each.

export type StockReason = "ADMIN" | "IMPORT" | "ORDER" | "CANCEL";

export type ProductFilter = {
  display?: boolean;
  saleable?: boolean;
  /** true: something can be bought now; false: nothing can (back-office "sold out"). */
  hasStock?: boolean;
  hasSpecialPrice?: boolean;
  /** The category and every category below it. */
  categoryId?: number;
  topicId?: number;
  /** When set, the topic itself must be displayed and inside its time window at this instant. */
  topicVisibleAt?: string;
  /** Products carrying every one of these tags. */
  tagIds?: number[];
  /** Only tags shoppers may see count (not admin-only, displayed). */
  shopperTagsOnly?: boolean;
  keyword?: string;
  /** The keyword also matches stock-line SKUs and specs (back office). */
  keywordInStocks?: boolean;
  kind?: string;
  paymentPlan?: string;
  excludeId?: number;
  productId?: number;
  /** Products with a sellable line at or below this stock (back-office low-stock view). */
  underStock?: number;
};

export type ProductSort = "sort" | "createdAt" | "updatedAt" | "price" | "name" | "id" | "topic";
export type ProductOrder = { by: ProductSort; dir: "asc" | "desc" };
export type Page = { limit: number; offset: number };

export type ProductListRow = {
  id: number;
  name: string;
  kind: string;
  paymentPlan: string;
  price: number;
  specialPrice: number;
  subscriptionPrice: number;
  isAdult: boolean;
  maxQuantityPerOrder: number;
  minQuantityPerOrder: number;
  media: MediaRow | null;
};

export type AdminListRow = ProductListRow & {
  isDisplay: boolean;
  isSaleable: boolean;
  sort: number;
  createdAt: string;
  updatedAt: string;
  stock: number;
  categoryIds: number[];
  tagIds: number[];
};

export type StockLineRow = {
  id: number;
  productId: number;
  parentId: number | null;
  spec: string;
  sku: string | null;
  stock: number;
  sort: number;
};

export type ComboRow = {
  stockId: number;
  quantity: number;
  productId: number;
  productName: string;
  spec: string;
  parentSpec: string | null;
  stock: number;
};

export type ProductGraph = {
  product: ProductRow;
  media: MediaRow | null;
  gallery: { type: string; sort: number; media: MediaRow }[];
  stocks: StockLineRow[];
  combos: ComboRow[];
  categories: { id: number; name: string; parentId: number | null; isDisplay: boolean }[];
  tags: { id: number; name: string; isOnlyForAdmin: boolean; isDisplay: boolean }[];
  information: { id: number; name: string; content: string; isDisplay: boolean } | null;
  topicIds: number[];
};

/** The writable columns of a product, as the writer takes them. */
export type ProductValues = Omit<ProductRow, "id" | "storeId" | "createdAt" | "updatedAt">;

export type ProductRef = { id: number } | { newIndex: number };
export type LineRef = { id: number } | { newTopIndex: number };
export type NewLine = { product: ProductRef; spec: string; sku: string | null; stock: number; sort: number };
export type LineUpdate = {
  id: number;
  spec?: string;
  sku?: string | null;
  sort?: number;
  /** Absolute new stock, or… */
  stock?: number;
  /** …a relative change; either way the result never goes below 0. */
  delta?: number;
};
export type LinkSet = { product: ProductRef; ids: number[] };

/** Everything one admin write changes, turned into a constant number of statements. */
export type WritePlan = {
  insert?: ProductValues[];
  update?: ({ id: number } & Partial<ProductValues>)[];
  /** Existing products whose lines or links change: their updated_at moves. */
  touch?: number[];
  deleteLines?: number[];
  lineUpdates?: LineUpdate[];
  newTopLines?: NewLine[];
  newChildLines?: (NewLine & { parent: LineRef })[];
  combos?: { product: ProductRef; items: { stockId: number; quantity: number }[] }[];
  categories?: LinkSet[];
  tags?: LinkSet[];
  topics?: LinkSet[];
  media?: LinkSet[];
  reason: StockReason;
  userId: number | null;
};

// Column name ↔ API key of every writable product column.
const COLUMNS: [keyof ProductValues, string][] = [
  ["kind", "kind"],
  ["name", "name"],
  ["summary", "summary"],
  ["description", "description"],
  ["paymentPlan", "payment_plan"],
  ["price", "price"],
  ["specialPrice", "special_price"],
  ["subscriptionPrice", "subscription_price"],
  ["subscriptionCycles", "subscription_cycles"],
  ["isAdult", "is_adult"],
  ["isDisplay", "is_display"],
  ["isSaleable", "is_saleable"],
  ["minQuantityPerOrder", "min_quantity_per_order"],
  ["maxQuantityPerOrder", "max_quantity_per_order"],
  ["typeForCreatingStore", "type_for_creating_store"],
  ["paymentPlanForCreatingStore", "payment_plan_for_creating_store"],
  ["minAmountShoppingForCreatingStore", "min_amount_shopping_for_creating_store"],
  ["blockedShippingMethodIds", "blocked_shipping_method_ids"],
  ["informationId", "information_id"],
  ["sort", "sort"],
  ["metaTitle", "meta_title"],
  ["metaDescription", "meta_description"],
];

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

const PRODUCT_COLS = sql.raw(
  [
    "p.id",
    "p.store_id AS storeId",
    ...COLUMNS.map(([k, c]) => `p.${c} AS ${k}`),
    "p.created_at AS createdAt",
    "p.updated_at AS updatedAt",
  ].join(", "),
);

export const mediaJson = (m: string) =>
  `json_object('id', ${m}.id, 'storeId', ${m}.store_id, 'type', ${m}.type, 'name', ${m}.name, 'link', ${m}.link, ` +
  `'parentId', ${m}.parent_id, 'sort', ${m}.sort, 'mime', ${m}.mime, 'width', ${m}.width, 'height', ${m}.height, ` +
  `'bytes', ${m}.bytes, 'isAnimated', json(CASE WHEN ${m}.is_animated THEN 'true' ELSE 'false' END), ` +
  `'originalKey', ${m}.original_key, 'variants', json(${m}.variants), 'createdAt', ${m}.created_at)`;

export const parseJson = <T>(v: unknown, fallback: T): T => {
  if (typeof v !== "string") return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};
export const bool = (v: unknown) => v === 1 || v === true || v === "1";

function toProductRow(r: Record<string, unknown>): ProductRow {
  return {
    ...(r as unknown as ProductRow),
    isAdult: bool(r.isAdult),
    isDisplay: bool(r.isDisplay),
    isSaleable: bool(r.isSaleable),
    subscriptionCycles: parseJson<number[]>(r.subscriptionCycles, []),
    blockedShippingMethodIds: parseJson<number[]>(r.blockedShippingMethodIds, []),
  };
}

function toListRow(r: Record<string, unknown>): ProductListRow {
  return {
    id: Number(r.id),
    name: String(r.name),
    kind: String(r.kind),
    paymentPlan: String(r.paymentPlan),
    price: Number(r.price),
    specialPrice: Number(r.specialPrice),
    subscriptionPrice: Number(r.subscriptionPrice),
    isAdult: bool(r.isAdult),
    maxQuantityPerOrder: Number(r.maxQuantityPerOrder),
    minQuantityPerOrder: Number(r.minQuantityPerOrder),
    media: parseJson<MediaRow | null>(r.media, null),
  };
}

function toAdminListRow(r: Record<string, unknown>): AdminListRow {
  return {
    ...toListRow(r),
    isDisplay: bool(r.isDisplay),
    isSaleable: bool(r.isSaleable),
    sort: Number(r.sort),
    createdAt: String(r.createdAt),
    updatedAt: String(r.updatedAt),
    stock: Number(r.stock ?? 0),
    categoryIds: parseJson<number[]>(r.categoryIds, []),
    tagIds: parseJson<number[]>(r.tagIds, []),
  };
}

const toLine = (r: Record<string, unknown>): StockLineRow => ({
  id: Number(r.id),
  productId: Number(r.productId),
  parentId: r.parentId == null ? null : Number(r.parentId),
  spec: String(r.spec ?? ""),
  sku: r.sku == null ? null : String(r.sku),
  stock: Number(r.stock),
  sort: Number(r.sort),
});

/** `%kw%` for LIKE with the wildcards of the keyword itself escaped. */
const likePattern = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function productsOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  const S = sql.raw(String(storeId));

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
  // The price a card sells at: the effective price (functions/shared/pricing.ts, mirrored here only
  // to sort by it) when there is one, else the list price.
  const effective = sql.raw(
    "(CASE WHEN p.special_price > 0 THEN (CASE WHEN p.subscription_price > 0 AND p.subscription_price < p.special_price " +
      "THEN p.subscription_price ELSE p.special_price END) WHEN p.subscription_price > 0 THEN p.subscription_price ELSE 0 END)",
  );
  const sellingPrice = sql`(CASE WHEN ${effective} > 0 THEN ${effective} ELSE p.price END)`;
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

  /** `WITH` prefix for a category filter: the category and all below it (any depth, cycle-safe). */
  const categoryCte = (f: ProductFilter) =>
    f.categoryId === undefined
      ? sql``
      : sql`WITH RECURSIVE cat(id) AS (SELECT id FROM product_categories WHERE store_id = ${S} AND id = ${f.categoryId}
          UNION SELECT c.id FROM product_categories c JOIN cat ON c.parent_id = cat.id WHERE c.store_id = ${S}) `;

  function where(f: ProductFilter): SQL {
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
    return sql.join(w, sql` AND `);
  }

  function orderBy(o: ProductOrder, f: ProductFilter): SQL {
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

  const graphSql = (id: number): SQL[] => [
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

  function toGraph(res: Record<string, unknown>[][]): ProductGraph | null {
    const [pRows, gRows, sRows, cRows, catRows, tagRows, infoRows, topicRows] = res;
    const p = pRows?.[0];
    if (!p) return null;
    const info = infoRows?.[0];
    return {
      product: toProductRow(p),
      media: parseJson<MediaRow | null>(p.media, null),
      gallery: (gRows ?? []).map((r) => ({
        type: String(r.type),
        sort: Number(r.sort),
        media: parseJson<MediaRow>(r.media, null as unknown as MediaRow),
      })),
      stocks: (sRows ?? []).map(toLine),
      combos: (cRows ?? []).map((r) => ({
        stockId: Number(r.stockId),
        quantity: Number(r.quantity),
        productId: Number(r.productId),
        productName: String(r.productName),
        spec: String(r.spec ?? ""),
        parentSpec: r.parentSpec == null ? null : String(r.parentSpec),
        stock: Number(r.stock),
      })),
      categories: (catRows ?? []).map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        parentId: r.parentId == null ? null : Number(r.parentId),
        isDisplay: bool(r.isDisplay),
      })),
      tags: (tagRows ?? []).map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        isOnlyForAdmin: bool(r.isOnlyForAdmin),
        isDisplay: bool(r.isDisplay),
      })),
      information: info
        ? {
            id: Number(info.id),
            name: String(info.name),
            content: String(info.content),
            isDisplay: bool(info.isDisplay),
          }
        : null,
      topicIds: (topicRows ?? []).map((r) => Number(r.id)),
    };
  }

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

    async sitemap(limit: number) {
      return all<{ id: number; name: string; updatedAt: string }>(
        db,
        sql`SELECT id, name, updated_at AS updatedAt FROM products WHERE store_id = ${S} AND is_display = 1
          ORDER BY id LIMIT ${limit}`,
      );
    },

    /** Every product with its lines and links, for the spreadsheet export. */
    async exportRows(f: ProductFilter, limit: number) {
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
          FROM products p WHERE ${where(f)} ORDER BY p.id LIMIT ${limit}`,
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

    /**
     * What a write must check before it runs, in one round trip: which referenced ids are this
     * store's, the current rows and lines of the products it touches, who holds the SKUs it sets,
     * and which other products' combos use the lines it may delete.
     */
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

    /** Runs a write plan in one batch (one transaction); `after` statements read back in the same trip. */
    async write(plan: WritePlan, after: SQL[] = []): Promise<{ newIds: number[]; after: Record<string, unknown>[][] }> {
      const qs = writeStatements(storeId, plan);
      const res = await batch(db, [...qs.statements, ...after]);
      const inserted = qs.insertAt >= 0 ? (res[qs.insertAt] ?? []) : [];
      return {
        newIds: inserted.map((r) => Number(r.id)).sort((a, b) => a - b),
        after: res.slice(qs.statements.length),
      };
    },

    /** Deletes products and everything that hangs off them, in one transaction. */
    async remove(ids: number[]): Promise<number[]> {
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
      ]);
      return (res[6] ?? []).map((r) => Number(r.id));
    },

    /** Replaces a topic's products, in the given order. */
    async setTopicProducts(topicId: number, productIds: number[]) {
      await batch(db, [
        sql`DELETE FROM product_topic_pivots WHERE store_id = ${S} AND topic_id = ${topicId}`,
        sql`INSERT INTO product_topic_pivots (store_id, topic_id, product_id, sort)
          SELECT ${S}, t.id, p.id, j.key FROM json_each(${json(productIds)}) j
          JOIN products p ON p.id = j.value AND p.store_id = ${S}
          JOIN product_topics t ON t.id = ${topicId} AND t.store_id = ${S}`,
        sql`UPDATE products SET updated_at = ${sql.raw(NOW)} WHERE store_id = ${S}
          AND id IN (SELECT value FROM json_each(${json(productIds)}))`,
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

export type ProductsDb = ReturnType<typeof productsOf>;
export const lineFromRow = toLine;

/**
 * The statements of a write plan, always in this order (later ones rely on it):
 * products inserted → updated → touched; lines deleted → updated (logged first, from the old
 * value) → new top lines → new sub-lines → logs of new lines; then combos and links.
 *
 * New rows are addressed without knowing their ids: rows inserted by one INSERT … SELECT get
 * consecutive AUTOINCREMENT ids and nothing else inserts into that table inside the transaction,
 * so the k-th new product is `max(id) - n + 1 + k` right after its insert, and likewise for lines.
 */
function writeStatements(storeId: number, plan: WritePlan): { statements: SQL[]; insertAt: number } {
  const S = sql.raw(String(storeId));
  const out: SQL[] = [];
  let insertAt = -1;
  const nNew = plan.insert?.length ?? 0;
  const reason = plan.reason;
  const userId = plan.userId;
  const ref = (r: ProductRef) => ("id" in r ? { pid: r.id } : { pk: r.newIndex });
  const pref = (alias: string) =>
    sql.raw(
      `(CASE WHEN json_type(${alias}.value, '$.pid') IS NOT NULL THEN json_extract(${alias}.value, '$.pid') ` +
        `ELSE (SELECT max(id) FROM products WHERE store_id = ${storeId}) - ${nNew} + 1 + json_extract(${alias}.value, '$.pk') END)`,
    );
  const existing = (sets?: { product: ProductRef }[]) =>
    json((sets ?? []).flatMap((s) => ("id" in s.product ? [s.product.id] : [])));

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
  return { statements: out, insertAt };
}
