import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { batchOf } from "./batch";
import type { Db } from "./client";
import { cacheVersions, kvRepairs } from "./schema";

// The cache-map versions' truth (issue 16; KV keeps the hot path's copy). Admin writes bump them
// through the audit row's trigger (migration 0028); other changes through bumpVersions.

/** Every stored version of a store: key → ms. */
export async function versionsOf(db: Db, storeId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: cacheVersions.key, at: cacheVersions.at })
    .from(cacheVersions)
    .where(eq(cacheVersions.storeId, storeId))
    .all();
  return Object.fromEntries(rows.map((r) => [r.key, r.at]));
}

/** Bumps keys to `now` (or one past their last time), then reads the store's versions: one round trip. */
export async function bumpVersions(db: Db, storeId: number, keys: readonly string[], now: number) {
  const [, rows] = await batchOf(db, [
    db.run(sql`INSERT INTO cache_versions (store_id, key, at)
      SELECT ${storeId}, j.value, ${now} FROM json_each(${JSON.stringify(keys)}) AS j WHERE true
      ON CONFLICT (store_id, key) DO UPDATE SET at = max(excluded.at, cache_versions.at + 1)`),
    db
      .select({ key: cacheVersions.key, at: cacheVersions.at })
      .from(cacheVersions)
      .where(eq(cacheVersions.storeId, storeId)),
  ]);
  return Object.fromEntries((rows as { key: string; at: number }[]).map((r) => [r.key, r.at]));
}

/** A store whose KV copy KV refused: the scheduled handler copies it again. */
export async function markKvRepair(db: Db, storeId: number, now: number): Promise<void> {
  await db
    .insert(kvRepairs)
    .values({ storeId, since: now })
    .onConflictDoUpdate({ target: kvRepairs.storeId, set: { since: now } });
}

export async function kvRepairsDue(db: Db, limit = 500): Promise<number[]> {
  const rows = await db.select({ storeId: kvRepairs.storeId }).from(kvRepairs).limit(limit).all();
  return rows.map((r) => r.storeId);
}

/** Done: only rows marked no later than when the copy was read (a newer mark waits for the next run). */
export async function kvRepairsDone(db: Db, storeIds: readonly number[], readAt: number): Promise<void> {
  if (!storeIds.length) return;
  await db.delete(kvRepairs).where(and(inArray(kvRepairs.storeId, [...storeIds]), lte(kvRepairs.since, readAt)));
}
