import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CACHED_LISTS, isCacheValid, resetCachedLists } from "../../app/lib/api/cache";
import { checkAdminOnline, DOMAIN_RECHECK_MS, recheckDomainValidity } from "../../app/lib/api/checks";
import {
  type ApiClientOptions,
  createApiClient,
  type FetchLike,
  INVALID_DOMAIN_DELAY_MS,
  isDedupeExempt,
} from "../../app/lib/api/client";
import { ApiError, DUPLICATE_MESSAGE, statusOutcome, TIMEOUT_MESSAGE } from "../../app/lib/api/errors";
import { type AppEvent, createAppEvents } from "../../app/lib/api/events";
import {
  documentCookieJar,
  ensureGuestId,
  GUEST_ID_RE,
  generateGuestId,
  memoryCookieJar,
} from "../../app/lib/api/guest";
import { browserStorage, type KeyValueStorage, memoryStorage, STORAGE_KEYS } from "../../app/lib/api/storage";
import { compareVersions, isNewerVersion } from "../../app/lib/api/version";
import { bumpCacheMap } from "../../functions/platform/tenancy/cacheMap";
import { BACKEND_VERSION, CACHE_MAX_AGE_MS, CACHE_VERSION, FRONTEND_VERSION } from "../../functions/shared/constants";
import { createStore } from "../helpers";

const HOST = "shop-a.localhost";
const ORIGIN = `http://${HOST}`;
const DAY = 24 * 60 * 60 * 1000;

const realFetch: FetchLike = (url, init) => SELF.fetch(url, init);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Call = { url: URL; method: string; headers: Headers; body: string | null };

/** Passes every call through to `inner` and keeps what the Worker was sent. */
function recorder(inner: FetchLike = realFetch) {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({
      url: new URL(url),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? init.body : null,
    });
    return inner(url, init);
  };
  return { calls, fetch };
}

/** Waits `ms` before reaching the Worker; honours the abort signal like a browser fetch. */
function slow(ms: number, inner: FetchLike = realFetch): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const t = setTimeout(() => inner(url, init).then(resolve, reject), ms);
      init.signal?.addEventListener("abort", () => {
        clearTimeout(t);
        reject(new DOMException("aborted", "AbortError"));
      });
    });
}

/** Answers `path` itself (a stub for statuses the Worker cannot be made to produce); the rest goes through. */
function stubPath(path: string, respond: (url: URL) => Response | Promise<Response>, inner = realFetch): FetchLike {
  return (url, init) => (new URL(url).pathname === path ? Promise.resolve(respond(new URL(url))) : inner(url, init));
}

/**
 * Every request a test's client starts, even one it stopped waiting for (a timeout, a deaf fetch):
 * afterEach lets them land, so none reaches the Worker during the next test (or the next file,
 * which shares this runtime) after its storage was reset.
 */
const inFlight: Promise<unknown>[] = [];
afterEach(async () => {
  await Promise.allSettled(inFlight.splice(0));
});

function makeClient(over: Partial<ApiClientOptions> = {}) {
  const fetch: FetchLike = over.fetch ?? realFetch;
  const tracked: FetchLike = (url, init) => {
    const p = fetch(url, init);
    inFlight.push(p);
    return p;
  };
  const events = over.events ?? createAppEvents();
  const seen: AppEvent[] = [];
  events.on((e) => seen.push(e));
  const storage = over.storage ?? memoryStorage();
  const cookies = over.cookies ?? memoryCookieJar();
  const client = createApiClient({
    baseUrl: ORIGIN,
    location: () => `${ORIGIN}/`,
    ...over,
    fetch: tracked,
    events,
    storage,
    cookies,
  });
  return { client, events, seen, storage, cookies };
}

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error("expected the request to reject");
}

let storeId = 0;
beforeEach(async () => {
  storeId = await createStore(HOST, "NORMAL", {
    email: "root@shop-a.test",
    password: "rootpass123",
    name: "Root Admin",
  });
});

