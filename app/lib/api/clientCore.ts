import { Code } from "@functions/shared/codes";
import { type ApiCacheMap, CACHE_KEYS, FRONTEND_VERSION } from "@functions/shared/constants";
import { type AppEvents, createAppEvents } from "./events";
import { type CookieJar, documentCookieJar } from "./guest";
import { browserStorage, type KeyValueStorage } from "./storage";
import type { Envelope } from "./types";
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

/** Values we copy into headers must be plain printable ASCII (no spaces, no CR/LF). */
export const HEADER_SAFE = /^[\x21-\x7e]{1,200}$/;

/** The injected dependencies, resolved to their defaults; storage and cookies lazily. */
function dependenciesOf(opts: ApiClientOptions) {
  let storage = opts.storage;
  let cookies = opts.cookies;
  return {
    opts,
    events: opts.events ?? createAppEvents(),
    now: opts.now ?? (() => Date.now()),
    frontendVersion: opts.frontendVersion ?? FRONTEND_VERSION,
    getStorage: (): KeyValueStorage => {
      storage ??= browserStorage();
      return storage;
    },
    getCookies: (): CookieJar => {
      cookies ??= documentCookieJar();
      return cookies;
    },
    doFetch: ((input, init) => (opts.fetch ?? globalThis.fetch)(input, init)) as FetchLike,
  };
}

type Dependencies = ReturnType<typeof dependenciesOf>;

/** What the page URL tells the request: its origin, storeId, and whether it is a preview. */
function pageOf({ opts, now, getStorage }: Dependencies) {
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

  return { pageUrl, preview, readStored };
}

/** What every answer tells the client back: the cache map, the version, an invalid domain. */
function answersOf({ opts, events, frontendVersion }: Dependencies) {
  let cacheMap: ApiCacheMap | null = null;

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

  return { getCacheMap: () => cacheMap, setCacheMap, onEnvelope, raiseInvalidDomain };
}

/** The client's shared state: its dependencies, the page it runs on, the auth token and the cache map. */
export function createClientCore(opts: ApiClientOptions) {
  const deps = dependenciesOf(opts);
  let auth: Auth | null = null;
  return {
    ...deps,
    ...pageOf(deps),
    ...answersOf(deps),
    getAuth: () => auth,
    setAuth: (a: Auth | null) => {
      auth = a;
    },
  };
}

export type ClientCore = ReturnType<typeof createClientCore>;
