import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStore, login, registerMember, sessionCookieOf, sql } from "../helpers";

// Issue 11: a sandboxed frame (Origin: null) or a client without Origin must not write with the
// visitor's cookies, and a JSON endpoint must not read a text/plain or form body.

const HOST = "shop-a.localhost";
const ORIGIN = `http://${HOST}`;
const EMAIL = "mia@example.com";
const PASSWORD = "member1234";

async function cookie() {
  await createStore(HOST);
  await registerMember(HOST, EMAIL, "Mia Member", PASSWORD);
  return `sf_session=${sessionCookieOf((await login(HOST, EMAIL, PASSWORD)).headers)}`;
}

/** A raw write as a browser form or fetch would send it (no helper-added content type). */
async function write(headers: Record<string, string>, body: string, method = "PATCH", path = "/api/user/profile") {
  const res = await SELF.fetch(`http://${HOST}${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as { code: number; message?: string; issues?: unknown } };
}
const nameIs = async () => (await sql<{ name: string }>("SELECT name FROM users"))[0]?.name;

describe("CSRF: unproven origins", () => {
  it("refuses the sandboxed-frame attack (Origin null, text/plain JSON, cookie) and keeps the name", async () => {
    const c = await cookie();
    const r = await write(
      { cookie: c, origin: "null", "content-type": "text/plain;charset=UTF-8" },
      JSON.stringify({ name: "Evil Name" }),
    );
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(400001);
    expect(await nameIs()).toBe("Mia Member");
  });

  it("refuses Origin null even with a JSON content type, and a cookie write without Origin", async () => {
    const c = await cookie();
    const json = { cookie: c, "content-type": "application/json" };
    const body = JSON.stringify({ name: "Evil Name" });
    for (const headers of [
      { ...json, origin: "null" },
      { ...json, origin: "null", "sec-fetch-site": "none" },
      json,
      { ...json, "sec-fetch-site": "same-site" },
      { cookie: "guestId=11111111-2222-4333-8444-555555555555", "content-type": "application/json" },
    ]) {
      const r = await write(headers, body);
      expect({ headers, status: r.status }).toEqual({ headers, status: 403 });
      expect(r.body.code).toBe(400001);
    }
    expect(await nameIs()).toBe("Mia Member");
  });

  it("lets an Origin-less cookie write through when the browser says same-origin", async () => {
    const c = await cookie();
    const r = await write(
      { cookie: c, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      JSON.stringify({ name: "Same Origin" }),
    );
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(await nameIs()).toBe("Same Origin");
  });

  it("lets a same-origin JSON write through", async () => {
    const c = await cookie();
    const r = await write({ cookie: c, origin: ORIGIN, "content-type": "application/json" }, '{"name":"Good Name"}');
    expect(r.body.code).toBe(0);
    expect(await nameIs()).toBe("Good Name");
  });

  it("leaves Bearer clients alone, whatever their Origin", async () => {
    await createStore(HOST);
    const { accessToken } = await registerMember(HOST, EMAIL, "Mia Member", PASSWORD);
    for (const origin of [undefined, "null"]) {
      const r = await api(HOST, "PATCH", "/api/user/profile", {
        token: accessToken,
        headers: origin ? { origin } : {},
        body: { name: `Api ${origin ?? "none"}` },
      });
      expect(r.body.code).toBe(0);
    }
    expect(await nameIs()).toBe("Api null");
  });

  it("lets cookie-less server-to-server callbacks through without Origin", async () => {
    await createStore(HOST);
    // ECPay's logistics notice: no cookie, no Origin; a bad signature is refused by its own check.
    const r = await SELF.fetch(`http://${HOST}/api/shipping/ecpay/notify`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "MerchantTradeNo=x&CheckMacValue=bad",
    });
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/^0\|/);
  });
});

describe("JSON endpoints read application/json only", () => {
  it("answers 415 with a field issue for text/plain and form bodies, even same-origin", async () => {
    const c = await cookie();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const r = await write({ cookie: c, origin: ORIGIN, "content-type": type }, '{"name":"Plain Name"}');
      expect({ type, status: r.status }).toEqual({ type, status: 415 });
      expect(r.body).toMatchObject({
        code: 400001,
        issues: [{ path: "_", message: "validation.unsupportedMediaType" }],
      });
    }
    const none = await SELF.fetch(`http://${HOST}/api/auth/login`, { method: "POST", body: '{"email":"a@b.c"}' });
    expect(none.status).toBe(415);
    // The cart's two-shape PATCH reads its body through the same check.
    const cart = await write({ origin: ORIGIN, "content-type": "text/plain" }, "{}", "PATCH", "/api/cart/items");
    expect(cart.status).toBe(415);
    expect(await nameIs()).toBe("Mia Member");
  });

  it("accepts application/json with a charset", async () => {
    const c = await cookie();
    const r = await write(
      { cookie: c, origin: ORIGIN, "content-type": "application/json; charset=utf-8" },
      '{"name":"Charset Name"}',
    );
    expect(r.body.code).toBe(0);
    expect(await nameIs()).toBe("Charset Name");
  });
});
