import type { PromotionConditionJson, PromotionRow } from "@db/schema/promotions";
import type { CartPromotionItemStatus, PromotionFailure } from "../../shared/commerce/commerce";

// The promotion engine's input and output shapes (engine.ts states the rules).

export type EngineLine = {
  id: number;
  productId: number;
  stockId: number;
  quantity: number;
  /** Unit price in minor units (a gift/add-on line: its promotion price). */
  price: number;
  paymentPlan: string;
  promotionId: number | null;
  promotionConditionId: number | null;
  problem?: string | null;
};

/** A promotion's terms: when it runs, what the cart must reach, what it gives, on which products. */
export type PromotionTerms = Pick<
  PromotionRow,
  | "startAt"
  | "endAt"
  | "conditionType"
  | "actionType"
  | "isCumulative"
  | "conditions"
  | "listType"
  | "productIds"
  | "subscriptionScope"
>;

export type EnginePromotion = PromotionTerms &
  Pick<
    PromotionRow,
    | "id"
    | "scope"
    | "code"
    | "name"
    | "isOpen"
    | "storeScope"
    | "areas"
    | "shippingCodes"
    | "userIds"
    | "usingType"
    | "totalQuantity"
    | "usedQuantity"
    | "limitPerUser"
    | "groupNumber"
    | "sort"
  >;

export type EngineContext = {
  /** UTC ISO. */
  now: string;
  userId: number | null;
  city: string | null;
  shippingCode: string | null;
  /** The chosen method's fee for this order (0 when none is chosen). */
  shippingFee: number;
  isCreatingStore?: boolean;
  /** How often this member already used the entered coupon (coupon_usages rows). */
  couponUsesByUser?: number;
  /** Units available per stock line of the extras; absent = not checked (everything available). */
  available?: ReadonlyMap<number, number>;
};

export type Tier = PromotionConditionJson;

export type OfferedExtra = {
  productId: number;
  stockId: number;
  price: number;
  quantity: number;
  status: CartPromotionItemStatus;
};

export type PromotionOutcome = {
  promotion: EnginePromotion;
  /** Null: it applies. */
  reason: PromotionFailure | null;
  tier: Tier | null;
  multiplier: number;
  eligibleAmount: number;
  eligibleQuantity: number;
  discountAmount: number;
  discountShippingFee: number;
  extras: OfferedExtra[];
  shortBy: number | null;
};

export type CouponOutcome = {
  code: string;
  valid: boolean;
  reason: PromotionFailure | null;
  outcome: PromotionOutcome | null;
};

export type EngineResult = {
  /** Automatic promotions, in application order (those failing only on their threshold included). */
  promotions: PromotionOutcome[];
  coupon: CouponOutcome | null;
  /** Status of every gift/add-on line, by line id. */
  lineStatus: Map<number, CartPromotionItemStatus>;
  /** Lines whose amounts count in the totals. */
  countedLineIds: Set<number>;
  itemsTotalAmount: number;
  discountAmount: number;
  shippingFee: number;
  discountShippingFee: number;
  totalAmount: number;
  revenue: number;
};
