// The commerce read model (spec storefront §3–§5, back-office §3): cart, bill, promotions, shipping,
// payment and orders, shared by the API, the page loaders and the browser. Money is integer minor
// units (NT$1 = 100); times are UTC ISO strings, shown in Asia/Taipei.

import type { MediaRef } from "../media";
import type { PaymentPlan } from "./catalogue";

// ---- constants (spec §3, §4, §9) -----------------------------------------------------------------

export const PAYMENT_METHODS = [
  "TRANSFER",
  "TRANSFER_VIRTUAL",
  "CREDIT_CARD",
  "CONVENIENCE_STORE",
  "CASH_ON_DELIVERY",
  "LINE_PAY",
  "APPLE_PAY",
  "BONUS",
  "JKO_PAY",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods this platform can take today (the others are listed by the spec, not offered). */
export const OFFERED_PAYMENT_METHODS = [
  "TRANSFER",
  "TRANSFER_VIRTUAL",
  "CREDIT_CARD",
  "CASH_ON_DELIVERY",
  "LINE_PAY",
] as const;

export const SHIPPING_CODES = [
  "HOME",
  "CONVENIENCE_STORE",
  "MANUAL",
  "SEVEN_ELEVEN_C2C",
  "SEVEN_ELEVEN_B2C",
  "FAMILY_MART_C2C",
  "FAMILY_MART_B2C",
  "HI_LIFE_C2C",
  "HI_LIFE_B2C",
  "BLACK_CAT",
  "HCT",
] as const;
export type ShippingCode = (typeof SHIPPING_CODES)[number];
export const SHIPPING_TYPES = ["SELF", "ECPAY", "MING_CHANG"] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
/** Who receives an order's parcel, as stored on the order and in the address book (db/schema). */
export type { ReceiverJson } from "../../../db/schema/orders";

export const CVS_CHAINS = ["UNIMART", "FAMI", "HILIFE"] as const;
export type CvsChain = (typeof CVS_CHAINS)[number];

/** Which convenience-store chain a pickup shipping code uses (null: not a pickup method). */
export function cvsChainOf(code: string): CvsChain | null {
  if (code.startsWith("SEVEN_ELEVEN")) return "UNIMART";
  if (code.startsWith("FAMILY_MART")) return "FAMI";
  if (code.startsWith("HI_LIFE")) return "HILIFE";
  return null;
}

export const PROMOTION_SCOPES = ["PROMOTION", "COUPON"] as const;
export const PROMOTION_KINDS = ["PROMOTION", "ACTIVITY"] as const;
export const CONDITION_TYPES = ["FULL_AMOUNT", "FULL_QUANTITY", "SHIPPING"] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export const ACTION_TYPES = [
  "PERCENT_OFF",
  "AMOUNT_OFF",
  "SHIPPING_FEE",
  "GIFT",
  "ADDITIONAL",
  "SINGLE_PRICE",
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const SUBSCRIPTION_SCOPES = ["NORMAL", "SUBSCRIPTION", "NOT_SUBSCRIPTION"] as const;
export const STORE_SCOPES = ["NORMAL", "CREATING_STORE", "NORMAL_STORE"] as const;
export const LIST_TYPES = ["NORMAL", "WHITE", "BLACK"] as const;
export const USING_TYPES = ["WITH_PROMOTIONS", "ALONE"] as const;

/** Spec §4 promotion eligibility failure reasons. */
export const PROMOTION_FAILURES = [
  "NOT_FIND",
  "IS_CLOSE",
  "IS_EXPIRED",
  "INSUFFICIENT_QUANTITY",
  "EXCEED_LIMIT_FOR_SINGLE_USER",
  "MISMATCH_AREA",
  "MISMATCH_ITEMS",
  "MISMATCH_CONDITION",
  "MISMATCH_TYPE_FOR_CREATING_STORE",
  "NO_VALID_EXTRAS",
  "MISMATCH_SUBSCRIPTION_TYPE",
  "MISMATCH_USER",
  "MISMATCH_SHIPPING",
  "MISMATCH_USINGTYPE",
] as const;
export type PromotionFailure = (typeof PROMOTION_FAILURES)[number];

/** Spec §4/§9: start year 1111 and end year 3333 mean no time limit. */
export const NO_LIMIT_START = "1111-01-01T00:00:00.000Z";
export const NO_LIMIT_END = "3333-12-31T23:59:59.999Z";
/** Spec §9 free-shipping sentinel (NT$9999, shown as 99999 in promotion text), in minor units. */
export const FREE_SHIPPING_SENTINEL = 9999_00;

/** Spec §3 cart promotion item status. */
export type CartPromotionItemStatus = "NORMAL" | "OVER_MAX_QUANTITY" | "INVALID_ADDITIONAL";

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

// ---- orders --------------------------------------------------------------------------------------

export const ORDER_STATUSES = [
  "UNPROCESSED",
  "PROCESSED",
  "DELIVERED",
  "COMPLETE",
  "CANCEL_UNPROCESSED",
  "CANCEL_COMPLETE",
  "RETURN_UNPROCESSED",
  "RETURN_COMPLETE",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["UNPAID", "CONFIRM_PAID", "PAID", "FAILED", "REFUNDED", "NOT_REQUIRED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Back-office §2.2 order sub-lists (/admin/orderlist/{name}), in menu order. */
export const ORDER_LISTS = [
  "unprocessed",
  "processed",
  "delivered",
  "complete",
  "unpaid",
  "confirmedPaid",
  "cancelUnprocessed",
  "cancelComplete",
  "returnUnprocessed",
  "returnComplete",
  "all",
] as const;
export type OrderListName = (typeof ORDER_LISTS)[number];

export const SUBSCRIPTION_STATUSES = ["ACTIVE", "PAUSED", "CANCELLED", "FAILED"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// ---- API shapes ----------------------------------------------------------------------------------

/** Spec §3 cart item (GET /api/cart/items), with the spec's aliases. */
export type CartItem = {
  id: number;
  productId: number;
  productName: string;
  productMedia: MediaRef | null;
  productPaymentPlan: PaymentPlan;
  productUnitPrice: number;
  quantity: number;
  spec: string;
  stockId: number;
  masterStockId: number | null;
  subscriptionCycle: number;
  combos: { stockId: number; productName: string; spec: string; quantity: number }[];
  productBlockedShippingMethodIds: number[];
  productMaxQuantityPerOrder: number;
  productMinQuantityPerOrder: number;
  promotionId: number | null;
  promotionConditionId: number | null;
  /** Units still available for this line (spec: never below 0). */
  availableStock: number;
  /** False when the product was taken off sale or hidden since it was added. */
  isSaleable: boolean;
  // spec aliases
  price: number;
  name: string;
  media: MediaRef | null;
  paymentPlan: PaymentPlan;
};

/** One promotion applied (or offered) in a bill. */
export type BillPromotion = {
  id: number;
  scope: "PROMOTION" | "COUPON";
  name: string;
  code: string | null;
  conditionType: ConditionType;
  actionType: ActionType;
  /** The tier reached (its threshold), null when none is reached yet. */
  conditionId: number | null;
  discountAmount: number;
  discountShippingFee: number;
  /** Gift / add-on choices this tier unlocks (cart-extras, cart-additional-products). */
  extras: { productId: number; stockId: number; price: number; quantity: number; status: CartPromotionItemStatus }[];
  /** How far the cart is from the next tier (minor units or items), for "spend NT$X more" hints. */
  shortBy: number | null;
};

/** Spec §3 cart/bill (POST /api/checkout/bill). */
export type Bill = {
  items: CartItem[];
  itemsTotalAmount: number;
  shippingFee: number;
  discountAmount: number;
  discountShippingFee: number;
  hasPromotionShippingFee: boolean;
  promotionShippingFeeDifference: number;
  /**
   * The nearest free shipping (the method's threshold or a promotion's, whichever is nearer), from
   * the rules that set the fee; null when shipping is already free or nothing makes it free.
   * promotionShippingFeeDifference is its `remaining`.
   */
  freeShipping: { threshold: number; remaining: number } | null;
  totalAmount: number;
  /** What the store keeps after discounts, before shipping. */
  revenue: number;
  promotionList: BillPromotion[];
  coupon: { code: string; valid: boolean; reason: PromotionFailure | null } | null;
};
