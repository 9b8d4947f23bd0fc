import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

/** One tier of a promotion (back-office §3 "conditions (condition, value, profitPercent, extras)"). */
export type PromotionConditionJson = {
  /** Stable id of the tier inside its promotion (cart gift/add-on lines point at it). */
  id: number;
  /** Threshold: minor units for FULL_AMOUNT, item count for FULL_QUANTITY, 0 for SHIPPING. */
  condition: number;
  /**
   * Benefit: PERCENT_OFF in tenths of the price paid (85 = 8.5 fold = pay 85%); AMOUNT_OFF and
   * SHIPPING_FEE in minor units (SHIPPING_FEE ≥ the 9999 sentinel = free shipping); SINGLE_PRICE the
   * price in minor units of the whole qualifying set; GIFT/ADDITIONAL unused (see extras).
   */
  value: number;
  profitPercent: number;
  /** GIFT and ADDITIONAL: the stock lines offered, their price (0 for gifts) and max quantity. */
  extras: { productId: number; stockId: number; price: number; quantity: number }[];
};

// Promotions, coupons and activities share one table and one engine (functions/promotions).
// kind PROMOTION (automatic, listed), ACTIVITY (an event shown to shoppers; same rules);
// scope COUPON rows apply only when their code is entered.
export const promotions = sqliteTable(
  "promotions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    kind: text("kind").notNull().default("PROMOTION"), // PROMOTION | ACTIVITY
    scope: text("scope").notNull().default("PROMOTION"), // PROMOTION | COUPON
    /** Coupon code (entered by shoppers) or activity code; unique per store when set. */
    code: text("code"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isOpen: integer("is_open", { mode: "boolean" }).notNull().default(false),
    /** UTC ISO; the 1111 / 3333 years are the spec's "no time limit" sentinels. */
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    conditionType: text("condition_type").notNull(), // FULL_AMOUNT | FULL_QUANTITY | SHIPPING
    actionType: text("action_type").notNull(), // PERCENT_OFF | AMOUNT_OFF | SHIPPING_FEE | GIFT | ADDITIONAL | SINGLE_PRICE
    isCumulative: integer("is_cumulative", { mode: "boolean" }).notNull().default(false),
    conditions: text("conditions", { mode: "json" }).$type<PromotionConditionJson[]>().notNull().default(sql`'[]'`),
    /** Which products count: NORMAL all, WHITE only productIds, BLACK all but productIds. */
    listType: text("list_type").notNull().default("NORMAL"),
    productIds: text("product_ids", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    subscriptionScope: text("subscription_scope").notNull().default("NORMAL"), // NORMAL | SUBSCRIPTION | NOT_SUBSCRIPTION
    storeScope: text("store_scope").notNull().default("NORMAL"), // NORMAL | CREATING_STORE | NORMAL_STORE
    /** Counties/cities the order must ship to (empty = anywhere): MISMATCH_AREA. */
    areas: text("areas", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Shipping method codes allowed (empty = any): MISMATCH_SHIPPING. */
    shippingCodes: text("shipping_codes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Member ids allowed (empty = every member): MISMATCH_USER. */
    userIds: text("user_ids", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    /** Coupons: WITH_PROMOTIONS stacks on automatic promotions, ALONE only when none applied. */
    usingType: text("using_type").notNull().default("WITH_PROMOTIONS"),
    /** Coupons: total uses (0 = unlimited) and uses per member (0 = unlimited). */
    totalQuantity: integer("total_quantity").notNull().default(0),
    usedQuantity: integer("used_quantity").notNull().default(0),
    limitPerUser: integer("limit_per_user").notNull().default(0),
    /** Promotion groups (promotions-groups-sort): group number and order inside the storefront. */
    groupNumber: integer("group_number").notNull().default(0),
    sort: integer("sort").notNull().default(0),
    /** When its branches were told (PROMOTION_NEW / ACTIVITY_NEW), null until then (db/announcements.ts). */
    announcedAt: text("announced_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("promotions_store_idx").on(t.storeId, t.kind, t.isOpen),
    uniqueIndex("promotions_code_uq").on(t.storeId, t.code),
  ],
);

// One row per coupon use, written in the checkout batch: per-member limits count these.
export const couponUsages = sqliteTable(
  "coupon_usages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    promotionId: integer("promotion_id").notNull(),
    userId: integer("user_id").notNull(),
    orderId: integer("order_id").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("coupon_usages_user_idx").on(t.storeId, t.promotionId, t.userId)],
);

export type PromotionRow = typeof promotions.$inferSelect;
