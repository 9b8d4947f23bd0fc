import { z } from "zod";
import {
  ACTION_TYPES,
  CONDITION_TYPES,
  LIST_TYPES,
  NO_LIMIT_END,
  NO_LIMIT_START,
  PROMOTION_SCOPES,
  SHIPPING_CODES,
  STORE_SCOPES,
  SUBSCRIPTION_SCOPES,
  USING_TYPES,
} from "../../shared/commerce/commerce";

// Write bodies and list queries of promotions, coupons and activities (back-office §3, §7).
// Binding-free: the back-office edit form can parse with the same schema the API uses. The rules
// that need the database (codes taken, products and stock lines of this store) are in service.ts.

const id = z.number({ error: "validation.required" }).int().positive();
const MONEY_MAX = 100_000_000_00;
const money = z.number({ error: "validation.required" }).int().min(0).max(MONEY_MAX, "validation.max");
const text = (max: number) => z.string().trim().max(max, "validation.max");
const requiredText = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.max");

/** Coupon / activity codes shoppers type: letters, digits, - and _; compared case-insensitively. */
export const PROMOTION_CODE = /^[A-Za-z0-9_-]{2,32}$/;
export const codeRule = z.string().trim().regex(PROMOTION_CODE, "validation.promotionCode");

/** UTC ISO instant, stored in one format (so times compare as strings); null = no limit. */
const instant = (sentinel: string) =>
  z
    .union([z.iso.datetime({ offset: true, error: "validation.date" }), z.null()])
    .transform((v) => (v === null ? sentinel : new Date(v).toISOString()));

export const MAX_TIERS = 20;
export const MAX_EXTRAS = 50;

export const extraInput = z.strictObject({
  productId: id,
  stockId: id,
  price: money,
  quantity: z.number({ error: "validation.required" }).int().min(1).max(999, "validation.max"),
});

export const tierInput = z.strictObject({
  /** Kept on edit (cart gift lines point at it); new tiers get the next free id. */
  id: id.optional(),
  condition: money,
  value: money,
  profitPercent: z.number().min(0).max(100).default(0),
  extras: z.array(extraInput).max(MAX_EXTRAS, "validation.max").default([]),
});
export type TierInput = z.infer<typeof tierInput>;

const fields = {
  scope: z.enum(PROMOTION_SCOPES),
  code: z.union([codeRule, z.null()]),
  name: requiredText(100),
  description: text(2000),
  isOpen: z.boolean(),
  startAt: instant(NO_LIMIT_START),
  endAt: instant(NO_LIMIT_END),
  conditionType: z.enum(CONDITION_TYPES),
  actionType: z.enum(ACTION_TYPES),
  isCumulative: z.boolean(),
  conditions: z.array(tierInput).max(MAX_TIERS, "validation.max"),
  listType: z.enum(LIST_TYPES),
  productIds: z.array(id).max(1000, "validation.max"),
  subscriptionScope: z.enum(SUBSCRIPTION_SCOPES),
  storeScope: z.enum(STORE_SCOPES),
  areas: z.array(requiredText(20)).max(50, "validation.max"),
  shippingCodes: z.array(z.enum(SHIPPING_CODES)).max(SHIPPING_CODES.length),
  userIds: z.array(id).max(1000, "validation.max"),
  usingType: z.enum(USING_TYPES),
  totalQuantity: z.number().int().min(0).max(10_000_000),
  limitPerUser: z.number().int().min(0).max(10_000),
  groupNumber: z.number().int().min(0).max(1000),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
};

type Shape = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };

