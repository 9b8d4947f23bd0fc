import { sql } from "drizzle-orm";
import type { MediaRow, ProductRow } from "../schema";
import type {
  AdminListRow,
  ProductGraph,
  ProductListRow,
  ProductPrices,
  ProductValues,
  StockLineRow,
} from "./productTypes";

// Column lists and row mappers shared by the product reads and the write plan.

// Column name ↔ API key of every writable product column.
export const COLUMNS: [keyof ProductValues, string][] = [
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

export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

export const PRODUCT_COLS = sql.raw(
  [
    "p.id",
    "p.store_id AS storeId",
    ...COLUMNS.map(([k, c]) => `p.${c} AS ${k}`),
    "p.created_at AS createdAt",
    "p.updated_at AS updatedAt",
    // Branch authorisation and fee (issue 13): read here, written by functions/branchCatalogue.
    "p.is_for_branch AS isForBranch",
    "p.platform_fee AS platformFee",
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

export function toProductRow(r: Record<string, unknown>): ProductRow {
  return {
    ...(r as unknown as ProductRow),
    isAdult: bool(r.isAdult),
    isDisplay: bool(r.isDisplay),
    isSaleable: bool(r.isSaleable),
    isForBranch: bool(r.isForBranch),
    subscriptionCycles: parseJson<number[]>(r.subscriptionCycles, []),
    blockedShippingMethodIds: parseJson<number[]>(r.blockedShippingMethodIds, []),
  };
}

/** A row's name, kind, plan and prices (the list columns and the sale line's product columns). */
export const pricesOfRow = (r: Record<string, unknown>): ProductPrices => ({
  name: String(r.name),
  kind: String(r.kind),
  paymentPlan: String(r.paymentPlan),
  price: Number(r.price),
  specialPrice: Number(r.specialPrice),
  subscriptionPrice: Number(r.subscriptionPrice),
});

export function toListRow(r: Record<string, unknown>): ProductListRow {
  return {
    id: Number(r.id),
    ...pricesOfRow(r),
    isAdult: bool(r.isAdult),
    maxQuantityPerOrder: Number(r.maxQuantityPerOrder),
    minQuantityPerOrder: Number(r.minQuantityPerOrder),
    media: parseJson<MediaRow | null>(r.media, null),
  };
}

export function toAdminListRow(r: Record<string, unknown>): AdminListRow {
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

export const toLine = (r: Record<string, unknown>): StockLineRow => ({
  id: Number(r.id),
  productId: Number(r.productId),
  parentId: r.parentId == null ? null : Number(r.parentId),
  spec: String(r.spec ?? ""),
  sku: r.sku == null ? null : String(r.sku),
  stock: Number(r.stock),
  sort: Number(r.sort),
});

/** `%kw%` for LIKE with the wildcards of the keyword itself escaped. */
export const likePattern = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toGraph(res: Record<string, unknown>[][]): ProductGraph | null {
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
