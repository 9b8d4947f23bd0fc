import { Code } from "@functions/shared/codes";
import {
  type ApiCacheMap,
  BACKEND_VERSION,
  CACHE_KEYS,
  FRONTEND_VERSION,
  REQUEST_TIMEOUT_MS,
} from "@functions/shared/constants";
import { CACHED_LISTS, type CachedListName, isCacheValid, readCachedList, writeCachedList } from "./cache";
import { ApiError, DUPLICATE_MESSAGE, statusOutcome, TIMEOUT_MESSAGE } from "./errors";
import { type AppEvents, createAppEvents } from "./events";
import { type CookieJar, documentCookieJar, ensureGuestId } from "./guest";
import { browserStorage, type KeyValueStorage, STORAGE_KEYS } from "./storage";
import { type Envelope, isEnvelope } from "./types";
import { isNewerVersion } from "./version";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type Auth = { token: string; userId?: string | number | null };

export type ApiClientOptions = {
  /** Default: globalThis.fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Origin the /api paths are resolved against. Default: the page's origin. */
  baseUrl?: string;
  /** The page URL (storeId, preview and timeFilter come from its query). Default: globalThis.location. */
  location?: () => string | null;
  /** Default: localStorage when usable, else memory. */
  storage?: KeyValueStorage;
  /** Default: document.cookie in a browser; disabled elsewhere. */
  cookies?: CookieJar;
  now?: () => number;
  timeoutMs?: number;
  invalidDomainDelayMs?: number;
  frontendVersion?: string;
  events?: AppEvents;
};

export type RequestOptions = {
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON-serialised unless FormData, Blob, ArrayBuffer, URLSearchParams or a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Per call (spec: 2 min for branch registration, 30 min for imports). */
  timeoutMs?: number;
  /** The caller shows its own message: no modal or overlay for an HTTP status, timeout or network failure. */
  quiet?: boolean;
  signal?: AbortSignal;
};

export const INVALID_DOMAIN_DELAY_MS = 200;

const TIMEOUT = Symbol("timeout");
const DUPLICATE = Symbol("duplicate");
const EXTERNAL = Symbol("aborted");
/** Values we copy into headers must be plain printable ASCII (no spaces, no CR/LF). */
const HEADER_SAFE = /^[\x21-\x7e]{1,200}$/;
/** Spec §7: media uploads, profile and product paths are never cancelled as duplicates. */
const DEDUPE_EXEMPT = [/\/media(\/|$)/, /upload/i, /\/profile(\/|$)/, /^\/api\/products?(\/|$)/];

function isRawBody(b: unknown): b is BodyInit {
  return (
    typeof b === "string" ||
    (typeof FormData !== "undefined" && b instanceof FormData) ||
    (typeof Blob !== "undefined" && b instanceof Blob) ||
    (typeof URLSearchParams !== "undefined" && b instanceof URLSearchParams) ||
    b instanceof ArrayBuffer ||
    ArrayBuffer.isView(b)
  );
}

