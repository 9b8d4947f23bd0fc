import { SELF } from "cloudflare:test";

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
