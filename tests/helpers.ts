import { env, SELF } from "cloudflare:test";
import { seeded } from "./seeded";

export const OPERATOR = "test-operator-token";

type Json = Record<string, unknown>;

export async function operator(method: string, path: string, body?: unknown, token = OPERATOR) {
  const res = await SELF.fetch(`http://platform.localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json & { code: number; data: any } };
}

export async function createStore(
  host: string,
  storeType = "NORMAL",
  admin?: { email: string; password: string; name: string },
) {
  const r = await operator("POST", "/operator/stores", {
    name: `Store ${host}`,
    storeType,
    host,
    ...(admin ? { admin } : {}),
  });
  if (r.status !== 201) throw new Error(`createStore ${host}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.storeId as number;
}

/** A call to a store's API on its host, as a browser or API client would make it. */
export async function api(
  host: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.body !== undefined || opts.raw !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await SELF.fetch(`http://${host}${path}`, {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    redirect: "manual",
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

export async function registerMember(host: string, email: string, name = "Mia Member", password = "member1234") {
  const r = await api(host, "POST", "/api/auth/register", { body: { name, email, password } });
  if (r.body.code !== 0) throw new Error(`register: ${JSON.stringify(r.body)}`);
  return r.body.data as { accessToken: string; user: { id: number; email: string } };
}

/** Rows of a SQL query straight against the test's D1 (to inspect or tamper with state). */
export async function sql<T = Record<string, unknown>>(query: string, ...binds: unknown[]): Promise<T[]> {
  const r = await env.DB.prepare(query)
    .bind(...binds)
    .all<T>();
  return r.results;
}

let ipCounter = 0;
/** A client address of its own, so rate-limit counters of one test never touch another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function login(host: string, email: string, password: string, ip = freshIp()) {
  return api(host, "POST", "/api/auth/login", { body: { email, password }, headers: { "cf-connecting-ip": ip } });
}

/** Logs in and returns the access token, failing loudly when the login does not succeed. */
export async function loginToken(host: string, email: string, password: string): Promise<string> {
  const r = await login(host, email, password);
  if (r.status !== 200 || r.body.code !== 0) throw new Error(`login ${email}@${host}: ${JSON.stringify(r.body)}`);
  return r.body.data.accessToken as string;
}

/**
 * A store with its admin, signed in: how most tests start. Built through the operator API and the
 * login once per file, copied back for the file's later tests (tests/seeded.ts).
 */
export function shopWithAdmin(
  host: string,
  storeType: string,
  admin: { email: string; password: string; name: string },
): Promise<{ storeId: number; token: string }> {
  return seeded(`shopWithAdmin ${host} ${storeType} ${JSON.stringify(admin)}`, async () => {
    const storeId = await createStore(host, storeType, admin);
    return { storeId, token: await loginToken(host, admin.email, admin.password) };
  });
}

/** The value of the session cookie a response sets, or null. */
export function sessionCookieOf(headers: Headers): string | null {
  const set = headers.get("set-cookie") ?? "";
  return /(?:^|[,\s])sf_session=([^;]*)/.exec(set)?.[1] ?? null;
}

/** SHA-256 base64url, as the Worker stores session and reset tokens. */
export async function sha256(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let s = "";
  for (const x of d) s += String.fromCharCode(x);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const ENVELOPE_KEYS = ["code", "data", "apiCacheMap", "frontendVersion"] as const;

/**
 * A server-rendered page as a browser asks for it: GET, or a form POST (urlencoded, same origin)
 * when `form` is given; redirects are not followed. Signed in by session cookie or bearer token.
 */
export async function page(
  host: string,
  path: string,
  opts: { cookie?: string; token?: string; form?: Record<string, string> } = {},
) {
  const { cookie, token, form } = opts;
  const res = await SELF.fetch(`http://${host}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      accept: "text/html",
      ...(cookie ? { cookie } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return {
    status: res.status,
    html: await res.text(),
    location: res.headers.get("location"),
    setCookie: res.headers.get("set-cookie"),
  };
}

/**
 * What a browser checks against a hash policy: the `'sha256-…'` source of every inline script the
 * document would run (JSON-LD and other data blocks never run), computed independently of csp.ts.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attrs = ""]) => !/\ssrc=/i.test(attrs) && !/type="application\/(?:ld\+)?json"/i.test(attrs),
  );
  return Promise.all(
    scripts.map(async ([, , text = ""]) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    }),
  );
}

/** A pending state's stored text (D1 pending_states, functions/ecpay), or null when none is kept. */
export async function pendingState(storeId: number, key: string): Promise<string | null> {
  const [row] = await sql<{ value: string }>(
    "SELECT value FROM pending_states WHERE store_id = ? AND key = ? AND expires_at > ?",
    storeId,
    key,
    Date.now(),
  );
  return row?.value ?? null;
}

const visitCount = async (storeId: number) =>
  ((await sql<{ n: number }>("SELECT count(*) AS n FROM store_visits WHERE store_id = ?", storeId))[0] as { n: number })
    .n;

/**
 * The visit call only queues a mark; the queue's consumer writes it within its batch timeout
 * (wrangler.toml). Waits for `expected` marks of the store, then a moment more, so a mark counted
 * twice shows; answers the count.
 */
export async function visitsFlushed(storeId: number, expected: number) {
  for (let i = 0; i < 150 && (await visitCount(storeId)) < expected; i += 1) await scheduler.wait(100);
  await scheduler.wait(300);
  return visitCount(storeId);
}
