import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now } from "./columns";
import { stores } from "./stores";

// The head store's branch network (migrations/0019_branch_network.sql, docs/issue-13.md). Every
// table carries the head store's id, so a network is one unit of placement (ARCHITECTURE "Scale").

const headRef = (name = "store_id") =>
  integer(name)
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" });

/** Closure table: one row per (ancestor, descendant); the head store is its own root at depth 0. */
export const branchTree = sqliteTable(
  "branch_tree",
  {
    headStoreId: headRef("head_store_id"),
    ancestorId: integer("ancestor_id").notNull(),
    descendantId: integer("descendant_id").notNull(),
    depth: integer("depth").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index("branch_tree_descendant_idx").on(t.descendantId, t.depth),
    index("branch_tree_level_idx").on(t.headStoreId, t.ancestorId, t.depth),
  ],
);

/** Invitation codes (spec "verifications"): a code grants a trial type and its length. */
export const verifications = sqliteTable(
  "verifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: headRef(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    trialType: text("trial_type").notNull().default("BY_VERIFYCODE"),
    trialLength: integer("trial_length").notNull().default(0),
    /** DAY or MONTH. */
    trialUnit: text("trial_unit").notNull().default("DAY"),
    startAt: text("start_at"),
    endAt: text("end_at"),
    /** 0 = no limit. */
    maxUses: integer("max_uses").notNull().default(0),
    usedCount: integer("used_count").notNull().default(0),
    isOpen: integer("is_open", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("verifications_code_uq").on(t.storeId, t.code)],
);

export type BranchApplicationProfile = {
  name: string;
  realName: string;
  phoneCountry: string;
  phone: string;
  city: string;
  district: string;
  postalCode: string;
  address: string;
  birthYear: number;
  birthMonth: number;
  birthDay: number;
  gender: "male" | "female";
};

/** A visitor's application to open a branch; `storeId` is the head store. */
export const branchApplications = sqliteTable(
  "branch_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: headRef(),
    introducerStoreId: integer("introducer_store_id").notNull(),
    userId: integer("user_id").notNull(),
    /** DRAFT → PAID (order paid) → CREATED (branch store exists); CANCELLED. */
    status: text("status").notNull().default("DRAFT"),
    domainName: text("domain_name").notNull(),
    email: text("email").notNull(),
    identification: text("identification").notNull(),
    profile: text("profile", { mode: "json" }).$type<BranchApplicationProfile>().notNull(),
    verificationId: integer("verification_id"),
    planProductId: integer("plan_product_id"),
    orderId: integer("order_id"),
    branchStoreId: integer("branch_store_id"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("branch_applications_user_idx").on(t.storeId, t.userId, t.status),
    uniqueIndex("branch_applications_order_uq").on(t.storeId, t.orderId),
    uniqueIndex("branch_applications_branch_uq").on(t.branchStoreId),
  ],
);

/**
 * A branch's display and price choice for one head-store product or category (kind PRODUCT or
 * CATEGORY). profitType: ORIGINAL, FIXED, AMOUNT_UP, AMOUNT_DOWN, PERCENT_UP, PERCENT_DOWN.
 */
export const branchCustomizations = sqliteTable(
  "branch_customizations",
  {
    storeId: headRef(),
    headStoreId: integer("head_store_id").notNull(),
    kind: text("kind").notNull(),
    objectId: integer("object_id").notNull(),
    profitType: text("profit_type").notNull().default("ORIGINAL"),
    /** Minor units for FIXED/AMOUNT_*, tenths of a percent for PERCENT_*. */
    profitValue: integer("profit_value").notNull().default(0),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind, t.objectId] })],
);

/** Branch feedback (POST /api/branch/feedback); `storeId` is the head store that reads it. */
export const branchFeedbacks = sqliteTable(
  "branch_feedbacks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: headRef(),
    branchStoreId: integer("branch_store_id").notNull(),
    userId: integer("user_id"),
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    content: text("content").notNull().default(""),
    media: text("media", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    status: text("status").notNull().default("UNPROCESSED"),
    reply: text("reply").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("branch_feedbacks_store_idx").on(t.storeId, t.status, t.createdAt)],
);

/** Long network jobs (branch deletes) that a page polls. */
export const branchJobs = sqliteTable(
  "branch_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: headRef(),
    kind: text("kind").notNull(),
    /** PENDING, RUNNING, DONE, FAILED. */
    status: text("status").notNull().default("PENDING"),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    error: text("error"),
    userId: integer("user_id"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("branch_jobs_store_idx").on(t.storeId, t.createdAt)],
);

export type VerificationRow = typeof verifications.$inferSelect;
export type BranchApplicationRow = typeof branchApplications.$inferSelect;
export type BranchCustomizationRow = typeof branchCustomizations.$inferSelect;
export type BranchFeedbackRow = typeof branchFeedbacks.$inferSelect;
export type BranchJobRow = typeof branchJobs.$inferSelect;
