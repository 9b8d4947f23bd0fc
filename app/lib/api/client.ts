import { Code } from "@functions/shared/codes";
import { CACHED_LISTS, type CachedListName, isCacheValid, readCachedList, writeCachedList } from "./cache";
import { type ApiClientOptions, type ClientCore, createClientCore, type RequestOptions } from "./clientCore";
import { ApiError } from "./errors";
import { ensureGuestId } from "./guest";
import { requestOf } from "./request";

export {
  type ApiClientOptions,
  type Auth,
  type FetchLike,
  INVALID_DOMAIN_DELAY_MS,
  type Method,
  type RequestOptions,
} from "./clientCore";
export { isDedupeExempt } from "./request";

type Request = ReturnType<typeof requestOf>;

/** The HTTP verbs over the request core. */
function verbsOf(request: Request) {
  return {
    get: <T = unknown>(path: string, o?: RequestOptions) => request<T>("GET", path, o),
    post: <T = unknown>(path: string, body?: unknown, o?: RequestOptions) => request<T>("POST", path, { ...o, body }),
    patch: <T = unknown>(path: string, body?: unknown, o?: RequestOptions) => request<T>("PATCH", path, { ...o, body }),
    put: <T = unknown>(path: string, body?: unknown, o?: RequestOptions) => request<T>("PUT", path, { ...o, body }),
    delete: <T = unknown>(path: string, o?: RequestOptions) => request<T>("DELETE", path, o),
  };
}

function cachedListOf(core: ClientCore, request: Request) {
  const listLoads = new Map<CachedListName, Promise<unknown>>();

  /**
   * A spec §4 cached list: served from storage while its cache time matches the server's, the
   * cache version matches and it is under a day old; otherwise fetched (once, even if asked for
   * concurrently) and stored.
   */
  return async function cachedList<T>(name: CachedListName, path: string, o: { force?: boolean } = {}): Promise<T> {
    const cacheKey = CACHED_LISTS[name];
    const entry = readCachedList<T>(core.getStorage(), name);
    if (!o.force && isCacheValid(entry, core.getCacheMap()?.[cacheKey], core.now())) return entry.data;
    const pending = listLoads.get(name);
    if (pending) return pending as Promise<T>;
    const load = (async () => {
      const env = await request<T>("GET", path);
      if (env.code !== Code.SUCCESS) {
        throw new ApiError("business", env.message ?? `code ${env.code}`, path, 200, env);
      }
      const cacheTime = env.apiCacheMap?.[cacheKey];
      if (typeof cacheTime === "number") writeCachedList(core.getStorage(), name, env.data, cacheTime, core.now());
      return env.data;
    })();
    listLoads.set(name, load);
    try {
      return await load;
    } finally {
      listLoads.delete(name);
    }
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The browser's request layer (spec storefront §7–§8). Every dependency is injectable so the same
 * code runs in the browser and, in tests, inside workerd against the real Worker.
 */
export function createApiClient(opts: ApiClientOptions = {}) {
  const core = createClientCore(opts);
  const request = requestOf(core);
  return {
    events: core.events,
    request,
    ...verbsOf(request),
    cachedList: cachedListOf(core, request),
    /** Token for API-client style calls; pages normally rely on the HttpOnly session cookie. Memory only. */
    setAuth: core.setAuth,
    ensureGuestId: () => ensureGuestId(core.getCookies()),
    getCacheMap: core.getCacheMap,
    /** Seed the known cache times (e.g. from SSR data) so cached lists validate before the first call. */
    setCacheMap: core.setCacheMap,
    raiseInvalidDomain: core.raiseInvalidDomain,
    storage: core.getStorage,
    now: core.now,
    pageUrl: core.pageUrl,
  };
}
