// Spec storefront §9 / back-office §9 constants shared by server and browser.
export const PRODUCT = "storefleet";
export const FRONTEND_VERSION = "1.6.60";
export const BACKEND_VERSION = "1.6.11";
export const CACHE_VERSION = 1;
export const REQUEST_TIMEOUT_MS = 90_000;
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const BADGE_CAP = 99;
export const MAX_TABS = 20;
export const MOBILE_BREAKPOINT = 734;
export const DEFAULT_PROFIT_PERCENT = 20;
export const DEFAULT_SETTLEMENT_CYCLE = 1;
export const TIME_ZONE = "Asia/Taipei";

export const STORE_TYPES = [
  "NORMAL",
  "HEAD_STORE_MULTILEVEL",
  "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
  "BRANCH_MULTILEVEL_PAY_BY_SELF",
] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const STORE_TRIAL_TYPES = [
  "NONE",
  "BY_VERIFYCODE",
  "PERMANENT_FREE",
  "PERMANENT_FREE_SINGLE",
  "PERMANENT_FREE_STREAMING",
] as const;
export type StoreTrialType = (typeof STORE_TRIAL_TYPES)[number];

export const STORE_STATUSES = [
  "NORMAL",
  "CLOSE_STORE_BY_USER",
  "CLOSE_STORE_BY_SYSTEM",
  "CLOSE_STORE_UNPAID",
  "CLOSE_STORE_CONFIRM_PAID",
  "CLOSE_STORE_RENEWED_FAIL",
  "CLOSE_STORE_RENEWED_CONFIRM_PAID",
] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const isBranchType = (t: string): boolean =>
  t === "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE" || t === "BRANCH_MULTILEVEL_PAY_BY_SELF";

/** A head store or one of its branches: what shares profit (a promotion tier's profitPercent). */
export const inBranchNetwork = (t: string): boolean => t !== "NORMAL";

// Spec cache-version keys; `{product}Highlight` is filled with the product name.
export const CACHE_KEYS = [
  "activity",
  "articleCategory",
  "banner",
  "highlight",
  "highlightProductCategory",
  "initial",
  "productCategory",
  "productTopic",
  "promotion",
  "promotionGroup",
  "promotionProductCategory",
  `${PRODUCT}Highlight`,
  "settlement",
  "productTags",
] as const;
export type CacheKey = (typeof CACHE_KEYS)[number];
export type ApiCacheMap = Record<CacheKey, number>;
