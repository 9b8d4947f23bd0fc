import { type SQL, sql } from "drizzle-orm";
import { parseJson } from "../catalogue/productRows";
import { all, batch, json } from "../catalogue/sql";
import type { Db } from "../client";
import { branchNoticeStatements } from "../notifications";

// The head store's catalogue as its branches see it (issue 13 §3): authorisation flags on the head
// store's products and categories, and each branch's customisations. Built per call for one
// network: every statement names the head store's id, customisations also the branch's, so a
// branch reads and writes only its own rows and never another network's.

export type CustomisationRow = {
  kind: "PRODUCT" | "CATEGORY";
  objectId: number;
  profitType: string;
  profitValue: number;
  isDisplay: boolean;
};

export type BranchProductRow = {
  id: number;
  name: string;
  price: number;
  specialPrice: number;
  subscriptionPrice: number;
  isDisplay: boolean;
  isForBranch: boolean;
  platformFee: number;
  categoryIds: number[];
  custom: CustomisationRow | null;
};

export type BranchCategoryRow = {
  id: number;
  name: string;
  parentId: number | null;
  isForBranch: boolean;
  productCount: number;
  custom: CustomisationRow | null;
};

/** An authorised object (product, or category with one of its products) and the product's prices. */
export type PriceRow = {
  objectId: number;
  productId: number | null;
  name: string;
  price: number;
  specialPrice: number;
  subscriptionPrice: number;
};

export type ProductListFilter = { keyword?: string; authorised?: boolean; limit: number; offset: number };

const safeId = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error("id must be an integer");
  return n;
};
const int = (n: number) => sql.raw(String(safeId(n)));

const custJson = (alias: string) =>
  `CASE WHEN ${alias}.object_id IS NULL THEN NULL ELSE json_object('kind', ${alias}.kind, 'objectId', ${alias}.object_id, ` +
  `'profitType', ${alias}.profit_type, 'profitValue', ${alias}.profit_value, 'isDisplay', ${alias}.is_display) END`;

const toCustom = (v: unknown): CustomisationRow | null => {
  const c = parseJson<(Omit<CustomisationRow, "isDisplay"> & { isDisplay: number | boolean }) | null>(v, null);
  return c ? { ...c, isDisplay: Boolean(c.isDisplay) } : null;
};
/** The head store's products and categories as a branch (or the head store) lists them. */
function catalogueListsOf(db: Db, headStoreId: number, H: SQL) {
  /** The branch's customisation join (none when `branchId` is null: the head store's own view). */
  const custJoin = (kind: string, alias: string, on: string, branchId: number | null) =>
    branchId === null
      ? sql.raw(
          `LEFT JOIN (SELECT NULL AS object_id, NULL AS kind, NULL AS profit_type, NULL AS profit_value, NULL AS is_display) ${alias} ON 0`,
        )
      : sql.raw(
          `LEFT JOIN branch_customizations ${alias} ON ${alias}.store_id = ${safeId(branchId)} ` +
            `AND ${alias}.head_store_id = ${headStoreId} AND ${alias}.kind = '${kind}' AND ${alias}.object_id = ${on}`,
        );

  const productWhere = (f: Pick<ProductListFilter, "keyword" | "authorised">): SQL => {
    const w: SQL[] = [sql`p.store_id = ${H}`];
    if (f.authorised !== undefined) w.push(sql.raw(`p.is_for_branch = ${f.authorised ? 1 : 0}`));
    if (f.keyword) w.push(sql`p.name LIKE ${`%${f.keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%`} ESCAPE '\\'`);
    return sql.join(w, sql` AND `);
  };

  return {
    /** Head-store products with authorisation, fee and (for a branch) its customisation; newest first. */
    async products(
      branchId: number | null,
      f: ProductListFilter,
    ): Promise<{ items: BranchProductRow[]; total: number }> {
      const where = productWhere(f);
      const [rows, count] = await batch(db, [
        sql`SELECT p.id, p.name, p.price, p.special_price AS specialPrice, p.subscription_price AS subscriptionPrice,
            p.is_display AS isDisplay, p.is_for_branch AS isForBranch, p.platform_fee AS platformFee,
            (SELECT json_group_array(l.category_id) FROM product_category_links l WHERE l.store_id = ${H} AND l.product_id = p.id) AS categoryIds,
            ${sql.raw(custJson("bc"))} AS custom
          FROM products p ${custJoin("PRODUCT", "bc", "p.id", branchId)}
          WHERE ${where} ORDER BY p.sort DESC, p.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
        sql`SELECT count(*) AS n FROM products p WHERE ${where}`,
      ]);
      return {
        items: (rows ?? []).map((r) => ({
          id: Number(r.id),
          name: String(r.name),
          price: Number(r.price),
          specialPrice: Number(r.specialPrice),
          subscriptionPrice: Number(r.subscriptionPrice),
          isDisplay: Boolean(r.isDisplay),
          isForBranch: Boolean(r.isForBranch),
          platformFee: Number(r.platformFee),
          categoryIds: parseJson<number[]>(r.categoryIds, []),
          custom: toCustom(r.custom),
        })),
        total: Number(count?.[0]?.n ?? 0),
      };
    },

    /** Head-store categories (optionally only the authorised ones) with the branch's customisation. */
    async categories(branchId: number | null, authorised?: boolean): Promise<BranchCategoryRow[]> {
      const auth = authorised === undefined ? sql`` : sql.raw(` AND c.is_for_branch = ${authorised ? 1 : 0}`);
      const rows = await all<Record<string, unknown>>(
        db,
        sql`SELECT c.id, c.name, c.parent_id AS parentId, c.is_for_branch AS isForBranch,
            (SELECT count(*) FROM product_category_links l JOIN products p ON p.id = l.product_id AND p.store_id = ${H}
              AND p.is_for_branch = 1 WHERE l.store_id = ${H} AND l.category_id = c.id) AS productCount,
            ${sql.raw(custJson("bc"))} AS custom
          FROM product_categories c ${custJoin("CATEGORY", "bc", "c.id", branchId)}
          WHERE c.store_id = ${H} AND c.is_for_creating_store = 0${auth} ORDER BY c.sort DESC, c.id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        parentId: r.parentId == null ? null : Number(r.parentId),
        isForBranch: Boolean(r.isForBranch),
        productCount: Number(r.productCount),
        custom: toCustom(r.custom),
      }));
    },
  };
}

