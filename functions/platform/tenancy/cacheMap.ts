import { bumpVersions, kvRepairsDone, kvRepairsDue, markKvRepair, versionsOf } from "../../../db/cacheVersions";
import { type Db, getDb } from "../../../db/client";
import { type ApiCacheMap, CACHE_KEYS, type CacheKey } from "../../shared/constants";
import type { Env } from "../env";
import { kvRead, kvWrite } from "../kvCopy";
import { memoForgetStore } from "./storeMemo";

// apiCacheMap: per store, each spec cache key → the time (ms) its data last changed. Clients keep
// a list only while its cache time matches; every admin write bumps the keys it affects.
// D1 `cache_versions` is the truth (issue 16): an admin write bumps it in its own batch (the audit
// row's trigger), other changes through bumpCacheMap. KV keeps a copy that the hot path reads; a
// KV failure or a read slower than KV_READ_TIMEOUT_MS reads D1 instead, and a copy KV refused is
// written again by the scheduled handler (repairKvCopies): docs/decisions/binding-outages.md.
const mapKey = (storeId: number) => `cachemap:${storeId}`;

type Bindings = Pick<Env, "DB" | "KV">;

export function emptyCacheMap(at = 1): ApiCacheMap {
  return Object.fromEntries(CACHE_KEYS.map((k) => [k, at])) as ApiCacheMap;
}

const mapOf = (stored: Partial<ApiCacheMap> | null): ApiCacheMap => ({ ...emptyCacheMap(), ...(stored ?? {}) });

/** KV's copy; D1 when KV fails, is slow, or has none (a copy is then written for next time). */
export async function getCacheMap(env: Bindings, storeId: number): Promise<ApiCacheMap> {
  let stored: Partial<ApiCacheMap> | null;
  try {
    stored = await kvRead(env.KV.get<Partial<ApiCacheMap>>(mapKey(storeId), "json"));
  } catch {
    return mapOf(await versionsOf(getDb(env.DB), storeId));
  }
  if (stored) return mapOf(stored);
  const map = mapOf(await versionsOf(getDb(env.DB), storeId));
  await kvWrite(env.KV.put(mapKey(storeId), JSON.stringify(map)), `cachemap:${storeId}`);
  return map;
}

/** After a change D1 already recorded (an admin write's batch): KV's copy, and this isolate's memo. */
export async function copyCacheMap(env: Bindings, storeId: number): Promise<ApiCacheMap> {
  const db = getDb(env.DB);
  const map = mapOf(await versionsOf(db, storeId));
  await keepCopy(env, db, storeId, map);
  return map;
}

/** For a change outside an admin write (a sale's stock news, an operator's change, a cron close). */
export async function bumpCacheMap(
  env: Bindings,
  storeId: number,
  keys: readonly CacheKey[],
  now = Date.now(),
): Promise<ApiCacheMap> {
  const db = getDb(env.DB);
  const map = mapOf(await bumpVersions(db, storeId, keys, now));
  await keepCopy(env, db, storeId, map);
  return map;
}

async function keepCopy(env: Bindings, db: Db, storeId: number, map: ApiCacheMap) {
  memoForgetStore(storeId);
  const now = Date.now();
  if (!(await kvWrite(env.KV.put(mapKey(storeId), JSON.stringify(map)), `cachemap:${storeId}`))) {
    await markKvRepair(db, storeId, now);
  }
}

/** Scheduled: copies again every map KV refused; a store still refused stays due. */
export async function repairKvCopies(env: Bindings): Promise<{ repaired: number; left: number }> {
  const db = getDb(env.DB);
  const due = await kvRepairsDue(db);
  const done: number[] = [];
  const readAt = Date.now();
  for (const storeId of due) {
    const map = mapOf(await versionsOf(db, storeId));
    if (await kvWrite(env.KV.put(mapKey(storeId), JSON.stringify(map)), `cachemap:${storeId}`)) done.push(storeId);
  }
  await kvRepairsDone(db, done, readAt);
  return { repaired: done.length, left: due.length - done.length };
}