describe("envelope", () => {
  it("resolves with the parsed envelope of the real Worker and remembers its cache map", async () => {
    const { client, events } = makeClient();
    const env = await client.get<{ storeName: string }>("/api/initial");
    expect(env.code).toBe(0);
    expect(env.data.storeName).toBe(`Store ${HOST}`);
    expect(env.frontendVersion).toBe(FRONTEND_VERSION);
    expect(env.apiCacheMap).toMatchObject({ banner: expect.any(Number), productCategory: expect.any(Number) });
    expect(client.getCacheMap()).toEqual(env.apiCacheMap);
    expect(events.getState()).toMatchObject({ modal: null, overlay: null, versionMismatch: false });
  });

  it("resolves business outcomes (code ≠ 0 on HTTP 200) instead of rejecting", async () => {
    const { client, events } = makeClient();
    const env = await client.get("/api/user/profile");
    expect(env.code).toBe(400029); // TOKEN_IS_INVALID: not logged in
    expect(events.getState().modal).toBeNull();
  });
});

describe("headers", () => {
  it("sends backend-version, guestId, no-cache and JSON; bearer + userId once a token is known", async () => {
    const rec = recorder();
    const { client, cookies } = makeClient({ fetch: rec.fetch });
    await client.get("/api/initial");
    const first = rec.calls[0]!;
    expect(first.headers.get("backend-version")).toBe(BACKEND_VERSION);
    expect(first.headers.get("accept")).toBe("application/json");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.get("guestid")).toMatch(GUEST_ID_RE);
    expect(first.headers.get("guestid")).toBe(cookies.get("guestId"));
    expect(first.headers.has("authorization")).toBe(false);
    expect(first.headers.has("userid")).toBe(false);
    expect(first.headers.has("storeid")).toBe(false);
    expect(first.headers.has("preview")).toBe(false);

    const login = await client.post<{ accessToken: string; user: { id: number } }>(
      "/api/auth/login",
      { email: "root@shop-a.test", password: "rootpass123" },
      { headers: { "cf-connecting-ip": "203.0.113.7" } },
    );
    expect(login.code).toBe(0);
    const post = rec.calls[1]!;
    expect(post.method).toBe("POST");
    expect(post.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(post.body!)).toEqual({ email: "root@shop-a.test", password: "rootpass123" });

    client.setAuth({ token: login.data.accessToken, userId: login.data.user.id });
    const profile = await client.get<{ email: string }>("/api/user/profile");
    const third = rec.calls[2]!;
    expect(third.headers.get("authorization")).toBe(`Bearer ${login.data.accessToken}`);
    expect(third.headers.get("userid")).toBe(String(login.data.user.id));
    // The Worker accepted the bearer token: the profile is the admin's.
    expect(profile.code).toBe(0);
    expect(profile.data.email).toBe("root@shop-a.test");
    // One guest id for the whole visit.
    expect(new Set(rec.calls.map((c) => c.headers.get("guestid"))).size).toBe(1);
  });

  it("adds storeId from the page query, preview + timeFilter on GET in preview mode, stored statusCode/errorCode", async () => {
    const rec = recorder();
    const storage = memoryStorage({ [STORAGE_KEYS.statusCode]: "PAID", [STORAGE_KEYS.errorCode]: "E42" });
    const { client } = makeClient({
      fetch: rec.fetch,
      storage,
      location: () => `${ORIGIN}/products?storeId=77&preview=1&timeFilter=2026-12-24T00%3A00%3A00.000Z`,
    });
    await client.get("/api/initial", { query: { a: 1, skip: undefined } });
    await client.post("/api/storefleet/auth/isDomainValid", { domain: HOST });
    const [get, post] = rec.calls;
    for (const c of [get!, post!]) {
      expect(c.headers.get("storeid")).toBe("77");
      expect(c.headers.get("preview")).toBe("true");
      expect(c.headers.get("statuscode")).toBe("PAID");
      expect(c.headers.get("errorcode")).toBe("E42");
    }
    expect(get!.url.searchParams.get("timeFilter")).toBe("2026-12-24T00:00:00.000Z");
    expect(get!.url.searchParams.get("a")).toBe("1");
    expect(get!.url.searchParams.has("skip")).toBe(false);
    expect(post!.url.searchParams.has("timeFilter")).toBe(false);
  });

  it("preview without a timeFilter in the URL sends the (injected) current time; unsafe header values are dropped", async () => {
    const rec = recorder();
    const { client } = makeClient({
      fetch: rec.fetch,
      now: () => Date.UTC(2026, 0, 2),
      storage: memoryStorage({ [STORAGE_KEYS.statusCode]: "bad\nvalue" }),
      location: () => `${ORIGIN}/?preview=true&storeId=${encodeURIComponent("x y")}`,
    });
    await client.get("/api/initial");
    const c = rec.calls[0]!;
    expect(c.url.searchParams.get("timeFilter")).toBe("2026-01-02T00:00:00.000Z");
    expect(c.headers.has("statuscode")).toBe(false);
    expect(c.headers.has("storeid")).toBe(false);
  });

  it("sends no guestId and stores none when cookies are disabled", async () => {
    const rec = recorder();
    const cookies = memoryCookieJar({}, false);
    const { client } = makeClient({ fetch: rec.fetch, cookies });
    await client.get("/api/initial");
    expect(rec.calls[0]!.headers.has("guestid")).toBe(false);
    expect(cookies.get("guestId")).toBeNull();
  });
});

