import { type Db, getDb } from "../../../db/client";
import { CACHE_KEYS } from "../../shared/constants";
import { PREVIEW_COOKIE } from "../../shared/storeSettings/preview";
import { readCookie, SESSION_COOKIE } from "../cookies";
import type { Env } from "../env";
import { type ScheduleMarks, scheduleVersion } from "../scheduleMarks";
import { chosenLocaleOf, storeEntryOf } from "../tenancy/context";
import { requestHostname } from "../tenancy/hostname";
import type { RequestContext } from "../tenancy/scope";
import { STORE_MEMO_TTL_MS } from "../tenancy/storeMemo";
import { type HotPage, hotPage, hotPageOf, hotResponse, keepHotPage, remainingMs } from "./hotPages";
import { keepPageCopy, pageCopy } from "./pageCopies";

// Anonymous storefront pages from the Cache API (ARCHITECTURE "Caching"): keyed by host, path,
// query, language, the store row's update time and every cache-map time, so an admin write (which
// bumps the cache map) or an operator change (which touches the store row) makes a new key at once.
// A sale that leaves a line low or out, and stock given back, bump the map too (catalogue/
// stockNews.ts); scheduled windows put their latest instant passed in the key (scheduleMarks.ts).
// So the TTL only bounds what nothing announces: a stock count above what any page names. A
// branch host's key also carries its head store's map, so a head-store write (labels, catalogue)
// reaches thousands of branch hosts through the one bump it already makes. docs/decisions/page-cache.md.
export const PAGE_CACHE_TTL_S = 6 * 3600;

const CACHEABLE =
  /^\/(?:|new-products\/.*|onsale-products\/.*|topics\/.*|search\/.*|product\/.*|blogs\/.*|blog\/.*|page\/.*|join-us|sitemap\.xml|robots\.txt)$/;

type KeyParts = {
  store: { id: number; updatedAt: string };
  cacheMap: RequestContext["cacheMap"] | undefined;
  headCacheMap: RequestContext["headCacheMap"];
  marks: ScheduleMarks | undefined;
  locale: string;
};

// The back office's own counters change with every order and never show on a storefront page.
const PAGE_KEYS = CACHE_KEYS.filter((k) => k !== "highlight" && k !== "settlement");

const KEY_BASE = "https://page-cache.storefleet.internal";

// Routes mounted before the request context (worker.ts): they need no store lookup from the first look.
const BEFORE_CONTEXT = /^\/(?:operator|media)(?:\/|$)/;

/** Every page of an unknown host is root.tsx's invalid-domain screen (404): one copy per language. */
const isUnknownHostPage = (path: string) =>
  !/^\/api(?:\/|$)/.test(path) && !BEFORE_CONTEXT.test(path) && !path.endsWith(".data");

/** The anonymous GET's URL when nothing in the request can make its answer personal. */
function shareable(req: Request, env: RequestContext["env"], signedIn: boolean): URL | null {
  if (env.PAGE_CACHE === "off" || req.method !== "GET" || signedIn) return null;
  // Anything that can make the page personal: a session (or a stale/invalid one), a bearer token,
  // a benchmark asking for a real render.
  if (req.headers.has("authorization") || req.headers.has("x-sf-count-d1")) return null;
  // A test-mode preview (its cookie) is sent on to an address with its params by the page itself.
  if (readCookie(req.headers.get("cookie"), PREVIEW_COOKIE)) return null;
  return new URL(req.url);
}

/** The page cache's key for this anonymous GET, by the store it is for (null: an unknown host). */
function keyFor(url: URL, parts: KeyParts | null, locale: string): string | null {
  if (!parts) return isUnknownHostPage(url.pathname) ? `${KEY_BASE}/unknown-host/${locale}` : null;
  return CACHEABLE.test(url.pathname) ? keyOf(url, parts) : null;
}

