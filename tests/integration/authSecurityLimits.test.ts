import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../functions/platform/rateLimit";
import { api, createStore, freshIp, OPERATOR, operator, registerMember, sql } from "../helpers";

// Issue 11: per-address abuse limits on the reset mails, reset tokens, the email existence check and
// the operator token. Each counts only what an abuser does; the people doing it right go through.

const HOST = "shop-a.localhost";
const from = (ip: string) => ({ "cf-connecting-ip": ip });

describe("forgot password", () => {
  it("limits one address mailing reset links to many emails", async () => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com");
    const ip = freshIp();
    for (let i = 0; i < LIMITS.forgotPasswordIp.max; i++) {
      const r = await api(HOST, "POST", "/api/auth/forgetPassword", {
        body: { email: `someone${i}@example.com` },
        headers: from(ip),
      });
      expect({ i, code: r.body.code }).toEqual({ i, code: 0 });
    }
    const limited = await api(HOST, "POST", "/api/auth/forgetPassword", {
      body: { email: "mia@example.com" },
      headers: from(ip),
    });
    expect(limited.status).toBe(429);
    expect(await sql('SELECT id FROM mail_outbox WHERE "to" = ?', "mia@example.com")).toEqual([]);
    // Another address still gets its mail.
    const other = await api(HOST, "POST", "/api/auth/forgetPassword", {
      body: { email: "mia@example.com" },
      headers: from(freshIp()),
    });
    expect(other.body.code).toBe(0);
    expect(await sql('SELECT id FROM mail_outbox WHERE "to" = ?', "mia@example.com")).toHaveLength(1);
  });

  it("keeps the per-email limit whatever the address", async () => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com");
    for (let i = 0; i < LIMITS.forgotPassword.max; i++) {
      const r = await api(HOST, "POST", "/api/auth/forgetPassword", {
        body: { email: "mia@example.com" },
        headers: from(freshIp()),
      });
      expect(r.body.code).toBe(0);
    }
    const r = await api(HOST, "POST", "/api/auth/forgetPassword", {
      body: { email: "mia@example.com" },
      headers: from(freshIp()),
    });
    expect(r.status).toBe(429);
  });
});

describe("reset password", () => {
  const reset = (token: string, ip: string) =>
    api(HOST, "POST", "/api/auth/resetPassword", {
      body: { token, newPassword: "brand-new-123", confirmPassword: "brand-new-123" },
      headers: from(ip),
    });

  it("refuses an address after too many wrong tokens, even with a right one; others go on", async () => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com");
    const ip = freshIp();
    for (let i = 0; i < LIMITS.resetPasswordFailures.max; i++) {
      const r = await reset(`guessed-token-${i}-${"x".repeat(30)}`, ip);
      expect({ i, code: r.body.code }).toEqual({ i, code: 400302 });
    }
    expect((await reset(`guessed-token-last-${"x".repeat(30)}`, ip)).status).toBe(429);

    // A real link, used from the throttled address: refused before the token is looked at.
    await api(HOST, "POST", "/api/auth/forgetPassword", {
      body: { email: "mia@example.com" },
      headers: from(freshIp()),
    });
    const [mail] = await sql<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = ?', "mia@example.com");
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.body ?? "")?.[1] ?? "");
    expect(token.length).toBeGreaterThan(20);
    expect((await reset(token, ip)).status).toBe(429);
    // The same link from the owner's address works (the refused try did not use it up).
    expect((await reset(token, freshIp())).body.code).toBe(0);
  });

  it("does not count right tokens", async () => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com");
    const ip = freshIp();
    for (let i = 0; i < LIMITS.resetPasswordFailures.max + 1; i++) {
      await api(HOST, "POST", "/api/auth/forgetPassword", {
        body: { email: "mia@example.com" },
        headers: from(freshIp()),
      });
      const [mail] = await sql<{ body: string }>(
        'SELECT body FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
        "mia@example.com",
      );
      const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.body ?? "")?.[1] ?? "");
      expect({ i, code: (await reset(token, ip)).body.code }).toEqual({ i, code: 0 });
      await sql("DELETE FROM rate_limits WHERE key LIKE 'forgot:%'"); // the per-email mail limit is not under test
    }
  });
});

describe("email existence check", () => {
  it("limits one address walking a list of emails", async () => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com");
    const ip = freshIp();
    for (let i = 0; i < LIMITS.existenceCheck.max; i++) {
      const r = await api(HOST, "POST", "/api/user/ifEmailExists", {
        body: { email: `someone${i}@example.com` },
        headers: from(ip),
      });
      expect({ i, code: r.body.code, data: r.body.data }).toEqual({ i, code: 0, data: false });
    }
    const limited = await api(HOST, "POST", "/api/user/ifEmailExists", {
      body: { email: "mia@example.com" },
      headers: from(ip),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.data).toBeNull();
    const other = await api(HOST, "POST", "/api/user/ifEmailExists", {
      body: { email: "mia@example.com" },
      headers: from(freshIp()),
    });
    expect(other.body.data).toBe(true);
  });
});

describe("operator token", () => {
  async function call(token: string, ip: string) {
    const r = await SELF.fetch("http://platform.localhost/operator/stores", {
      headers: { authorization: `Bearer ${token}`, "cf-connecting-ip": ip },
    });
    return { status: r.status, body: await r.text() };
  }

  it("answers 429 to an address after too many wrong tokens; other addresses are unaffected", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.operatorFailures.max; i++) {
      expect({ i, status: (await call(`wrong-token-${i}`, ip)).status }).toEqual({ i, status: 401 });
    }
    expect((await call("wrong-token-again", ip)).status).toBe(429);
    expect((await call(OPERATOR, ip)).status).toBe(429); // the guesser's address learns nothing more
    expect((await call(OPERATOR, freshIp())).status).toBe(200);
  });

  it("never counts calls with the right token", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.operatorFailures.max + 5; i++) {
      expect((await call(OPERATOR, ip)).status).toBe(200);
    }
    expect((await operator("GET", "/operator/stores")).status).toBe(200);
  });
});
