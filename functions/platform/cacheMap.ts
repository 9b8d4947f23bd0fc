import { type ApiCacheMap, CACHE_KEYS, type CacheKey } from "../shared/constants";
import { memoForgetStore } from "./storeMemo";

// apiCacheMap: per store, each spec cache key → the time (ms) its data last changed. Clients keep
// a list only while its cache time matches; every admin write bumps the keys it affects.
const mapKey = (storeId: number) => `cachemap:${storeId}`;

export function emptyCacheMap(at = 1): ApiCacheMap {
  return Object.fromEntries(CACHE_KEYS.map((k) => [k, at])) as ApiCacheMap;
}

export async function getCacheMap(kv: KVNamespace, storeId: number): Promise<ApiCacheMap> {
  const stored = await kv.get<Partial<ApiCacheMap>>(mapKey(storeId), "json");
  return { ...emptyCacheMap(), ...(stored ?? {}) };
}

/** The one function every admin write calls for the keys its change makes stale. */
export async function bumpCacheMap(
  kv: KVNamespace,
  storeId: number,
  keys: readonly CacheKey[],
  now = Date.now(),
): Promise<ApiCacheMap> {
  const map = await getCacheMap(kv, storeId);
  for (const k of keys) map[k] = Math.max(now, map[k] + 1);
  await kv.put(mapKey(storeId), JSON.stringify(map));
  memoForgetStore(storeId);
  return map;
}
