import { describe, expect, it } from "vitest";
import {
  api,
  createStore,
  login,
  loginToken,
  operator,
  registerMember,
  sessionCookieOf,
  sha256,
  sql,
} from "../helpers";

// Members and admins belong to one store: nothing of theirs works at another store.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const EMAIL = "mia@example.com";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

async function twoStores() {
  const a = await createStore(A, "NORMAL", ADMIN);
  const b = await createStore(B, "HEAD_STORE_MULTILEVEL");
  return { a, b };
}

describe("accounts per store", () => {
  it("lets one email hold separate accounts with separate passwords", async () => {
    await twoStores();
    const atA = await registerMember(A, EMAIL, "Mia At A", "password-a1");
    const atB = await registerMember(B, EMAIL, "Mia At B", "password-b1");
    expect(atA.user.id).not.toBe(atB.user.id);

    expect((await login(A, EMAIL, "password-a1")).body.data.user.name).toBe("Mia At A");
    expect((await login(B, EMAIL, "password-b1")).body.data.user.name).toBe("Mia At B");
    expect((await login(A, EMAIL, "password-b1")).body.code).toBe(400021);
    expect((await login(B, EMAIL, "password-a1")).body.code).toBe(400021);
  });

  it("keeps a password change at one store away from the other", async () => {
    await twoStores();
    const atA = await registerMember(A, EMAIL, "Mia At A", "password-a1");
    const atB = await registerMember(B, EMAIL, "Mia At B", "password-b1");
    const r = await api(A, "PATCH", "/api/user/password", {
      token: atA.accessToken,
      body: { currentPassword: "password-a1", newPassword: "password-a2", confirmPassword: "password-a2" },
    });
    expect(r.body.code).toBe(0);
    expect((await api(B, "GET", "/api/user/profile", { token: atB.accessToken })).body.code).toBe(0);
    expect((await login(B, EMAIL, "password-b1")).body.code).toBe(0);
    expect((await login(B, EMAIL, "password-a2")).body.code).toBe(400021);
  });

  it("answers ifEmailExists and registration per store", async () => {
    await twoStores();
    await registerMember(A, EMAIL);
    expect((await api(B, "POST", "/api/user/ifEmailExists", { body: { email: EMAIL } })).body.data).toBe(false);
    expect((await api(A, "POST", "/api/user/ifEmailExists", { body: { email: EMAIL } })).body.data).toBe(true);
    const r = await api(B, "POST", "/api/auth/register", {
      body: { name: "Mia Member", email: EMAIL, password: "member1234" },
    });
    expect(r.body.code).toBe(0);
  });

  it("lets the operator add the same email at two stores, not twice at one", async () => {
    const { a, b } = await twoStores();
    const user = { email: "staff@example.com", password: "staff12345", name: "Staff Member" };
    expect((await operator("POST", `/operator/stores/${a}/users`, user)).status).toBe(201);
    expect((await operator("POST", `/operator/stores/${b}/users`, user)).status).toBe(201);
    expect((await operator("POST", `/operator/stores/${b}/users`, user)).status).toBe(409);
  });
});

