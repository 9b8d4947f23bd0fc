// The storefront read model of the catalogue and content (spec storefront §3, §7), shared by the
// API, the page loaders and the browser. Money is integer minor units (NT$1 = 100).
import type { MediaRef } from "./media";

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
  productId: number;
  spec: string;
  sku: string | null;
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
