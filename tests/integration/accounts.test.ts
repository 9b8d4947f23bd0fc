import { describe, expect, it } from "vitest";
import { api, createStore, login, loginToken, registerMember, sessionCookieOf, sha256, sql } from "../helpers";

// Accounts core: register, login, sessions (Bearer and cookie), profile, password, reset.

const HOST = "shop-a.localhost";
const ORIGIN = `http://${HOST}`;
const EMAIL = "mia@example.com";
const PASSWORD = "member1234";

async function member() {
  await createStore(HOST);
  return registerMember(HOST, EMAIL, "Mia Member", PASSWORD);
}

const profile = (token: string) => api(HOST, "GET", "/api/user/profile", { token });

describe("register and login", () => {
  it("registers a member and signs them in", async () => {
    await createStore(HOST);
    const r = await api(HOST, "POST", "/api/auth/register", {
      body: { name: "Mia Member", email: "  Mia@Example.COM ", password: PASSWORD },
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toEqual({
      accessToken: expect.stringMatching(/^[\w-]{40,}$/),
      user: expect.objectContaining({ id: expect.any(Number), name: "Mia Member", email: EMAIL, isAdmin: false }),
    });
    expect(r.body.data.user).not.toHaveProperty("passwordHash");
    expect(sessionCookieOf(r.headers)).toBe(r.body.data.accessToken);
    expect((await profile(r.body.data.accessToken)).body.data.email).toBe(EMAIL);
  });

  it("refuses a second account for the same email (400022), in any case", async () => {
    await member();
    const r = await api(HOST, "POST", "/api/auth/register", {
      body: { name: "Other Person", email: "MIA@example.com", password: "another123" },
    });
    expect(r.body.code).toBe(400022);
    expect(r.body.data).toBeNull();
    expect(r.headers.get("set-cookie")).toBeNull();
    expect(await sql("SELECT name FROM users")).toEqual([{ name: "Mia Member" }]);
  });

  it.each([
    [{ name: "Mi", email: EMAIL, password: PASSWORD }, "name"],
    [{ name: "Mia Member", email: "mia@", password: PASSWORD }, "email"],
    [{ name: "Mia Member", email: EMAIL, password: "1234567" }, "password"],
    [{ name: "Mia Member", email: EMAIL, password: "x".repeat(65) }, "password"],
    [{ name: "Mia Member", email: EMAIL }, "password"],
    [{ name: "Mia Member", email: EMAIL, password: PASSWORD, isAdmin: true }, "_"],
  ])("refuses the registration %j with 422 naming %s", async (body, field) => {
    await createStore(HOST);
    const r = await api(HOST, "POST", "/api/auth/register", { body });
    expect(r.status).toBe(422);
    expect((r.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect(await sql("SELECT id FROM users")).toEqual([]);
  });

  it("logs in with the right password and sets an HttpOnly session cookie", async () => {
    const { user } = await member();
    const r = await login(HOST, "MIA@example.com", PASSWORD);
    expect(r.body.code).toBe(0);
    expect(r.body.data.user).toMatchObject({ id: user.id, email: EMAIL });
    const cookie = r.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sf_session=[\w-]+;/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//);
    expect(cookie).toMatch(/;\s*Max-Age=86400/);
    expect(sessionCookieOf(r.headers)).toBe(r.body.data.accessToken);
  });

  it("answers LOGIN_FAILED (400021) for a wrong password and an unknown email alike", async () => {
    await member();
    const wrong = await login(HOST, EMAIL, "not-the-password");
    const unknown = await login(HOST, "nobody@example.com", PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(400021);
      expect(r.body.data).toBeNull();
      expect(r.headers.get("set-cookie")).toBeNull();
    }
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it("stores the password as a salted PBKDF2-SHA256 hash", async () => {
    await member();
    await createStore("shop-b.localhost");
    await registerMember("shop-b.localhost", EMAIL, "Mia Member", PASSWORD);
    const rows = await sql<{ password_hash: string }>("SELECT password_hash FROM users");
    expect(rows).toHaveLength(2);
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]+\$[\w-]+$/);
      expect(password_hash).not.toContain(PASSWORD);
    }
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash); // per-user salt
  });

  it("stores only a hash of the session token", async () => {
    const { accessToken } = await member();
    const rows = await sql<{ token_hash: string; expires_at: string }>("SELECT token_hash, expires_at FROM sessions");
    expect(rows).toEqual([{ token_hash: await sha256(accessToken), expires_at: expect.any(String) }]);
    const ttl = Date.parse(rows[0]!.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
  });
});

describe("sessions", () => {
  it("authenticates with the Bearer header and with the cookie", async () => {
    const { accessToken, user } = await member();
    expect((await profile(accessToken)).body.data.id).toBe(user.id);
    const byCookie = await api(HOST, "GET", "/api/user/profile", { headers: { cookie: `sf_session=${accessToken}` } });
    expect(byCookie.body.code).toBe(0);
    expect(byCookie.body.data.id).toBe(user.id);
  });

  it("answers TOKEN_IS_INVALID (400029) without a session or with an unknown token", async () => {
    await member();
    for (const opts of [
      {},
      { token: "x".repeat(43) },
      { token: "short" },
      { headers: { cookie: `sf_session=${"y".repeat(43)}` } },
    ]) {
      const r = await api(HOST, "GET", "/api/user/profile", opts);
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(400029);
      expect(r.body.data).toBeNull();
    }
  });

  it("answers TOKEN_EXPIRED (400030) once the session has expired", async () => {
    const { accessToken } = await member();
    expect((await profile(accessToken)).body.code).toBe(0);
    await sql(
      "UPDATE sessions SET expires_at = ? WHERE token_hash = ?",
      new Date(Date.now() - 1000).toISOString(),
      await sha256(accessToken),
    );
    expect((await profile(accessToken)).body.code).toBe(400030);
    expect((await api(HOST, "GET", "/api/user/isOnline", { token: accessToken })).body.data).toBe(false);
  });

  it("logs out: the token is dead and the cookie is cleared", async () => {
    const { accessToken } = await member();
    const other = await loginToken(HOST, EMAIL, PASSWORD);
    const r = await api(HOST, "GET", "/api/auth/logout", { token: accessToken });
    expect(r.body).toMatchObject({ code: 0, data: true });
    expect(r.headers.get("set-cookie")).toMatch(/^sf_session=;.*Max-Age=0/);
    expect((await profile(accessToken)).body.code).toBe(400029);
    expect((await api(HOST, "GET", "/api/auth/logout", { token: accessToken })).body.code).toBe(400029);
    // Only that session ends.
    expect((await profile(other)).body.code).toBe(0);
  });

  it("reports whether the caller is online", async () => {
    const { accessToken } = await member();
    expect((await api(HOST, "GET", "/api/user/isOnline", { token: accessToken })).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await api(HOST, "GET", "/api/user/isOnline")).body).toMatchObject({ code: 0, data: false });
  });
});

describe("profile", () => {
  it("reads the logged-in user's profile", async () => {
    const { accessToken, user } = await member();
    const r = await profile(accessToken);
    expect(r.body.data).toEqual({
      id: user.id,
      name: "Mia Member",
      email: EMAIL,
      avatar: null,
      phone: "",
      gender: "",
      birthday: "",
      hasAddress: false,
      isAdmin: false,
      isRoot: false,
      adminBlockedPrivileges: [],
    });
  });

  it("updates the profile and keeps it", async () => {
    const { accessToken } = await member();
    const r = await api(HOST, "PATCH", "/api/user/profile", {
      token: accessToken,
      body: { name: "王小明", email: "Ming@Example.com", phone: "0912345678", gender: "male", birthday: "1990-05-01" },
    });
    expect(r.body.code).toBe(0);
    const expected = {
      name: "王小明",
      email: "ming@example.com",
      phone: "0912345678",
      gender: "male",
      birthday: "1990-05-01",
    };
    expect(r.body.data).toMatchObject(expected);
    expect((await profile(accessToken)).body.data).toMatchObject(expected);
    expect((await login(HOST, "ming@example.com", PASSWORD)).body.code).toBe(0);
    expect((await login(HOST, EMAIL, PASSWORD)).body.code).toBe(400021);
  });

  it.each([
    ["王小", true],
    ["王小明王小明王小", true],
    ["Bob", true],
    ["Mary Jane Watson", true],
    ["A".repeat(30), true],
    ["王", false],
    ["王小明王小明王小明", false],
    ["Bo", false],
    ["A".repeat(31), false],
    ["Bob3", false],
    ["Bob-Smith", false],
    ["王小明Bob", false],
    ["   ", false],
  ])("name %j valid: %s", async (name, valid) => {
    const { accessToken } = await member();
    const r = await api(HOST, "PATCH", "/api/user/profile", { token: accessToken, body: { name } });
    if (valid) {
      expect(r.body.code).toBe(0);
      expect(r.body.data.name).toBe(name);
    } else {
      expect(r.status).toBe(422);
      const issues = r.body.issues as { path: string; message: string }[];
      expect(issues.length).toBeGreaterThan(0);
      expect(new Set(issues.map((i) => i.path))).toEqual(new Set(["name"]));
      expect((await profile(accessToken)).body.data.name).toBe("Mia Member");
    }
  });

  it.each([
    ["phone", "0912345678", true],
    ["phone", "", true],
    ["phone", "091234567", false],
    ["phone", "09123456789", false],
    ["phone", "0812345678", false],
    ["phone", "09-1234-5678", false],
    ["email", "new.one+tag@example.co", true],
    ["email", "new@example", false],
    ["email", "new example@example.com", false],
    ["email", "new@exa mple.com", false],
    ["email", "@example.com", false],
    ["gender", "other", false],
    ["birthday", "1900-01-01", false],
    ["birthday", "2999-01-01", false],
  ])("%s %j valid: %s", async (field, value, valid) => {
    const { accessToken } = await member();
    const r = await api(HOST, "PATCH", "/api/user/profile", {
      token: accessToken,
      body: { name: "Mia Member", [field]: value },
    });
    if (valid) expect(r.body.code).toBe(0);
    else {
      expect(r.status).toBe(422);
      expect((r.body.issues as { path: string }[]).map((i) => i.path)).toEqual([field]);
    }
  });

  it("refuses an email held by another member of the store (400022)", async () => {
    const { accessToken } = await member();
    await registerMember(HOST, "taken@example.com", "Tom Taken");
    const r = await api(HOST, "PATCH", "/api/user/profile", {
      token: accessToken,
      body: { name: "Mia Member", email: "taken@example.com" },
    });
    expect(r.body.code).toBe(400022);
    expect((await profile(accessToken)).body.data.email).toBe(EMAIL);
  });

  it("needs a session to read or change the profile", async () => {
    await member();
    expect((await api(HOST, "GET", "/api/user/profile")).body.code).toBe(400029);
    const r = await api(HOST, "PATCH", "/api/user/profile", { body: { name: "Someone Else" } });
    expect(r.body.code).toBe(400029);
    expect(await sql("SELECT name FROM users")).toEqual([{ name: "Mia Member" }]);
  });
});

describe("password change", () => {
  const change = (token: string, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
    api(HOST, "PATCH", "/api/user/password", { token, body: { currentPassword, newPassword, confirmPassword } });

  it("refuses a wrong current password with 422 on currentPassword", async () => {
    const { accessToken } = await member();
    const r = await change(accessToken, "not-my-password", "brand-new-pw");
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([expect.objectContaining({ path: "currentPassword" })]);
    expect((await profile(accessToken)).body.code).toBe(0);
    expect((await login(HOST, EMAIL, PASSWORD)).body.code).toBe(0);
  });

  it.each([
    ["short", "short", "newPassword"],
    ["brand-new-pw", "brand-new-pX", "confirmPassword"],
  ])("refuses new %j / confirm %j naming %s", async (newPassword, confirmPassword, field) => {
    const { accessToken } = await member();
    const r = await change(accessToken, PASSWORD, newPassword, confirmPassword);
    expect(r.status).toBe(422);
    expect((r.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect((await login(HOST, EMAIL, PASSWORD)).body.code).toBe(0);
  });

  it("changes the password and rotates every session", async () => {
    const { accessToken } = await member();
    const elsewhere = await loginToken(HOST, EMAIL, PASSWORD);
    const r = await change(accessToken, PASSWORD, "brand-new-pw");
    expect(r.body.code).toBe(0);
    const fresh = r.body.data.accessToken as string;
    expect(fresh).not.toBe(accessToken);

    expect((await profile(accessToken)).body.code).toBe(400029);
    expect((await profile(elsewhere)).body.code).toBe(400029);
    expect((await profile(fresh)).body.code).toBe(0);
    expect((await login(HOST, EMAIL, PASSWORD)).body.code).toBe(400021);
    expect((await login(HOST, EMAIL, "brand-new-pw")).body.code).toBe(0);
  });

  it("hands a cookie client its new session as a cookie", async () => {
    const { accessToken } = await member();
    const r = await api(HOST, "PATCH", "/api/user/password", {
      headers: { cookie: `sf_session=${accessToken}`, origin: ORIGIN },
      body: { currentPassword: PASSWORD, newPassword: "brand-new-pw", confirmPassword: "brand-new-pw" },
    });
    expect(r.body.code).toBe(0);
    expect(sessionCookieOf(r.headers)).toBe(r.body.data.accessToken);
  });
});

describe("ifEmailExists", () => {
  it("tells whether an email has an account at this store", async () => {
    await member();
    for (const [email, exists] of [
      [EMAIL, true],
      ["MIA@EXAMPLE.COM", true],
      ["other@example.com", false],
    ] as const) {
      const r = await api(HOST, "POST", "/api/user/ifEmailExists", { body: { email } });
      expect({ email, code: r.body.code, data: r.body.data }).toEqual({ email, code: 0, data: exists });
    }
    expect((await api(HOST, "POST", "/api/user/ifEmailExists", { body: { email: "nope" } })).status).toBe(422);
  });
});

describe("forgotten password", () => {
  async function resetLink(email: string): Promise<string> {
    const r = await api(HOST, "POST", "/api/auth/forgetPassword", { body: { email } });
    expect(r.body).toMatchObject({ code: 0, data: true });
    const [mail] = await sql<{ to: string; body: string }>(
      'SELECT "to", body FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
      email,
    );
    expect(mail).toBeDefined();
    const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail!.body)?.[0];
    expect(link).toBeDefined();
    return link!;
  }

  it("mails a reset link that works once and retires the old password", async () => {
    const { accessToken } = await member();
    const link = await resetLink(EMAIL);
    expect(link.startsWith(`${ORIGIN}/reset-password?token=`)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    // Only a hash of the reset token is kept.
    expect(await sql("SELECT token_hash FROM password_resets")).toEqual([{ token_hash: await sha256(token) }]);

    const reset = (newPassword: string) =>
      api(HOST, "POST", "/api/auth/resetPassword", { body: { token, newPassword, confirmPassword: newPassword } });
    expect((await reset("reset-pass-1")).body).toMatchObject({ code: 0, data: true });
    expect((await reset("reset-pass-2")).body.code).toBe(400302);

    expect((await login(HOST, EMAIL, PASSWORD)).body.code).toBe(400021);
    expect((await login(HOST, EMAIL, "reset-pass-2")).body.code).toBe(400021);
    expect((await login(HOST, EMAIL, "reset-pass-1")).body.code).toBe(0);
    expect((await profile(accessToken)).body.code).toBe(400029); // sessions end with the reset
  });

  it("answers the same for an unknown email but sends nothing", async () => {
    await member();
    const r = await api(HOST, "POST", "/api/auth/forgetPassword", { body: { email: "nobody@example.com" } });
    expect(r.body).toMatchObject({ code: 0, data: true });
    expect(await sql("SELECT id FROM mail_outbox")).toEqual([]);
    expect(await sql("SELECT token_hash FROM password_resets")).toEqual([]);
  });

  it("refuses an unknown or expired reset token (400302)", async () => {
    await member();
    const link = await resetLink(EMAIL);
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    const body = (t: string) => ({ token: t, newPassword: "reset-pass-1", confirmPassword: "reset-pass-1" });

    expect((await api(HOST, "POST", "/api/auth/resetPassword", { body: body("z".repeat(43)) })).body.code).toBe(400302);
    await sql("UPDATE password_resets SET expires_at = ?", new Date(Date.now() - 1000).toISOString());
    expect((await api(HOST, "POST", "/api/auth/resetPassword", { body: body(token) })).body.code).toBe(400302);
    expect((await login(HOST, EMAIL, PASSWORD)).body.code).toBe(0);
  });
});

describe("CSRF", () => {
  async function cookieSession() {
    await member();
    const r = await login(HOST, EMAIL, PASSWORD);
    return sessionCookieOf(r.headers)!;
  }
  const patchName = (headers: Record<string, string>, name: string) =>
    api(HOST, "PATCH", "/api/user/profile", { headers, body: { name } });

  it("refuses a cookie-authenticated write from a foreign origin with 403", async () => {
    const cookie = `sf_session=${await cookieSession()}`;
    const attempts: Record<string, string>[] = [
      { cookie, origin: "https://evil.example" },
      { cookie, origin: "http://shop-b.localhost" },
      { cookie, origin: "https://shop-a.localhost" },
      { cookie, "sec-fetch-site": "cross-site" },
      // A non-Bearer Authorization header does not authenticate, so it must not skip the check.
      { cookie, authorization: "Basic dXNlcjpwYXNz", origin: "https://evil.example" },
    ];
    for (const headers of attempts) {
      const r = await patchName(headers, "Evil Name");
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(400001);
    }
    const post = await api(HOST, "POST", "/api/user/ifEmailExists", {
      headers: { cookie, origin: "https://evil.example" },
      body: { email: EMAIL },
    });
    expect(post.status).toBe(403);
    expect(await sql("SELECT name FROM users")).toEqual([{ name: "Mia Member" }]);
  });

  it("lets a same-origin cookie write through", async () => {
    const cookie = `sf_session=${await cookieSession()}`;
    const r = await patchName({ cookie, origin: ORIGIN, "sec-fetch-site": "same-origin" }, "Good Name");
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(await sql("SELECT name FROM users")).toEqual([{ name: "Good Name" }]);
  });

  it("lets a Bearer client write from any origin", async () => {
    const { accessToken } = await member();
    const r = await api(HOST, "PATCH", "/api/user/profile", {
      token: accessToken,
      headers: { origin: "https://app.example" },
      body: { name: "Api Client" },
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
  });

  it("leaves cookie-authenticated reads alone", async () => {
    const cookie = `sf_session=${await cookieSession()}`;
    const r = await api(HOST, "GET", "/api/user/profile", { headers: { cookie, origin: "https://evil.example" } });
    expect(r.body.code).toBe(0);
  });
});
