import { describe, expect, it } from "vitest";
import { api, login, loginToken, shopWithAdmin, sql } from "../helpers";

// Staff accounts (issue 12 §3): only root creates, edits or removes staff; root cannot be removed
// or kept out of a section; the blockedPrivileges list is checked against the store type's menu,
// stored with "1 blocks 2", and enforced by the server at once; invitations reuse the
// set-password link; nothing crosses to another store.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const NOT_ADMIN = 400027;
const ROOT = { email: "root@example.com", password: "root12345", name: "Root Owner" };

async function storeWithRoot(host: string, type = "NORMAL") {
  const { storeId, token: root } = await shopWithAdmin(host, type, ROOT);
  return { storeId, root };
}

const create = (host: string, token: string, body: unknown) => api(host, "POST", "/api/admin/admins", { token, body });

describe("staff accounts", () => {
  it("root creates staff with a blocked section; the server refuses that section at once", async () => {
    const { root } = await storeWithRoot(A);
    const r = await create(A, root, {
      name: "Sam Staff",
      email: "Sam@Example.com",
      password: "staff12345",
      blockedPrivileges: [1],
    });
    expect(r.body.code).toBe(0);
    // Spec §2.3: blocking Orders (1) also blocks Income (2), and it is stored that way.
    expect(r.body.data).toMatchObject({ email: "sam@example.com", isRoot: false, blockedPrivileges: [1, 2] });
    const staff = await loginToken(A, "sam@example.com", "staff12345");
    expect((await api(A, "GET", "/api/admin/orders", { token: staff })).body.code).toBe(NOT_ADMIN);
    expect((await api(A, "GET", "/api/admin/product/tags", { token: staff })).body.code).toBe(0);
    // The list is readable by staff; writes are root's.
    const list = await api(A, "GET", "/api/admin/admins", { token: staff });
    expect(list.body.data.map((x: { email: string }) => x.email)).toEqual([ROOT.email, "sam@example.com"]);
    const id = r.body.data.id as number;
    const noWrite = [
      await create(A, staff, { name: "Other Staff", email: "o@example.com", password: "staff12345" }),
      await api(A, "PATCH", `/api/admin/admins/${id}`, { token: staff, body: { blockedPrivileges: [] } }),
      await api(A, "DELETE", `/api/admin/admins/${id}`, { token: staff }),
    ];
    expect(noWrite.map((x) => x.body.code)).toEqual([NOT_ADMIN, NOT_ADMIN, NOT_ADMIN]);
    expect(await sql("SELECT blocked_privileges AS b FROM users WHERE id = ?", id)).toEqual([{ b: "[1,2]" }]);

    // Root lifts the block: the same session may use Orders on its next call.
    const p = await api(A, "PATCH", `/api/admin/admins/${id}`, { token: root, body: { blockedPrivileges: [9] } });
    expect(p.body.data.blockedPrivileges).toEqual([9]);
    expect((await api(A, "GET", "/api/admin/orders", { token: staff })).body.code).toBe(0);
    expect((await api(A, "GET", "/api/admin/setting/banner", { token: staff })).body.code).toBe(NOT_ADMIN);

    // One audit row per write, password never logged.
    const rows = await sql<{ method: string; system: string; object_id: string; payload: string }>(
      "SELECT method, system, object_id, payload FROM audit_logs ORDER BY id",
    );
    expect(rows.map((x) => [x.method, x.system, x.object_id])).toEqual([
      ["POST", "User", String(id)],
      ["PATCH", "User", String(id)],
    ]);
    expect(rows[0]?.payload).toContain("[redacted]");
    expect(rows.map((x) => x.payload).join()).not.toContain("staff12345");
  });

  it("refuses bad input with field issues and writes nothing", async () => {
    const { root } = await storeWithRoot(A);
    const bad = await create(A, root, { name: "x", email: "nope", password: "short" });
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["email", "name", "password"]);
    // Sections a NORMAL store does not have (Income 2, Branch 5) cannot be blocked there.
    const section = await create(A, root, {
      name: "Sam Staff",
      email: "s@example.com",
      password: "staff12345",
      blockedPrivileges: [4, 5],
    });
    expect(section.status).toBe(422);
    expect(section.body.issues).toEqual([{ path: "blockedPrivileges.1", message: "staff.unknownSection" }]);
    // What the editor sends for "Orders" (1 brings 2) is accepted even though NORMAL has no Income tab.
    const withIncome = await create(A, root, {
      name: "Ola Orders",
      email: "o@example.com",
      password: "staff12345",
      blockedPrivileges: [1, 2],
    });
    expect(withIncome.body.data.blockedPrivileges).toEqual([1, 2]);
    await sql("DELETE FROM users WHERE email = 'o@example.com'");
    await sql("DELETE FROM audit_logs");
    const dup = await create(A, root, { name: "Sam Staff", email: ROOT.email, password: "staff12345" });
    expect(dup.body.code).toBe(400022);
    expect(await sql("SELECT count(*) AS n FROM users")).toEqual([{ n: 1 }]);
    expect(await sql("SELECT count(*) AS n FROM audit_logs")).toEqual([{ n: 0 }]);
  });

  it("root cannot be removed or blocked; a removed staff member loses the back office", async () => {
    const { root } = await storeWithRoot(A);
    const [me] = await sql<{ id: number }>("SELECT id FROM users WHERE is_root = 1");
    const block = await api(A, "PATCH", `/api/admin/admins/${me!.id}`, {
      token: root,
      body: { blockedPrivileges: [1] },
    });
    expect(block.status).toBe(422);
    expect(block.body.issues).toEqual([{ path: "blockedPrivileges", message: "staff.rootNotBlockable" }]);
    expect((await api(A, "DELETE", `/api/admin/admins/${me!.id}`, { token: root })).body.code).toBe(NOT_ADMIN);
    expect(await sql("SELECT is_admin AS a, blocked_privileges AS b FROM users")).toEqual([{ a: 1, b: "[]" }]);

    const s = await create(A, root, { name: "Sam Staff", email: "s@example.com", password: "staff12345" });
    const staff = await loginToken(A, "s@example.com", "staff12345");
    expect((await api(A, "DELETE", `/api/admin/admins/${s.body.data.id}`, { token: root })).body.code).toBe(0);
    // Their session ended with the removal; a new login is a shop member, not an admin.
    expect((await api(A, "GET", "/api/admin/orders", { token: staff })).body.code).toBe(400029);
    const again = await loginToken(A, "s@example.com", "staff12345");
    expect((await api(A, "GET", "/api/admin/orders", { token: again })).body.code).toBe(NOT_ADMIN);
    expect((await api(A, "GET", "/api/admin/admins", { token: root })).body.data).toHaveLength(1);
  });

  it("invites by mail with a set-password link that signs the staff member in", async () => {
    const { storeId, root } = await storeWithRoot(A);
    const r = await create(A, root, { name: "Ivy Invited", email: "ivy@example.com", invite: true });
    expect(r.body.code).toBe(0);
    const [mail] = await sql<{ body: string }>(
      'SELECT body FROM mail_outbox WHERE store_id = ? AND "to" = ?',
      storeId,
      "ivy@example.com",
    );
    const token = /token=([^\s]+)/.exec(mail!.body)?.[1];
    expect(token).toBeTruthy();
    const set = await api(A, "POST", "/api/auth/resetPassword", {
      body: { token: decodeURIComponent(token!), newPassword: "ivy123456", confirmPassword: "ivy123456" },
    });
    expect(set.body.code).toBe(0);
    const ivy = await loginToken(A, "ivy@example.com", "ivy123456");
    expect((await api(A, "GET", "/api/admin/orders", { token: ivy })).body.code).toBe(0);
  });

  it("a staff member of store A cannot act on store B", async () => {
    const a = await storeWithRoot(A);
    const b = await storeWithRoot(B, "HEAD_STORE_MULTILEVEL");
    const s = await create(A, a.root, { name: "Sam Staff", email: "s@example.com", password: "staff12345" });
    const staffA = await loginToken(A, "s@example.com", "staff12345");
    // A's token means nothing on B's host, and A's root cannot reach B's accounts by id.
    expect((await api(B, "GET", "/api/admin/admins", { token: staffA })).body.code).toBe(400029);
    expect((await api(B, "GET", "/api/admin/orders", { token: staffA })).body.code).toBe(400029);
    expect((await login(B, "s@example.com", "staff12345")).body.code).toBe(400021);
    const [rootB] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id = ? AND is_root = 1", b.storeId);
    const cross = [
      await api(A, "GET", `/api/admin/admins/${rootB!.id}`, { token: a.root }),
      await api(A, "PATCH", `/api/admin/admins/${rootB!.id}`, { token: a.root, body: { name: "Hijacked" } }),
      await api(A, "DELETE", `/api/admin/admins/${rootB!.id}`, { token: a.root }),
    ];
    expect(cross.map((x) => x.body.code)).toEqual([400004, 400004, 400004]);
    expect(await sql("SELECT name FROM users WHERE id = ?", rootB!.id)).toEqual([{ name: ROOT.name }]);
    expect((await api(B, "GET", "/api/admin/admins", { token: b.root })).body.data).toHaveLength(1);
    expect(s.body.data.id).not.toBe(rootB!.id);
  });
});
