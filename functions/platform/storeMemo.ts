import type { StoreRow } from "../../db/schema";
import type { ApiCacheMap } from "../shared/constants";

// Isolate-level memo of hostname → store row and apiCacheMap. Without it every request pays three
// binding round trips (KV host → D1 store row → KV cache map) before doing any work. Entries live a
// few seconds; writes in this isolate drop them at once, other isolates catch up within the TTL.
export const STORE_MEMO_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export type StoreMemoEntry =
  | { storeId: null }
  | { storeId: number; store: StoreRow; cacheMap: ApiCacheMap; headCacheMap?: ApiCacheMap | null };
const memo = new Map<string, { until: number; entry: StoreMemoEntry }>();

export function memoGet(hostname: string, now = Date.now()): StoreMemoEntry | undefined {
  const hit = memo.get(hostname);
  if (!hit) return undefined;
  if (hit.until <= now) {
    memo.delete(hostname);
    return undefined;
  }
  return hit.entry;
}

export function memoSet(hostname: string, entry: StoreMemoEntry, now = Date.now()): void {
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(hostname, { until: now + STORE_MEMO_TTL_MS, entry });
}

const clearHooks: (() => void)[] = [];

/** Another isolate memo of store or host data (frameAncestors.ts) is dropped with this one. */
export function onMemoClear(hook: () => void): void {
  clearHooks.push(hook);
}

/** Call after any write to stores, hosts or cache maps. */
export function memoClear(): void {
  memo.clear();
  for (const hook of clearHooks) hook();
}
