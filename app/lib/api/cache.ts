import { CACHE_MAX_AGE_MS, CACHE_VERSION, type CacheKey } from "@functions/shared/constants";
import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from "./storage";

/** Spec §4 cached lists and the apiCacheMap key that dates each. */
export const CACHED_LISTS = {
  banner: "banner",
  activity: "activity",
  highlights: "highlight",
  promotionGroups: "promotionGroup",
  topics: "productTopic",
  tags: "productTags",
  categories: "productCategory",
} as const satisfies Record<string, CacheKey>;

export type CachedListName = keyof typeof CACHED_LISTS;

export type CacheEntry<T = unknown> = { version: number; cacheTime: number; fetchedAt: number; data: T };

/**
 * Valid only while all three hold: the stored cache time equals the server's, the stored cache
 * version equals this build's, and the fetch is under 1 day old (a clock that went backwards
 * also invalidates).
 */
export function isCacheValid(
  entry: CacheEntry | null,
  serverCacheTime: number | null | undefined,
  now: number,
  version: number = CACHE_VERSION,
): entry is CacheEntry {
  if (!entry || typeof entry !== "object") return false;
  if (serverCacheTime == null || entry.cacheTime !== serverCacheTime) return false;
  if (entry.version !== version) return false;
  const age = now - entry.fetchedAt;
  return Number.isFinite(age) && age >= 0 && age < CACHE_MAX_AGE_MS;
}

const keyOf = (name: CachedListName) => `${STORAGE_KEYS.cachePrefix}${name}`;

export function readCachedList<T>(storage: KeyValueStorage, name: CachedListName): CacheEntry<T> | null {
  return readJson<CacheEntry<T>>(storage, keyOf(name));
}

export function writeCachedList<T>(
  storage: KeyValueStorage,
  name: CachedListName,
  data: T,
  cacheTime: number,
  now: number,
): CacheEntry<T> {
  const entry: CacheEntry<T> = { version: CACHE_VERSION, cacheTime, fetchedAt: now, data };
  writeJson(storage, keyOf(name), entry);
  return entry;
}

/** Drops one list, or every cached list. */
export function resetCachedLists(storage: KeyValueStorage, names?: CachedListName[]): void {
  for (const n of names ?? (Object.keys(CACHED_LISTS) as CachedListName[])) storage.removeItem(keyOf(n));
}
