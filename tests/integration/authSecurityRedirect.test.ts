import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createStore, freshIp, registerMember, sessionCookieOf } from "../helpers";

// Issue 11: redirect targets from input stay on this origin (one rule, functions/shared/safeRedirect.ts),
// and a cookie session cannot be ended by a cross-site or embedded GET.

const HOST = "shop-a.localhost";
const ORIGIN = `http://${HOST}`;

async function page(path: string, init: RequestInit = {}) {
  const r = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
  await r.text();
  return r;
}

const formPost = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  page(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
    body: new URLSearchParams(form).toString(),
  });

// The first page render builds the server bundle: pay for it once, outside every test's timeout.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await (await SELF.fetch("http://warm-up.localhost/")).text();
}, 180_000);

const HOSTILE: [string, string][] = [
  ["encoded backslash", "/%5Cevil.example"],
  ["backslash", "/\\evil.example"],
  ["protocol-relative", "//evil.example"],
  ["encoded newline", "/%0Aenv"],
  ["absolute URL", "https://evil.example/"],
];

describe("/locale", () => {
  it.each(HOSTILE)("GET with a %s target goes home, never off-site nor 500", async (_label, target) => {
    await createStore(HOST);
    const r = await page(`/locale?lang=en&redirect=${encodeURIComponent(target)}`);
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/");
    expect(r.headers.get("set-cookie")).toContain("sf_lang=en");
  });

  it("GET keeps the raw query of the issue's examples on this origin", async () => {
    await createStore(HOST);
    for (const raw of ["/locale?redirect=/%5Cevil.example", "/locale?redirect=%2F%0Aenv"]) {
      const r = await page(raw);
      expect({ raw, status: r.status, location: r.headers.get("location") }).toEqual({
        raw,
        status: 302,
        location: "/",
      });
    }
  });

  it.each(HOSTILE)("the language form's POST with a %s target goes home", async (_label, target) => {
    await createStore(HOST);
    const r = await formPost("/locale", { locale: "en", redirect: target });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/");
  });

  it("goes back to a same-origin page, as the switch sends it", async () => {
    await createStore(HOST);
    expect((await page("/locale?lang=en&redirect=%2Fproducts%3Fpage%3D2")).headers.get("location")).toBe(
      "/products?page=2",
    );
    expect((await formPost("/locale", { locale: "en", redirect: "/cart" })).headers.get("location")).toBe("/cart");
  });

  it("answers a POST whose body is not a form with a redirect home, not 500", async () => {
    await createStore(HOST);
    const r = await page("/locale", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", origin: ORIGIN },
      body: "--broken",
    });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/");
  });
});

describe("login form redirect", () => {
  it.each(HOSTILE)("signs in and goes home for a %s target", async (_label, target) => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com", "Mia Member", "member1234");
    const r = await formPost(
      "/login",
      { email: "mia@example.com", password: "member1234", redirect: target },
      { "cf-connecting-ip": freshIp() },
    );
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/");
    expect(sessionCookieOf(r.headers)).toBeTruthy();
  });

  it("goes on to the page that asked for the login", async () => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com", "Mia Member", "member1234");
    const r = await formPost(
      "/login",
      { email: "mia@example.com", password: "member1234", redirect: "/checkout?type=normal" },
      { "cf-connecting-ip": freshIp() },
    );
    expect(r.headers.get("location")).toBe("/checkout?type=normal");
  });
});

/** A member signed in by cookie, as a browser holds the session. */
async function cookieMember() {
  await createStore(HOST);
  const { accessToken } = await registerMember(HOST, "mia@example.com", "Mia Member", "member1234");
  return { accessToken, cookie: `sf_session=${accessToken}` };
}

const stillSignedIn = async (token: string) => (await api(HOST, "GET", "/api/user/profile", { token })).body.code;

describe("logout", () => {
  it.each([
    ["a cross-site <img>", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" }],
    [
      "a same-origin <img> (stored content)",
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    ],
    [
      "a link from another site",
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    ],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" }],
    ["a client without fetch metadata", {}],
  ])("GET by cookie from %s leaves the session valid", async (_label, headers) => {
    const m = await cookieMember();
    const r = await api(HOST, "GET", "/api/auth/logout", { headers: { cookie: m.cookie, ...headers } });
    expect(r.status).toBe(403);
    expect(r.headers.get("set-cookie")).toBeNull();
    expect(await stillSignedIn(m.accessToken)).toBe(0);
  });

  it("GET by cookie from a script of this origin logs out", async () => {
    const m = await cookieMember();
    const r = await api(HOST, "GET", "/api/auth/logout", {
      headers: {
        cookie: m.cookie,
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "cors",
        "sec-fetch-dest": "empty",
      },
    });
    expect(r.body.code).toBe(0);
    expect(r.headers.get("set-cookie")).toMatch(/sf_session=;.*Max-Age=0/i);
    expect(await stillSignedIn(m.accessToken)).toBe(400029);
  });

  it("GET with a Bearer token logs out from anywhere (API clients)", async () => {
    const m = await cookieMember();
    const r = await api(HOST, "GET", "/api/auth/logout", {
      token: m.accessToken,
      headers: { origin: "https://app.example" },
    });
    expect(r.body.code).toBe(0);
    expect(await stillSignedIn(m.accessToken)).toBe(400029);
  });

  it("POST by cookie from this origin logs out; from another site it is refused", async () => {
    const m = await cookieMember();
    const foreign = await api(HOST, "POST", "/api/auth/logout", {
      headers: { cookie: m.cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await stillSignedIn(m.accessToken)).toBe(0);
    const own = await api(HOST, "POST", "/api/auth/logout", { headers: { cookie: m.cookie, origin: ORIGIN } });
    expect(own.body.code).toBe(0);
    expect(await stillSignedIn(m.accessToken)).toBe(400029);
  });

  it("the navbar's form post to /logout still logs out", async () => {
    const m = await cookieMember();
    const r = await formPost("/logout", {}, { cookie: m.cookie });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/");
    expect(await stillSignedIn(m.accessToken)).toBe(400029);
  });

  it.each([
    "/media/%2e%2e/api/auth/logout",
    "/media/.%2E/api/auth/logout",
    "/media/1/2/..%2F..%2F..%2Fapi%2Fauth%2Flogout",
    "/media/%2e%2e%2fapi%2fauth%2flogout",
  ])("an image at %s does not end the session", async (path) => {
    const m = await cookieMember();
    const r = await page(path, {
      headers: {
        cookie: m.cookie,
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "no-cors",
        "sec-fetch-dest": "image",
      },
    });
    expect([403, 404]).toContain(r.status);
    expect(r.headers.get("set-cookie")).toBeNull();
    expect(await stillSignedIn(m.accessToken)).toBe(0);
  });
});
