// The storefront read model of the catalogue and content (spec storefront §3, §7), shared by the
// API, the page loaders and the browser. Money is integer minor units (NT$1 = 100).
import type { StockLineRow } from "@db/catalogue/productTypes";
import type { MediaRef } from "../media";

export type ProductKind = "NORMAL" | "COMBO";
export const PAYMENT_PLANS = [
  "NORMAL",
  "SUBSCRIPTION",
  "PRE_ORDER",
  "NORMAL_AND_SUBSCRIPTION",
  "EXTRA_FREE",
  "ADDITIONAL",
  "COMBINATION",
] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];
export const TYPES_FOR_CREATING_STORE = [
  "NORMAL",
  "OPTION_TO_BE_BOUGHT",
  "MUST_BE_BOUGHT_ONCE",
  "MUST_BE_BOUGHT",
  "CREATING_ONLY",
] as const;

/** Spec "Product in lists" plus the derived fields the cards need. */
export type ProductListItem = {
  id: number;
  name: string;
  paymentPlan: PaymentPlan;
  type: ProductKind;
  price: number;
  specialPrice: number;
  subscriptionPrice: number;
  /** Effective-price rule (shared/pricing.ts). */
  unitSpecialPrice: number;
  hasMultiplePrice: boolean;
  isAdult: boolean;
  maxQuantityPerOrder: number;
  minQuantityPerOrder: number;
  media: MediaRef | null;
  /** Spec names kept for clients that read them: image URL, smallest variant, fallback. */
  imagePath: string | null;
  smallestPath: string | null;
  imageErrorPath: string;
};

export type ProductListQuery = {
  isDisplay?: boolean;
  hasSpecialPrice?: boolean;
  categoryId?: number;
  hasStock?: boolean;
  isSaleable?: boolean;
  topicId?: number;
  tagIds?: number[];
  keyword?: string;
  forBannerTopic?: boolean;
  sortBy?: "sort" | "createdAt" | "price" | "name";
  sortDirection?: "asc" | "desc";
  offset?: number;
  limit?: number;
};

export type StockLine = {
  id: number;
  /** Spec name of the same id (stock lines: id, stock, productId, stockId, quantity). */
  stockId: number;
  productId: number;
  spec: string;
  sku: string | null;
  /** Available now: never below 0; a line with children sums them; a COMBO's comes from its parts. */
  stock: number;
  children: StockLine[];
};

export type ProductDetail = ProductListItem & {
  summary: string;
  description: string; // sanitised HTML
  subscriptionCycles: number[];
  gallery: MediaRef[];
  stocks: StockLine[];
  combos: { stockId: number; productId: number; productName: string; spec: string; quantity: number }[];
  categories: { id: number; name: string; parentId: number | null }[];
  tags: { id: number; name: string }[];
  information: { id: number; name: string; content: string } | null;
  metaTitle: string | null;
  metaDescription: string | null;
  isSaleable: boolean;
};

export type TypeForCreatingStore = (typeof TYPES_FOR_CREATING_STORE)[number];
/** The purchase box names the count of a line with this many units or fewer ("only 3 left"). */
export const FEW_LEFT_AT = 10;

export const PRODUCT_SORT_KEYS = ["sort", "createdAt", "price", "name"] as const;
export const ADMIN_PRODUCT_SORT_KEYS = ["sort", "createdAt", "updatedAt", "price", "name", "id"] as const;

// Back-office shapes of products and stock (spec back-office §3 "stock lines", §7 products).

export type AdminProductListItem = ProductListItem & {
  isDisplay: boolean;
  isSaleable: boolean;
  sort: number;
  /** Units sellable now (sum of lines, or complete sets for a COMBO). */
  stock: number;
  categoryIds: number[];
  tagIds: number[];
  createdAt: string;
  updatedAt: string;
};

/**
 * A stock line as stored, with its children. `stock` is as stored (a line with children keeps 0;
 * a COMBO line shows the sets its parts allow).
 */
export type AdminStockLine = StockLineRow & { stockId: number; children: AdminStockLine[] };

