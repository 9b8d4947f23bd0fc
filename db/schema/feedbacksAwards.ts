import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Issue 28 §4 (migration 0038): subscription feedbacks and product awards.

/** Why a member cancelled a subscription: the spec's cancel reasons, a text, the store's answer. */
export const subscriptionFeedbacks = sqliteTable(
  "subscription_feedbacks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    subscriptionId: integer("subscription_id").notNull(),
    userId: integer("user_id"),
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    content: text("content").notNull().default(""),
    /** UNPROCESSED | PROCESSED */
    status: text("status").notNull().default("UNPROCESSED"),
    reply: text("reply").notNull().default(""),
    /** The demo seed's key of this row (null for a member's). */
    seedKey: text("seed_key"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("subscription_feedbacks_store_idx").on(t.storeId, t.status, t.createdAt),
    uniqueIndex("subscription_feedbacks_seed_uq").on(t.storeId, t.seedKey),
  ],
);

/** One award (title, issuer, year), given to the products of product_awards. */
export const productAwardGroups = sqliteTable(
  "product_award_groups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    title: text("title").notNull(),
    issuer: text("issuer").notNull().default(""),
    year: integer("year"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("product_award_groups_store_idx").on(t.storeId, t.id)],
);

export const productAwards = sqliteTable(
  "product_awards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    groupId: integer("group_id")
      .notNull()
      .references(() => productAwardGroups.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("product_awards_uq").on(t.storeId, t.groupId, t.productId),
    index("product_awards_product_idx").on(t.storeId, t.productId),
  ],
);

export type SubscriptionFeedbackRow = typeof subscriptionFeedbacks.$inferSelect;
export type ProductAwardGroupRow = typeof productAwardGroups.$inferSelect;