/** What the head store authorises for its branches, and the prices and fees of it. */
function authorisationOf(db: Db, headStoreId: number, H: SQL) {
  return {
    /** Which of `ids` are the head store's authorised products (or categories). */
    async authorisedIds(kind: "PRODUCT" | "CATEGORY", ids: readonly number[]): Promise<Set<number>> {
      const table = sql.raw(kind === "PRODUCT" ? "products" : "product_categories");
      const rows = await all<{ id: number }>(
        db,
        sql`SELECT id FROM ${table} WHERE store_id = ${H} AND is_for_branch = 1
          AND id IN (SELECT value FROM json_each(${json([...new Set(ids)])}))`,
      );
      return new Set(rows.map((r) => Number(r.id)));
    },

    /**
     * Head-store prices of authorised products, by id or by authorised category (the products a
     * category customisation would price), to check a customisation before it is saved.
     */
    async pricesFor(kind: "PRODUCT" | "CATEGORY", ids: readonly number[]): Promise<PriceRow[]> {
      const list = json([...new Set(ids)]);
      const rows = await all<Record<string, unknown>>(
        db,
        kind === "PRODUCT"
          ? sql`SELECT p.id AS objectId, p.id AS productId, p.name, p.price, p.special_price AS specialPrice,
              p.subscription_price AS subscriptionPrice FROM products p
              WHERE p.store_id = ${H} AND p.is_for_branch = 1 AND p.id IN (SELECT value FROM json_each(${list}))`
          : sql`SELECT c.id AS objectId, p.id AS productId, c.name, p.price, p.special_price AS specialPrice,
              p.subscription_price AS subscriptionPrice FROM product_categories c
              LEFT JOIN product_category_links l ON l.store_id = ${H} AND l.category_id = c.id
              LEFT JOIN products p ON p.store_id = ${H} AND p.id = l.product_id AND p.is_for_branch = 1
              WHERE c.store_id = ${H} AND c.is_for_branch = 1 AND c.id IN (SELECT value FROM json_each(${list}))`,
      );
      return rows.map((r) => ({
        objectId: Number(r.objectId),
        productId: r.productId == null ? null : Number(r.productId),
        name: String(r.name),
        price: Number(r.price ?? 0),
        specialPrice: Number(r.specialPrice ?? 0),
        subscriptionPrice: Number(r.subscriptionPrice ?? 0),
      }));
    },

    /** The head store authorises (or withdraws) products or categories for its branches. */
    authoriseStatement(kind: "PRODUCT" | "CATEGORY", ids: readonly number[], on: boolean): SQL {
      const table = sql.raw(kind === "PRODUCT" ? "products" : "product_categories");
      return sql`UPDATE ${table} SET is_for_branch = ${on ? 1 : 0}
        WHERE store_id = ${H} AND id IN (SELECT value FROM json_each(${json([...new Set(ids)])}))`;
    },

    /**
     * Each branch's BRANCH_SELECTIONS_CHANGE when the head store authorises or withdraws any of
     * `ids` that was not so already: put before `authoriseStatement` in its batch, which it reads.
     */
    selectionsChangeStatements(kind: "PRODUCT" | "CATEGORY", ids: readonly number[], on: boolean): SQL[] {
      const table = sql.raw(kind === "PRODUCT" ? "products" : "product_categories");
      // The rows this write really changes; the message names them (what the notice list shows).
      const changed = sql`FROM ${table} WHERE store_id = ${H}
        AND id IN (SELECT value FROM json_each(${json([...new Set(ids)])})) AND is_for_branch = ${on ? 0 : 1}`;
      return branchNoticeStatements(headStoreId, {
        type: "BRANCH_SELECTIONS_CHANGE",
        objectId: null,
        message: sql`(SELECT group_concat(name, ', ') ${changed})`,
        when: sql`EXISTS (SELECT 1 ${changed})`,
      });
    },

    platformFeeStatement(ids: readonly number[], fee: number): SQL {
      return sql`UPDATE products SET platform_fee = ${fee}
        WHERE store_id = ${H} AND id IN (SELECT value FROM json_each(${json([...new Set(ids)])}))`;
    },

    /** Platform fees of authorised products (spec GET …/products/platformFee). */
    async platformFees(): Promise<{ id: number; name: string; platformFee: number }[]> {
      return all(
        db,
        sql`SELECT id, name, platform_fee AS platformFee FROM products WHERE store_id = ${H} AND is_for_branch = 1 ORDER BY id`,
      );
    },
  };
}

