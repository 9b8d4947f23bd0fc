import type { PromotionInput } from "@functions/commerce/promotions/schemas";
import type { AdminPromotion, PromotionGroup } from "@functions/commerce/promotions/service";
import { hasNoEndLimit, hasNoStartLimit } from "@functions/commerce/promotions/status";
import {
  type ActionType,
  type ConditionType,
  FREE_SHIPPING_SENTINEL,
  type LIST_TYPES,
  NO_LIMIT_END,
  NO_LIMIT_START,
  type SUBSCRIPTION_SCOPES,
  type USING_TYPES,
} from "@functions/shared/commerce/commerce";
import { isoToTaipeiInput, taipeiInputToIso } from "~/lib/taipeiTime";

// Pure helpers of the promotion back-office pages (no React): API paths, page paths, list
// filters, the form ↔ API mapping (NT$ typed, minor units sent; folds typed, tenths sent; Taipei
// wall time typed, UTC sent; the 1111/3333 sentinels for "no time limit"), the condition summary
// in words and the group-sort moves. The API itself is functions/promotions/*.

export type { AdminPromotion, PromotionGroup };

export const PROMO_API = {
  promotions: "/api/admin/promotions",
  promotion: (id: number) => `/api/admin/promotions/${id}`,
  activities: "/api/admin/activities",
  activity: (id: number) => `/api/admin/activities/${id}`,
  promotionCode: "/api/admin/promotion/ifPromotionExists",
  activityCode: "/api/admin/activity/ifCodeExists",
  groups: "/api/admin/promotion/groups",
  group: (n: number) => `/api/admin/promotion/groups/${n}`,
  products: "/api/admin/products",
  product: (id: number) => `/api/admin/products/${id}`,
} as const;

export const TABS = ["promotion", "coupon", "activity"] as const;
export type Tab = (typeof TABS)[number];
export const tabOf = (raw: string | undefined | null): Tab => (TABS.includes(raw as Tab) ? (raw as Tab) : "promotion");

export const PROMO_PATHS = {
  list: (tab: Tab = "promotion", query = "") => `/admin/settingpage/setting-promotion-list/${tab}${query}`,
  editPromotion: (id: number | "new", scope?: "COUPON") =>
    `/admin/settingpage/editpromotion/${id}${id === "new" && scope === "COUPON" ? "?scope=COUPON" : ""}`,
  editActivity: (id: number | "new") => `/admin/settingpage/editactivity/${id}`,
  groups: "/admin/settingpage/promotions-groups-sort/edit",
  import: "/admin/settingpage/promotion-import",
} as const;

// ---- list filters (spec §3: display 1 shown / 2 hidden / 3 all; showing PENDING=1 ON_GOING=2 FINISHED=4)

export type ListFilters = { display: 1 | 2 | 3; showing: number; keyword: string };

export function filtersOf(search: URLSearchParams): ListFilters {
  const d = Number(search.get("display"));
  const s = Number(search.get("showing"));
  return {
    display: d === 1 || d === 2 ? d : 3,
    showing: Number.isInteger(s) && s >= 0 && s <= 7 ? s : 0,
    keyword: (search.get("keyword") ?? "").trim().slice(0, 100),
  };
}

