import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TOTP_PERIOD_S, totpCodeAt } from "../../functions/people/security/totp";
import { api, createStore, loginToken, registerMember } from "../helpers";
import { type Jar, lineFlow, page } from "./socialFlow";

// LINE proves the first factor only: an admin with two-factor on who signs in with LINE gets the
// same one-time challenge as the password step, and no session until a valid code. Shoppers (and
// admins without two-factor) still sign in at once.

const A = "line-2fa.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await SELF.fetch(`http://${A}/login`); // the first SSR request builds the server bundle: pay once
}, 180_000);

/** The admin binds LINE account `lineId`, then turns two-factor on; answers the TOTP secret. */
async function adminWithLineAndTwoFactor(lineId: string) {
  await createStore(A, "NORMAL", ADMIN);
  const token = await loginToken(A, ADMIN.email, ADMIN.password);
  const bound = await lineFlow(A, { sf_session: token }, { userId: lineId, name: "Root" }, { mode: "bind" });
  expect(bound.callback.location).toBe("/profile/info/social?bound=line");
  const call = (path: string, body?: unknown) => api(A, "POST", path, { token, body });
  const start = await call("/api/admin/store/user/security/totp");
  const secret = start.body.data.secret as string;
  // The previous step's code, so the current one is still unused for the sign-in below.
  const on = await call("/api/admin/store/user/security/totp/confirm", {
    code: totpCodeAt(secret, Date.now() - TOTP_PERIOD_S * 1000),
  });
  expect(on.body.code, JSON.stringify(on.body)).toBe(0);
  return secret;
}

describe("LINE sign-in and two-factor", () => {
  it("an admin with two-factor on gets the code step; the session starts only after a valid code", async () => {
    const secret = await adminWithLineAndTwoFactor("Uadmin2fa");
    const jar: Jar = {};
    const { callback } = await lineFlow(A, jar, { userId: "Uadmin2fa" }, { redirect: "/checkout" });
    expect(callback.location).toBe("/login?redirect=%2Fcheckout");
    expect(jar.sf_session).toBeUndefined();
    expect(jar.sf_2fa).toBeTruthy();

    const shown = await page(A, callback.location, jar);
    expect(shown.html).toContain('data-testid="two-factor-step"');
    expect(jar.sf_2fa).toBeUndefined(); // read once
    const challenge = /name="challenge" value="([^"]+)"/.exec(shown.html)?.[1] ?? "";
    expect(challenge).not.toBe("");

    const step = (code: string) =>
      page(A, "/login", jar, { intent: "twoFactor", challenge, code, redirect: "/checkout" });
    const bad = await step("000000");
    expect(bad.status).toBe(200);
    expect(bad.html).toContain('data-testid="two-factor-step"');
    expect(jar.sf_session).toBeUndefined();

    const good = await step(totpCodeAt(secret, Date.now()));
    expect(good.status).toBe(302);
    expect(good.location).toBe("/checkout");
    expect(jar.sf_session).toBeTruthy();
    const me = await api(A, "GET", "/api/user/profile", { token: jar.sf_session });
    expect(me.body.data.email).toBe(ADMIN.email);

    // The spent challenge cannot start a second session.
    const fresh: Jar = {}; // another browser replaying the form
    const again = await page(A, "/login", fresh, {
      intent: "twoFactor",
      challenge,
      code: totpCodeAt(secret, Date.now()),
      redirect: "/checkout",
    });
    expect(again.status).toBe(200);
    expect(fresh.sf_session).toBeUndefined();
  }, 240_000);

  it("a shopper bound to LINE still signs in at once", async () => {
    await createStore(A, "NORMAL", ADMIN);
    const m = await registerMember(A, "mia@example.com");
    await lineFlow(A, { sf_session: m.accessToken }, { userId: "Umia" }, { mode: "bind" });
    const jar: Jar = {};
    const { callback } = await lineFlow(A, jar, { userId: "Umia" }, { redirect: "/checkout" });
    expect(callback.location).toBe("/checkout");
    expect(jar.sf_2fa).toBeUndefined();
    expect((await api(A, "GET", "/api/user/profile", { token: jar.sf_session })).body.data.email).toBe(
      "mia@example.com",
    );
  }, 120_000);
});
