import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { storeRef } from "./columns";

// migrations/0020_registration.sql: a registrant's choices for a registration plan (storefront §4).
export const registrationSelections = sqliteTable(
  "registration_selections",
  {
    storeId: storeRef(),
    userId: integer("user_id").notNull(),
    /** The MUST_BE_BOUGHT product that is the plan. */
    planId: integer("plan_id").notNull(),
    productId: integer("product_id").notNull(),
    /** Units of the pick (policy selectLimit caps the picks' total; migration 0025). */
    quantity: integer("quantity").notNull().default(1),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId, t.planId, t.productId] })],
);