/** The page's own query string for the filters ("" for the defaults). */
export function filtersQuery(f: ListFilters): string {
  const q = new URLSearchParams();
  if (f.display !== 3) q.set("display", String(f.display));
  if (f.showing) q.set("showing", String(f.showing));
  if (f.keyword) q.set("keyword", f.keyword);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The list call's query for a tab (activities have no scope; the API takes display/showing/keyword). */
export function listQuery(tab: Tab, f: ListFilters): Record<string, string | number | undefined> {
  return {
    scope: tab === "promotion" ? "PROMOTION" : tab === "coupon" ? "COUPON" : undefined,
    display: f.display,
    showing: f.showing || undefined,
    keyword: f.keyword || undefined,
  };
}

export const listApi = (tab: Tab) => (tab === "activity" ? PROMO_API.activities : PROMO_API.promotions);
export const itemApi = (tab: Tab, id: number) =>
  tab === "activity" ? PROMO_API.activity(id) : PROMO_API.promotion(id);
export const editPath = (tab: Tab, id: number | "new") =>
  tab === "activity"
    ? PROMO_PATHS.editActivity(id)
    : PROMO_PATHS.editPromotion(id, tab === "coupon" ? "COUPON" : undefined);

// ---- units ---------------------------------------------------------------------------------------

export { foldToTenths, tenthsToFold } from "./discount";

export const isFreeShipping = (value: number) => value >= FREE_SHIPPING_SENTINEL;

/** Which unit a tier's threshold and value are typed in, for a condition/action pair. */
export function unitsOf(conditionType: ConditionType, actionType: ActionType) {
  return {
    condition: conditionType === "FULL_AMOUNT" ? "money" : conditionType === "FULL_QUANTITY" ? "items" : "none",
    value:
      actionType === "PERCENT_OFF"
        ? "fold"
        : actionType === "GIFT" || actionType === "ADDITIONAL"
          ? "extras"
          : actionType === "SHIPPING_FEE"
            ? "shipping"
            : "money",
  } as const;
}

/** Engine rule (schemas.ts): percent-off, shipping fee and the SHIPPING condition never repeat. */
export const canBeCumulative = (c: ConditionType, a: ActionType) =>
  !(a === "PERCENT_OFF" || a === "SHIPPING_FEE" || c === "SHIPPING");

// ---- the edit form -------------------------------------------------------------------------------

export type ExtraForm = {
  key: string;
  productId: number;
  productName: string;
  stockId: number;
  spec: string;
  /** Minor units (gifts: 0). */
  price: number | null;
  quantity: number | null;
};

export type TierForm = {
  key: string;
  id?: number;
  /** Minor units (FULL_AMOUNT) or items (FULL_QUANTITY); 0 for SHIPPING. */
  condition: number | null;
  /** The API's unit: minor units, or tenths for PERCENT_OFF; the sentinel when `free`. */
  value: number | null;
  /** SHIPPING_FEE: free shipping (sends FREE_SHIPPING_SENTINEL). */
  free: boolean;
  profitPercent: number | null;
  extras: ExtraForm[];
};

export type PickedRef = { id: number; name: string };

export type PromotionForm = {
  scope: "PROMOTION" | "COUPON";
  code: string;
  name: string;
  description: string;
  isOpen: boolean;
  /** Spec §5 timeRange flags: limited → start required; hasEndTime → end required. */
  isLimitedTime: boolean;
  hasEndTime: boolean;
  /** datetime-local values in Asia/Taipei wall time. */
  start: string;
  end: string;
  conditionType: ConditionType;
  actionType: ActionType;
  isCumulative: boolean;
  tiers: TierForm[];
  listType: (typeof LIST_TYPES)[number];
  products: PickedRef[];
  subscriptionScope: (typeof SUBSCRIPTION_SCOPES)[number];
  areas: string[];
  shippingCodes: string[];
  usingType: (typeof USING_TYPES)[number];
  totalQuantity: number | null;
  limitPerUser: number | null;
  // Kept as loaded: not edited on these pages (registration promotions and member lists).
  storeScope: PromotionInput["storeScope"];
  userIds: number[];
  groupNumber: number;
  sort: number;
};

let seq = 0;
export const newKey = (prefix: string) => `${prefix}${++seq}`;

export function emptyTier(c: ConditionType): TierForm {
  return {
    key: newKey("t"),
    condition: c === "SHIPPING" ? 0 : null,
    value: null,
    free: false,
    profitPercent: 0,
    extras: [],
  };
}

export function emptyForm(scope: "PROMOTION" | "COUPON" = "PROMOTION"): PromotionForm {
  return {
    scope,
    code: "",
    name: "",
    description: "",
    isOpen: true,
    isLimitedTime: false,
    hasEndTime: true,
    start: "",
    end: "",
    conditionType: "FULL_AMOUNT",
    actionType: "AMOUNT_OFF",
    isCumulative: false,
    tiers: [emptyTier("FULL_AMOUNT")],
    listType: "NORMAL",
    products: [],
    subscriptionScope: "NORMAL",
    areas: [],
    shippingCodes: [],
    usingType: "WITH_PROMOTIONS",
    totalQuantity: 0,
    limitPerUser: 0,
    storeScope: "NORMAL",
    userIds: [],
    groupNumber: 0,
    sort: 0,
  };
}

/** Names the page already knows: product id → name, stock id → spec. */
export type RefNames = { products: Map<number, string>; specs: Map<number, string> };

/** A stored promotion → the form (names of products and stock lines looked up in `names`). */
export function formOf(p: AdminPromotion, names: RefNames): PromotionForm {
  const productName = (id: number) => names.products.get(id) ?? `#${id}`;
  const noStart = hasNoStartLimit(p.startAt);
  const noEnd = hasNoEndLimit(p.endAt);
  return {
    scope: p.scope === "COUPON" ? "COUPON" : "PROMOTION",
    code: p.code ?? "",
    name: p.name,
    description: p.description,
    isOpen: p.isOpen,
    isLimitedTime: !(noStart && noEnd),
    hasEndTime: !noEnd,
    start: noStart ? "" : isoToTaipeiInput(p.startAt),
    end: noEnd ? "" : isoToTaipeiInput(p.endAt),
    conditionType: p.conditionType as ConditionType,
    actionType: p.actionType as ActionType,
    isCumulative: p.isCumulative,
    tiers: p.conditions.map((c) => ({
      key: newKey("t"),
      id: c.id,
      condition: c.condition,
      value: c.value,
      free: p.actionType === "SHIPPING_FEE" && isFreeShipping(c.value),
      profitPercent: c.profitPercent,
      extras: c.extras.map((x) => ({
        key: newKey("x"),
        productId: x.productId,
        productName: productName(x.productId),
        stockId: x.stockId,
        spec: names.specs.get(x.stockId) ?? "",
        price: x.price,
        quantity: x.quantity,
      })),
    })),
    listType: p.listType as PromotionForm["listType"],
    products: p.productIds.map((id) => ({ id, name: productName(id) })),
    subscriptionScope: p.subscriptionScope as PromotionForm["subscriptionScope"],
    areas: [...p.areas],
    shippingCodes: [...p.shippingCodes],
    usingType: p.usingType as PromotionForm["usingType"],
    totalQuantity: p.totalQuantity,
    limitPerUser: p.limitPerUser,
    storeScope: p.storeScope as PromotionForm["storeScope"],
    userIds: [...p.userIds],
    groupNumber: p.groupNumber,
    sort: p.sort,
  };
}

export type FormIssue = { path: string; message: string };

/** Checks only the form can make (the API's schema checks the rest): the time fields as typed. */
export function timeIssues(v: PromotionForm): FormIssue[] {
  const out: FormIssue[] = [];
  if (!v.isLimitedTime) return out;
  if (!taipeiInputToIso(v.start)) out.push({ path: "startAt", message: "validation.required" });
  if (v.hasEndTime && !taipeiInputToIso(v.end)) out.push({ path: "endAt", message: "validation.required" });
  return out;
}

/**
 * The form → the API's write body (POST, or the whole body on PATCH). Units: money already in
 * minor units, folds in tenths; free shipping → the sentinel; gifts cost 0; "no time limit" →
 * the 1111 / 3333 sentinels; kind ACTIVITY drops the coupon-only fields.
 */
export function bodyOf(v: PromotionForm, kind: "PROMOTION" | "ACTIVITY") {
  const units = unitsOf(v.conditionType, v.actionType);
  const startAt = v.isLimitedTime ? (taipeiInputToIso(v.start) ?? v.start) : NO_LIMIT_START;
  const endAt = v.isLimitedTime && v.hasEndTime ? (taipeiInputToIso(v.end) ?? v.end) : NO_LIMIT_END;
  const coupon = kind === "PROMOTION" && v.scope === "COUPON";
  const code = v.code.trim();
  return {
    scope: kind === "ACTIVITY" ? ("PROMOTION" as const) : v.scope,
    code: code ? code : null,
    name: v.name,
    description: v.description,
    isOpen: v.isOpen,
    startAt,
    endAt,
    conditionType: v.conditionType,
    actionType: v.actionType,
    isCumulative: canBeCumulative(v.conditionType, v.actionType) ? v.isCumulative : false,
    conditions: v.tiers.map((t) => ({
      ...(t.id !== undefined ? { id: t.id } : {}),
      condition: units.condition === "none" ? 0 : (t.condition ?? 0),
      value:
        units.value === "extras" ? 0 : units.value === "shipping" && t.free ? FREE_SHIPPING_SENTINEL : (t.value ?? 0),
      profitPercent: t.profitPercent ?? 0,
      extras:
        units.value === "extras"
          ? t.extras.map((x) => ({
              productId: x.productId,
              stockId: x.stockId,
              price: v.actionType === "GIFT" ? 0 : (x.price ?? 0),
              quantity: x.quantity ?? 0,
            }))
          : [],
    })),
    listType: v.listType,
    productIds: v.listType === "NORMAL" ? [] : v.products.map((p) => p.id),
    subscriptionScope: v.subscriptionScope,
    storeScope: v.storeScope,
    areas: v.areas,
    shippingCodes: v.shippingCodes as PromotionInput["shippingCodes"],
    userIds: v.userIds,
    usingType: coupon ? v.usingType : ("WITH_PROMOTIONS" as const),
    totalQuantity: coupon ? (v.totalQuantity ?? 0) : 0,
    limitPerUser: coupon ? (v.limitPerUser ?? 0) : 0,
    groupNumber: v.groupNumber,
    sort: v.sort,
  };
}
