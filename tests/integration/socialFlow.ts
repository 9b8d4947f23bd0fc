import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { freshIp } from "../helpers";

// The browser side of a LINE sign-in against the local test provider (functions/people/social/testProvider.ts),
// shared by the social sign-in test files.

export type Jar = Record<string, string>;
const cookieOf = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** A browser-like request: redirects not followed, cookies kept in `jar`, forms posted with Origin. */
export async function page(host: string, path: string, jar: Jar = {}, form?: Record<string, string>) {
  const headers: Record<string, string> = { accept: "text/html", "cf-connecting-ip": freshIp() };
  if (Object.keys(jar).length) headers.cookie = cookieOf(jar);
  if (form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = `http://${host}`;
  }
  const res = await SELF.fetch(new URL(path, `http://${host}`).toString(), {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  for (const c of res.headers.getSetCookie()) {
    const m = /^([^=]+)=([^;]*)/.exec(c);
    if (!m) continue;
    if (/Max-Age=0/.test(c)) delete jar[m[1]!];
    else jar[m[1]!] = m[2]!;
  }
  return {
    status: res.status,
    html: await res.text(),
    location: res.headers.get("location") ?? "",
    headers: res.headers,
  };
}

type Identity = { userId: string; name?: string; email?: string };

/** Start → test provider → back to the callback; returns the callback's answer. */
export async function lineFlow(
  host: string,
  jar: Jar,
  who: Identity,
  o: { mode?: "login" | "bind"; redirect?: string; intent?: "signin" | "cancel" } = {},
) {
  const start = await page(host, "/auth/line/start", jar, { mode: o.mode ?? "login", redirect: o.redirect ?? "/" });
  expect(start.status).toBe(302);
  const authorize = new URL(start.location);
  const form = {
    ...Object.fromEntries(authorize.searchParams),
    intent: o.intent ?? "signin",
    userId: who.userId,
    name: who.name ?? "",
    email: who.email ?? "",
  };
  const answered = await page(host, authorize.pathname, jar, form);
  expect(answered.status).toBe(302);
  const callback = await page(host, answered.location, jar);
  return { start, authorize, callback };
}
