import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";
import { media } from "./media";

// Money columns are integer minor units (NT$1 = 100).
export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    kind: text("kind").notNull().default("NORMAL"), // NORMAL | COMBO
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""), // sanitised HTML
    paymentPlan: text("payment_plan").notNull().default("NORMAL"),
    price: integer("price").notNull().default(0),
    specialPrice: integer("special_price").notNull().default(0),
    subscriptionPrice: integer("subscription_price").notNull().default(0),
    subscriptionCycles: text("subscription_cycles", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    isAdult: integer("is_adult", { mode: "boolean" }).notNull().default(false),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    isSaleable: integer("is_saleable", { mode: "boolean" }).notNull().default(true),
    minQuantityPerOrder: integer("min_quantity_per_order").notNull().default(0),
    maxQuantityPerOrder: integer("max_quantity_per_order").notNull().default(0),
    typeForCreatingStore: text("type_for_creating_store").notNull().default("NORMAL"),
    paymentPlanForCreatingStore: text("payment_plan_for_creating_store"),
    minAmountShoppingForCreatingStore: integer("min_amount_shopping_for_creating_store").notNull().default(0),
    blockedShippingMethodIds: text("blocked_shipping_method_ids", { mode: "json" })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    informationId: integer("information_id"),
    sort: integer("sort").notNull().default(0),
    /** Authorised by the head store for its branches to sell (issue 13). */
    isForBranch: integer("is_for_branch", { mode: "boolean" }).notNull().default(false),
    /** Minor units the platform keeps per unit a branch sells (spec platformFee). */
    platformFee: integer("platform_fee").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("products_store_idx").on(t.storeId, t.isDisplay, t.sort),
    index("products_name_idx").on(t.storeId, t.name),
  ],
);

/** The product a row belongs to; its rows go with it. */
export const productRef = () =>
  integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" });

// A spec (stock line). Children are sub-specs (size under colour); a product with no spec lines
// sells its single default line.
export const productStocks = sqliteTable(
  "product_stocks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    productId: productRef(),
    parentId: integer("parent_id"),
    spec: text("spec").notNull().default(""),
    sku: text("sku"),
    stock: integer("stock").notNull().default(0),
    sort: integer("sort").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("product_stocks_product_idx").on(t.storeId, t.productId),
    // "Is this line a leaf?" is asked for every product of every list.
    index("product_stocks_parent_idx").on(t.storeId, t.parentId),
  ],
);

/** The stock line a row belongs to; its rows go with it. */
export const stockRef = () =>
  integer("stock_id")
    .notNull()
    .references(() => productStocks.id, { onDelete: "cascade" });

// COMBO products are made of stock lines of other products.
export const productCombos = sqliteTable(
  "product_combos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    productId: productRef(),
    stockId: stockRef(),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [index("product_combos_product_idx").on(t.storeId, t.productId)],
);

export const stockLogs = sqliteTable(
  "stock_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    productId: integer("product_id").notNull(),
    stockId: integer("stock_id").notNull(),
    change: integer("change").notNull(),
    after: integer("after").notNull(),
    reason: text("reason").notNull(), // ADMIN | IMPORT | ORDER | CANCEL
    userId: integer("user_id"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("stock_logs_store_idx").on(t.storeId, t.createdAt)],
);

// Product images, ordered; type is the spec media kind the image serves (PRODUCT, PRODUCT_SQUARE…).
export const productMedia = sqliteTable(
  "product_media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    productId: productRef(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("PRODUCT"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("product_media_product_idx").on(t.storeId, t.productId, t.sort)],
);

// Three levels: level 1 has no parent, level 3 may have no children.
export const productCategories = sqliteTable(
  "product_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    parentId: integer("parent_id"),
    level: integer("level").notNull().default(1),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    mediaId: integer("media_id"),
    isForBranch: integer("is_for_branch", { mode: "boolean" }).notNull().default(false),
    isForCreatingStore: integer("is_for_creating_store", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("product_categories_store_idx").on(t.storeId, t.parentId, t.sort)],
);

export const productCategoryLinks = sqliteTable(
  "product_category_links",
  {
    storeId: storeRef(),
    productId: productRef(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("pcl_category_idx").on(t.storeId, t.categoryId)],
);

export const productTopics = sqliteTable(
  "product_topics",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    mediaId: integer("media_id"),
    sort: integer("sort").notNull().default(0),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    startAt: text("start_at"),
    endAt: text("end_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("product_topics_store_idx").on(t.storeId, t.sort)],
);

export const productTopicPivots = sqliteTable(
  "product_topic_pivots",
  {
    storeId: storeRef(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => productTopics.id, { onDelete: "cascade" }),
    productId: productRef(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.productId] }), index("ptp_product_idx").on(t.storeId, t.productId)],
);

export const productTags = sqliteTable(
  "product_tags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    name: text("name").notNull(),
    isOnlyForAdmin: integer("is_only_for_admin", { mode: "boolean" }).notNull().default(false),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    sort: integer("sort").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("product_tags_store_idx").on(t.storeId, t.sort)],
);

export const productTagLinks = sqliteTable(
  "product_tag_links",
  {
    storeId: storeRef(),
    productId: productRef(),
    tagId: integer("tag_id")
      .notNull()
      .references(() => productTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("ptl_tag_idx").on(t.storeId, t.tagId)],
);

// Shared blocks of product copy (shipping notes, size charts) a product points at.
export const productInformation = sqliteTable(
  "product_information",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    name: text("name").notNull(),
    content: text("content").notNull().default(""),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    sort: integer("sort").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("product_information_store_idx").on(t.storeId, t.sort)],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductStockRow = typeof productStocks.$inferSelect;
export type ProductCategoryRow = typeof productCategories.$inferSelect;
