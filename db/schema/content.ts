import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { productRef } from "./catalogue";
import { now, storeRef } from "./columns";
import { media } from "./media";

// Home banners (spec storefront §2 "Home page", back-office §3).
export const banners = sqliteTable(
  "banners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    sort: integer("sort").notNull().default(0), // higher first
    type: text("type").notNull(), // PICTURE | VIDEO | PRODUCT_SWIPER | PRODUCT_WATERFALL
    displayType: text("display_type").notNull().default("BANNER"),
    displayTypePhone: text("display_type_phone"),
    title: text("title").notNull().default(""),
    content: text("content").notNull().default(""),
    videoId: text("video_id"),
    productHasSpecialPrice: integer("product_has_special_price", { mode: "boolean" }).notNull().default(false),
    productCategoryId: integer("product_category_id"),
    productTopicId: integer("product_topic_id"),
    amount: integer("amount").notNull().default(20),
    productSortKey: text("product_sort_key"),
    productSortDirection: text("product_sort_direction"),
    isShow: integer("is_show", { mode: "boolean" }).notNull().default(true),
    isRemoveWrapperSpace: integer("is_remove_wrapper_space", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("banners_store_idx").on(t.storeId, t.sort)],
);

export const bannerMedia = sqliteTable(
  "banner_media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("BANNER"), // BANNER | BANNER_MEDIUM | BANNER_PHONE
    link: text("link"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("banner_media_banner_idx").on(t.storeId, t.bannerId, t.sort)],
);

// Custom pages (/page/{id}); content is sanitised HTML.
export const pages = sqliteTable(
  "pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    metaDescription: text("meta_description"),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    sort: integer("sort").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("pages_store_idx").on(t.storeId, t.sort)],
);

/** An article or bulletin category: its name, its place and whether shoppers see it. */
const categoryColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  storeId: storeRef(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
  isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
  createdAt: text("created_at").notNull().default(now),
});

export const articleCategories = sqliteTable("article_categories", categoryColumns(), (t) => [
  index("article_categories_store_idx").on(t.storeId, t.sort),
]);

export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    categoryId: integer("category_id"),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull().default(""),
    coverMediaId: integer("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    sort: integer("sort").notNull().default(0),
    creatorName: text("creator_name"),
    publishedAt: text("published_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("articles_store_idx").on(t.storeId, t.categoryId, t.isDisplay)],
);

// Products featured in an article (the list's productQuantity).
export const articleProducts = sqliteTable(
  "article_products",
  {
    storeId: storeRef(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    productId: productRef(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.productId] })],
);

// Downloadable files of an article, stored in R2 as they were uploaded.
export const articleAttachments = sqliteTable(
  "article_attachments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    articleId: integer("article_id").references(() => articles.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("FILE"),
    name: text("name").notNull(),
    key: text("key").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("article_attachments_article_idx").on(t.storeId, t.articleId)],
);

export const bulletinCategories = sqliteTable("bulletin_categories", categoryColumns(), (t) => [
  index("bulletin_categories_store_idx").on(t.storeId, t.sort),
]);

export const bulletins = sqliteTable(
  "bulletins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    categoryId: integer("category_id"),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    isTop: integer("is_top", { mode: "boolean" }).notNull().default(false),
    sort: integer("sort").notNull().default(0),
    /** When its branches were told (BULLETIN_NEW), null until then (db/announcements.ts). */
    announcedAt: text("announced_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("bulletins_store_idx").on(t.storeId, t.categoryId, t.isDisplay)],
);
