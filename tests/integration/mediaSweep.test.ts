import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { findStore } from "../../db/stores";
import { storeMedia } from "../../functions/media/service";
import { MEDIA_SWEEP_GRACE_MS, sweepOrphanMedia, sweepStore } from "../../functions/media/sweep";
import type { Env } from "../../functions/platform/env";
import { storeScope } from "../../functions/platform/tenancy/scope";
import worker from "../../functions/worker";
import { fixture } from "../fixtures";
import { createStore, sql } from "../helpers";

// The hourly sweep of orphaned uploads, in workerd with real D1 and R2: referenced media survive
// (every kind of reference), young orphans survive, old orphans lose their row and objects,
// crashed-upload rows are cleaned, unclaimed attachments go, another store is never touched.

const OLD = "2020-01-01T00:00:00.000Z";
const e = env as unknown as Env;

async function scopeOf(storeId: number) {
  const db = getDb(e.DB);
  const store = await findStore(db, storeId);
  if (!store) throw new Error("no store");
  return storeScope(e, db, store);
}

/** A real upload (row + R2 objects) through the media pipeline, aged to `createdAt`. */
async function medium(storeId: number, createdAt = OLD): Promise<number> {
  const row = await storeMedia(await scopeOf(storeId), fixture("logo-200x150.png"), { type: "USER_AVATAR" });
  await sql("UPDATE media SET created_at = ? WHERE id = ?", createdAt, row.id);
  return row.id;
}

const rowExists = async (id: number) => (await sql("SELECT id FROM media WHERE id = ?", id)).length === 1;
const objects = async (storeId: number, id: number) =>
  (await env.MEDIA.list({ prefix: `${storeId}/${id}/` })).objects.map((o) => o.key);

async function attachment(storeId: number, articleId: number | null, createdAt = OLD) {
  const key = `${storeId}/attachments/${crypto.randomUUID()}/file.pdf`;
  await env.MEDIA.put(key, "%PDF-1.4 test");
  const [r] = await sql<{ id: number }>(
    `INSERT INTO article_attachments (store_id, article_id, name, key, mime, bytes, created_at)
     VALUES (?, ?, 'file.pdf', ?, 'application/pdf', 13, ?) RETURNING id`,
    storeId,
    articleId,
    key,
    createdAt,
  );
  return { id: r!.id, key };
}

