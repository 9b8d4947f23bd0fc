import type { StoreRow } from "../../../db/schema";
import type { ApiCacheMap } from "../../shared/constants";
import { Lru } from "../lru";
import type { ScheduleMarks } from "../scheduleMarks";
import { headStoreIdOf } from "./scope";

// Isolate-level memo of hostname → store row, cache maps and schedule marks. Without it every
// request pays four binding calls (KV host, then the D1 store row and marks beside the KV cache
// map) before doing any work. A store's entry is trusted for STORE_MEMO_TTL_MS; after that one
// check of its cache maps in KV (no D1: a cached page never waits for it) keeps it, or a changed
// map reads it again. Every admin write bumps the map, and so do the operator's store changes
// (tenancy.forgetStoreHosts) and a scheduled branch close: those show in another isolate within
// 5 s. The whole entry is read again after STORE_MEMO_MAX_AGE_MS, the bound for what nothing
// announces (a paid renewal reopening a branch; a host moved elsewhere, whose KV mapping itself
// lives 5 minutes in other data centres: the same bound).
// So a host visited once every few seconds (the long tail, issue 14 §2) costs one KV read now and
// then, not four binding calls. An unknown host is kept 5 s: a host an operator adds answers
// within that. Writes in this isolate drop entries at once.
// Bounded (README "In-isolate memos"): a row with its settings is about 3 KB, so 2,000 hosts hold
// about 6 MB of the isolate's 128 MB; the least recently used host goes first.
export const STORE_MEMO_TTL_MS = 5_000;
export const STORE_MEMO_MAX_AGE_MS = 300_000;
// Stale-if-error (issue 16): when D1 (and KV) cannot say whether a store changed, its last entry
// keeps serving for up to an hour after it was read, so pages already cached stay up through an
// outage. Past that, the host answers "back soon" until D1 answers. docs/decisions/binding-outages.md.
export const STORE_MEMO_STALE_IF_ERROR_MS = 3_600_000;
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
      /** When the versions were last found current (ms): trusted for STORE_MEMO_TTL_MS after. */
      checkedAt: number;
      /** Read again from D1 after this (ms; set by memoSet); kept past it only while D1 fails. */
      freshUntil?: number;
    };
const memo = new Lru<string, StoreMemoEntry>(STORE_MEMO_MAX_ENTRIES);

export function memoGet(hostname: string, now = Date.now()): StoreMemoEntry | undefined {
  return memo.get(hostname, now);
}

/**
 * Fresh for its kind's age, or until `by` when sooner (the schedule read saw only part of it); a
 * store's entry stays in the memo STORE_MEMO_STALE_IF_ERROR_MS for an outage to fall back on.
 */
export function memoSet(hostname: string, entry: StoreMemoEntry, now = Date.now(), by = Number.POSITIVE_INFINITY) {
  if (entry.storeId === null) {
    memo.set(hostname, entry, now + STORE_MEMO_TTL_MS);
    return;
  }
  entry.freshUntil = Math.min(now + STORE_MEMO_MAX_AGE_MS, by);
  memo.set(hostname, entry, now + STORE_MEMO_STALE_IF_ERROR_MS);
}

export const memoSize = () => memo.size;

const clearHooks: (() => void)[] = [];

/** Another isolate memo of store or host data (frameAncestors.ts) is dropped with this one. */
export function onMemoClear(hook: () => void): void {
  clearHooks.push(hook);
}

/**
 * Call after a write to one store's cache map: its hosts, and the hosts of the branches that show
 * its catalogue, are read again; the other stores' entries stay (an isolate serves many stores).
 */
export function memoForgetStore(storeId: number): void {
  memo.deleteWhere((e) => e.storeId === storeId || (e.storeId !== null && headStoreIdOf(e.store) === storeId));
  for (const hook of clearHooks) hook();
}

/** Call after any write to stores or hosts. */
export function memoClear(): void {
  memo.clear();
  for (const hook of clearHooks) hook();
}
