import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { testLineProvider } from "../../functions/people/social/testProvider";
import { api, createStore, freshIp, registerMember, sha256, sql } from "../helpers";
import { product } from "./checkoutFixtures";
import { type Jar, lineFlow, page } from "./socialFlow";

// Social sign-in (LINE) through the real Worker with real D1: the authorisation round trip against
// the local test provider, the register / EMAIL_DUPLICATE / bound paths, bind and unbind, the
// third-party auth codes and tenant isolation.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const G1 = "g1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";

async function loggedInJar(host: string, email: string): Promise<Jar> {
  const m = await registerMember(host, email);
  return { sf_session: m.accessToken };
}

let storeA = 0;
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await SELF.fetch(`http://${A}/login`); // the first SSR request builds the server bundle: pay once
}, 180_000);

async function stores() {
  storeA = await createStore(A);
  await createStore(B);
}

describe("LINE authorisation round trip", () => {
  it("starts with a fresh state and an S256 challenge kept server-side, tied to this browser", async () => {
    await stores();
    const jar: Jar = {};
    const r = await page(A, "/auth/line/start", jar, { mode: "login", redirect: "/checkout" });
    expect(r.status).toBe(302);
    const u = new URL(r.location);
    expect(u.host).toBe(A);
    expect(u.pathname).toBe("/dev/test-line-authorize");
    expect(u.searchParams.get("code_challenge_method")).toBe("S256");
    expect(u.searchParams.get("redirect_uri")).toBe(`http://${A}/auth/line/callback`);
    const state = u.searchParams.get("state")!;
    expect(jar.sf_oauth).toBe(state);
    expect(r.headers.getSetCookie().join()).toMatch(/sf_oauth=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600/);
    const rows = await sql<{ state_hash: string; code_verifier: string; return_to: string; expires_at: string }>(
      "SELECT state_hash, code_verifier, return_to, expires_at FROM oauth_states WHERE store_id = ?",
      storeA,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state_hash).toBe(await sha256(state)); // never the raw state
    expect(await sha256(rows[0]!.code_verifier)).toBe(u.searchParams.get("code_challenge"));
    expect(rows[0]!.return_to).toBe("/checkout");
    // A plain GET never starts a flow.
    expect((await page(A, "/auth/line/start")).location).toBe("/login");
  });

  it("refuses a callback whose state is not this browser's, and a state used twice", async () => {
    await stores();
    const jar: Jar = {};
    const start = await page(A, "/auth/line/start", jar, { mode: "login", redirect: "/" });
    const q = new URL(start.location).searchParams;
    const answered = await page(A, "/dev/test-line-authorize", jar, {
      ...Object.fromEntries(q),
      intent: "signin",
      userId: "Ustate",
      name: "林小明",
      email: "s@example.com",
    });
    // Another browser (no cookie, or another state) brings this code back: refused.
    const others: Jar[] = [{}, { sf_oauth: "someone-elses-state-value-xxxxxxxxx" }];
    for (const other of others) {
      const r = await page(A, answered.location, { ...other });
      expect(r.location).toContain("socialError=400320");
      expect(r.location).toContain("reason=state");
      expect(r.headers.get("set-cookie") ?? "").not.toContain("sf_session=");
    }
    const ok = await page(A, answered.location, jar);
    expect(ok.location).toBe("/line/register");
    // The same state again (replay): spent.
    const replay = await page(A, answered.location, { sf_oauth: q.get("state")! });
    expect(replay.location).toContain("socialError=400320");
    expect(await sql("SELECT * FROM oauth_states")).toHaveLength(0);
  });

  it("has the test provider check the PKCE verifier and the redirect URI", async () => {
    await stores();
    const jar: Jar = {};
    const start = await page(A, "/auth/line/start", jar, { mode: "login", redirect: "/" });
    const q = new URL(start.location).searchParams;
    const answered = await page(A, "/dev/test-line-authorize", jar, {
      ...Object.fromEntries(q),
      intent: "signin",
      userId: "Upkce",
    });
    await sql("UPDATE oauth_states SET code_verifier = ?", "x".repeat(64));
    const r = await page(A, answered.location, jar);
    expect(r.location).toContain("socialError=400320");
    expect(r.location).toContain("reason=pkce_mismatch");
    expect(await sql("SELECT * FROM social_tickets")).toHaveLength(0);

    const p = testLineProvider(`http://${A}`);
    const code = new URL(answered.location, `http://${A}`).searchParams.get("code")!;
    await expect(
      p.exchange({ code, redirectUri: `http://${A}/elsewhere`, codeVerifier: "x".repeat(64) }),
    ).rejects.toThrow(/redirect_uri_mismatch/);
  });

  it("reports a cancelled LINE sign-in as a failed social login with LINE's code", async () => {
    await stores();
    const { callback } = await lineFlow(A, {}, { userId: "Ucancel" }, { intent: "cancel", redirect: "/checkout" });
    expect(callback.location).toBe(
      `/login?redirect=${encodeURIComponent("/checkout")}&socialError=400320&reason=access_denied`,
    );
    const shown = await page(A, callback.location);
    expect(shown.html).toContain("LINE 登入失敗（access_denied）");
  });
});

