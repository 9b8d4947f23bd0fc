import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { api, page as pageAt, registerMember, shopWithAdmin, sql } from "../helpers";

// The admin's own profile in the back office: GET/PATCH /api/admin/store/user/profile, the card
// calls under /api/admin/store/user/creditCards, and the pages setting-profile/info/{setting|
// social|address|cards}, setting-profile-password and setting-security (real pages, audited
// writes, hidden in test mode).

const A = "prof-a.localhost";
const B = "prof-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
const VISA = { holder: "Root Admin", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

type Shop = { id: number; host: string; token: string };
async function shop(host = A): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, "NORMAL", ADMIN);
  return { id, host, token };
}
const call = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });
const audits = (storeId: number) =>
  sql<{ method: string; path: string; system: string; object_id: string | null; payload: string | null }>(
    "SELECT method, path, system, object_id, payload FROM audit_logs WHERE store_id = ? ORDER BY id",
    storeId,
  );

const page = (host: string, path: string, token: string, form?: Record<string, string>) =>
  pageAt(host, path, { token, form }).then((r) => ({ ...r, body: r.html }));

describe("GET, PATCH /api/admin/store/user/profile", () => {
  it("reads and changes the admin's own profile with one audit row; bad input is a 422", async () => {
    const s = await shop();
    const got = await call(s, "GET", "/api/admin/store/user/profile");
    expect(got.body.data).toMatchObject({ name: ADMIN.name, email: ADMIN.email, isAdmin: true });
    expect(got.body.data.passwordHash).toBeUndefined();
    const r = await call(s, "PATCH", "/api/admin/store/user/profile", { name: "王小明", phone: "0912345678" });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({ name: "王小明", phone: "0912345678" });
    const bad = await call(s, "PATCH", "/api/admin/store/user/profile", { name: "王", phone: "12" });
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["name", "phone"]);
    const extra = await call(s, "PATCH", "/api/admin/store/user/profile", { name: "王小明", isAdmin: false });
    expect(extra.status).toBe(422);
    expect((await sql<{ name: string }>("SELECT name FROM users WHERE store_id = ?", s.id))[0]?.name).toBe("王小明");
    const rows = (await audits(s.id)).filter((a) => a.path === "/api/admin/store/user/profile");
    expect(rows).toEqual([expect.objectContaining({ method: "PATCH", system: "User", object_id: expect.any(String) })]);
  });

  it("answers a member with NOT_ADMIN before reading the body", async () => {
    await shop();
    const m = await registerMember(A, "mia@example.com");
    const r = await api(A, "PATCH", "/api/admin/store/user/profile", { token: m.accessToken, body: { name: "x" } });
    expect(r.body.code).toBe(400027);
    expect((await api(A, "GET", "/api/admin/store/user/creditCards", { token: m.accessToken })).body.code).toBe(400027);
  });
});

describe("/api/admin/store/user/creditCards", () => {
  it("adds, lists, makes default and deletes the admin's own cards, each write audited", async () => {
    const s = await shop();
    const added = await call(s, "POST", "/api/admin/store/user/creditCards", VISA);
    expect(added.body.code, JSON.stringify(added.body)).toBe(0);
    expect(added.body.data).toMatchObject({ last4: "4242", isDefault: true });
    const second = await call(s, "POST", "/api/admin/store/user/creditCards", { ...VISA, number: "5555555555554444" });
    expect(second.body.code, JSON.stringify(second.body)).toBe(0);
    const list = (await call(s, "GET", "/api/admin/store/user/creditCards")).body.data as { id: number }[];
    expect(list).toHaveLength(2);
    const patched = await call(s, "PATCH", `/api/admin/store/user/creditCards/${second.body.data.id}`, {
      isDefault: true,
    });
    expect(patched.body.data).toMatchObject({ id: second.body.data.id, isDefault: true });
    const badPatch = await call(s, "PATCH", `/api/admin/store/user/creditCards/${second.body.data.id}`, {});
    expect(badPatch.status).toBe(422);
    const badCard = await call(s, "POST", "/api/admin/store/user/creditCards", { ...VISA, number: "1234" });
    expect(badCard.status).toBe(422);
    expect(badCard.body.issues[0].path).toBe("number");
    const del = await call(s, "DELETE", `/api/admin/store/user/creditCards/${added.body.data.id}`);
    expect(del.body).toMatchObject({ code: 0, data: { id: added.body.data.id } });
    expect((await call(s, "DELETE", `/api/admin/store/user/creditCards/${added.body.data.id}`)).body.code).toBe(400004);
    const rows = (await audits(s.id)).filter((a) => a.path.startsWith("/api/admin/store/user/creditCards"));
    expect(rows.map((a) => a.method)).toEqual(["POST", "POST", "PATCH", "DELETE"]);
    // The card number never reaches the audit log.
    expect(JSON.stringify(rows)).not.toContain("4242424242424242");
    expect(JSON.stringify(rows)).not.toContain("4242 4242");
  });

  it("keeps stores and users apart: another store's admin cannot see or touch these cards", async () => {
    const a = await shop(A);
    const b = await shop(B);
    const card = (await call(a, "POST", "/api/admin/store/user/creditCards", VISA)).body.data as { id: number };
    expect((await call(b, "GET", "/api/admin/store/user/creditCards")).body.data).toEqual([]);
    expect(
      (await call(b, "PATCH", `/api/admin/store/user/creditCards/${card.id}`, { isDefault: true })).body.code,
    ).toBe(400004);
    expect((await call(b, "DELETE", `/api/admin/store/user/creditCards/${card.id}`)).body.code).toBe(400004);
    expect((await call(a, "GET", "/api/admin/store/user/creditCards")).body.data).toHaveLength(1);
    // A's token is nobody at B.
    expect((await api(B, "GET", "/api/admin/store/user/profile", { token: a.token })).body.code).toBe(400029);
  });
});

