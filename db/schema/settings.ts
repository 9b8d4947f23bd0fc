import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { productRef } from "./catalogue";
import { storeRef } from "./columns";

// Issue 12 settings rows (migration 0012). The calendar, product and subscription settings are
// JSON columns on `stores` (db/schema/stores.ts); these are the per-product and versioned rows.

/** The rich-text story of one product (editproductstory/{id}), shown on its product page. */
export const productStories = sqliteTable(
  "product_stories",
  {
    storeId: storeRef(),
    productId: productRef(),
    content: text("content").notNull().default(""),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
);

/** Subscription contract versions: the one in force is the newest whose effective time has come. */
export const subscriptionContracts = sqliteTable(
  "subscription_contracts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    effectiveAt: text("effective_at").notNull(),
    createdBy: text("created_by").notNull().default(""),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    uniqueIndex("subscription_contracts_version_uq").on(t.storeId, t.version),
    index("subscription_contracts_effective_idx").on(t.storeId, t.effectiveAt),
  ],
);

export type ProductStoryRow = typeof productStories.$inferSelect;
export type SubscriptionContractRow = typeof subscriptionContracts.$inferSelect;