describe("sessions per store", () => {
  it("makes a member's Bearer token of store A worthless at store B", async () => {
    await twoStores();
    const { accessToken } = await registerMember(A, EMAIL);
    await registerMember(B, EMAIL, "Mia At B", "password-b1");

    const profile = await api(B, "GET", "/api/user/profile", { token: accessToken });
    expect(profile.body).toMatchObject({ code: 400029, data: null });
    const initial = await api(B, "GET", "/api/initial", { token: accessToken });
    expect(initial.body.code).toBe(0);
    expect(initial.body.data).not.toHaveProperty("user");
    expect((await api(B, "GET", "/api/user/isOnline", { token: accessToken })).body.data).toBe(false);

    const patch = await api(B, "PATCH", "/api/user/profile", { token: accessToken, body: { name: "Hijacked" } });
    expect(patch.body.code).toBe(400029);
    const pw = await api(B, "PATCH", "/api/user/password", {
      token: accessToken,
      body: { currentPassword: "member1234", newPassword: "hijacked-1", confirmPassword: "hijacked-1" },
    });
    expect(pw.body.code).toBe(400029);
    expect((await api(B, "GET", "/api/auth/logout", { token: accessToken })).body.code).toBe(400029);

    // Nothing changed at B, and the token still works at home.
    expect(await sql("SELECT name FROM users WHERE name = 'Hijacked'")).toEqual([]);
    expect((await login(B, EMAIL, "password-b1")).body.code).toBe(0);
    expect((await api(A, "GET", "/api/user/profile", { token: accessToken })).body.code).toBe(0);
  });

  it("makes a session cookie of store A worthless at store B", async () => {
    await twoStores();
    await registerMember(A, EMAIL);
    const cookie = sessionCookieOf((await login(A, EMAIL, "member1234")).headers);
    const r = await api(B, "GET", "/api/user/profile", { headers: { cookie: `sf_session=${cookie}` } });
    expect(r.body.code).toBe(400029);
    expect((await api(A, "GET", "/api/user/profile", { headers: { cookie: `sf_session=${cookie}` } })).body.code).toBe(
      0,
    );
  });

  it("scopes session rows to the store and its own user", async () => {
    const { a, b } = await twoStores();
    const atA = await registerMember(A, EMAIL);
    const atB = await registerMember(B, EMAIL, "Mia At B", "password-b1");
    const rows = await sql<{ store_id: number; user_id: number }>(
      "SELECT s.store_id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id AND u.store_id = s.store_id ORDER BY s.store_id",
    );
    expect(rows).toEqual([
      { store_id: a, user_id: atA.user.id },
      { store_id: b, user_id: atB.user.id },
    ]);
  });

  it("refuses a session row that claims store B but points at a user of store A", async () => {
    const { b } = await twoStores();
    const { user } = await registerMember(A, EMAIL);
    const forged = "f".repeat(43);
    await sql(
      "INSERT INTO sessions (token_hash, store_id, user_id, expires_at) VALUES (?, ?, ?, ?)",
      await sha256(forged),
      b,
      user.id,
      new Date(Date.now() + 3600_000).toISOString(),
    );
    expect((await api(B, "GET", "/api/user/profile", { token: forged })).body.code).toBe(400029);
    expect((await api(A, "GET", "/api/user/profile", { token: forged })).body.code).toBe(400029);
  });
});

describe("admins per store", () => {
  it("gives the operator-created admin isAdmin and isRoot at its store", async () => {
    await twoStores();
    const r = await login(A, ADMIN.email, ADMIN.password);
    expect(r.body.code).toBe(0);
    expect(r.body.data.user).toMatchObject({ email: ADMIN.email, isAdmin: true, isRoot: true });
    const p = await api(A, "GET", "/api/user/profile", { token: r.body.data.accessToken });
    expect(p.body.data).toMatchObject({ isAdmin: true, isRoot: true });
  });

  it("gives an admin of store A nothing at store B", async () => {
    await twoStores();
    expect((await login(B, ADMIN.email, ADMIN.password)).body.code).toBe(400021);
    const token = await loginToken(A, ADMIN.email, ADMIN.password);
    expect((await api(B, "GET", "/api/user/profile", { token })).body.code).toBe(400029);
    expect((await api(B, "GET", "/api/initial", { token })).body.data).not.toHaveProperty("user");

    // A member at B with the admin's email is still only a member there.
    const atB = await registerMember(B, ADMIN.email, "Not An Admin", "member1234");
    expect(atB.user).toMatchObject({ isAdmin: false });
    expect((await login(B, ADMIN.email, ADMIN.password)).body.code).toBe(400021);
  });
});

describe("mail and password resets per store", () => {
  it("writes the reset mail to the outbox of the member's store only", async () => {
    const { a, b } = await twoStores();
    await registerMember(A, EMAIL);
    await registerMember(B, EMAIL, "Mia At B", "password-b1");
    await api(A, "POST", "/api/auth/forgetPassword", { body: { email: EMAIL } });

    expect(await sql('SELECT store_id, "to" FROM mail_outbox')).toEqual([{ store_id: a, to: EMAIL }]);
    expect((await operator("GET", `/operator/stores/${a}/outbox`)).body.data).toHaveLength(1);
    expect((await operator("GET", `/operator/stores/${b}/outbox`)).body.data).toEqual([]);
  });

  it("refuses store A's reset token at store B, and it still works at A", async () => {
    await twoStores();
    await registerMember(A, EMAIL);
    await registerMember(B, EMAIL, "Mia At B", "password-b1");
    await api(A, "POST", "/api/auth/forgetPassword", { body: { email: EMAIL } });
    const [mail] = await sql<{ body: string }>("SELECT body FROM mail_outbox");
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail!.body)![1]!);
    const body = { token, newPassword: "stolen-pass", confirmPassword: "stolen-pass" };

    expect((await api(B, "POST", "/api/auth/resetPassword", { body })).body.code).toBe(400302);
    expect((await login(B, EMAIL, "password-b1")).body.code).toBe(0);
    expect((await login(B, EMAIL, "stolen-pass")).body.code).toBe(400021);

    expect((await api(A, "POST", "/api/auth/resetPassword", { body })).body.code).toBe(0);
    expect((await login(A, EMAIL, "stolen-pass")).body.code).toBe(0);
    expect((await login(B, EMAIL, "password-b1")).body.code).toBe(0);
  });
});