describe("profile and security pages", () => {
  it("renders real pages in the admin's frame, audits their writes, and hides them in test mode", async () => {
    const s = await shop();
    for (const path of [
      "/admin/settingpage/setting-profile/info/setting",
      "/admin/settingpage/setting-profile/info/address",
      "/admin/settingpage/setting-profile/info/social",
      "/admin/settingpage/setting-profile/info/cards",
      "/admin/settingpage/setting-profile-password",
      "/admin/settingpage/setting-security",
    ]) {
      const r = await page(A, path, s.token);
      expect(r.status, path).toBe(200);
      expect(r.body, path).toContain('data-testid="admin-profile"');
      expect(r.body, path).toContain('data-testid="admin-topbar"');
      expect(r.body, path).not.toContain("此功能開發中");
    }
    // The settings form posts to itself and is an admin write (one audit row) in the back office.
    const saved = await page(A, "/admin/settingpage/setting-profile/info/setting", s.token, {
      name: "陳大文",
      email: ADMIN.email,
    });
    expect(saved.status).toBe(200);
    expect((await sql<{ name: string }>("SELECT name FROM users WHERE store_id = ?", s.id))[0]?.name).toBe("陳大文");
    const rows = await audits(s.id);
    expect(rows.filter((a) => a.path === "/admin/settingpage/setting-profile/info/setting")).toEqual([
      expect.objectContaining({ method: "POST", system: "User" }),
    ]);
    // The same page on the storefront stays the member's, without an audit row.
    await page(A, "/profile/info/setting", s.token, { name: "陳小文", email: ADMIN.email });
    expect((await audits(s.id)).filter((a) => a.path === "/profile/info/setting")).toEqual([]);
    // A member is not let into the back-office frame.
    const m = await registerMember(A, "mia@example.com");
    const memberView = await page(A, "/admin/settingpage/setting-profile/info/setting", m.accessToken, {
      name: "Mia Member",
    });
    expect(memberView.body).not.toContain('"ok":true');
    expect((await sql<{ name: string }>("SELECT name FROM users WHERE email = ?", "mia@example.com"))[0]?.name).toBe(
      "Mia Member",
    );
    // Test mode: a visitor browsing the preview (spec §4) is sent from profile and admin paths to
    // /not-allow-preview; the store's own admin, not in preview, keeps working (so test mode can be
    // turned off again).
    const window = new Date(Date.now() + 3_600_000).toISOString();
    await sql("UPDATE stores SET test_mode_time = ? WHERE id = ?", window, s.id);
    memoClear(); // the isolate's store memo holds the row read before the change
    for (const path of ["/admin/settingpage/setting-profile/info/setting", "/admin/settingpage/setting-security"]) {
      const r = await SELF.fetch(`http://${A}${path}`, {
        redirect: "manual",
        headers: { authorization: `Bearer ${s.token}`, cookie: `sf_preview=${encodeURIComponent(`${window}|1`)}` },
      });
      expect([r.status, r.headers.get("location")], path).toEqual([302, "/not-allow-preview"]);
      expect((await page(A, path, s.token)).status, path).toBe(200);
    }
  }, 240_000); // the file's first server render compiles the page modules
});

