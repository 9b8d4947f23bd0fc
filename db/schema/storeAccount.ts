import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";
import { stores } from "./stores";

// The store's account with the platform (migrations/0017_store_account.sql). Plans and prices are
// platform config (functions/account/plans.ts); these rows hold what the store chose and paid.

/** One per store; no row yet means the store is on its type's default plan (trial). */
export const storeSubscriptions = sqliteTable("store_subscriptions", {
  storeId: integer("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  planCode: text("plan_code").notNull(),
  paymentPlan: text("payment_plan").notNull(),
  autoRenew: integer("auto_renew", { mode: "boolean" }).notNull().default(true),
  /** Taipei dates (yyyy-MM-dd) of the paid period; end is exclusive (the renewal date). */
  periodStart: text("period_start"),
  periodEnd: text("period_end"),
  /** A change made during a paid period, billed from the next period on. */
  nextPlanCode: text("next_plan_code"),
  nextPaymentPlan: text("next_payment_plan"),
  updatedAt: text("updated_at").notNull().default(now),
});

/** A bill of the platform to the store. PENDING only while its card charge is in flight. */
export const storeBills = sqliteTable(
  "store_bills",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    number: text("number").notNull(),
    status: text("status").notNull(),
    planCode: text("plan_code").notNull(),
    paymentPlan: text("payment_plan").notNull(),
    periodStart: text("period_start").notNull(),
    periodEnd: text("period_end").notNull(),
    subtotal: integer("subtotal").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    provider: text("provider"),
    providerRef: text("provider_ref"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** The buyer block printed on the bill (review data at payment time), JSON. */
    buyer: text("buyer", { mode: "json" }).$type<Record<string, string>>(),
    paidByUserId: integer("paid_by_user_id"),
    paidAt: text("paid_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("store_bills_key_idx").on(t.storeId, t.idempotencyKey),
    uniqueIndex("store_bills_period_idx").on(t.storeId, t.periodStart),
  ],
);

/** The owner's identity and company data the platform reviews (PATCH /api/admin/store/user/review). */
export const storeReviews = sqliteTable("store_reviews", {
  storeId: integer("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  ownerName: text("owner_name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  companyName: text("company_name").notNull().default(""),
  companyId: text("company_id").notNull().default(""),
  address: text("address").notNull().default(""),
  status: text("status").notNull().default("SUBMITTED"),
  submittedAt: text("submitted_at").notNull().default(now),
});

export type StoreSubscriptionRow = typeof storeSubscriptions.$inferSelect;
export type StoreBillRow = typeof storeBills.$inferSelect;
export type StoreReviewRow = typeof storeReviews.$inferSelect;