/** Each branch's customisations, the profit options they choose from, and the branches' names. */
function customisationsOf(db: Db, H: SQL) {
  return {
    /** A branch's customisation rows (all kinds); the sale context reads these once per request. */
    async customisations(branchId: number): Promise<{ rows: CustomisationRow[]; links: [number, number][] }> {
      const B = int(branchId);
      const [rows, links] = await batch(db, [
        sql`SELECT kind, object_id AS objectId, profit_type AS profitType, profit_value AS profitValue, is_display AS isDisplay
          FROM branch_customizations WHERE store_id = ${B} AND head_store_id = ${H}`,
        // Product → category pairs only for the categories this branch customised.
        sql`SELECT l.product_id AS p, l.category_id AS c FROM product_category_links l
          JOIN branch_customizations bc ON bc.store_id = ${B} AND bc.head_store_id = ${H} AND bc.kind = 'CATEGORY'
            AND bc.object_id = l.category_id
          WHERE l.store_id = ${H} ORDER BY l.category_id`,
      ]);
      return {
        rows: (rows ?? []).map((r) => ({
          kind: r.kind as CustomisationRow["kind"],
          objectId: Number(r.objectId),
          profitType: String(r.profitType),
          profitValue: Number(r.profitValue),
          isDisplay: Boolean(r.isDisplay),
        })),
        links: (links ?? []).map((r) => [Number(r.p), Number(r.c)]),
      };
    },

    /** Upserts of a branch's customisations (one statement, a JSON list). */
    upsertStatement(
      branchId: number,
      kind: "PRODUCT" | "CATEGORY",
      items: readonly Omit<CustomisationRow, "kind">[],
    ): SQL {
      return sql`INSERT INTO branch_customizations (store_id, head_store_id, kind, object_id, profit_type, profit_value, is_display)
        SELECT ${int(branchId)}, ${H}, ${kind}, json_extract(j.value, '$.objectId'), json_extract(j.value, '$.profitType'),
          json_extract(j.value, '$.profitValue'), json_extract(j.value, '$.isDisplay')
        FROM json_each(${json(items.map((i) => ({ ...i, isDisplay: i.isDisplay ? 1 : 0 })))}) j WHERE true
        ON CONFLICT (store_id, kind, object_id) DO UPDATE SET profit_type = excluded.profit_type,
          profit_value = excluded.profit_value, is_display = excluded.is_display,
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`;
    },

    /** Only the profitOptions key of the head store's settingBranch: other keys belong to other pages. */
    profitOptionsStatement(options: unknown): SQL {
      return sql`UPDATE stores SET setting_branch = json_set(coalesce(setting_branch, '{}'), '$.profitOptions', json(${json(options)}))
        WHERE id = ${H}`;
    },

    /** The network's branches by name (the order list's branch filter); deleted ones included. */
    async branchNames(): Promise<{ id: number; name: string }[]> {
      return all(db, sql`SELECT id, name FROM stores WHERE parent_store_id = ${H} ORDER BY name, id`);
    },
  };
}

export function branchCatalogueOf(db: Db, headStoreId: number) {
  const H = int(headStoreId);
  return {
    ...catalogueListsOf(db, headStoreId, H),
    ...authorisationOf(db, headStoreId, H),
    ...customisationsOf(db, H),
  };
}

export type BranchCatalogue = ReturnType<typeof branchCatalogueOf>;