describe("back-office profile page writes", () => {
  const P = "/admin/settingpage/setting-profile";
  const rowsOf = async (storeId: number, path: string) => (await audits(storeId)).filter((a) => a.path === path);
  const HOME = {
    intent: "save",
    type: "HOME",
    name: "陳大文",
    phone: "0912345678",
    city: "臺北市",
    district: "中正區",
    postalCode: "100",
    address: "重慶南路一段122號",
  };

  it("each leaves exactly one audit row in its own batch; a failed write leaves none", async () => {
    const s = await shop();
    const idOf = async (table: string) =>
      Number((await sql<{ id: number }>(`SELECT max(id) id FROM ${table} WHERE store_id = ?`, s.id))[0]?.id);
    // AUDIT_STRICT is on in tests: a write whose batch lacks its audit item answers 500.
    const steps: [string, Record<string, string>][] = [
      [`${P}/info/address`, HOME],
      [`${P}/info/address`, { ...HOME, name: "陳小文" }], // a second address, then make it the default
      [
        `${P}/info/cards`,
        { intent: "add", holder: VISA.holder, number: VISA.number, expiry: VISA.expiry, cvc: VISA.cvc },
      ],
    ];
    for (const [path, form] of steps) {
      const before = (await rowsOf(s.id, path)).length;
      const r = await page(A, path, s.token, form);
      expect(r.status, `${path} ${r.body.slice(0, 200)}`).toBe(200);
      expect((await rowsOf(s.id, path)).length, path).toBe(before + 1);
    }
    const address = await idOf("checkout_infos");
    const card = await idOf("saved_cards");
    const more: [string, Record<string, string>][] = [
      [`${P}/info/address`, { intent: "default", id: String(address) }],
      [`${P}/info/address`, { ...HOME, id: String(address), address: "重慶南路一段1號" }],
      [`${P}/info/address`, { intent: "delete", id: String(address) }],
      [`${P}/info/cards`, { intent: "default", id: String(card) }],
      [`${P}/info/cards`, { intent: "delete", id: String(card) }],
    ];
    for (const [path, form] of more) {
      const before = (await rowsOf(s.id, path)).length;
      const r = await page(A, path, s.token, form);
      expect(r.status, `${path} ${form.intent} ${r.body.slice(0, 200)}`).toBe(200);
      const rows = await rowsOf(s.id, path);
      expect(rows.length, `${path} ${form.intent}`).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({ system: "User", object_id: form.id });
    }
    // LINE unlink (a password account may unlink its only binding).
    const [admin] = await sql<{ id: number }>(
      "SELECT id FROM users WHERE store_id = ? AND email = ?",
      s.id,
      ADMIN.email,
    );
    await sql(
      "INSERT INTO social_accounts (store_id, user_id, provider, provider_user_id) VALUES (?, ?, 'line', 'U123')",
      s.id,
      admin?.id,
    );
    expect((await page(A, `${P}/info/social`, s.token, { intent: "unbind", service: "line" })).status).toBe(200);
    expect(await rowsOf(s.id, `${P}/info/social`)).toEqual([expect.objectContaining({ system: "User" })]);
    expect(await sql("SELECT id FROM social_accounts WHERE store_id = ?", s.id)).toEqual([]);

    // A write that fails in D1 leaves neither the change nor a row.
    await sql("CREATE TRIGGER forced_fail BEFORE INSERT ON checkout_infos BEGIN SELECT RAISE(ABORT, 'forced'); END");
    const before = (await rowsOf(s.id, `${P}/info/address`)).length;
    const failed = await page(A, `${P}/info/address`, s.token, HOME);
    expect(failed.status).not.toBe(200);
    await sql("DROP TRIGGER forced_fail");
    expect((await rowsOf(s.id, `${P}/info/address`)).length).toBe(before);

    // The password last (it ends the other sessions): one row, and the hash never in it.
    const pw = await page(A, `${P}-password`, s.token, {
      currentPassword: ADMIN.password,
      newPassword: "changed12345",
      confirmPassword: "changed12345",
    });
    expect(pw.status).toBe(200);
    const pwRows = await rowsOf(s.id, `${P}-password`);
    expect(pwRows).toEqual([expect.objectContaining({ system: "User", object_id: String(admin?.id) })]);
    const [row] = await sql<{ payload: string | null; changes: string | null }>(
      "SELECT payload, changes FROM audit_logs WHERE store_id = ? AND path = ?",
      s.id,
      `${P}-password`,
    );
    expect(JSON.stringify(row)).not.toMatch(/changed12345|admin12345|\$argon|pbkdf2/i);
  }, 120_000);
});