describe("duplicate in-flight requests", () => {
  it("cancels the older of two identical requests with 'duplicate request cancelled'", async () => {
    const { client, events, seen } = makeClient({ fetch: slow(120) });
    const older = client.get("/api/initial");
    const newer = client.get("/api/initial");
    const err = await rejection(older);
    expect(err.kind).toBe("duplicate");
    expect(err.message).toBe(DUPLICATE_MESSAGE);
    expect((await newer).code).toBe(0);
    // A cancelled duplicate is silent.
    expect(events.getState()).toMatchObject({ modal: null, overlay: null });
    expect(seen.filter((e) => e.type !== "versionMismatch")).toEqual([]);
    // Once settled, the same request runs again normally.
    expect((await client.get("/api/initial")).code).toBe(0);
  });

  it("keeps requests that differ in method, URL or body", async () => {
    const { client } = makeClient({ fetch: slow(80) });
    const results = await Promise.all([
      client.get("/api/initial"),
      client.get("/api/initial", { query: { v: 2 } }),
      client.post("/api/storefleet/auth/isDomainValid", { domain: HOST }),
      client.post("/api/storefleet/auth/isDomainValid", { domain: "other.localhost" }),
    ]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(results[2]!.data).toBe(true);
    expect(results[3]!.data).toBe(false);
  });

  it("never cancels profile, product and media-upload calls", async () => {
    const { client } = makeClient({ fetch: slow(80) });
    const profile = await Promise.all([client.get("/api/user/profile"), client.get("/api/user/profile")]);
    expect(profile.map((r) => r.code)).toEqual([400029, 400029]);

    // Identical product calls in flight together both get their answer: none is a cancelled duplicate.
    const products = await Promise.all([
      client.get("/api/products", { quiet: true, query: { isDisplay: true } }),
      client.get("/api/products", { quiet: true, query: { isDisplay: true } }),
      client.get("/api/product/categories", { quiet: true }),
      client.get("/api/product/categories", { quiet: true }),
    ]);
    expect(products.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    // Uploads (multipart bodies) are never deduplicated either: both reach the Worker (a real 404 here).
    const form = () => {
      const f = new FormData();
      f.append("file", new Blob(["x"]), "x.png");
      return f;
    };
    const uploads = [
      client.post("/api/media/upload", form(), { quiet: true }),
      client.post("/api/media/upload", form(), { quiet: true }),
    ];
    const errors = await Promise.all(uploads.map(rejection));
    expect(errors.map((e) => [e.kind, e.status])).toEqual(Array(2).fill(["http", 404]));

    expect(isDedupeExempt("/api/user/profile")).toBe(true);
    expect(isDedupeExempt("/api/products/12/stocks")).toBe(true);
    expect(isDedupeExempt("/api/admin/banner", new FormData())).toBe(true);
    expect(isDedupeExempt("/api/productsx")).toBe(false);
    expect(isDedupeExempt("/api/cart/items")).toBe(false);
  });
});

describe("timeout and network", () => {
  it("rejects with 'request timed out and cancelled' after the injected timeout and shows the timeout overlay", async () => {
    const { client, events, seen } = makeClient({ fetch: slow(2_000), timeoutMs: 60 });
    const started = Date.now();
    const err = await rejection(client.get("/api/initial"));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(err.kind).toBe("timeout");
    expect(err.message).toBe(TIMEOUT_MESSAGE);
    expect(events.getState().overlay).toEqual({ kind: "timeout", vars: undefined });
    expect(seen).toContainEqual({ type: "error", kind: "timeout", url: `${ORIGIN}/api/initial` });
  });

  it("times out even when the fetch implementation ignores its abort signal; a per-call timeout wins", async () => {
    const deaf: FetchLike = (url, init) => sleep(1_500).then(() => realFetch(url, { ...init, signal: undefined }));
    const { client } = makeClient({ fetch: deaf, timeoutMs: 10_000 });
    const started = Date.now();
    const err = await rejection(client.get("/api/initial", { timeoutMs: 50, quiet: true }));
    expect(err.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("shows 'network unstable' for a failed fetch, and the reload variant for /api/initial", async () => {
    const offline: FetchLike = () => Promise.reject(new TypeError("Network connection lost."));
    const { client, events } = makeClient({ fetch: offline });
    const err = await rejection(client.get("/api/user/profile"));
    expect(err.kind).toBe("network");
    expect(events.getState().overlay?.kind).toBe("network");
    await rejection(client.get("/api/initial"));
    expect(events.getState().overlay?.kind).toBe("networkInitial");
  });

  it("an external abort signal rejects as aborted, silently", async () => {
    const { client, events } = makeClient({ fetch: slow(500) });
    const ac = new AbortController();
    const p = client.get("/api/initial", { signal: ac.signal });
    ac.abort();
    expect((await rejection(p)).kind).toBe("aborted");
    expect(events.getState().overlay).toBeNull();
  });
});

describe("HTTP status → app event (spec §8)", () => {
  it("404 from an unknown /api path raises the version-mismatch overlay; the next success resets it", async () => {
    const { client, events, seen } = makeClient();
    const err = await rejection(client.get("/api/no-such-thing"));
    expect(err.kind).toBe("http");
    expect(err.status).toBe(404);
    expect(events.getState().versionMismatch).toBe(true);
    expect(seen).toContainEqual(expect.objectContaining({ type: "error", kind: "versionMismatch", status: 404 }));
    await client.get("/api/initial");
    expect(events.getState().versionMismatch).toBe(false);
  });

  it("422 from a bad body: modal 'check the content' and the field issues on the error", async () => {
    const { client, events } = makeClient();
    const err = await rejection(client.post("/api/auth/login", { email: 42 }));
    expect(err.status).toBe(422);
    expect(err.body?.code).toBe(400001);
    expect(err.body?.issues?.length).toBeGreaterThan(0);
    expect(events.getState().modal).toMatchObject({ message: "http.422" });
    expect(events.getState().modal?.title).toBeUndefined(); // UI falls back to 'Notice'
  });

  it("429 after too many logins: modal 'a bit frequent' and a tooManyRequests error event", async () => {
    const { client, events, seen } = makeClient();
    const headers = { "cf-connecting-ip": "203.0.113.99" };
    let last: ApiError | null = null;
    for (let i = 0; i < 12 && !last; i++) {
      try {
        await client.post("/api/auth/login", { email: "nobody@shop-a.test", password: "wrongpass1" }, { headers });
      } catch (e) {
        last = e as ApiError;
      }
    }
    expect(last?.status).toBe(429);
    expect(events.getState().modal).toMatchObject({ message: "http.429" });
    expect(seen).toContainEqual(expect.objectContaining({ type: "error", kind: "tooManyRequests" }));
  });

  it("403 from a cross-site cookie write, 413 from an oversized body ('other')", async () => {
    const { client, events } = makeClient();
    const forbidden = await rejection(
      client.post("/api/user/ifEmailExists", { email: "a@b.test" }, { headers: { origin: "http://evil.example" } }),
    );
    expect(forbidden.status).toBe(403);
    expect(events.getState().modal).toMatchObject({ message: "http.403" });
    const big = await rejection(client.post("/api/auth/login", { email: "x".repeat(70_000), password: "x" }));
    expect(big.status).toBe(413);
    expect(events.getState().modal).toMatchObject({ message: "http.other", vars: { status: 413 } });
  });

  it("500, 405 and an empty 200 (stubbed); /api/initial failures show 'website failed to load (status)'", async () => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    const fetch: FetchLike = (url, init) => {
      const p = new URL(url).pathname;
      if (p === "/api/boom") return Promise.resolve(json(500, { code: 500000, data: null, message: "System busy" }));
      if (p === "/api/method") return Promise.resolve(new Response("", { status: 405 }));
      if (p === "/api/empty") return Promise.resolve(new Response("", { status: 200 }));
      if (p === "/api/initial") return Promise.resolve(new Response("<html>", { status: 502 }));
      return realFetch(url, init);
    };
    const { client, events } = makeClient({ fetch });
    expect((await rejection(client.get("/api/boom"))).status).toBe(500);
    expect(events.getState().modal).toMatchObject({ message: "http.500" });
    await rejection(client.delete("/api/method"));
    expect(events.getState().modal).toMatchObject({ message: "http.405" });
    await rejection(client.get("/api/empty"));
    expect(events.getState().modal).toMatchObject({
      message: "http.apiFailed",
      vars: { url: "/api/empty", status: 200 },
    });
    await rejection(client.get("/api/initial"));
    expect(events.getState().overlay).toEqual({ kind: "initialFailed", vars: { status: 502 } });
  });

  it("quiet calls raise no modal; the mapping table matches the catalogue", async () => {
    const { client, events } = makeClient();
    await rejection(client.post("/api/auth/login", {}, { quiet: true }));
    expect(events.getState().modal).toBeNull();
    expect(statusOutcome(403)).toEqual({ type: "modal", message: "http.403" });
    expect(statusOutcome(404)).toEqual({ type: "versionMismatch" });
    expect(statusOutcome(405)).toEqual({ type: "modal", message: "http.405" });
    expect(statusOutcome(524)).toEqual({ type: "modal", message: "http.other", vars: { status: 524 } });
  });
});

describe("invalid domain", () => {
  it("code 400003 from an unknown host raises the invalid-domain alert 200 ms later", async () => {
    const { client, events } = makeClient({ baseUrl: "http://nowhere.localhost" });
    const env = await client.get("/api/initial");
    expect(env.code).toBe(400003);
    expect(INVALID_DOMAIN_DELAY_MS).toBe(200);
    expect(events.getState().invalidDomain).toBe(false);
    await sleep(120);
    expect(events.getState().invalidDomain).toBe(false);
    await sleep(160);
    expect(events.getState().invalidDomain).toBe(true);
  });

  it("rechecks domain validity only when the last check is 24 h old; a false answer raises the alert", async () => {
    let clock = Date.UTC(2026, 5, 1);
    const rec = recorder();
    const { client, storage, events } = makeClient({ fetch: rec.fetch, now: () => clock });
    expect(await recheckDomainValidity(client, HOST)).toBe(true);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.domainCheck)!)).toEqual({ valid: true, at: clock });
    clock += DOMAIN_RECHECK_MS - 1;
    expect(await recheckDomainValidity(client, HOST)).toBeNull();
    expect(rec.calls).toHaveLength(1);
    clock += 1;
    expect(await recheckDomainValidity(client, HOST)).toBe(true);
    expect(rec.calls).toHaveLength(2);
    expect(rec.calls[1]!.url.pathname).toBe("/api/storefleet/auth/isDomainValid");

    storage.removeItem(STORAGE_KEYS.domainCheck);
    expect(await recheckDomainValidity(client, "unknown-host.localhost")).toBe(false);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.domainCheck)!)).toEqual({ valid: false, at: clock });
    expect(events.getState().invalidDomain).toBe(false);
    await sleep(INVALID_DOMAIN_DELAY_MS + 60);
    expect(events.getState().invalidDomain).toBe(true);
  });
});