// A memo entry's cache maps are replaced, never changed, when it is read again: each one's part of
// the key is made once.
const versions = new WeakMap<object, string>();
function versionOf(map: RequestContext["cacheMap"] | undefined): string {
  if (!map) return PAGE_KEYS.map(() => 0).join(".");
  const kept = versions.get(map);
  if (kept !== undefined) return kept;
  const v = PAGE_KEYS.map((k) => map[k] ?? 0).join(".");
  versions.set(map, v);
  return v;
}

function keyOf(url: URL, p: KeyParts, now = Date.now()): string {
  const version = p.headCacheMap ? `${versionOf(p.cacheMap)}-${versionOf(p.headCacheMap)}` : versionOf(p.cacheMap);
  const schedule = scheduleVersion(p.marks, now);
  return `${KEY_BASE}/${encodeURIComponent(url.host)}/${p.store.id}/${encodeURIComponent(p.store.updatedAt)}/${version}/${schedule}/${p.locale}${url.pathname}${url.search}`;
}

const partsOf = (rc: RequestContext, scope: NonNullable<RequestContext["scope"]>): KeyParts => ({
  store: scope.store,
  cacheMap: rc.cacheMap,
  headCacheMap: rc.headCacheMap,
  marks: rc.scheduleMarks,
  locale: rc.locale,
});

/** The cache key of an anonymous storefront GET, or null when the page is personal or uncached. */
export function pageCacheKey(req: Request, rc: RequestContext): string | null {
  const url = shareable(req, rc.env, rc.session.kind !== "none");
  if (!url || (!rc.scope && !rc.hostname)) return null;
  const parts = rc.scope ? partsOf(rc, rc.scope) : null;
  return keyFor(url, parts, rc.locale);
}

/**
 * The cache lookup before anything else (issue 14): host → store from the isolate memo (filled
 * from KV and D1 on a miss), the key, the isolate's hot copies, then the Cache API. No session, no
 * store scope, no router: a visitor without a session cookie is anonymous, so a request that
 * carries one goes the full way. Answers the page, or null (with the lookup remembered, so the
 * full path does not repeat it).
 */
export async function cachedPageFirst(req: Request, env: Env, defer: Defer): Promise<CachedHit | null> {
  const look = await firstLook(req, env);
  if (!look) return null;
  const { url, entry, parts } = look;
  // An unknown host's calls all answer 400003 (api.ts): said here without the app.
  if (entry.storeId === null && url.pathname.startsWith("/api/")) return { kind: "unknownHost" };
  if (parts && url.pathname === INITIAL_PATH) {
    const kept = hotPage(keyOf(url, parts));
    return kept ? { kind: "api", page: kept } : null;
  }
  const key = keyFor(url, parts, look.locale);
  const page = key ? await lookUp(key, env.KV, defer) : null;
  if (!page) {
    if (key) looked.add(req);
    return null;
  }
  return { kind: "page", page, db: look.db, storeId: entry.storeId, url };
}

/** What the first look knows of an anonymous GET: its store (from the memo), language and key parts. */
async function firstLook(req: Request, env: Env) {
  const url = shareable(req, env, Boolean(readCookie(req.headers.get("cookie"), SESSION_COOKIE)));
  // An image asks only for its host's store id (media/serve.ts): no store row, no cache maps.
  const hostname = url && !BEFORE_CONTEXT.test(url.pathname) && requestHostname(req);
  if (!hostname) return null;
  const db = getDb(env.DB);
  const entry = await storeEntryOf(env, db, hostname);
  const locale = chosenLocaleOf(req) ?? (entry.storeId === null ? "zh-TW" : entry.defaultLocale);
  const parts: KeyParts | null =
    entry.storeId === null
      ? null
      : { store: entry.store, cacheMap: entry.cacheMap, headCacheMap: entry.headCacheMap, marks: entry.marks, locale };
  return { url, db, entry, locale, parts };
}

/** The page cache's key of an anonymous GET as the first look makes it (null: not cached). */
export async function firstLookKey(req: Request, env: Env): Promise<string | null> {
  const look = await firstLook(req, env);
  return look && keyFor(look.url, look.parts, look.locale);
}

export type CachedHit =
  | { kind: "page"; page: HotPage; db: Db; storeId: number | null; url: URL }
  | { kind: "api"; page: HotPage }
  | { kind: "unknownHost" };