describe("orphaned media sweep", () => {
  it("removes old orphans and crashed uploads, keeps every referenced or young medium and other stores' media", async () => {
    const a = await createStore("sweep-a.localhost");
    const b = await createStore("sweep-b.localhost");

    // References of every kind.
    const [pm, bm, cover, cat, topic, inArticle, inProduct, logo, shareId, parent, child] = [
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
      await medium(a),
    ];
    const [p] = await sql<{ id: number }>(
      "INSERT INTO products (store_id, name, price, description) VALUES (?, 'P', 100, ?) RETURNING id",
      a,
      `<p><img src="https://cdn.example/media/${a}/${inProduct}/w800.webp"></p>`,
    );
    await sql("INSERT INTO product_media (store_id, product_id, media_id) VALUES (?, ?, ?)", a, p!.id, pm);
    const [banner] = await sql<{ id: number }>(
      "INSERT INTO banners (store_id, type) VALUES (?, 'PICTURE') RETURNING id",
      a,
    );
    await sql("INSERT INTO banner_media (store_id, banner_id, media_id) VALUES (?, ?, ?)", a, banner!.id, bm);
    const [article] = await sql<{ id: number }>(
      "INSERT INTO articles (store_id, name, content, cover_media_id) VALUES (?, 'A', ?, ?) RETURNING id",
      a,
      `<p>Look</p><img src="/media/${a}/${inArticle}/orig.png" alt="">`,
      cover,
    );
    await sql("INSERT INTO product_categories (store_id, name, media_id) VALUES (?, 'C', ?)", a, cat);
    await sql("INSERT INTO product_topics (store_id, name, media_id) VALUES (?, 'T', ?)", a, topic);
    await sql("UPDATE media SET parent_id = ? WHERE id = ?", parent, child);
    await sql(
      "UPDATE stores SET setting_store = ? WHERE id = ?",
      JSON.stringify({ logo: `/media/${a}/${logo}/w200.webp`, share: { shareImageMediaId: shareId } }),
      a,
    );
    const kept = [pm, bm, cover, cat, topic, inArticle, inProduct, logo, shareId, parent, child];

    const young = await medium(a, new Date().toISOString());
    const orphan = await medium(a);
    const orphanKeys = await objects(a, orphan);
    expect(orphanKeys.length).toBeGreaterThan(0);
    // A crashed upload: the pending row (empty original_key) and the one object it got to write.
    const [pending] = await sql<{ id: number }>(
      `INSERT INTO media (store_id, type, mime, width, height, bytes, original_key, created_at)
       VALUES (?, 'PRODUCT', 'image/jpeg', 1, 1, 1, '', ?) RETURNING id`,
      a,
      OLD,
    );
    await env.MEDIA.put(`${a}/${pending!.id}/orig.jpg`, "partial");
    const otherStore = await medium(b);

    const unclaimed = await attachment(a, null);
    const claimed = await attachment(a, article!.id);
    const fresh = await attachment(a, null, new Date().toISOString());

    const out = await sweepStore(e, a);
    expect(out.media.sort()).toEqual([orphan, pending!.id].sort());
    expect(out.attachments).toEqual([unclaimed.id]);

    for (const id of kept) {
      expect(await rowExists(id), `medium ${id}`).toBe(true);
      expect((await objects(a, id)).length, `objects of ${id}`).toBeGreaterThan(0);
    }
    expect(await rowExists(young)).toBe(true);
    expect(await rowExists(orphan)).toBe(false);
    expect(await objects(a, orphan)).toEqual([]);
    for (const k of orphanKeys) expect(await env.MEDIA.head(k)).toBeNull();
    expect(await rowExists(pending!.id)).toBe(false);
    expect(await objects(a, pending!.id)).toEqual([]);
    expect(await rowExists(otherStore)).toBe(true);
    expect((await objects(b, otherStore)).length).toBeGreaterThan(0);

    expect(await env.MEDIA.head(unclaimed.key)).toBeNull();
    expect(await env.MEDIA.head(claimed.key)).not.toBeNull();
    expect(await env.MEDIA.head(fresh.key)).not.toBeNull();
    const left = await sql<{ id: number }>("SELECT id FROM article_attachments ORDER BY id");
    expect(left.map((r) => r.id)).toEqual([claimed.id, fresh.id]);

    // A second run finds nothing more in this store.
    expect(await sweepStore(e, a)).toEqual({ storeId: a, media: [], attachments: [] });
  });

  it("runs from the Worker's scheduled handler for every store, once the grace period has passed", async () => {
    const a = await createStore("sweep-c.localhost");
    const b = await createStore("sweep-d.localhost");
    const now = Date.now();
    const justYoung = await medium(a, new Date(now - MEDIA_SWEEP_GRACE_MS + 60_000).toISOString());
    const oldA = await medium(a);
    const oldB = await medium(b);
    const controller = createScheduledController({ scheduledTime: new Date(now), cron: "0 * * * *" });
    await worker.scheduled(controller, e);
    expect(await rowExists(oldA)).toBe(false);
    expect(await rowExists(oldB)).toBe(false);
    expect(await objects(a, oldA)).toEqual([]);
    expect(await objects(b, oldB)).toEqual([]);
    expect(await rowExists(justYoung)).toBe(true);
    // Nothing older than the grace is left anywhere; two minutes later the young one's time is up.
    expect(await sweepOrphanMedia(e, new Date(now))).toEqual([]);
    const later = await sweepOrphanMedia(e, new Date(now + 120_000));
    expect(later).toEqual([{ storeId: a, media: [justYoung], attachments: [] }]);
    expect(await objects(a, justYoung)).toEqual([]);
  });
});
