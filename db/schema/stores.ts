import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// JSON columns hold the spec's nested store settings; each is parsed and defaulted by zod in
// functions/stores so a missing key always falls back to the spec default.
export const stores = sqliteTable("stores", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  status: text("status").notNull().default("NORMAL"),
  type: text("type").notNull().default("NORMAL"),
  trialType: text("trial_type").notNull().default("NONE"),
  isWholeSaler: integer("is_whole_saler", { mode: "boolean" }).notNull().default(false),
  /** For a branch: its head store (issue 13). */
  parentStoreId: integer("parent_store_id"),
  /** For a branch: the upline (introducer) store, the head store or another branch. */
  introducerStoreId: integer("introducer_store_id"),
  /** For a branch: the name in `{domainName}.{branch base domain}`, unique in its network. */
  domainName: text("domain_name"),
  /** The head store's review of a branch owner's profile: UNAUDITED, NORMAL, DENY. */
  auditStatus: text("audit_status").notNull().default("NORMAL"),
  deletedAt: text("deleted_at"),
  trialEndsAt: text("trial_ends_at"),
  /** When the head store last reset this closed branch to a fresh registration (migration 0022). */
  resetAt: text("reset_at"),
  /** For a branch: when its plan ends (UTC); null = never (migration 0024, branch-renewal.md). */
  planEndsAt: text("plan_ends_at"),
  /** For a branch: the head store's MUST_BE_BOUGHT product it holds as its plan. */
  planProductId: integer("plan_product_id"),
  defaultDomain: text("default_domain"),
  policy: text("policy", { mode: "json" }).$type<Record<string, unknown>>(),
  plan: text("plan", { mode: "json" }).$type<Record<string, unknown>>(),
  settingStore: text("setting_store", { mode: "json" }).$type<Record<string, unknown>>(),
  settingBranch: text("setting_branch", { mode: "json" }).$type<Record<string, unknown>>(),
  settingSystem: text("setting_system", { mode: "json" }).$type<Record<string, unknown>>(),
  settingPage: text("setting_page", { mode: "json" }).$type<Record<string, unknown>>(),
  settingCalendar: text("setting_calendar", { mode: "json" }).$type<Record<string, unknown>>(),
  settingProduct: text("setting_product", { mode: "json" }).$type<Record<string, unknown>>(),
  settingSubscription: text("setting_subscription", { mode: "json" }).$type<Record<string, unknown>>(),
  tappay: text("tappay", { mode: "json" }).$type<Record<string, unknown>>(),
  ecpayMerchantId: text("ecpay_merchant_id"),
  countries: text("countries", { mode: "json" }).$type<string[]>(),
  invoiceMethods: text("invoice_methods", { mode: "json" }).$type<string[]>(),
  storeVerification: text("store_verification", { mode: "json" }).$type<Record<string, unknown>>(),
  profitPercent: integer("profit_percent").notNull().default(20),
  settlementCycle: integer("settlement_cycle").notNull().default(1),
  minRevenue: integer("min_revenue").notNull().default(0),
  minAmountShoppingForCreatingStore: integer("min_amount_shopping_for_creating_store").notNull().default(0),
  productPaymentPlanForCreatingStore: text("product_payment_plan_for_creating_store"),
  social: text("social", { mode: "json" }).$type<Record<string, string>>(),
  /** Custom labels per language (functions/shared/network/branchLabels.ts); older rows hold flat texts. */
  labels: text("labels", { mode: "json" }).$type<Record<string, string | Record<string, string>>>(),
  imageBorderType: text("image_border_type").notNull().default("RADIUS1"),
  ifMustReviewUserInfo: integer("if_must_review_user_info", { mode: "boolean" }).notNull().default(false),
  testModeTime: text("test_mode_time"),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  personalSettings: text("personal_settings", { mode: "json" }).$type<Record<string, unknown>>(),
  createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

export const storeHosts = sqliteTable(
  "store_hosts",
  {
    hostname: text("hostname").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("store_hosts_store_idx").on(t.storeId)],
);

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