export function isDedupeExempt(pathname: string, body?: unknown): boolean {
  return (isRawBody(body) && typeof body !== "string") || DEDUPE_EXEMPT.some((re) => re.test(pathname));
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The browser's request layer (spec storefront §7–§8). Every dependency is injectable so the same
 * code runs in the browser and, in tests, inside workerd against the real Worker.
 */
export function createApiClient(opts: ApiClientOptions = {}) {
  const events = opts.events ?? createAppEvents();
  const now = opts.now ?? (() => Date.now());
  const frontendVersion = opts.frontendVersion ?? FRONTEND_VERSION;
  let storage = opts.storage;
  let cookies = opts.cookies;
  const getStorage = () => {
    storage ??= browserStorage();
    return storage;
  };
  const getCookies = () => {
    cookies ??= documentCookieJar();
    return cookies;
  };
  const doFetch: FetchLike = (input, init) => (opts.fetch ?? globalThis.fetch)(input, init);
  let auth: Auth | null = null;
  let cacheMap: ApiCacheMap | null = null;
  const inflight = new Map<string, { cancel: () => void }>();
  const listLoads = new Map<CachedListName, Promise<unknown>>();

  function pageUrl(): URL | null {
    const href = opts.location ? opts.location() : (globalThis.location?.href ?? null);
    if (!href) return null;
    try {
      return new URL(href);
    } catch {
      return null;
    }
  }

  function preview(page: URL | null): { timeFilter: string } | null {
    const flag = page?.searchParams.get("preview");
    if (flag == null || flag === "0" || flag === "false") return null;
    return { timeFilter: page?.searchParams.get("timeFilter") || new Date(now()).toISOString() };
  }

  function readStored(key: string): string | null {
    try {
      const v = getStorage().getItem(key);
      return v && HEADER_SAFE.test(v) ? v : null;
    } catch {
      return null;
    }
  }

  function raiseInvalidDomain() {
    events.emit({ type: "error", kind: "invalidDomain" });
    setTimeout(
      () => events.emit({ type: "invalidDomain", on: true }),
      opts.invalidDomainDelayMs ?? INVALID_DOMAIN_DELAY_MS,
    );
  }

  function setCacheMap(next: ApiCacheMap | null) {
    if (!next) return;
    const prev = cacheMap;
    cacheMap = next;
    if (!prev) return;
    const changed = CACHE_KEYS.filter((k) => prev[k] !== next[k]);
    if (changed.length) events.emit({ type: "cacheMap", changed });
  }

  /** Every 200 answer with an envelope: version check (on or reset off), cache map, invalid domain. */
  function onEnvelope(env: Envelope) {
    const newer = isNewerVersion(env.frontendVersion, frontendVersion);
    if (newer) events.emit({ type: "error", kind: "versionMismatch" });
    if (events.getState().versionMismatch !== newer) events.emit({ type: "versionMismatch", on: newer });
    setCacheMap(env.apiCacheMap);
    if (env.code === Code.WEBSITE_DOES_NOT_EXIST) raiseInvalidDomain();
  }

  async function request<T = unknown>(method: Method, path: string, o: RequestOptions = {}): Promise<Envelope<T>> {
    const page = pageUrl();
    const base = opts.baseUrl ?? page?.origin;
    if (!base) throw new Error("api client: no baseUrl and no page location");
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v != null) url.searchParams.set(k, String(v));
    const pv = preview(page);
    if (pv && method === "GET") url.searchParams.set("timeFilter", pv.timeFilter);
    const isInitial = url.pathname === "/api/initial";

    const headers = new Headers({
      accept: "application/json",
      "cache-control": "no-cache",
      pragma: "no-cache",
      "backend-version": BACKEND_VERSION,
    });
    const guestId = ensureGuestId(getCookies());
    if (guestId) headers.set("guestId", guestId);
    if (auth) {
      headers.set("authorization", `Bearer ${auth.token}`);
      if (auth.userId != null) headers.set("userId", String(auth.userId));
    }
    const storeId = page?.searchParams.get("storeId");
    if (storeId && HEADER_SAFE.test(storeId)) headers.set("storeId", storeId);
    if (pv) headers.set("preview", "true");
    const statusCode = readStored(STORAGE_KEYS.statusCode);
    if (statusCode) headers.set("statusCode", statusCode);
    const errorCode = readStored(STORAGE_KEYS.errorCode);
    if (errorCode) headers.set("errorCode", errorCode);
    for (const [k, v] of Object.entries(o.headers ?? {})) headers.set(k, v);

    let body: BodyInit | undefined;
    let bodyKey = "";
    if (o.body !== undefined && method !== "GET") {
      if (isRawBody(o.body)) {
        body = o.body;
        bodyKey = typeof o.body === "string" ? o.body : "[binary]";
      } else {
        bodyKey = JSON.stringify(o.body);
        body = bodyKey;
        headers.set("content-type", "application/json");
      }
    }

    // Identical in-flight duplicates: the older one is cancelled.
    const controller = new AbortController();
    const key = `${method} ${url.href} ${bodyKey}`;
    const entry = { cancel: () => controller.abort(DUPLICATE) };
    const dedupe = !isDedupeExempt(url.pathname, o.body);
    if (dedupe) {
      inflight.get(key)?.cancel();
      inflight.set(key, entry);
    }
    const timer = setTimeout(() => controller.abort(TIMEOUT), o.timeoutMs ?? opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onExternalAbort = () => controller.abort(EXTERNAL);
    if (o.signal?.aborted) controller.abort(EXTERNAL);
    else o.signal?.addEventListener("abort", onExternalAbort, { once: true });
    // Settles on abort even if the fetch implementation ignores its signal.
    const aborted = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(controller.signal.reason);
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => {});

    let res: Response;
    let text: string;
    try {
      res = await Promise.race([doFetch(url.href, { method, headers, body, signal: controller.signal }), aborted]);
      text = await Promise.race([res.text(), aborted]);
    } catch (err) {
      const reason = controller.signal.aborted ? controller.signal.reason : null;
      if (reason === DUPLICATE) throw new ApiError("duplicate", DUPLICATE_MESSAGE, url.href);
      if (reason === EXTERNAL) throw new ApiError("aborted", "request aborted", url.href);
      if (reason === TIMEOUT) {
        events.emit({ type: "error", kind: "timeout", url: url.href });
        if (!o.quiet) events.emit({ type: "overlay", overlay: "timeout" });
        throw new ApiError("timeout", TIMEOUT_MESSAGE, url.href);
      }
      events.emit({ type: "error", kind: "networkError", url: url.href });
      if (!o.quiet) events.emit({ type: "overlay", overlay: isInitial ? "networkInitial" : "network" });
      throw new ApiError("network", err instanceof Error ? err.message : "network error", url.href);
    } finally {
      clearTimeout(timer);
      o.signal?.removeEventListener("abort", onExternalAbort);
      if (inflight.get(key) === entry) inflight.delete(key);
    }

    const parsed = parseJson(text);
    if (res.status === 200 && isEnvelope(parsed)) {
      onEnvelope(parsed);
      return parsed as Envelope<T>;
    }

    // Spec §8: a non-200 status, or an empty / non-envelope 200.
    const env = isEnvelope(parsed) ? parsed : null;
    if (env?.apiCacheMap) setCacheMap(env.apiCacheMap);
    if (isInitial) {
      events.emit({ type: "error", kind: "initialFailed", status: res.status, url: url.href });
      if (!o.quiet) events.emit({ type: "overlay", overlay: "initialFailed", vars: { status: res.status } });
    } else if (res.status >= 200 && res.status < 300) {
      if (!o.quiet)
        events.emit({
          type: "modal",
          message: "http.apiFailed",
          vars: { url: url.pathname, status: res.status },
          status: res.status,
          url: url.href,
        });
    } else {
      const outcome = statusOutcome(res.status);
      if (res.status === 429) events.emit({ type: "error", kind: "tooManyRequests", status: 429, url: url.href });
      if (outcome.type === "versionMismatch") {
        events.emit({ type: "error", kind: "versionMismatch", status: res.status, url: url.href });
        if (!o.quiet) events.emit({ type: "versionMismatch", on: true });
      } else if (!o.quiet) {
        events.emit({ type: "modal", message: outcome.message, vars: outcome.vars, status: res.status, url: url.href });
      }
    }
    throw new ApiError("http", env?.message ?? `HTTP ${res.status}`, url.href, res.status, env);
  }

  /**
   * A spec §4 cached list: served from storage while its cache time matches the server's, the
   * cache version matches and it is under a day old; otherwise fetched (once, even if asked for
   * concurrently) and stored.
   */
  async function cachedList<T>(name: CachedListName, path: string, o: { force?: boolean } = {}): Promise<T> {
    const cacheKey = CACHED_LISTS[name];
    const entry = readCachedList<T>(getStorage(), name);
    if (!o.force && isCacheValid(entry, cacheMap?.[cacheKey], now())) return entry.data;
    const pending = listLoads.get(name);
    if (pending) return pending as Promise<T>;
    const load = (async () => {
      const env = await request<T>("GET", path);
      if (env.code !== Code.SUCCESS) {
        throw new ApiError("business", env.message ?? `code ${env.code}`, path, 200, env);
      }
      const cacheTime = env.apiCacheMap?.[cacheKey];
      if (typeof cacheTime === "number") writeCachedList(getStorage(), name, env.data, cacheTime, now());
      return env.data;
    })();
    listLoads.set(name, load);
    try {
      return await load;
    } finally {
      listLoads.delete(name);
    }
  }

  return {
    events,
    request,
    get: <T = unknown>(path: string, o?: RequestOptions) => request<T>("GET", path, o),
    post: <T = unknown>(path: string, body?: unknown, o?: RequestOptions) => request<T>("POST", path, { ...o, body }),
    patch: <T = unknown>(path: string, body?: unknown, o?: RequestOptions) => request<T>("PATCH", path, { ...o, body }),
    put: <T = unknown>(path: string, body?: unknown, o?: RequestOptions) => request<T>("PUT", path, { ...o, body }),
    delete: <T = unknown>(path: string, o?: RequestOptions) => request<T>("DELETE", path, o),
    cachedList,
    /** Token for API-client style calls; pages normally rely on the HttpOnly session cookie. Memory only. */
    setAuth: (a: Auth | null) => {
      auth = a;
    },
    ensureGuestId: () => ensureGuestId(getCookies()),
    getCacheMap: () => cacheMap,
    /** Seed the known cache times (e.g. from SSR data) so cached lists validate before the first call. */
    setCacheMap,
    raiseInvalidDomain,
    storage: getStorage,
    now,
    pageUrl,
  };
}