/** The rules between fields (spec back-office §3 and the engine's definitions). */
function crossRules(v: Shape, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  if (v.startAt >= v.endAt) issue(["endAt"], "validation.endBeforeStart");
  if (v.scope === "COUPON" && !v.code) issue(["code"], "validation.required");
  if (v.isOpen && v.conditions.length === 0) issue(["conditions"], "validation.required");
  if ((v.listType === "WHITE" || v.listType === "BLACK") && v.productIds.length === 0) {
    issue(["productIds"], "validation.required");
  }
  const noRepeat = v.actionType === "PERCENT_OFF" || v.actionType === "SHIPPING_FEE" || v.conditionType === "SHIPPING";
  if (v.isCumulative && noRepeat) issue(["isCumulative"], "validation.notCumulative");
  if (v.actionType === "SINGLE_PRICE" && v.conditionType !== "FULL_QUANTITY") {
    issue(["conditionType"], "validation.singlePriceNeedsQuantity");
  }
  if (v.conditionType === "SHIPPING" && v.conditions.length > 1) issue(["conditions"], "validation.oneTier");
  const extrasAllowed = v.actionType === "GIFT" || v.actionType === "ADDITIONAL";
  const ids = new Set<number>();
  v.conditions.forEach((t, i) => {
    const at = (k: string | number, ...rest: (string | number)[]) => ["conditions", i, k, ...rest];
    if (t.id !== undefined) {
      if (ids.has(t.id)) issue(at("id"), "validation.duplicate");
      ids.add(t.id);
    }
    const prev = v.conditions[i - 1];
    if (prev && t.condition <= prev.condition) issue(at("condition"), "validation.ascending");
    if (v.conditionType === "SHIPPING" && t.condition !== 0) issue(at("condition"), "validation.zero");
    if (v.conditionType === "FULL_QUANTITY" && t.condition < 1) issue(at("condition"), "validation.min");
    if (v.actionType === "PERCENT_OFF" && (t.value < 1 || t.value > 99)) issue(at("value"), "validation.percentOff");
    if ((v.actionType === "AMOUNT_OFF" || v.actionType === "SHIPPING_FEE") && t.value < 1) {
      issue(at("value"), "validation.min");
    }
    if (!extrasAllowed && t.extras.length) issue(at("extras"), "validation.extrasNotAllowed");
    if (extrasAllowed && !t.extras.length) issue(at("extras"), "validation.required");
    const stocks = new Set<number>();
    t.extras.forEach((x, j) => {
      if (v.actionType === "GIFT" && x.price !== 0) issue(at("extras", j, "price"), "validation.giftIsFree");
      if (stocks.has(x.stockId)) issue(at("extras", j, "stockId"), "validation.duplicate");
      stocks.add(x.stockId);
    });
  });
}

/** A whole promotion (create, and an edit merged over the stored row). */
export const promotionInput = z.strictObject(fields).superRefine(crossRules);
export type PromotionInput = z.output<typeof promotionInput>;

/** Create: what a new form may leave out gets the defaults of the table. */
export const promotionCreateInput = z
  .strictObject({
    ...fields,
    scope: fields.scope.default("PROMOTION"),
    code: fields.code.default(null),
    description: fields.description.default(""),
    isOpen: fields.isOpen.default(false),
    startAt: instant(NO_LIMIT_START).default(NO_LIMIT_START),
    endAt: instant(NO_LIMIT_END).default(NO_LIMIT_END),
    isCumulative: fields.isCumulative.default(false),
    conditions: fields.conditions.default([]),
    listType: fields.listType.default("NORMAL"),
    productIds: fields.productIds.default([]),
    subscriptionScope: fields.subscriptionScope.default("NORMAL"),
    storeScope: fields.storeScope.default("NORMAL"),
    areas: fields.areas.default([]),
    shippingCodes: fields.shippingCodes.default([]),
    userIds: fields.userIds.default([]),
    usingType: fields.usingType.default("WITH_PROMOTIONS"),
    totalQuantity: fields.totalQuantity.default(0),
    limitPerUser: fields.limitPerUser.default(0),
    groupNumber: fields.groupNumber.default(0),
    sort: fields.sort.default(0),
  })
  .superRefine(crossRules);

/** Edit: any subset; the service merges it over the row and checks the whole with promotionInput. */
export const promotionPatchInput = z.strictObject(fields).partial();
export type PromotionPatch = z.input<typeof promotionPatchInput>;

const queryBool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Back-office list: scope, display 1 shown / 2 hidden / 3 all, showing bit flags, keyword. */
export const promotionListQuery = z.object({
  scope: z.enum(PROMOTION_SCOPES).optional(),
  display: z.coerce.number().int().min(1).max(3).default(3),
  showing: z.coerce.number().int().min(0).max(7).default(0),
  keyword: z.string().trim().max(100).optional(),
});
export type PromotionListQuery = z.output<typeof promotionListQuery>;

export const codeQuery = z.object({ code: codeRule });

export const activityListQuery = z.object({
  isOpen: queryBool.optional(),
  isValidTime: queryBool.optional(),
});

export const groupPlaceInput = z.strictObject({
  promotionIds: z
    .array(id)
    .min(1, "validation.required")
    .max(500, "validation.max")
    .refine((ids) => new Set(ids).size === ids.length, "validation.duplicate"),
});