describe("admin online check", () => {
  it("calls /api/user/isOnline once per day per admin", async () => {
    let clock = Date.UTC(2026, 5, 1);
    const rec = recorder();
    const { client } = makeClient({ fetch: rec.fetch, now: () => clock });
    const login = await client.post<{ accessToken: string; user: { id: number } }>(
      "/api/auth/login",
      { email: "root@shop-a.test", password: "rootpass123" },
      { headers: { "cf-connecting-ip": "203.0.113.8" } },
    );
    client.setAuth({ token: login.data.accessToken, userId: login.data.user.id });
    expect(await checkAdminOnline(client, login.data.user.id)).toBe(true);
    expect(await checkAdminOnline(client, login.data.user.id)).toBeNull();
    clock += DAY;
    expect(await checkAdminOnline(client, login.data.user.id)).toBe(true);
    expect(rec.calls.filter((c) => c.url.pathname === "/api/user/isOnline")).toHaveLength(2);
  });
});

describe("version mismatch", () => {
  it("compares dotted versions numerically", () => {
    expect(compareVersions("1.6.60", "1.6.9")).toBe(1);
    expect(compareVersions("1.6.60", "1.6.60")).toBe(0);
    expect(compareVersions("1.6", "1.6.0")).toBe(0);
    expect(compareVersions("1.10.0", "1.9.99")).toBe(1);
    expect(compareVersions("2.0.0", "10.0.0")).toBe(-1);
    expect(compareVersions("v1.7.0", "1.6.99")).toBe(1);
    expect(isNewerVersion("1.6.61", "1.6.60")).toBe(true);
    expect(isNewerVersion("1.6.60", "1.6.60")).toBe(false);
    expect(isNewerVersion("1.5.99", "1.6.60")).toBe(false);
    expect(isNewerVersion(undefined, "1.6.60")).toBe(false);
    expect(isNewerVersion("", "1.6.60")).toBe(false);
  });

  it("turns on when the real server's frontendVersion is newer than the build's, off when not", async () => {
    const events = createAppEvents();
    const older = makeClient({ frontendVersion: "1.6.9", events }).client;
    await older.get("/api/initial");
    expect(events.getState().versionMismatch).toBe(true);
    const same = makeClient({ frontendVersion: FRONTEND_VERSION, events }).client;
    await same.get("/api/initial");
    expect(events.getState().versionMismatch).toBe(false);
    const newer = makeClient({ frontendVersion: "1.7.0", events }).client;
    await newer.get("/api/initial");
    expect(events.getState().versionMismatch).toBe(false);
  });

  it("a newer version announced on a business failure still counts (any 200 envelope)", async () => {
    const bump: FetchLike = async (url, init) => {
      const res = await realFetch(url, init);
      const body = (await res.json()) as Record<string, unknown>;
      return Response.json({ ...body, frontendVersion: "1.6.61" }, { status: res.status });
    };
    const { client, events } = makeClient({ fetch: bump });
    expect((await client.get("/api/user/profile")).code).toBe(400029);
    expect(events.getState().versionMismatch).toBe(true);
  });
});

