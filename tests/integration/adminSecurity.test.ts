import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TOTP_PERIOD_S, totpCodeAt } from "../../functions/people/security/totp";
import { api, freshIp, login, loginToken, registerMember, sessionCookieOf, shopWithAdmin, sql } from "../helpers";

// /admin/settingpage/setting-security's API: TOTP two-factor sign-in for admins (enrol, confirm,
// the second step at login, recovery codes, disable, renew) and the admin's session list with
// revoke. Codes are computed here with otpauth, as the admin's app would.

const A = "sec-a.localhost";
const B = "sec-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
const STEP_MS = TOTP_PERIOD_S * 1000;

type Shop = { id: number; host: string; token: string };
async function shop(host = A): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, "NORMAL", ADMIN);
  return { id, host, token };
}
const call = (s: { host: string; token: string }, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });

/** Enrols and confirms with the previous step's code, so the current step is still unused. */
async function enableTwoFactor(s: Shop) {
  const start = await call(s, "POST", "/api/admin/store/user/security/totp");
  expect(start.body.code, JSON.stringify(start.body)).toBe(0);
  const secret = start.body.data.secret as string;
  const confirm = await call(s, "POST", "/api/admin/store/user/security/totp/confirm", {
    code: totpCodeAt(secret, Date.now() - STEP_MS),
  });
  expect(confirm.body.code, JSON.stringify(confirm.body)).toBe(0);
  return { secret, recoveryCodes: confirm.body.data.recoveryCodes as string[], start: start.body.data };
}

async function challengeFor(host: string, ip = freshIp()) {
  const r = await login(host, ADMIN.email, ADMIN.password, ip);
  expect(r.body.code, JSON.stringify(r.body)).toBe(400340);
  return r.body.data.challenge as string;
}
const secondStep = (host: string, challenge: string, code: string, ip = freshIp()) =>
  api(host, "POST", "/api/auth/login/twoFactor", { body: { challenge, code }, headers: { "cf-connecting-ip": ip } });

describe("two-factor enrolment", () => {
  it("gives a secret, an otpauth URI and a QR code once, then ten recovery codes stored hashed", async () => {
    const s = await shop();
    expect((await call(s, "GET", "/api/admin/store/user/security")).body.data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const { secret, recoveryCodes, start } = await enableTwoFactor(s);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.otpauthUri).toContain(`otpauth://totp/`);
    expect(start.otpauthUri).toContain(`secret=${secret}`);
    expect(start.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await call(s, "GET", "/api/admin/store/user/security")).body;
    expect(status.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status)).not.toContain(secret);
    // Stored: the secret for the server's check, never the codes themselves.
    const stored = await sql<{ code_hash: string }>(
      "SELECT code_hash FROM user_recovery_codes WHERE store_id = ?",
      s.id,
    );
    expect(stored).toHaveLength(10);
    for (const c of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(c);
    // Once on, a new enrolment (which would hand out a secret again) is refused.
    expect((await call(s, "POST", "/api/admin/store/user/security/totp")).body.code).toBe(400343);
  });

  it("refuses a wrong or malformed first code and keeps two-factor off", async () => {
    const s = await shop();
    const { secret } = (await call(s, "POST", "/api/admin/store/user/security/totp")).body.data;
    const wrong = String((Number(totpCodeAt(secret, Date.now())) + 1) % 1_000_000).padStart(6, "0");
    const r = await call(s, "POST", "/api/admin/store/user/security/totp/confirm", { code: wrong });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 400341, issues: [{ path: "code", message: "security.codeInvalid" }] });
    const bad = await call(s, "POST", "/api/admin/store/user/security/totp/confirm", { code: "12ab" });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 400001, issues: [{ path: "code", message: "security.codeFormat" }] });
    const extra = await call(s, "POST", "/api/admin/store/user/security/totp/confirm", { code: "123456", x: 1 });
    expect(extra.status).toBe(422);
    expect((await call(s, "GET", "/api/admin/store/user/security")).body.data.enabled).toBe(false);
    expect(await sql("SELECT id FROM user_recovery_codes")).toHaveLength(0);
    // Without a started enrolment there is nothing to confirm.
    const t = await shop(B);
    expect((await call(t, "POST", "/api/admin/store/user/security/totp/confirm", { code: "123456" })).body.code).toBe(
      400343,
    );
  });
});