describe("registration of a LINE account", () => {
  it("keeps the identity for /line/register, registers, signs in, merges the guest cart and returns to /checkout", async () => {
    await stores();
    const item = await product(storeA, 12000);
    const jar: Jar = { guestId: G1 };
    const add = await api(A, "POST", "/api/cart/items", {
      body: { stockId: item.stockId, quantity: 2, paymentPlan: "NORMAL" },
      headers: { guestId: G1 },
    });
    expect(add.body.code).toBe(0);

    const { callback } = await lineFlow(
      A,
      jar,
      { userId: "Unew1", name: "王小美", email: "mei@example.com" },
      {
        redirect: "/checkout",
      },
    );
    expect(callback.location).toBe("/line/register");
    expect(callback.headers.get("set-cookie") ?? "").not.toContain("sf_session=");
    expect(jar.sf_tp).toBeTruthy();
    // The ticket is stored hashed and expires.
    const [ticket] = await sql<{ token_hash: string; expires_at: string }>("SELECT * FROM social_tickets");
    expect(ticket!.token_hash).toBe(await sha256(jar.sf_tp!));
    expect(Date.parse(ticket!.expires_at) - Date.now()).toBeGreaterThan(25 * 60_000);

    // The API answers the spec's way for the kept tpToken: not registered, with name and email.
    const probe = await api(A, "POST", "/api/auth/line/login", { body: { tpToken: jar.sf_tp } });
    expect(probe.body).toMatchObject({ code: 400321, data: { name: "王小美", email: "mei@example.com" } });

    const form = await page(A, "/line/register", jar);
    expect(form.status).toBe(200);
    expect(form.html).toContain('value="王小美"');
    expect(form.html).toContain('value="mei@example.com"');

    const done = await page(A, "/line/register", jar, { name: "王美美", email: "mei2@example.com" });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/checkout");
    expect(jar.sf_session).toBeTruthy();
    expect(jar.sf_tp).toBeUndefined();
    const [user] = await sql<{ id: number; name: string; password_hash: string }>(
      "SELECT id, name, password_hash FROM users WHERE store_id = ? AND email = ?",
      storeA,
      "mei2@example.com",
    );
    expect(user).toMatchObject({ name: "王美美", password_hash: "" });
    expect(
      await sql("SELECT provider, provider_user_id, email FROM social_accounts WHERE user_id = ?", user!.id),
    ).toEqual([{ provider: "line", provider_user_id: "Unew1", email: "mei@example.com" }]);
    expect(await sql("SELECT * FROM social_tickets")).toHaveLength(0);
    const cart = await api(A, "GET", "/api/cart/items", { token: jar.sf_session });
    expect(cart.body.data.map((l: { stockId: number; quantity: number }) => [l.stockId, l.quantity])).toEqual([
      [item.stockId, 2],
    ]);
    // No password: the e-mail login cannot be used for this account.
    const pw = await api(A, "POST", "/api/auth/login", {
      body: { email: "mei2@example.com", password: "anything-1" },
      headers: { "cf-connecting-ip": freshIp() },
    });
    expect(pw.body.code).toBe(400021);
  });

  it("lets an expired ticket neither register nor show the form", async () => {
    await stores();
    const jar: Jar = {};
    await lineFlow(A, jar, { userId: "Uexp", name: "林小明", email: "exp@example.com" });
    await sql("UPDATE social_tickets SET expires_at = ?", new Date(Date.now() - 1000).toISOString());
    const form = await page(A, "/line/register", jar);
    expect(form.html).toContain('data-testid="line-register-expired"');
    const api1 = await api(A, "POST", "/api/auth/line/register", {
      body: { tpToken: jar.sf_tp, name: "林小明", email: "exp@example.com" },
    });
    expect(api1.body.code).toBe(400320);
    const posted = await page(A, "/line/register", jar, { name: "林小明", email: "exp@example.com" });
    expect(posted.html).toContain('data-testid="line-register-expired"');
    expect(await sql("SELECT * FROM users WHERE email = 'exp@example.com'")).toHaveLength(0);
  });

  it("signs a bound LINE account straight in, by page and by API", async () => {
    await stores();
    const first: Jar = {};
    await lineFlow(A, first, { userId: "Ubound", name: "林小明", email: "bound@example.com" });
    expect((await page(A, "/line/register", first, { name: "林小明", email: "bound@example.com" })).status).toBe(302);

    const again: Jar = {};
    const { callback } = await lineFlow(
      A,
      again,
      { userId: "Ubound", name: "林小明" },
      { redirect: "/profile/orders" },
    );
    expect(callback.location).toBe("/profile/orders");
    expect(again.sf_session).toBeTruthy();
    const me = await api(A, "GET", "/api/user/profile", { token: again.sf_session });
    expect(me.body.data.email).toBe("bound@example.com");
  });

  it("answers EMAIL_DUPLICATE for a LINE email that a password account holds, and keeps the ticket", async () => {
    await stores();
    await registerMember(A, "dup@example.com");
    const jar: Jar = {};
    const { callback } = await lineFlow(A, jar, { userId: "Udup", name: "林小明", email: "dup@example.com" });
    expect(callback.location).toBe("/line/register");
    const probe = await api(A, "POST", "/api/auth/line/login", { body: { tpToken: jar.sf_tp } });
    expect(probe.body).toMatchObject({ code: 400022, data: { name: "林小明", email: "dup@example.com" } });
    const form = await page(A, "/line/register", jar);
    expect(form.html).toContain('data-testid="line-email-taken"');
    expect(form.html).toContain(`/login?redirect=${encodeURIComponent("/profile/info/social")}`);
    const refused = await api(A, "POST", "/api/auth/line/register", {
      body: { tpToken: jar.sf_tp, name: "林小明", email: "dup@example.com" },
    });
    expect(refused.body.code).toBe(400022);
    // Nothing written, the ticket is still there: another email completes the sign-up.
    expect(await sql("SELECT * FROM social_accounts")).toHaveLength(0);
    const other = await api(A, "POST", "/api/auth/line/register", {
      body: { tpToken: jar.sf_tp, name: "林小明", email: "dup.line@example.com" },
      headers: { "cf-connecting-ip": freshIp() },
    });
    expect(other.body.code).toBe(0);
    expect(other.headers.get("set-cookie")).toContain("sf_session=");
  });
});

