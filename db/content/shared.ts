import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../client";
import type {
  articleAttachments,
  articleCategories,
  articles,
  bannerMedia,
  banners,
  bulletinCategories,
  bulletins,
  pages,
} from "../schema";

// Row and value types and the helpers every content query module shares (db/content.ts).

export type BannerRow = typeof banners.$inferSelect;
export type BannerMediaRow = typeof bannerMedia.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type ArticleCategoryRow = typeof articleCategories.$inferSelect;
export type AttachmentRow = typeof articleAttachments.$inferSelect;
export type BulletinRow = typeof bulletins.$inferSelect;
export type BulletinCategoryRow = typeof bulletinCategories.$inferSelect;

export type Writable<T> = Omit<T, "id" | "storeId" | "createdAt" | "updatedAt">;
export type BannerValues = Writable<typeof banners.$inferInsert>;
export type BannerMediaValues = { mediaId: number; type: string; link: string | null; sort: number };
export type PageValues = Writable<typeof pages.$inferInsert>;
export type ArticleValues = Writable<typeof articles.$inferInsert>;
export type CategoryValues = { name: string; sort?: number; isDisplay?: boolean };
export type BulletinValues = Writable<typeof bulletins.$inferInsert>;

export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** D1 runs a batch as one transaction and one round trip; drizzle types it as a non-empty tuple. */
export async function runBatch(db: Db, stmts: BatchItem<"sqlite">[]) {
  if (stmts.length === 0) return [];
  return db.batch(stmts as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}