export type AdminProduct = {
  id: number;
  kind: ProductKind;
  name: string;
  summary: string;
  description: string;
  paymentPlan: PaymentPlan;
  price: number;
  specialPrice: number;
  subscriptionPrice: number;
  unitSpecialPrice: number;
  hasMultiplePrice: boolean;
  subscriptionCycles: number[];
  isAdult: boolean;
  isDisplay: boolean;
  isSaleable: boolean;
  minQuantityPerOrder: number;
  maxQuantityPerOrder: number;
  typeForCreatingStore: TypeForCreatingStore;
  paymentPlanForCreatingStore: PaymentPlan | null;
  minAmountShoppingForCreatingStore: number;
  blockedShippingMethodIds: number[];
  informationId: number | null;
  sort: number;
  metaTitle: string | null;
  metaDescription: string | null;
  createdAt: string;
  updatedAt: string;
  categoryIds: number[];
  tagIds: number[];
  topicIds: number[];
  /** In display order; `mediaIds` of a write is this list's order. */
  media: { mediaId: number; type: string; sort: number; media: MediaRef }[];
  stock: number;
  stocks: AdminStockLine[];
  combos: { stockId: number; productId: number; productName: string; spec: string; quantity: number; stock: number }[];
};

export type AdminStockProduct = {
  productId: number;
  name: string;
  kind: ProductKind;
  isDisplay: boolean;
  media: MediaRef | null;
  stock: number;
  stocks: AdminStockLine[];
};

export type StockLogEntry = {
  id: number;
  productId: number;
  /** null once the product is deleted (logs outlive it). */
  productName: string | null;
  stockId: number;
  spec: string | null;
  sku: string | null;
  change: number;
  after: number;
  reason: "ADMIN" | "IMPORT" | "ORDER" | "CANCEL";
  userId: number | null;
  userName: string | null;
  createdAt: string;
};

/** One problem of an uploaded spreadsheet: its row number as the sheet shows it (header = 1). */
export type SheetIssue = { path: string; row: number; field: string; message: string };

export type CategoryNode = {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  sort: number;
  isDisplay: boolean;
  hasPromotionProducts: boolean;
  children: CategoryNode[];
};

export type Topic = {
  id: number;
  name: string;
  description: string;
  media: MediaRef | null;
  sort: number;
  isDisplay: boolean;
};
export type Tag = { id: number; name: string; isOnlyForAdmin: boolean };

export const BANNER_TYPES = ["PICTURE", "VIDEO", "PRODUCT_SWIPER", "PRODUCT_WATERFALL"] as const;
export const BANNER_DISPLAY_TYPES = [
  "BANNER",
  "BANNER_MEDIUM",
  "PRODUCT_TOPIC",
  "PRODUCT_TOPIC_MEDIUM",
  "PRODUCT_TOPIC_PHONE",
  "PRODUCT_TOPIC_PHONE_SMALL",
] as const;
export const BANNER_MEDIA_TYPES = ["BANNER", "BANNER_MEDIUM", "BANNER_PHONE"] as const;

export type BannerMedia = {
  id: number;
  link: string | null;
  type: (typeof BANNER_MEDIA_TYPES)[number];
  sort: number;
  media: MediaRef;
  /** Spec: path with origin and resized variants. */
  path: string;
};

export type Banner = {
  id: number;
  sort: number;
  type: (typeof BANNER_TYPES)[number];
  displayType: (typeof BANNER_DISPLAY_TYPES)[number];
  displayTypePhone: string | null;
  title: string;
  content: string;
  media: BannerMedia[];
  videoId: string | null;
  productHasSpecialPrice: boolean;
  productCategoryId: number | null;
  productTopicId: number | null;
  amount: number;
  productSortKey: string | null;
  productSortDirection: string | null;
  isShow: boolean;
  isRemoveWrapperSpace: boolean;
};

export type ArticleListItem = {
  id: number;
  isDisplay: boolean;
  media: MediaRef | null;
  name: string;
  summary: string;
  categoryId: number | null;
  productQuantity: number;
  creatorName: string | null;
  createdAt: string;
  publishedAt: string | null;
};
export type ArticleDetail = ArticleListItem & {
  content: string;
  products: ProductListItem[];
  attachments: { id: number; name: string; path: string; bytes: number }[];
};
export type ArticleCategory = { id: number; name: string; sort: number; isDisplay: boolean };
export type Page = { id: number; title: string; content: string; metaDescription: string | null; isDisplay: boolean };
export type Bulletin = {
  id: number;
  categoryId: number | null;
  title: string;
  content: string;
  isTop: boolean;
  createdAt: string;
};