describe("cached lists", () => {
  it("valid only while cache time, cache version and age < 1 day all match", () => {
    const t0 = Date.UTC(2026, 5, 1);
    const entry = { version: CACHE_VERSION, cacheTime: 5, fetchedAt: t0, data: [1] };
    expect(isCacheValid(entry, 5, t0)).toBe(true);
    expect(isCacheValid(entry, 5, t0 + CACHE_MAX_AGE_MS - 1)).toBe(true);
    expect(isCacheValid(entry, 5, t0 + CACHE_MAX_AGE_MS)).toBe(false);
    expect(isCacheValid(entry, 6, t0)).toBe(false);
    expect(isCacheValid(entry, null, t0)).toBe(false);
    expect(isCacheValid({ ...entry, version: CACHE_VERSION + 1 }, 5, t0)).toBe(false);
    expect(isCacheValid(entry, 5, t0 - 1)).toBe(false); // clock went backwards
    expect(isCacheValid(null, 5, t0)).toBe(false);
    expect(Object.values(CACHED_LISTS).sort()).toEqual(
      ["activity", "banner", "highlight", "productCategory", "productTags", "productTopic", "promotionGroup"].sort(),
    );
  });

  it("reuses a list until the server bumps its cache time, the day ends or the version changes", async () => {
    // No banner API exists yet: the list path is answered with a list plus the Worker's real apiCacheMap.
    const BANNER = "/api/setting/banner";
    const listFetch = stubPath(BANNER, async () => {
      const real = (await (await realFetch(`${ORIGIN}/api/initial`, {})).json()) as Record<string, unknown>;
      return Response.json({ ...real, data: [{ id: 1, title: "Summer" }] });
    });
    const rec = recorder(listFetch);
    let clock = Date.UTC(2026, 5, 1);
    const { client, storage, seen } = makeClient({ fetch: rec.fetch, now: () => clock });
    const bannerCalls = () => rec.calls.filter((c) => c.url.pathname === BANNER).length;
    const load = () => client.cachedList<{ id: number }[]>("banner", `${BANNER}?isDisplay=true`);

    await client.get("/api/initial"); // learn the server's cache map
    expect(await load()).toEqual([{ id: 1, title: "Summer" }]);
    expect(await load()).toEqual([{ id: 1, title: "Summer" }]);
    expect(bannerCalls()).toBe(1);

    clock += DAY - 1;
    await load();
    expect(bannerCalls()).toBe(1);
    clock += 1; // 1 day old
    await load();
    expect(bannerCalls()).toBe(2);

    // An admin write bumps the banner cache time; the next answer carries it.
    await bumpCacheMap(env, storeId, ["banner"], clock + 5_000);
    await client.get("/api/initial");
    expect(seen).toContainEqual({ type: "cacheMap", changed: ["banner"] });
    await load();
    expect(bannerCalls()).toBe(3);
    await load();
    expect(bannerCalls()).toBe(3);

    // A stored entry from another cache version is ignored.
    const key = `${STORAGE_KEYS.cachePrefix}banner`;
    storage.setItem(key, JSON.stringify({ ...JSON.parse(storage.getItem(key)!), version: CACHE_VERSION + 1 }));
    await load();
    expect(bannerCalls()).toBe(4);

    // Concurrent readers share one fetch (no duplicate cancellation between them).
    resetCachedLists(storage, ["banner"]);
    const both = await Promise.all([load(), load()]);
    expect(both[0]).toEqual(both[1]);
    expect(bannerCalls()).toBe(5);
  });

  it("fetches (and does not cache) while the server's cache time is still unknown", async () => {
    const rec = recorder(
      stubPath("/api/product/tags", () => Response.json({ code: 0, data: ["a"], apiCacheMap: null })),
    );
    const { client, storage } = makeClient({ fetch: rec.fetch });
    expect(await client.cachedList("tags", "/api/product/tags")).toEqual(["a"]);
    expect(await client.cachedList("tags", "/api/product/tags")).toEqual(["a"]);
    expect(rec.calls).toHaveLength(2);
    expect(storage.getItem(`${STORAGE_KEYS.cachePrefix}tags`)).toBeNull();
  });
});

