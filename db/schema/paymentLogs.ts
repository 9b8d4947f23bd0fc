import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Spec back-office §2.2 user-payment-logs-list: one row per failed attempt, provider error or
// callback that did not verify. Order fields are copied, not joined, so a log outlives its order.
export const paymentLogs = sqliteTable(
  "payment_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    kind: text("kind").notNull(), // functions/shared/commerce/paymentLogs.ts PAYMENT_LOG_KINDS
    provider: text("provider").notNull(),
    method: text("method"),
    orderId: integer("order_id"),
    orderNumber: text("order_number"),
    userId: integer("user_id"),
    amount: integer("amount"),
    message: text("message").notNull().default(""),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("payment_logs_store_idx").on(t.storeId, t.createdAt)],
);

export type PaymentLogRow = typeof paymentLogs.$inferSelect;
