import { type Db, getDb } from "../../../db/client";
import { scheduleMarksOf } from "../../../db/scheduleMarks";
import { findStore } from "../../../db/stores";
import type { ApiCacheMap } from "../../shared/constants";
import { settingSystemOf } from "../../shared/storeSettings/pages";
import { isBindingFailure } from "../bindingFailure";
import { GUEST_COOKIE, LOCALE_COOKIE, readCookie, SESSION_COOKIE } from "../cookies";
import type { Env } from "../env";
import { clientIp } from "../rateLimit";
import { marksOf } from "../scheduleMarks";
import { getCacheMap } from "./cacheMap";
import { requestHostname } from "./hostname";
import { headStoreIdOf, type RequestContext, type SessionState, storeScope } from "./scope";
import { sessionFromToken } from "./session";
import { memoGet, memoSet, STORE_MEMO_TTL_MS, type StoreMemoEntry } from "./storeMemo";
import { resolveStoreId } from "./tenancy";

export function localeOf(req: Request): "zh-TW" | "en" {
  return chosenLocaleOf(req) ?? "zh-TW"; // spec: zh-TW first, whatever the browser prefers
}

/** The language the visitor picked with the switch, if any (else the store's default applies). */
export function chosenLocaleOf(req: Request): "zh-TW" | "en" | null {
  const cookie = readCookie(req.headers.get("cookie"), LOCALE_COOKIE);
  return cookie === "en" || cookie === "zh-TW" ? cookie : null;
}

/** The origin the browser used: the Host header's (a local proxy may rewrite the URL's host). */
export const originOf = (req: Request, url = new URL(req.url)) =>
  `${url.protocol}//${req.headers.get("host") ?? url.host}`;

const GUEST_ID = /^[A-Za-z0-9]{32}$/;

export function guestIdOf(req: Request): string | null {
  const id = req.headers.get("guestid") ?? readCookie(req.headers.get("cookie"), GUEST_COOKIE);
  return id && GUEST_ID.test(id) ? id : null;
}

function bearer(req: Request): string | null {
  const h = req.headers.get("authorization");
  const m = h && /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

/**
 * Host → store, its cache maps and schedule marks: from the isolate memo (its cache maps checked
 * in KV once STORE_MEMO_TTL_MS passed), else KV host → the store's reads. When the bindings fail,
 * the last entry known keeps serving (stale-if-error, STORE_MEMO_STALE_IF_ERROR_MS).
 */
export async function storeEntryOf(env: Env, db: Db, hostname: string): Promise<StoreMemoEntry> {
  const now = Date.now();
  const known = memoGet(hostname, now);
  if (known?.storeId === null) return known;
  const fresh = known !== undefined && now < (known.freshUntil ?? 0);
  if (known && fresh && now - known.checkedAt < STORE_MEMO_TTL_MS) return known;
  let entry: StoreMemoEntry;
  try {
    if (known && fresh) {
      if (await stillCurrent(env, known, now)) return known;
      entry = await readStore(env, db, known.storeId, now);
    } else {
      const { storeId } = await resolveStoreId(env.KV, db, hostname);
      entry = storeId === null ? { storeId: null } : await readStore(env, db, storeId, now);
    }
  } catch (e) {
    if (!known || !isBindingFailure(e)) throw e;
    known.checkedAt = now; // asked again in STORE_MEMO_TTL_MS, not on every request of the outage
    return known;
  }
  memoSet(hostname, entry, now, entry.storeId === null ? undefined : entry.marks.readAgainBy);
  return entry;
}

type StoreEntry = Extract<StoreMemoEntry, { storeId: number }>;

/** The store row, its cache maps and schedule marks, read side by side. */
async function readStore(env: Env, db: Db, storeId: number, now: number): Promise<StoreMemoEntry> {
  const [row, map, markRows] = await Promise.all([
    findStore(db, storeId),
    getCacheMap(env, storeId),
    scheduleMarksOf(db, storeId, new Date(now).toISOString()),
  ]);
  if (!row) return { storeId: null };
  // A branch host shows its head store's labels and catalogue: one more KV read per memo miss
  // lets the head store's bump reach every branch page key, with no write per branch.
  const head = headStoreIdOf(row);
  const headMap = head !== storeId ? await getCacheMap(env, head) : null;
  return {
    storeId,
    store: row,
    cacheMap: map,
    headCacheMap: headMap,
    defaultLocale: settingSystemOf(row.settingSystem).defaultLocale,
    marks: marksOf(markRows, now),
    checkedAt: now,
  };
}

/**
 * Whether a kept entry's cache maps are still the stored ones: KV alone, so a cached page never
 * waits for D1 (issue 16). A store-row change that no write announces with a bump shows once the
 * entry is read again (STORE_MEMO_MAX_AGE_MS).
 */
async function stillCurrent(env: Env, e: StoreEntry, now: number): Promise<boolean> {
  const head = headStoreIdOf(e.store);
  const [map, headMap] = await Promise.all([
    getCacheMap(env, e.storeId),
    head !== e.storeId ? getCacheMap(env, head) : null,
  ]);
  const same = (a: ApiCacheMap | null | undefined, b: ApiCacheMap | null | undefined) =>
    JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  if (!same(map, e.cacheMap) || !same(headMap, e.headCacheMap)) return false;
  e.checkedAt = now;
  return true;
}

/** Host → store → session, with the independent KV and D1 reads issued together. */
export async function buildRequestContext(
  req: Request,
  env: Env,
  requestId: string,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<RequestContext> {
  const db = getDb(env.DB);
  const url = new URL(req.url);
  const hostname = requestHostname(req);
  const base = {
    env,
    db,
    requestId,
    hostname,
    origin: originOf(req, url),
    locale: localeOf(req),
    waitUntil,
    clientIp: clientIp(req),
    secure: url.protocol === "https:",
    guestId: guestIdOf(req),
  };
  const none = { ...base, scope: null, cacheMap: null, session: { kind: "none" } as const };
  if (!hostname) return none;
  const entry = await storeEntryOf(env, db, hostname);
  if (entry.storeId === null) return none;
  const { store, cacheMap, headCacheMap = null, marks } = entry;
  const scope = storeScope(env, db, store);
  const bearerToken = bearer(req);
  const cookieToken = readCookie(req.headers.get("cookie"), SESSION_COOKIE);
  let session: SessionState = { kind: "none" };
  if (bearerToken) session = await sessionFromToken(scope.accounts, bearerToken, "bearer");
  else if (cookieToken) session = await sessionFromToken(scope.accounts, cookieToken, "cookie");
  const locale = chosenLocaleOf(req) ?? entry.defaultLocale;
  return { ...base, locale, scope, cacheMap, headCacheMap, scheduleMarks: marks, session };
}