describe("binding and unbinding", () => {
  it("binds LINE to a signed-in member, refuses it elsewhere, and unbinds when a password remains", async () => {
    await stores();
    const mia = await loggedInJar(A, "mia@example.com");
    const { callback } = await lineFlow(A, mia, { userId: "Ubind", name: "Mia" }, { mode: "bind" });
    expect(callback.location).toBe("/profile/info/social?bound=line");
    const shown = await page(A, callback.location, mia);
    expect(shown.html).toContain('data-linked="true"');
    expect(shown.html).toContain('data-testid="line-unbind"');

    // The same LINE account for another member: already bound.
    const ben = await loggedInJar(A, "ben@example.com");
    const taken = await lineFlow(A, ben, { userId: "Ubind" }, { mode: "bind" });
    expect(taken.callback.location).toContain("/profile/info/social?socialError=400323");
    // A second LINE account for Mia: already bound too.
    const second = await lineFlow(A, mia, { userId: "Uother" }, { mode: "bind" });
    expect(second.callback.location).toContain("socialError=400323");

    // Signing in with LINE now reaches Mia.
    const viaLine: Jar = {};
    await lineFlow(A, viaLine, { userId: "Ubind" });
    expect((await api(A, "GET", "/api/user/profile", { token: viaLine.sf_session })).body.data.email).toBe(
      "mia@example.com",
    );

    const unbound = await page(A, "/profile/info/social", mia, { intent: "unbind", service: "line" });
    expect(unbound.status).toBe(200);
    expect(unbound.html).toContain("已解除 LINE 綁定");
    expect(await sql("SELECT * FROM social_accounts")).toHaveLength(0);
    const again = await page(A, "/profile/info/social", mia, { intent: "unbind", service: "line" });
    expect(again.html).toContain("帳號尚未綁定"); // code 400322
    const bad = await page(A, "/profile/info/social", mia, { intent: "unbind", service: "fb" });
    expect(bad.status).toBe(422);
  });

  it("refuses to unbind LINE from an account that has no password", async () => {
    await stores();
    const jar: Jar = {};
    await lineFlow(A, jar, { userId: "Uonly", name: "林小明", email: "only@example.com" });
    await page(A, "/line/register", jar, { name: "林小明", email: "only@example.com" });
    const view = await page(A, "/profile/info/social", jar);
    expect(view.html).toContain('data-testid="line-only-way"');
    expect(view.html).not.toContain('data-testid="line-unbind"');
    const r = await page(A, "/profile/info/social", jar, { intent: "unbind", service: "line" });
    expect(r.html).toContain('data-testid="line-only-way"');
    expect(await sql("SELECT * FROM social_accounts")).toHaveLength(1);
  });

  it("binds only for the member who started it, and sends a visitor to sign in first", async () => {
    await stores();
    const visitor = await page(A, "/auth/line/start", {}, { mode: "bind", redirect: "/profile/info/social" });
    expect(visitor.location).toBe(`/login?redirect=${encodeURIComponent("/profile/info/social")}`);

    const mia = await loggedInJar(A, "mia@example.com");
    const start = await page(A, "/auth/line/start", mia, { mode: "bind", redirect: "/profile/info/social" });
    const answered = await page(A, "/dev/test-line-authorize", mia, {
      ...Object.fromEntries(new URL(start.location).searchParams),
      intent: "signin",
      userId: "Uswap",
    });
    const ben = await loggedInJar(A, "ben@example.com");
    const r = await page(A, answered.location, { ...ben, sf_oauth: mia.sf_oauth! });
    expect(r.location).toContain("socialError=400320");
    expect(await sql("SELECT * FROM social_accounts")).toHaveLength(0);
  });
});

