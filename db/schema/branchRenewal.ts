import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { storeRef } from "./columns";

/**
 * One renewal order of a branch's plan (migrations/0024_branch_renewal.sql): `storeId` is the head
 * store (the seller), PENDING until the order is paid, APPLIED once in the batch that extends the plan.
 */
export const branchRenewals = sqliteTable(
  "branch_renewals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    branchStoreId: integer("branch_store_id").notNull(),
    orderId: integer("order_id").notNull(),
    userId: integer("user_id").notNull(),
    planProductId: integer("plan_product_id").notNull(),
    /** Months this renewal adds; 0 = the plan never ends. */
    termMonths: integer("term_months").notNull(),
    /** PENDING → APPLIED. */
    status: text("status").notNull().default("PENDING"),
    endsBefore: text("ends_before"),
    endsAfter: text("ends_after"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    appliedAt: text("applied_at"),
  },
  (t) => [
    uniqueIndex("branch_renewals_order_uq").on(t.orderId),
    index("branch_renewals_branch_idx").on(t.storeId, t.branchStoreId, t.status),
  ],
);

export type BranchRenewalRow = typeof branchRenewals.$inferSelect;
