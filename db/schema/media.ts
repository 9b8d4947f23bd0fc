import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

/** One stored variant of a media object: made once at upload, never recomputed on read. */
export type MediaVariant = { key: string; width: number; height: number; bytes: number; mime: string };

// An uploaded image. The original and every variant live in R2 under `<storeId>/<id>/…`; this row
// is the only index of them, so deleting it (and its objects) leaves nothing behind.
export const media = sqliteTable(
  "media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    // Spec media kinds: PRODUCT, PRODUCT_SQUARE, PRODUCT_DETAIL, ARTICLE_COVER, STORE_LOGO, BANNER…
    type: text("type").notNull(),
    name: text("name"),
    link: text("link"),
    parentId: integer("parent_id"),
    sort: integer("sort").notNull().default(0),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    isAnimated: integer("is_animated", { mode: "boolean" }).notNull().default(false),
    originalKey: text("original_key").notNull(),
    variants: text("variants", { mode: "json" }).$type<Record<string, MediaVariant>>().notNull().default(sql`'{}'`),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("media_store_idx").on(t.storeId, t.type)],
);

export type MediaRow = typeof media.$inferSelect;