describe("third-party auth codes", () => {
  it("issues a short-lived code to a member that signs in once, to a same-origin path", async () => {
    await stores();
    expect((await api(A, "GET", "/api/auth/tpauthcode")).body.code).toBe(400029);
    const m = await registerMember(A, "tp@example.com");
    const issued = await api(A, "GET", "/api/auth/tpauthcode", { token: m.accessToken });
    expect(issued.body.code).toBe(0);
    const { code, expiresAt } = issued.body.data as { code: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    const [row] = await sql<{ code_hash: string }>("SELECT code_hash FROM tp_auth_codes");
    expect(row!.code_hash).toBe(await sha256(code));

    // Another store does not know it.
    const elsewhere = await page(B, `/auth/tp/login?code=${code}`);
    expect(elsewhere.status).toBe(400);

    const jar: Jar = {};
    const used = await page(A, `/auth/tp/login?code=${code}&redirect=${encodeURIComponent("//evil.example/x")}`, jar);
    expect(used.status).toBe(302);
    expect(used.location).toBe("/");
    expect((await api(A, "GET", "/api/user/profile", { token: jar.sf_session })).body.data.email).toBe(
      "tp@example.com",
    );
    const reused = await page(A, `/auth/tp/login?code=${code}`, {});
    expect(reused.status).toBe(400);
    expect(reused.html).toContain('data-testid="tp-login-invalid"');
    expect(reused.headers.get("set-cookie") ?? "").not.toContain("sf_session=");

    const fresh = (await api(A, "GET", "/api/auth/tpauthcode", { token: m.accessToken })).body.data.code as string;
    const ok = await page(A, `/auth/tp/login?code=${fresh}&redirect=${encodeURIComponent("/profile/orders?x=1")}`);
    expect(ok.location).toBe("/profile/orders?x=1");

    const late = (await api(A, "GET", "/api/auth/tpauthcode", { token: m.accessToken })).body.data.code as string;
    await sql(
      "UPDATE tp_auth_codes SET expires_at = ? WHERE code_hash = ?",
      new Date(Date.now() - 1).toISOString(),
      await sha256(late),
    );
    expect((await page(A, `/auth/tp/login?code=${late}`)).status).toBe(400);
    expect((await page(A, "/auth/tp/login?code=%3Cscript%3E")).status).toBe(400);
  });
});

describe("isolation and input", () => {
  it("keeps a LINE account bound in store A unknown in store B", async () => {
    await stores();
    const a: Jar = {};
    await lineFlow(A, a, { userId: "Ushared", name: "林小明", email: "shared@example.com" });
    await page(A, "/line/register", a, { name: "林小明", email: "shared@example.com" });
    expect(a.sf_session).toBeTruthy();

    const b: Jar = {};
    const { callback } = await lineFlow(B, b, { userId: "Ushared", name: "林小明", email: "shared@example.com" });
    expect(callback.location).toBe("/line/register"); // not signed in as A's member
    expect(b.sf_session).toBeUndefined();
    // A's ticket means nothing in B, and B's registration makes a separate member.
    const again: Jar = {};
    await lineFlow(A, again, { userId: "Ushared2" });
    const crossed = await api(B, "POST", "/api/auth/line/login", { body: { tpToken: again.sf_tp } });
    expect(crossed.body.code).toBe(400320);
    await page(B, "/line/register", b, { name: "林小明", email: "shared@example.com" });
    const rows = await sql<{ store_id: number }>(
      "SELECT store_id FROM social_accounts WHERE provider_user_id = 'Ushared'",
    );
    expect(rows.map((r) => r.store_id).sort()).toHaveLength(2);
    expect(new Set(rows.map((r) => r.store_id)).size).toBe(2);
  });

  it("answers bad input with 422 field issues and unknown services with 404", async () => {
    await stores();
    const empty = await api(A, "POST", "/api/auth/line/login", { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe(400001);
    expect(empty.body.issues[0].path).toBe("tpToken");
    const extra = await api(A, "POST", "/api/auth/line/login", { body: { tpToken: "x".repeat(30), admin: true } });
    expect(extra.status).toBe(422);
    const reg = await api(A, "POST", "/api/auth/line/register", {
      body: { tpToken: "x".repeat(30), name: "A", email: "NOT AN EMAIL" },
    });
    expect(reg.status).toBe(422);
    expect(reg.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["email", "name"]);
    const malformed = await api(A, "POST", "/api/auth/line/register", { raw: "{" });
    expect(malformed.status).toBe(422);
    expect((await api(A, "POST", "/api/auth/facebook/login", { body: { tpToken: "x".repeat(30) } })).status).toBe(404);
    const unknownToken = await api(A, "POST", "/api/auth/line/login", { body: { tpToken: "y".repeat(40) } });
    expect(unknownToken.body.code).toBe(400320);

    const jar: Jar = {};
    await lineFlow(A, jar, { userId: "U422", name: "林小明", email: "v@example.com" });
    const badForm = await page(A, "/line/register", jar, { name: "A", email: "nope" });
    expect(badForm.status).toBe(422);
    expect(await sql("SELECT * FROM users")).toHaveLength(0);
  });
});

describe("sign-up pages", () => {
  it("offers LINE on /register and /login, and keeps /email/register as the plain e-mail form", async () => {
    await stores();
    const reg = await page(A, "/register");
    expect(reg.html).toContain('data-testid="register-choice"');
    expect(reg.html).toContain('action="/auth/line/start"');
    const login = await page(A, "/login?type=checkout&redirect=%2Fcheckout");
    expect(login.html).toContain('data-testid="line-login"');
    expect(login.html).toContain('name="redirect" value="/checkout"');
    const plain = await page(A, "/email/register");
    expect(plain.status).toBe(200);
    expect(plain.html).toContain('data-testid="register-submit"');
    expect(plain.html).not.toContain('data-testid="register-choice"');
    const jar: Jar = {};
    const done = await page(A, "/email/register", jar, {
      name: "Ema Email",
      email: "ema@example.com",
      password: "email-pass-1",
    });
    expect(done.status).toBe(302);
    expect(jar.sf_session).toBeTruthy();
  });
});