describe("guest id and injectable globals", () => {
  it("is 32 random letters/digits", () => {
    const ids = Array.from({ length: 200 }, () => generateGuestId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(ids).size).toBe(200);
    // Unbiased: bytes ≥ 248 are redrawn, so a source of only 255s then 0s still yields "A"s.
    let n = 0;
    expect(generateGuestId((b) => b.fill(n++ === 0 ? 255 : 0))).toBe("A".repeat(32));
  });

  it("is created once when cookies work, kept, replaced when malformed, absent when cookies are off", () => {
    const jar = memoryCookieJar();
    const id = ensureGuestId(jar);
    expect(id).toMatch(GUEST_ID_RE);
    expect(ensureGuestId(jar)).toBe(id);
    const bad = memoryCookieJar({ guestId: "short" });
    expect(ensureGuestId(bad)).toMatch(GUEST_ID_RE);
    expect(ensureGuestId(memoryCookieJar({}, false))).toBeNull();
  });

  it("falls back safely where there is no document or localStorage (workerd)", async () => {
    expect(documentCookieJar().enabled()).toBe(false);
    expect(documentCookieJar().get("guestId")).toBeNull();
    const s: KeyValueStorage = browserStorage();
    s.setItem("k", "v");
    expect(s.getItem("k")).toBe("v");
    // A client with no injected storage or cookies still works against the Worker.
    const bare = createApiClient({ baseUrl: ORIGIN, fetch: realFetch });
    expect((await bare.get("/api/initial")).code).toBe(0);
    expect(bare.ensureGuestId()).toBeNull();
    await expect(createApiClient({ fetch: realFetch }).get("/api/initial")).rejects.toThrow(/no baseUrl/);
  });
});
