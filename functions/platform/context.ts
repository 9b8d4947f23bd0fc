import { type Db, getDb } from "../../db/client";
import { scheduleMarksOf } from "../../db/scheduleMarks";
import { findStore } from "../../db/stores";
import { settingSystemOf } from "../shared/storeSettings";
import { getCacheMap } from "./cacheMap";
import { GUEST_COOKIE, LOCALE_COOKIE, readCookie, SESSION_COOKIE } from "./cookies";
import type { Env } from "./env";
import { requestHostname } from "./hostname";
import { clientIp } from "./rateLimit";
import { marksOf } from "./scheduleMarks";
import { headStoreIdOf, type RequestContext, type SessionState, storeScope } from "./scope";
import { sessionFromToken } from "./session";
import { memoGet, memoSet, type StoreMemoEntry } from "./storeMemo";
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

/** Host → store and its cache maps: from the isolate memo, else KV host → D1 row with KV map. */
export async function storeEntryOf(env: Env, db: Db, hostname: string): Promise<StoreMemoEntry> {
  const known = memoGet(hostname);
  if (known) return known;
  let entry: StoreMemoEntry;
  const now = Date.now();
  const { storeId } = await resolveStoreId(env.KV, db, hostname);
  if (storeId === null) entry = { storeId: null };
  else {
    const [row, map, markRows] = await Promise.all([
      findStore(db, storeId),
      getCacheMap(env.KV, storeId),
      scheduleMarksOf(db, storeId, new Date(now).toISOString()),
    ]);
    // A branch host shows its head store's labels and catalogue: one more KV read per memo miss
    // lets the head store's bump reach every branch page key, with no write per branch.
    const head = row ? headStoreIdOf(row) : storeId;
    const headMap = head !== storeId ? await getCacheMap(env.KV, head) : null;
    entry = row
      ? {
          storeId,
          store: row,
          cacheMap: map,
          headCacheMap: headMap,
          defaultLocale: settingSystemOf(row.settingSystem).defaultLocale,
          marks: marksOf(markRows, now),
        }
      : { storeId: null };
  }
  memoSet(hostname, entry, now, entry.storeId === null ? undefined : entry.marks.readAgainBy);
  return entry;
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
