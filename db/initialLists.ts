import { sql } from "drizzle-orm";
import { type BatchRead, rowOf } from "./catalogue/sql";
import { type CategoryRow, ownPromotionSql } from "./catalogue/taxonomy";
import { articleCategories, type MediaRow, media, productTopics } from "./schema";

// The lists a NORMAL store's initial data carries (spec storefront §4): displayed categories,
// article categories, topics (with their images) and tags, as one BatchRead so /api/initial costs
// a single D1 call when its cache is cold. Every statement carries store_id = storeId. The filters
// are the storefront lists' own (db/catalogue/taxonomy.ts, db/content.ts): displayed rows, higher
// sort first, then oldest; topics inside their start/end window; tags not admin-only.

export type InitialListRows = {
  categories: CategoryRow[];
  articleCategories: (typeof articleCategories.$inferSelect)[];
  topics: { topic: typeof productTopics.$inferSelect; media: MediaRow | null; productCount: number }[];
  tags: { id: number; name: string; isOnlyForAdmin: boolean }[];
};

export function initialListsRead(storeId: number, now: string, withTopics: boolean): BatchRead<InitialListRows> {
  const inWindow = sql`t.is_display = 1 AND (t.start_at IS NULL OR t.start_at <= ${now})
    AND (t.end_at IS NULL OR t.end_at > ${now})`;
  const statements = [
    sql`SELECT c.id, c.parent_id, c.level, c.name, c.sort, c.is_display, c.media_id, c.created_at,
        ${ownPromotionSql(storeId, sql.raw("c.id"))} AS own_promotion
      FROM product_categories c WHERE c.store_id = ${storeId} AND c.is_display = 1
      ORDER BY c.sort DESC, c.id ASC`,
    sql`SELECT * FROM article_categories WHERE store_id = ${storeId} AND is_display = 1 ORDER BY sort DESC, id ASC`,
    sql`SELECT id, name, is_only_for_admin FROM product_tags
      WHERE store_id = ${storeId} AND is_only_for_admin = 0 AND is_display = 1 ORDER BY sort DESC, id ASC`,
  ];
  if (withTopics) {
    statements.push(
      sql`SELECT t.* FROM product_topics t WHERE t.store_id = ${storeId} AND ${inWindow} ORDER BY t.sort DESC, t.id ASC`,
      sql`SELECT m.* FROM media m WHERE m.store_id = ${storeId} AND m.original_key <> ''
        AND m.id IN (SELECT t.media_id FROM product_topics t WHERE t.store_id = ${storeId} AND ${inWindow})`,
    );
  }
  return {
    statements,
    read: ([cats = [], arts = [], tags = [], topics = [], images = []]) => {
      const byId = new Map(images.map((r) => [Number(r.id), rowOf(media, r)]));
      return {
        categories: cats.map((r) => ({
          id: Number(r.id),
          parentId: r.parent_id == null ? null : Number(r.parent_id),
          level: Number(r.level),
          name: String(r.name),
          sort: Number(r.sort),
          isDisplay: Number(r.is_display) === 1,
          mediaId: r.media_id == null ? null : Number(r.media_id),
          createdAt: String(r.created_at),
          ownPromotion: Number(r.own_promotion) === 1,
          productCount: 0,
        })),
        articleCategories: arts.map((r) => rowOf(articleCategories, r)),
        tags: tags.map((r) => ({
          id: Number(r.id),
          name: String(r.name),
          isOnlyForAdmin: Number(r.is_only_for_admin) === 1,
        })),
        topics: topics.map((r) => {
          const topic = rowOf(productTopics, r);
          return { topic, media: topic.mediaId == null ? null : (byId.get(topic.mediaId) ?? null), productCount: 0 };
        }),
      };
    },
  };
}
