import { CACHE_KEYS } from "../shared/constants";
import { PREVIEW_COOKIE } from "../shared/preview";
import { readCookie } from "./cookies";
import type { RequestContext } from "./scope";

// Anonymous storefront pages from the Cache API (ARCHITECTURE "Caching"): keyed by host, path,
// query, language, the store row's update time and every cache-map time, so an admin write (which
// bumps the cache map) or an operator change (which touches the store row) makes a new key at once.
// The TTL only bounds what no bump announces, such as stock sold by an order. A branch host's key
// also carries its head store's map, so a head-store write (labels, catalogue) reaches thousands of
// branch hosts through the one bump it already makes.
export const PAGE_CACHE_TTL_S = 60;

const CACHEABLE =
  /^\/(?:|new-products\/.*|onsale-products\/.*|topics\/.*|search\/.*|product\/.*|blogs\/.*|blog\/.*|page\/.*|join-us|sitemap\.xml|robots\.txt)$/;

/** The cache key of an anonymous storefront GET, or null when the page is personal or uncached. */
export function pageCacheKey(req: Request, rc: RequestContext): string | null {
  if (rc.env.PAGE_CACHE === "off" || req.method !== "GET" || !rc.scope) return null;
  // Anything that can make the page personal: a session (or a stale/invalid one), a bearer token,
  // a benchmark asking for a real render.
  if (rc.session.kind !== "none" || req.headers.has("authorization") || req.headers.has("x-sf-count-d1")) return null;
  // A test-mode preview (its cookie) is sent on to an address with its params by the page itself.
  if (readCookie(req.headers.get("cookie"), PREVIEW_COOKIE)) return null;
  const url = new URL(req.url);
  if (!CACHEABLE.test(url.pathname)) return null;
  const versionOf = (map: RequestContext["cacheMap"] | undefined) => CACHE_KEYS.map((k) => map?.[k] ?? 0).join(".");
  const version = rc.headCacheMap ? `${versionOf(rc.cacheMap)}-${versionOf(rc.headCacheMap)}` : versionOf(rc.cacheMap);
  const store = rc.scope.store;
  return `https://page-cache.storefleet.internal/${encodeURIComponent(url.host)}/${store.id}/${encodeURIComponent(store.updatedAt)}/${version}/${rc.locale}${url.pathname}${url.search}`;
}

/** Serves a cached copy when there is one; otherwise renders and stores a shareable answer. */
export async function cachedPage(req: Request, rc: RequestContext, render: () => Promise<Response>) {
  const key = pageCacheKey(req, rc);
  if (!key) return render();
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.delete("cache-control");
    res.headers.set("x-sf-page-cache", "hit");
    return res;
  }
  const res = await render();
  const type = res.headers.get("content-type") ?? "";
  // A page that marks itself private (a route's own Cache-Control) is never shared either. The
  // stored copy keeps the nonce header of its render: pageHeaders.ts gives each serve a fresh one.
  const declared = res.headers.get("cache-control") ?? "";
  if (
    res.status !== 200 ||
    !res.body ||
    res.headers.has("set-cookie") ||
    /private|no-store/i.test(declared) ||
    !/html|xml|text\/plain/.test(type)
  )
    return res;
  const [mine, theirs] = res.body.tee();
  const stored = new Response(theirs, res);
  stored.headers.set("cache-control", `public, max-age=${PAGE_CACHE_TTL_S}`);
  rc.waitUntil(cache.put(key, stored));
  const out = new Response(mine, res);
  out.headers.set("x-sf-page-cache", "miss");
  return out;
}
