import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { productCategoryLinks, products } from "../schema";

// Row shapes and SQL pieces the taxonomy query modules share (see taxonomy.ts).

export type CategoryRow = {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  sort: number;
  isDisplay: boolean;
  mediaId: number | null;
  createdAt: string;
  /** The category itself (not its descendants) holds a displayed, saleable product on special price. */
  ownPromotion: boolean;
  productCount: number;
};

export type CategoryPatch = Partial<
  Pick<CategoryRow, "parentId" | "level" | "name" | "sort" | "isDisplay" | "mediaId">
>;

export type TopicInsert = {
  name: string;
  description: string;
  mediaId: number | null;
  sort: number;
  isDisplay: boolean;
  startAt: string | null;
  endAt: string | null;
};

/** Bit flags of the spec's topic "showing" state (back-office §3: PENDING=1, ON_GOING=2, FINISHED=4). */
export const SHOWING = { PENDING: 1, ON_GOING: 2, FINISHED: 4 } as const;

export type TopicFilter = {
  /** Displayed and inside its start/end window at `now`: what shoppers may see. */
  displayOnly?: boolean;
  isDisplay?: boolean;
  showing?: number;
  id?: number;
};

export type TagInsert = { name: string; isOnlyForAdmin: boolean; isDisplay: boolean; sort: number };
export type InformationInsert = { name: string; content: string; isDisplay: boolean; sort: number };

export const truthy = (v: unknown) => v === true || v === 1;

// Outer columns named inside a correlated subquery. Drizzle leaves them unqualified in a one-table
// select, where `"id"` would silently bind to the subquery's own table instead.
export const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);
export const CATEGORY_ID = outer("product_categories", "id");
export const TOPIC_ID = outer("product_topics", "id");
export const INFORMATION_ID = outer("product_information", "id");
export const TAG_ID = outer("product_tags", "id");

/** The category `categoryId` itself holds a displayed, saleable product on special price. */
export const ownPromotionSql = (storeId: number, categoryId: SQL) =>
  sql<number>`EXISTS (SELECT 1 FROM ${productCategoryLinks} l
    JOIN ${products} p ON p.id = l.product_id AND p.store_id = l.store_id
    WHERE l.store_id = ${storeId} AND l.category_id = ${categoryId}
      AND p.is_display = 1 AND p.is_saleable = 1 AND p.special_price > 0)`;

/** The filters a tag or information list shares: one id, displayed rows only, one display state. */
export const listFilters = (
  table: { id: SQLiteColumn; isDisplay: SQLiteColumn },
  opts: { id?: number; displayOnly: boolean; isDisplay?: boolean },
) => [
  opts.id === undefined ? undefined : eq(table.id, opts.id),
  opts.displayOnly ? eq(table.isDisplay, true) : undefined,
  opts.isDisplay === undefined ? undefined : eq(table.isDisplay, opts.isDisplay),
];

type ListTable = {
  id: SQLiteColumn;
  name: SQLiteColumn;
  isDisplay: SQLiteColumn;
  sort: SQLiteColumn;
  createdAt: SQLiteColumn;
};

/**
 * A tag or information list, highest sort first: `own` are the table's own columns (shown between
 * name and display flag); `productCount` is asked only when the list shows counts (0 otherwise).
 */
export const listRows = <T extends ListTable & SQLiteTable, O extends Record<string, SQLiteColumn>>(
  db: Db,
  table: T,
  own: O,
  productCount: SQL<number> | false | undefined,
  ...where: (SQL | undefined)[]
) =>
  db
    .select({
      id: table.id as T["id"],
      name: table.name as T["name"],
      ...own,
      isDisplay: table.isDisplay as T["isDisplay"],
      sort: table.sort as T["sort"],
      createdAt: table.createdAt as T["createdAt"],
      productCount: productCount || sql<number>`0`,
    })
    .from(table as SQLiteTable)
    .where(and(...where))
    .orderBy(desc(table.sort), asc(table.id))
    .all();

/** A tag or information list query of one store: the list filters, counts when asked, `extra` conditions. */
export const listQuery =
  <T extends ListTable & SQLiteTable, O extends Record<string, SQLiteColumn>>(
    db: Db,
    table: T,
    own: O,
    count: SQL<number>,
    byStore: SQL,
  ) =>
  (
    opts: { id?: number; displayOnly: boolean; isDisplay?: boolean; withCounts?: boolean },
    ...extra: (SQL | undefined)[]
  ) =>
    listRows(db, table, own, opts.withCounts && count, byStore, ...extra, ...listFilters(table, opts));
