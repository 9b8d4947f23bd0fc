import { BACKEND_VERSION, REQUEST_TIMEOUT_MS } from "@functions/shared/constants";
import { type ClientCore, HEADER_SAFE, type Method, type RequestOptions } from "./clientCore";
import { ApiError, DUPLICATE_MESSAGE, statusOutcome, TIMEOUT_MESSAGE } from "./errors";
import { ensureGuestId } from "./guest";
import { STORAGE_KEYS } from "./storage";
import { type Envelope, isEnvelope } from "./types";

const TIMEOUT = Symbol("timeout");
const DUPLICATE = Symbol("duplicate");
const EXTERNAL = Symbol("aborted");
/** Spec §7: media uploads, profile and product paths are never cancelled as duplicates. */
const DEDUPE_EXEMPT = [/\/media(\/|$)/, /upload/i, /\/profile(\/|$)/, /^\/api\/products?(\/|$)/];

type Inflight = Map<string, { cancel: () => void }>;

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

function requestHeaders(core: ClientCore, page: URL | null, previewing: boolean, o: RequestOptions): Headers {
  const headers = new Headers({
    accept: "application/json",
    "cache-control": "no-cache",
    pragma: "no-cache",
    "backend-version": BACKEND_VERSION,
  });
  const guestId = ensureGuestId(core.getCookies());
  if (guestId) headers.set("guestId", guestId);
  const auth = core.getAuth();
  if (auth) {
    headers.set("authorization", `Bearer ${auth.token}`);
    if (auth.userId != null) headers.set("userId", String(auth.userId));
  }
  const storeId = page?.searchParams.get("storeId");
  if (storeId && HEADER_SAFE.test(storeId)) headers.set("storeId", storeId);
  if (previewing) headers.set("preview", "true");
  const statusCode = core.readStored(STORAGE_KEYS.statusCode);
  if (statusCode) headers.set("statusCode", statusCode);
  const errorCode = core.readStored(STORAGE_KEYS.errorCode);
  if (errorCode) headers.set("errorCode", errorCode);
  for (const [k, v] of Object.entries(o.headers ?? {})) headers.set(k, v);
  return headers;
}

/** The body as sent, and the text that keys it for duplicate detection. */
function encodeBody(method: Method, o: RequestOptions, headers: Headers) {
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
  return { body, bodyKey };
}

type Outgoing = { method: Method; url: URL; headers: Headers; body: BodyInit | undefined; bodyKey: string };

/** One fetch with its duplicate cancelling, timeout and caller's abort; a failure to answer throws. */
async function send(
  core: ClientCore,
  inflight: Inflight,
  { method, url, headers, body, bodyKey }: Outgoing,
  o: RequestOptions,
): Promise<{ res: Response; text: string }> {
  const { events } = core;
  // Identical in-flight duplicates: the older one is cancelled.
  const controller = new AbortController();
  const key = `${method} ${url.href} ${bodyKey}`;
  const entry = { cancel: () => controller.abort(DUPLICATE) };
  const dedupe = !isDedupeExempt(url.pathname, o.body);
  if (dedupe) {
    inflight.get(key)?.cancel();
    inflight.set(key, entry);
  }
  const timer = setTimeout(() => controller.abort(TIMEOUT), o.timeoutMs ?? core.opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onExternalAbort = () => controller.abort(EXTERNAL);
  if (o.signal?.aborted) controller.abort(EXTERNAL);
  else o.signal?.addEventListener("abort", onExternalAbort, { once: true });
  // Settles on abort even if the fetch implementation ignores its signal.
  const aborted = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason);
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => {});

  try {
    const res = await Promise.race([
      core.doFetch(url.href, { method, headers, body, signal: controller.signal }),
      aborted,
    ]);
    const text = await Promise.race([res.text(), aborted]);
    return { res, text };
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
    if (!o.quiet)
      events.emit({ type: "overlay", overlay: url.pathname === "/api/initial" ? "networkInitial" : "network" });
    throw new ApiError("network", err instanceof Error ? err.message : "network error", url.href);
  } finally {
    clearTimeout(timer);
    o.signal?.removeEventListener("abort", onExternalAbort);
    if (inflight.get(key) === entry) inflight.delete(key);
  }
}

/** Spec §8: a non-200 status, or an empty / non-envelope 200. */
function reportFailure(core: ClientCore, res: Response, parsed: unknown, url: URL, o: RequestOptions): never {
  const { events } = core;
  const env = isEnvelope(parsed) ? parsed : null;
  if (env?.apiCacheMap) core.setCacheMap(env.apiCacheMap);
  if (url.pathname === "/api/initial") {
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

/** The request core: every call of the client goes through the function this returns. */
export function requestOf(core: ClientCore) {
  const inflight: Inflight = new Map();

  return async function request<T = unknown>(
    method: Method,
    path: string,
    o: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const page = core.pageUrl();
    const base = core.opts.baseUrl ?? page?.origin;
    if (!base) throw new Error("api client: no baseUrl and no page location");
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v != null) url.searchParams.set(k, String(v));
    const pv = core.preview(page);
    if (pv && method === "GET") url.searchParams.set("timeFilter", pv.timeFilter);

    const headers = requestHeaders(core, page, pv != null, o);
    const { body, bodyKey } = encodeBody(method, o, headers);
    const { res, text } = await send(core, inflight, { method, url, headers, body, bodyKey }, o);

    const parsed = parseJson(text);
    if (res.status === 200 && isEnvelope(parsed)) {
      core.onEnvelope(parsed);
      return parsed as Envelope<T>;
    }
    return reportFailure(core, res, parsed, url, o);
  };
}
