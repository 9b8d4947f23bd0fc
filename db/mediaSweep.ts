import { type SQL, sql } from "drizzle-orm";
import { batch, json } from "./catalogue/sql";
import type { Db } from "./client";

// Queries of the orphan-media sweep (functions/media/sweep.ts). Per store: every statement carries
// store_id = storeId, so one store's sweep can neither read nor delete another store's rows.
//
// A medium is referenced by a link row (product_media, banner_media), an id column (article
// covers, category and topic images), another medium naming it as parent, or being a child itself
// (parent_id set by its uploader); those are checked here, in SQL, again at delete time. Paths
// inside HTML and settings (`/media/<storeId>/<id>/…`) are read out by `referenceTexts` and parsed
// by the caller.

const unreferenced = (storeId: number): SQL => sql`m.parent_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM product_media x WHERE x.store_id = ${storeId} AND x.media_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM banner_media x WHERE x.store_id = ${storeId} AND x.media_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM articles x WHERE x.store_id = ${storeId} AND x.cover_media_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM product_categories x WHERE x.store_id = ${storeId} AND x.media_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM product_topics x WHERE x.store_id = ${storeId} AND x.media_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM media x WHERE x.store_id = ${storeId} AND x.parent_id = m.id)`;

export type SweepMedia = { id: number; originalKey: string; variants: string };
export type SweepAttachment = { id: number; key: string };

/** Columns whose text may embed a /media/ path or an attachment link: HTML bodies, avatars, order lines. */
const TEXT_SOURCES: readonly [table: string, column: string][] = [
  ["products", "description"],
  ["product_information", "content"],
  ["product_topics", "description"],
  ["banners", "content"],
  ["pages", "content"],
  ["articles", "content"],
  ["articles", "summary"],
  ["bulletins", "content"],
  ["users", "avatar"],
  ["order_items", "media_path"],
];

/** Every JSON settings column of the store row (logo, share image, favicon, menu, style…). */
const STORE_JSON = [
  "policy",
  "plan",
  "setting_store",
  "setting_branch",
  "setting_system",
  "setting_page",
  "social",
  "labels",
  "personal_settings",
] as const;

export function mediaSweepOf(db: Db, storeId: number) {
  return {
    /**
     * In one D1 call: media older than `cutoff` that no row references (after `afterId`, id order,
     * at most `limit`), unclaimed attachments older than `cutoff`, and the texts that may name
     * either of them.
     */
    async candidates(cutoff: string, afterId: number, limit: number) {
      const texts = TEXT_SOURCES.map(
        ([t, c]) =>
          sql`SELECT ${sql.raw(c)} AS t FROM ${sql.raw(t)} WHERE store_id = ${storeId}
            AND (${sql.raw(c)} LIKE '%/media/%' OR ${sql.raw(c)} LIKE '%attachements/%')`,
      );
      const [mediaRows = [], attachmentRows = [], storeRows = [], ...textRows] = await batch(db, [
        sql`SELECT m.id, m.original_key, m.variants FROM media m
          WHERE m.store_id = ${storeId} AND m.created_at < ${cutoff} AND m.id > ${afterId} AND ${unreferenced(storeId)}
          ORDER BY m.id LIMIT ${limit}`,
        sql`SELECT id, key FROM article_attachments
          WHERE store_id = ${storeId} AND article_id IS NULL AND created_at < ${cutoff} ORDER BY id LIMIT ${limit}`,
        sql`SELECT ${sql.raw(STORE_JSON.join(", "))} FROM stores WHERE id = ${storeId}`,
        ...texts,
      ]);
      return {
        media: mediaRows.map(
          (r): SweepMedia => ({ id: Number(r.id), originalKey: String(r.original_key), variants: String(r.variants) }),
        ),
        attachments: attachmentRows.map((r): SweepAttachment => ({ id: Number(r.id), key: String(r.key) })),
        texts: textRows.flat().map((r) => String(r.t ?? "")),
        settings: STORE_JSON.map((c) => storeRows[0]?.[c]).filter((v): v is string => typeof v === "string"),
      };
    },

    /**
     * Deletes the given media and attachments in one transaction, each only if it is still
     * unreferenced (a link made since the read keeps it), and returns what was deleted.
     */
    async remove(mediaIds: readonly number[], attachmentIds: readonly number[]) {
      const [gone = [], files = []] = await batch(db, [
        sql`DELETE FROM media AS m WHERE m.store_id = ${storeId}
          AND m.id IN (SELECT value FROM json_each(${json(mediaIds)})) AND ${unreferenced(storeId)}
          RETURNING id, original_key, variants`,
        sql`DELETE FROM article_attachments WHERE store_id = ${storeId} AND article_id IS NULL
          AND id IN (SELECT value FROM json_each(${json(attachmentIds)})) RETURNING id, key`,
      ]);
      return {
        media: gone.map(
          (r): SweepMedia => ({ id: Number(r.id), originalKey: String(r.original_key), variants: String(r.variants) }),
        ),
        attachments: files.map((r): SweepAttachment => ({ id: Number(r.id), key: String(r.key) })),
      };
    },
  };
}

/** Stores that hold uploads older than `cutoff` (the platform-level start of the sweep). */
export async function storesWithOldUploads(db: Db, cutoff: string): Promise<number[]> {
  const [rows = []] = await batch(db, [
    sql`SELECT store_id FROM media WHERE created_at < ${cutoff}
      UNION SELECT store_id FROM article_attachments WHERE article_id IS NULL AND created_at < ${cutoff}
      ORDER BY store_id`,
  ]);
  return rows.map((r) => Number(r.store_id));
}
