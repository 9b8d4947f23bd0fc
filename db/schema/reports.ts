import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { storeRef } from "./columns";

/** A product's line in one day's roll-up: units and amount sold. */
export type ProductDayJson = { productId: number; name: string; quantity: number; amount: number };

/** A promotion or coupon applied by one day's counted orders (migration 0037). */
export type PromotionDayJson = {
  promotionId: number;
  name: string;
  scope: "PROMOTION" | "COUPON";
  code: string | null;
  orders: number;
  discountAmount: number;
  discountShippingFee: number;
  /** The total of the orders that applied it. */
  revenue: number;
};

// The store report's daily roll-up (migration 0030): one row per store per Asia/Taipei day.
export const storeDailyReports = sqliteTable(
  "store_daily_reports",
  {
    storeId: storeRef(),
    day: text("day").notNull(),
    revenue: integer("revenue").notNull().default(0),
    orders: integer("orders").notNull().default(0),
    refunds: integer("refunds").notNull().default(0),
    refundCount: integer("refund_count").notNull().default(0),
    newMembers: integer("new_members").notNull().default(0),
    visits: integer("visits").notNull().default(0),
    /** payment method → { count, amount } */
    payments: text("payments", { mode: "json" }).$type<Record<string, { count: number; amount: number }>>().notNull(),
    /** shipping code → { count, amount } */
    shippings: text("shippings", { mode: "json" }).$type<Record<string, { count: number; amount: number }>>().notNull(),
    products: text("products", { mode: "json" }).$type<ProductDayJson[]>().notNull(),
    promotions: text("promotions", { mode: "json" }).$type<PromotionDayJson[]>().notNull().default([]),
    computedAt: text("computed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

export const storeVisits = sqliteTable(
  "store_visits",
  {
    storeId: storeRef(),
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.visitor] })],
);
