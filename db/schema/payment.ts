import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Spec payment methods a store offers (setting-payment). `details` holds what shoppers may see or
// the adapter needs that is not secret (bank account for TRANSFER, TapPay app id, LINE Pay channel
// id); provider secrets never live here (Worker secrets, see functions/payment).
export const paymentMethods = sqliteTable(
  "payment_methods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    method: text("method").notNull(), // TRANSFER | TRANSFER_VIRTUAL | CREDIT_CARD | CASH_ON_DELIVERY | LINE_PAY …
    isOpen: integer("is_open", { mode: "boolean" }).notNull().default(false),
    sort: integer("sort").notNull().default(0),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("payment_methods_uq").on(t.storeId, t.method)],
);

// One row per payment attempt of an order (provider, its reference, outcome).
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    orderId: integer("order_id").notNull(),
    provider: text("provider").notNull(), // TEST | TAPPAY | LINE_PAY | BANK
    method: text("method").notNull(),
    status: text("status").notNull().default("PENDING"), // PENDING | PAID | FAILED
    amount: integer("amount").notNull(),
    /** Random token of the redirect round trip; the provider's transaction id once known. */
    nonce: text("nonce").notNull(),
    providerRef: text("provider_ref"),
    message: text("message"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("payments_order_idx").on(t.storeId, t.orderId), uniqueIndex("payments_nonce_uq").on(t.nonce)],
);

// Spec invoice settings (GET/POST /api/admin/invoice, PATCH/DELETE /{id}): the invoice methods a
// store offers at checkout (initial data invoiceMethods).
export const invoiceMethods = sqliteTable(
  "invoice_methods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    type: text("type").notNull(), // PERSONAL | MOBILE_CARRIER | CERTIFICATE_CARRIER | COMPANY | DONATION
    name: text("name").notNull(),
    /** English name shown on English pages; null: the built-in English name or `name`. */
    nameEn: text("name_en"),
    isOpen: integer("is_open", { mode: "boolean" }).notNull().default(true),
    sort: integer("sort").notNull().default(0),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("invoice_methods_store_idx").on(t.storeId, t.sort)],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceMethodRow = typeof invoiceMethods.$inferSelect;
