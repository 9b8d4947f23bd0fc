import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Highlight counters per store and type (migration 0032; spec back-office §3 Highlight). Orders and
// network notices count from their own rows; every other type counts here.
export const storeHighlights = sqliteTable(
  "store_highlights",
  {
    storeId: storeRef(),
    type: text("type").notNull(),
    amount: integer("amount").notNull().default(0),
    /** The latest notice behind the count, for content.notificationId. */
    notificationId: integer("notification_id"),
    message: text("message").notNull().default(""),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.type] })],
);

export type StoreHighlightRow = typeof storeHighlights.$inferSelect;
