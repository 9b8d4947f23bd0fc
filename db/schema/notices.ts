import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { storeRef } from "./columns";
import { orders } from "./orders";

// Verified provider callbacks already applied (migration 0006): the unique key makes a replayed
// notice a no-op. Written in the same batch as the notice's effect.
export const providerNotices = sqliteTable(
  "provider_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    /** Who sent it, e.g. ECPAY_LOGISTICS. */
    provider: text("provider").notNull(),
    /** SHA-256 of the notice's identifying fields (see functions/commerce/ecpay/notify.ts). */
    noticeKey: text("notice_key").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [uniqueIndex("provider_notices_key_uq").on(t.storeId, t.provider, t.noticeKey)],
);

export type ProviderNoticeRow = typeof providerNotices.$inferSelect;
