import { getDb } from "../../db/client";
import { mediaSweepOf, type SweepMedia, storesWithOldUploads } from "../../db/mediaSweep";
import type { Env } from "../platform/env";
import { mediaPrefix } from "../shared/media";

// The hourly sweep of orphaned uploads (Cron Trigger, next to the renewals in worker.ts): media
// rows and their R2 objects that nothing references, unclaimed article attachments, and rows left
// pending by a crashed upload (empty original_key), once older than MEDIA_SWEEP_GRACE_MS, at most
// MEDIA_SWEEP_BATCH of each per store and run. Rows go first (one D1 transaction, each re-checked
// as unreferenced), then their objects: a failure in between leaves objects no row names, never a
// row whose objects are gone.

/** An upload is left alone this long, so a form still being filled in keeps its images. */
export const MEDIA_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** Media (and, separately, attachments) removed per store and run. */
export const MEDIA_SWEEP_BATCH = 200;
/** KV: the last media id looked at, so media kept by their HTML never block the ones after them. */
const cursorKey = (storeId: number) => `mediasweep:${storeId}`;

export type SweepOutcome = { storeId: number; media: number[]; attachments: number[] };

/** Media ids and attachment ids named by texts: `/media/<storeId>/<id>/…`, `…/attachements/<id>`. */
export function referencedIn(storeId: number, texts: readonly string[]) {
  const media = new Set<number>();
  const attachments = new Set<number>();
  const path = new RegExp(`/media/${storeId}/(\\d+)/`, "g");
  for (const t of texts) {
    for (const m of t.matchAll(path)) media.add(Number(m[1]));
    for (const m of t.matchAll(/attachements\/(\d+)/g)) attachments.add(Number(m[1]));
  }
  return { media, attachments };
}

/**
 * Media ids a settings object names: any /media/ path, and any number under a key that speaks of
 * an image (logo, shareImage, favicon, mediaId…), at any depth.
 */
export function referencedInSettings(storeId: number, settings: readonly string[]): Set<number> {
  const ids = referencedIn(storeId, settings).media;
  const imageKey = /media|logo|image|icon|avatar|picture|photo/i;
  const walk = (v: unknown, key: string) => {
    if (typeof v === "number" && Number.isSafeInteger(v) && imageKey.test(key)) ids.add(v);
    else if (typeof v === "string" && /^\d{1,15}$/.test(v) && imageKey.test(key)) ids.add(Number(v));
    else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  for (const s of settings) {
    try {
      walk(JSON.parse(s), "");
    } catch {
      // not JSON: its paths were read above
    }
  }
  return ids;
}

/** The R2 keys of a deleted medium; a pending row's objects are found by listing its prefix. */
async function objectKeys(bucket: R2Bucket, storeId: number, m: SweepMedia): Promise<string[]> {
  if (!m.originalKey) {
    const listed = await bucket.list({ prefix: mediaPrefix(storeId, m.id), limit: 100 });
    return listed.objects.map((o) => o.key);
  }
  let variants: Record<string, { key?: unknown }> = {};
  try {
    variants = JSON.parse(m.variants);
  } catch {
    // keys from the original only
  }
  const keys = Object.values(variants).flatMap((v) => (typeof v?.key === "string" ? [v.key] : []));
  return [...new Set([m.originalKey, ...keys])];
}

async function deleteObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

/** One store's sweep. */
export async function sweepStore(env: Env, storeId: number, now = new Date()): Promise<SweepOutcome> {
  const q = mediaSweepOf(getDb(env.DB), storeId);
  const cutoff = new Date(now.getTime() - MEDIA_SWEEP_GRACE_MS).toISOString();
  const afterId = Number((await env.KV.get(cursorKey(storeId))) ?? 0) || 0;
  const found = await q.candidates(cutoff, afterId, MEDIA_SWEEP_BATCH);
  const named = referencedIn(storeId, found.texts);
  for (const id of referencedInSettings(storeId, found.settings)) named.media.add(id);

  const media = found.media.filter((m) => !named.media.has(m.id)).map((m) => m.id);
  const attachments = found.attachments.filter((a) => !named.attachments.has(a.id)).map((a) => a.id);
  // A full page means more may follow: go on after it next run; a short one starts over.
  const last = found.media.at(-1)?.id ?? 0;
  const next = found.media.length === MEDIA_SWEEP_BATCH ? last : 0;
  if (next !== afterId) await env.KV.put(cursorKey(storeId), String(next));
  if (!media.length && !attachments.length) return { storeId, media: [], attachments: [] };

  const gone = await q.remove(media, attachments);
  const keys = [
    ...(await Promise.all(gone.media.map((m) => objectKeys(env.MEDIA, storeId, m)))).flat(),
    ...gone.attachments.map((a) => a.key),
  ];
  await deleteObjects(env.MEDIA, keys);
  return { storeId, media: gone.media.map((m) => m.id), attachments: gone.attachments.map((a) => a.id) };
}

/** Every store with uploads older than the grace period, one after another; a failing store is logged and skipped. */
export async function sweepOrphanMedia(env: Env, now = new Date()): Promise<SweepOutcome[]> {
  const cutoff = new Date(now.getTime() - MEDIA_SWEEP_GRACE_MS).toISOString();
  const out: SweepOutcome[] = [];
  for (const storeId of await storesWithOldUploads(getDb(env.DB), cutoff)) {
    try {
      out.push(await sweepStore(env, storeId, now));
    } catch (err) {
      console.error(JSON.stringify({ level: "error", job: "media-sweep", storeId, error: String(err) }));
    }
  }
  return out;
}
