import type { MediaRow, ProductRow } from "../schema";

// The shapes the product queries take and return (db/catalogue/products.ts).

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
  /** Selling on a branch host (issue 13): only authorised products, minus those the branch unlisted. */
  forBranch?: { hiddenIds: number[] };
};

export type ProductSort = "sort" | "createdAt" | "updatedAt" | "price" | "name" | "id" | "topic";
export type ProductOrder = { by: ProductSort; dir: "asc" | "desc" };
export type Page = { limit: number; offset: number };

/** What a product card and a sale line both show of a product: its name, kind, plan and prices. */
export type ProductPrices = {
  name: string;
  kind: string;
  paymentPlan: string;
  price: number;
  specialPrice: number;
  subscriptionPrice: number;
};

export type ProductListRow = ProductPrices & {
  id: number;
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