// An anonymous visitor's `/api/initial` depends on nothing but the store, its versions and the
// language: the isolate keeps the answer as long as the store memo keeps the versions it was made
// with, so it is never staler than a full answer would be.
const INITIAL_PATH = "/api/initial";

/** Keeps an anonymous `/api/initial` answer for the first look (called by its handler). */
export async function keepInitialAnswer(req: Request, rc: RequestContext, res: Response): Promise<void> {
  const url = shareable(req, rc.env, rc.session.kind !== "none");
  if (!url || !rc.scope || url.pathname !== INITIAL_PATH) return;
  const key = keyOf(url, partsOf(rc, rc.scope));
  keepHotPage(key, await hotPageOf(res), Date.now() + STORE_MEMO_TTL_MS);
}

// Requests whose key cachedPageFirst already missed: cachedPage renders them without a second look.
const looked = new WeakSet<Request>();

const pageCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The isolate's hot copy, else the Cache API's, else KV's (put back in the Cache API); a copy found
 * is kept hot from then on, no longer than it lives.
 */
async function lookUp(key: string, kv: KVNamespace, defer: Defer, now = Date.now()): Promise<HotPage | null> {
  const kept = hotPage(key, now);
  if (kept) return kept;
  const hit = await pageCache().match(key);
  if (hit) {
    const page = await hotPageOf(hit);
    keepHotPage(key, page, now + remainingMs(hit, PAGE_CACHE_TTL_S));
    return page;
  }
  const copy = await pageCopy(kv, key, now);
  if (!copy) return null;
  keepHotPage(key, copy.page, copy.until);
  defer(pageCache().put(key, cacheApiCopy(copy.page, copy.until - now)));
  return copy.page;
}

type Defer = (p: Promise<unknown>) => void;

/** A page as the Cache API keeps it: the stored bytes, its script hashes in a header, its lifetime. */
function cacheApiCopy(page: HotPage, lifeMs: number): Response {
  const stored = hotResponse(page);
  stored.headers.set("cache-control", `public, max-age=${Math.max(1, Math.floor(lifeMs / 1000))}`);
  return stored;
}

/** A cached page as this answer: the stored bytes, sent as they are (its policy names their script hashes). */
export function servedPage(page: HotPage): Response {
  const res = hotResponse(page);
  res.headers.set("x-sf-page-cache", "hit");
  return res;
}

/** Serves a cached copy when there is one; otherwise renders and stores a shareable answer. */
export async function cachedPage(req: Request, rc: RequestContext, render: () => Promise<Response>) {
  const key = pageCacheKey(req, rc);
  if (!key) return render();
  const page = looked.has(req) ? null : await lookUp(key, rc.env.KV, rc.waitUntil);
  if (page) return servedPage(page);
  const res = await render();
  const type = res.headers.get("content-type") ?? "";
  // A page that marks itself private (a route's own Cache-Control) is never shared either. The
  // stored copy is made from the render's nonce header (hotPages.ts `hotPageOf`).
  const declared = res.headers.get("cache-control") ?? "";
  if (
    res.status !== (rc.scope ? 200 : 404) ||
    !res.body ||
    res.headers.has("set-cookie") ||
    /private|no-store/i.test(declared) ||
    !/html|xml|text\/plain/.test(type)
  )
    return res;
  const [mine, theirs] = res.body.tee();
  rc.waitUntil(keep(key, new Response(theirs, res), rc.env.KV));
  const out = new Response(mine, res);
  out.headers.set("x-sf-page-cache", "miss");
  return out;
}

/** Stores a fresh render in the Cache API, in KV and as this isolate's hot copy. */
async function keep(key: string, rendered: Response, kv: KVNamespace, now = Date.now()): Promise<void> {
  const page = await hotPageOf(rendered);
  const until = now + PAGE_CACHE_TTL_S * 1000;
  keepHotPage(key, page, until);
  await Promise.all([pageCache().put(key, cacheApiCopy(page, until - now)), keepPageCopy(kv, key, page, until, now)]);
}