describe("sign-in with two-factor on", () => {
  it("asks for the code, refuses a wrong one, takes the right one once and a recovery code once", async () => {
    const s = await shop();
    const { secret, recoveryCodes } = await enableTwoFactor(s);
    // The password alone gives a challenge, not a session.
    const first = await login(A, ADMIN.email, ADMIN.password);
    expect(first.body.code).toBe(400340);
    expect(first.body.data.accessToken).toBeUndefined();
    expect(sessionCookieOf(first.headers)).toBeNull();
    const challenge = first.body.data.challenge as string;
    // A wrong code: refused, no session.
    const wrong = await secondStep(A, challenge, "000000");
    expect(wrong.body).toMatchObject({ code: 400341, issues: [{ path: "code" }] });
    expect(sessionCookieOf(wrong.headers)).toBeNull();
    // The right code: a working session.
    const code = totpCodeAt(secret, Date.now());
    const ok = await secondStep(A, challenge, code);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(sessionCookieOf(ok.headers)).toBeTruthy();
    const token = ok.body.data.accessToken as string;
    expect((await api(A, "GET", "/api/admin/store/user/security", { token })).body.code).toBe(0);
    // The challenge is spent, and the same code does not work a second time (replay).
    expect((await secondStep(A, challenge, code)).body.code).toBe(400342);
    expect((await secondStep(A, await challengeFor(A), code)).body.code).toBe(400341);
    // A recovery code, typed in capitals without its dash, works once.
    const rc = recoveryCodes[3]!;
    const viaRecovery = await secondStep(A, await challengeFor(A), rc.replace("-", "").toUpperCase());
    expect(viaRecovery.body.code, JSON.stringify(viaRecovery.body)).toBe(0);
    expect((await secondStep(A, await challengeFor(A), rc)).body.code).toBe(400341);
    expect((await call(s, "GET", "/api/admin/store/user/security")).body.data.recoveryCodesLeft).toBe(9);
  });

  it("kills a challenge after five wrong codes and rate limits wrong codes like wrong passwords", async () => {
    const s = await shop();
    const { secret } = await enableTwoFactor(s);
    const ip = freshIp();
    const challenge = await challengeFor(A, ip);
    for (let i = 0; i < 5; i++) expect((await secondStep(A, challenge, "000000", ip)).body.code).toBe(400341);
    // Even the right code is too late for this challenge now.
    expect((await secondStep(A, challenge, totpCodeAt(secret, Date.now()), ip)).body.code).toBe(400342);
    // Five more wrong codes on a fresh challenge reach the account+address failure cap (10/hour).
    const again = await challengeFor(A, ip);
    for (let i = 0; i < 5; i++) expect((await secondStep(A, again, "000000", ip)).body.code).toBe(400341);
    const limited = await secondStep(A, await challengeFor(A, freshIp()), "000000", ip);
    expect(limited.status).toBe(429);
    // The password step from that address is throttled too; another address is not.
    expect((await login(A, ADMIN.email, ADMIN.password, ip)).status).toBe(429);
    expect((await login(A, ADMIN.email, ADMIN.password)).body.code).toBe(400340);
  });

  it("turns off with the password (not a wrong one), after which the password alone signs in", async () => {
    const s = await shop();
    await enableTwoFactor(s);
    const wrong = await call(s, "POST", "/api/admin/store/user/security/totp/disable", { password: "nope-nope" });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 400301, issues: [{ path: "password" }] });
    const empty = await call(s, "POST", "/api/admin/store/user/security/totp/disable", {});
    expect(empty.status).toBe(422);
    expect(empty.body.issues).toEqual([{ path: "password", message: "security.reauthRequired" }]);
    expect((await login(A, ADMIN.email, ADMIN.password)).body.code).toBe(400340);
    const off = await call(s, "POST", "/api/admin/store/user/security/totp/disable", { password: ADMIN.password });
    expect(off.body.code, JSON.stringify(off.body)).toBe(0);
    expect((await login(A, ADMIN.email, ADMIN.password)).body.code).toBe(0);
    expect(await sql("SELECT user_id FROM user_totp")).toHaveLength(0);
    expect(await sql("SELECT id FROM user_recovery_codes")).toHaveLength(0);
    // Off already: a second disable is a state error, not a 500.
    expect(
      (await call(s, "POST", "/api/admin/store/user/security/totp/disable", { password: ADMIN.password })).body.code,
    ).toBe(400343);
  });

  it("turns off with a current code and renews recovery codes (old ones stop working)", async () => {
    const s = await shop();
    const { secret, recoveryCodes } = await enableTwoFactor(s);
    const renew = await call(s, "POST", "/api/admin/store/user/security/recoveryCodes", { password: ADMIN.password });
    expect(renew.body.code, JSON.stringify(renew.body)).toBe(0);
    const fresh = renew.body.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await secondStep(A, await challengeFor(A), recoveryCodes[0]!)).body.code).toBe(400341);
    expect((await secondStep(A, await challengeFor(A), fresh[0]!)).body.code).toBe(0);
    const off = await call(s, "POST", "/api/admin/store/user/security/totp/disable", {
      code: totpCodeAt(secret, Date.now()),
    });
    expect(off.body.code, JSON.stringify(off.body)).toBe(0);
    expect((await call(s, "GET", "/api/admin/store/user/security")).body.data.enabled).toBe(false);
  });

  it("leaves members' sign-in as it was, and the admin login page asks for the code as a second form", async () => {
    await shop();
    const m = await registerMember(A, "mia@example.com");
    expect((await login(A, "mia@example.com", "member1234")).body.code).toBe(0);
    expect((await api(A, "GET", "/api/admin/store/user/security", { token: m.accessToken })).body.code).toBe(400027);
    const s = { id: 0, host: A, token: await loginToken(A, ADMIN.email, ADMIN.password) };
    const { secret } = await enableTwoFactor(s);
    const post = (form: Record<string, string>) =>
      SELF.fetch(`http://${A}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: `http://${A}`,
          "cf-connecting-ip": freshIp(),
        },
        body: new URLSearchParams(form).toString(),
      });
    const step1 = await post({ email: ADMIN.email, password: ADMIN.password });
    const html = await step1.text();
    expect(step1.headers.get("set-cookie") ?? "").not.toContain("sf_session=");
    expect(html).toContain('data-testid="two-factor-step"');
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
    expect(challenge).toBeTruthy();
    const bad = await post({ intent: "twoFactor", challenge: challenge!, code: "000000" });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain('data-testid="two-factor-step"');
    const good = await post({ intent: "twoFactor", challenge: challenge!, code: totpCodeAt(secret, Date.now()) });
    expect(good.status).toBe(302);
    expect(sessionCookieOf(good.headers)).toBeTruthy();
  }, 240_000); // the file's first server render compiles the page modules
});

