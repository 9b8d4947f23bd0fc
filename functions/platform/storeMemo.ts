import type { StoreRow } from "../../db/schema";
import type { ApiCacheMap } from "../shared/constants";
import { Lru } from "./lru";
import type { ScheduleMarks } from "./scheduleMarks";

// Isolate-level memo of hostname → store row and apiCacheMap. Without it every request pays three
// binding round trips (KV host → D1 store row → KV cache map) before doing any work. Entries live a
// few seconds; writes in this isolate drop them at once, other isolates catch up within the TTL.
// Bounded (README "In-isolate memos"): a row with its settings is about 3 KB, so 2,000 hosts hold
// about 6 MB of the isolate's 128 MB; the least recently used host goes first.
export const STORE_MEMO_TTL_MS = 5_000;
export const STORE_MEMO_MAX_ENTRIES = 2_000;

export type StoreMemoEntry =
  | { storeId: null }
  | {
      storeId: number;
      store: StoreRow;
      cacheMap: ApiCacheMap;
      headCacheMap?: ApiCacheMap | null;
      /** The store's own language (settingSystem), read once per entry: the page cache's key needs it. */
      defaultLocale: "zh-TW" | "en";
      /** When the store's scheduled windows open and close (the page key's schedule version). */
      marks: ScheduleMarks;
    };
const memo = new Lru<string, StoreMemoEntry>(STORE_MEMO_MAX_ENTRIES);

export function memoGet(hostname: string, now = Date.now()): StoreMemoEntry | undefined {
  return memo.get(hostname, now);
}

/** Kept for the memo's TTL, or until `by` when sooner (the schedule read saw only part of it). */
export function memoSet(
  hostname: string,
  entry: StoreMemoEntry,
  now = Date.now(),
  by = Number.POSITIVE_INFINITY,
): void {
  memo.set(hostname, entry, Math.min(now + STORE_MEMO_TTL_MS, by));
}

export const memoSize = () => memo.size;

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