describe("sessions", () => {
  it("lists the admin's sessions with device, address and times; revoking one ends it at once", async () => {
    const s = await shop();
    const phone = await api(A, "POST", "/api/auth/login", {
      body: { email: ADMIN.email, password: ADMIN.password },
      headers: { "cf-connecting-ip": "203.0.113.9", "user-agent": "Mozilla/5.0 (iPhone) Mobile Safari" },
    });
    const phoneToken = phone.body.data.accessToken as string;
    const list = (await call(s, "GET", "/api/admin/store/user/sessions")).body.data as {
      id: string;
      userAgent: string;
      ip: string;
      createdAt: string;
      lastSeenAt: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(2);
    expect(list.filter((x) => x.current)).toHaveLength(1);
    const other = list.find((x) => !x.current)!;
    expect(other).toMatchObject({ userAgent: "Mozilla/5.0 (iPhone) Mobile Safari", ip: "203.0.113.9" });
    expect(other.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Date.parse(other.createdAt)).toBeGreaterThan(0);
    // Nothing of the token or its full hash is listed.
    expect(JSON.stringify(list)).not.toContain(phoneToken);
    expect((await api(A, "GET", "/api/admin/store/user/security", { token: phoneToken })).body.code).toBe(0);
    const revoke = await call(s, "DELETE", `/api/admin/store/user/sessions/${other.id}`);
    expect(revoke.body.code, JSON.stringify(revoke.body)).toBe(0);
    expect((await api(A, "GET", "/api/admin/store/user/security", { token: phoneToken })).body.code).toBe(400029);
    // The current one cannot be revoked here (sign out instead); an unknown id does not exist.
    const self = list.find((x) => x.current)!;
    const own = await call(s, "DELETE", `/api/admin/store/user/sessions/${self.id}`);
    expect(own.status).toBe(422);
    expect(own.body.issues).toEqual([{ path: "id", message: "security.revokeCurrent" }]);
    expect((await call(s, "DELETE", "/api/admin/store/user/sessions/AAAAAAAAAAAAAAAA")).body.code).toBe(400004);
    expect((await call(s, "DELETE", "/api/admin/store/user/sessions/x")).body.code).toBe(400004);
    // Each revoke leaves one audit row, without any token.
    const audit = await sql<{ path: string; payload: string | null }>(
      "SELECT path, payload FROM audit_logs WHERE store_id = ? AND path LIKE '/api/admin/store/user/sessions%'",
      s.id,
    );
    expect(audit).toHaveLength(1);
  });

  it("revokes all other sessions and keeps this one", async () => {
    const s = await shop();
    const others = [await loginToken(A, ADMIN.email, ADMIN.password), await loginToken(A, ADMIN.email, ADMIN.password)];
    const r = await call(s, "DELETE", "/api/admin/store/user/sessions");
    expect(r.body).toMatchObject({ code: 0, data: { revoked: 2 } });
    for (const t of others) expect((await api(A, "GET", "/api/user/profile", { token: t })).body.code).toBe(400029);
    expect((await call(s, "GET", "/api/admin/store/user/sessions")).body.data).toHaveLength(1);
  });
});

describe("tenant isolation of two-factor and sessions", () => {
  it("keeps each store's admin to their own rows, with the same email at both stores", async () => {
    const a = await shop(A);
    const b = await shop(B);
    const { secret } = await enableTwoFactor(a);
    // B's admin (same email) is not asked for a code: A's two-factor row is A's.
    expect((await login(B, ADMIN.email, ADMIN.password)).body.code).toBe(0);
    expect((await call(b, "GET", "/api/admin/store/user/security")).body.data.enabled).toBe(false);
    // A challenge of A is nothing at B.
    const challenge = await challengeFor(A);
    expect((await secondStep(B, challenge, totpCodeAt(secret, Date.now()))).body.code).toBe(400342);
    // A's token is no session at B, and B cannot list or end A's sessions.
    expect((await api(B, "GET", "/api/admin/store/user/sessions", { token: a.token })).body.code).toBe(400029);
    const aSessions = (await call(a, "GET", "/api/admin/store/user/sessions")).body.data as { id: string }[];
    const bSessions = (await call(b, "GET", "/api/admin/store/user/sessions")).body.data as { id: string }[];
    expect(bSessions.map((x) => x.id)).not.toEqual(expect.arrayContaining(aSessions.map((x) => x.id)));
    for (const x of aSessions) {
      expect((await call(b, "DELETE", `/api/admin/store/user/sessions/${x.id}`)).body.code).toBe(400004);
    }
    expect((await call(b, "DELETE", "/api/admin/store/user/sessions")).body.data.revoked).toBe(1);
    expect((await call(a, "GET", "/api/admin/store/user/sessions")).body.data).toHaveLength(aSessions.length);
    // Every new row carries its store.
    for (const t of ["user_totp", "user_recovery_codes", "user_login_challenges"]) {
      const rows = await sql<{ store_id: number }>(`SELECT store_id FROM ${t}`);
      expect(rows.length, t).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.store_id)), t).toEqual(new Set([a.id]));
    }
    // Disabling at B touches nothing of A.
    expect(
      (await call(b, "POST", "/api/admin/store/user/security/totp/disable", { password: ADMIN.password })).body.code,
    ).toBe(400343);
    expect((await call(a, "GET", "/api/admin/store/user/security")).body.data.enabled).toBe(true);
  });
});
