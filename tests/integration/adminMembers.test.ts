import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadExcel } from "../../functions/commerce/catalogue/sheet";
import { api, freshIp, login, sql } from "../helpers";
import { cartLine, checkoutBody, postCheckout } from "./checkoutFixtures";
import { order, product, type Shop, shop } from "./orderFixtures";

// Back-office members and supplier users: list segments with counts, search, sort, pagination;
// detail with order figures; edit with 422s; block stops sign-in and checkout; the .xlsx export
// read back; the picker list; the supplier list; permissions, audit and tenant isolation.

const A = "members-a.localhost";
const B = "members-b.localhost";

const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.admin, body });
const names = (r: { body: { data: { items: { name: string }[] } } }) => r.body.data.items.map((m) => m.name);

async function newMember(host: string, email: string, name: string, phone?: string) {
  const r = await api(host, "POST", "/api/auth/register", {
    body: { name, email, password: "member1234" },
    headers: { "cf-connecting-ip": freshIp() },
  });
  if (r.body.code !== 0) throw new Error(`register: ${JSON.stringify(r.body)}`);
  const id = r.body.data.user.id as number;
  if (phone) await sql("UPDATE users SET phone = ? WHERE id = ?", phone, id);
  return { id, token: r.body.data.accessToken as string, email };
}

/** Store A with its admin and three members: Amy (two orders, one paid), Ben (blocked), Cleo (joined last year). */
async function setup(host = A) {
  const s = await shop(host);
  const amy = await newMember(host, "amy@example.com", "Amy Chen", "0911111111");
  const ben = await newMember(host, "ben@example.com", "Ben Lin", "0922222222");
  const cleo = await newMember(host, "cleo@example.com", "Cleo Wu");
  await sql("UPDATE users SET created_at = '2025-01-05T00:00:00.000Z' WHERE id = ?", cleo.id);
  await sql("UPDATE users SET blocked_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", ben.id);
  const p = await product(s, { stock: 50 });
  const line = { ...p, quantity: 1, unitPrice: 50000 };
  await order(s, amy.id, [line], { status: "COMPLETE", paymentStatus: "PAID" }); // 560.00 spent
  await order(s, amy.id, [line], { status: "UNPROCESSED", paymentStatus: "UNPAID" }); // not spent
  await order(s, amy.id, [line], { status: "CANCEL_COMPLETE", paymentStatus: "PAID" }); // cancelled: not spent
  return { s, amy, ben, cleo, line };
}

describe("GET /api/admin/users", () => {
  it("lists members only (no staff), per segment with counts under the same search", async () => {
    const { s } = await setup();
    const all = await admin(s, "GET", "/api/admin/users?sort=name&dir=asc");
    expect(all.body.code).toBe(0);
    expect(names(all)).toEqual(["Amy Chen", "Ben Lin", "Cleo Wu"]); // the root admin is not a member
    expect(all.body.data.counts).toEqual({ all: 3, normal: 2, blocked: 1, ordered: 1, new: 2 });
    expect(names(await admin(s, "GET", "/api/admin/users?filter=blocked"))).toEqual(["Ben Lin"]);
    expect(names(await admin(s, "GET", "/api/admin/users?filter=ordered"))).toEqual(["Amy Chen"]);
    expect(names(await admin(s, "GET", "/api/admin/users?filter=normal&sort=name&dir=asc"))).toEqual([
      "Amy Chen",
      "Cleo Wu",
    ]);
    expect(names(await admin(s, "GET", "/api/admin/users?filter=new&sort=name&dir=desc"))).toEqual([
      "Ben Lin",
      "Amy Chen",
    ]);
    const searched = await admin(s, "GET", "/api/admin/users?keyword=lin");
    expect(names(searched)).toEqual(["Ben Lin"]);
    expect(searched.body.data.counts).toEqual({ all: 1, normal: 0, blocked: 1, ordered: 0, new: 1 });
  });

  it("searches name, e-mail and phone; LIKE wildcards are literal", async () => {
    const { s } = await setup();
    expect(names(await admin(s, "GET", "/api/admin/users?keyword=cleo%40example"))).toEqual(["Cleo Wu"]);
    expect(names(await admin(s, "GET", "/api/admin/users?keyword=0922"))).toEqual(["Ben Lin"]);
    expect(names(await admin(s, "GET", "/api/admin/users?keyword=AMY"))).toEqual(["Amy Chen"]);
    expect(names(await admin(s, "GET", "/api/admin/users?keyword=%25"))).toEqual([]);
  });

  it("sorts by the order figures and pages with offset/limit", async () => {
    const { s } = await setup();
    const bySpent = await admin(s, "GET", "/api/admin/users?sort=totalSpent&dir=desc");
    expect(bySpent.body.data.items[0]).toMatchObject({ name: "Amy Chen", orderCount: 3, totalSpent: 56000 });
    const p1 = await admin(s, "GET", "/api/admin/users?sort=name&dir=asc&limit=2");
    const p2 = await admin(s, "GET", "/api/admin/users?sort=name&dir=asc&limit=2&offset=2");
    expect(names(p1)).toEqual(["Amy Chen", "Ben Lin"]);
    expect(names(p2)).toEqual(["Cleo Wu"]);
    expect(p2.body.data.total).toBe(3);
  });

  it("refuses bad queries with 422 and field issues", async () => {
    const { s } = await setup();
    for (const q of ["filter=vip", "sort=password", "limit=500", "offset=-1", "dir=up"]) {
      const r = await admin(s, "GET", `/api/admin/users?${q}`);
      expect(r.status, q).toBe(422);
      expect(r.body.code, q).toBe(400001);
      expect(r.body.issues.length, q).toBeGreaterThan(0);
    }
  });
});

describe("GET, PATCH /api/admin/users/{id}", () => {
  it("shows the member with order figures and subscriptions summary", async () => {
    const { s, amy } = await setup();
    const r = await admin(s, "GET", `/api/admin/users/${amy.id}`);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      id: amy.id,
      name: "Amy Chen",
      email: "amy@example.com",
      phone: "0911111111",
      blockedAt: null,
      orderCount: 3,
      totalSpent: 56000,
      subscriptions: {},
    });
    expect(r.body.data.recentOrders).toHaveLength(3);
    expect(r.body.data).not.toHaveProperty("passwordHash");
  });

  it("edits profile fields and the note, audited once as User", async () => {
    const { s, amy } = await setup();
    const r = await admin(s, "PATCH", `/api/admin/users/${amy.id}`, {
      name: "Amy Wang",
      phone: "0933333333",
      gender: "female",
      birthday: "1990-05-06",
      adminNote: "VIP, prefers calls",
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      name: "Amy Wang",
      phone: "0933333333",
      gender: "female",
      birthday: "1990-05-06",
      adminNote: "VIP, prefers calls",
    });
    const audit = await sql<{ method: string; system: string; object_id: string }>(
      "SELECT method, system, object_id FROM audit_logs WHERE store_id = ? AND system = 'User'",
      s.storeId,
    );
    expect(audit).toEqual([{ method: "PATCH", system: "User", object_id: String(amy.id) }]);
  });

  it("refuses bad input with 422 and writes nothing", async () => {
    const { s, amy } = await setup();
    const bad: [unknown, string][] = [
      [{ phone: "12345" }, "phone"],
      [{ name: "" }, "name"],
      [{ birthday: "2999-01-01" }, "birthday"],
      [{ gender: "other" }, "gender"],
      [{ isSupplier: true, companyName: "" }, "companyName"],
      [{ isSupplier: true }, "companyName"], // no company yet
      [{ adminNote: "x".repeat(501) }, "adminNote"],
      [{ email: "new@example.com" }, ""],
      [{}, "_"],
    ];
    for (const [body, path] of bad) {
      const r = await admin(s, "PATCH", `/api/admin/users/${amy.id}`, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe(400001);
      if (path) expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const [row] = await sql<Record<string, unknown>>("SELECT name, phone, is_supplier FROM users WHERE id = ?", amy.id);
    expect(row).toEqual({ name: "Amy Chen", phone: "0911111111", is_supplier: 0 });
    expect(await sql("SELECT id FROM audit_logs WHERE store_id = ? AND system = 'User'", s.storeId)).toEqual([]);
  });

  it("answers 400004 for staff accounts and unknown ids", async () => {
    const { s } = await setup();
    const [root] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id = ? AND is_admin = 1", s.storeId);
    expect((await admin(s, "GET", `/api/admin/users/${root!.id}`)).body.code).toBe(400004);
    expect((await admin(s, "PATCH", `/api/admin/users/${root!.id}`, { blocked: true })).body.code).toBe(400004);
    expect((await admin(s, "GET", "/api/admin/users/999999")).body.code).toBe(400004);
    expect((await admin(s, "GET", "/api/admin/users/abc")).body.code).toBe(400004);
  });
});

describe("blocking a member", () => {
  it("signs the member out, refuses sign-in with 400312, and unblocking lets them back", async () => {
    const { s, amy } = await setup();
    expect((await api(A, "GET", "/api/user/profile", { token: amy.token })).body.code).toBe(0);
    const r = await admin(s, "PATCH", `/api/admin/users/${amy.id}`, { blocked: true });
    expect(r.body.code).toBe(0);
    expect(r.body.data.blockedAt).toMatch(/^\d{4}-/);
    expect((await api(A, "GET", "/api/user/profile", { token: amy.token })).body.code).toBe(400029);
    const refused = await login(A, "amy@example.com", "member1234");
    expect(refused.body.code).toBe(400312);
    expect(refused.headers.get("set-cookie") ?? "").not.toContain("sf_session=");
    // The storefront login page says why, in the page's language.
    const form = await SELF.fetch(`http://${A}/login`, {
      method: "POST",
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded", origin: `http://${A}` },
      body: new URLSearchParams({ email: "amy@example.com", password: "member1234" }).toString(),
      redirect: "manual",
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("此帳號已被商店停用");
    // A wrong password still says LOGIN_FAILED: the block is only told to whoever knows the password.
    expect((await login(A, "amy@example.com", "wrong-password")).body.code).toBe(400021);

    expect((await admin(s, "PATCH", `/api/admin/users/${amy.id}`, { blocked: false })).body.data.blockedAt).toBeNull();
    expect((await login(A, "amy@example.com", "member1234")).body.code).toBe(0);
  }, 120_000); // the first server-rendered page of a run is slow on a busy machine

  it("refuses checkout with 400312 for a blocked member's session, placing nothing", async () => {
    const { s, amy, line } = await setup();
    await cartLine(s.storeId, amy.id, { productId: line.productId, stockId: line.stockId, quantity: 1 });
    // The block lands while a session is still open (e.g. between sign-in and checkout).
    await sql("UPDATE users SET blocked_at = '2026-11-01T00:00:00.000Z' WHERE id = ?", amy.id);
    const before = await sql("SELECT id FROM orders WHERE store_id = ?", s.storeId);
    const r = await postCheckout(s, amy.token, checkoutBody(s, 56000));
    expect(r.body.code).toBe(400312);
    expect(await sql("SELECT id FROM orders WHERE store_id = ?", s.storeId)).toEqual(before);
  });
});

describe("GET /api/admin/user/excel", () => {
  it("exports the current filter and search, read back with exceljs", async () => {
    const { s } = await setup();
    const res = await SELF.fetch(`http://${A}/api/admin/user/excel?filter=normal`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="members-normal-\d{8}\.xlsx"/);
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]?.[0]).toBe("會員編號");
    expect(
      rows
        .map((r) => r[1])
        .slice(1)
        .sort(),
    ).toEqual(["Amy Chen", "Cleo Wu"]);
    const amy = rows.find((r) => r[1] === "Amy Chen")!;
    expect(amy.slice(2, 4)).toEqual(["amy@example.com", "0911111111"]);
    expect(amy[8]).toBe("正常");
    expect(amy.slice(10, 12)).toEqual([3, 560]);

    const en = await SELF.fetch(`http://${A}/api/admin/user/excel?filter=blocked&locale=en`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(await en.arrayBuffer());
    expect(wb2.worksheets[0]!.rowCount).toBe(2);
    expect(wb2.worksheets[0]!.getRow(1).getCell(1).value).toBe("Member ID");
    expect(wb2.worksheets[0]!.getRow(2).getCell(2).value).toBe("Ben Lin");
    expect(wb2.worksheets[0]!.getRow(2).getCell(9).value).toBe("Blocked");
  });
});

describe("GET /api/admin/simpleUsers", () => {
  it("answers id, name and e-mail only, searchable and capped", async () => {
    const { s, amy } = await setup();
    const r = await admin(s, "GET", "/api/admin/simpleUsers?keyword=amy");
    expect(r.body.code).toBe(0);
    expect(r.body.data).toEqual([{ id: amy.id, name: "Amy Chen", email: "amy@example.com" }]);
    expect((await admin(s, "GET", "/api/admin/simpleUsers?limit=2")).body.data).toHaveLength(2);
    expect((await admin(s, "GET", "/api/admin/simpleUsers?limit=51")).status).toBe(422);
  });
});

describe("supplier users", () => {
  it("flags a member as supplier with a company; the supplier list shows only suppliers", async () => {
    const { s, amy, ben } = await setup();
    const r = await admin(s, "PATCH", `/api/admin/users/${amy.id}`, { isSupplier: true, companyName: "好茶有限公司" });
    expect(r.body.data).toMatchObject({ isSupplier: true, companyName: "好茶有限公司" });
    await admin(s, "PATCH", `/api/admin/users/${ben.id}`, { isSupplier: true, companyName: "Ben Trading" });
    const list = await admin(s, "GET", "/api/admin/users?supplier=true&sort=name&dir=asc");
    expect(names(list)).toEqual(["Amy Chen", "Ben Lin"]);
    expect(list.body.data.counts).toEqual({ all: 2, normal: 1, blocked: 1 });
    expect(names(await admin(s, "GET", "/api/admin/users?supplier=true&keyword=%E5%A5%BD%E8%8C%B6"))).toEqual([
      "Amy Chen",
    ]);
    expect(names(await admin(s, "GET", "/api/admin/users?supplier=true&filter=blocked"))).toEqual(["Ben Lin"]);
    // Removing the flag keeps the member, off the supplier list.
    await admin(s, "PATCH", `/api/admin/users/${ben.id}`, { isSupplier: false });
    expect(names(await admin(s, "GET", "/api/admin/users?supplier=true"))).toEqual(["Amy Chen"]);
    expect(names(await admin(s, "GET", "/api/admin/users?sort=name&dir=asc"))).toContain("Ben Lin");
  });
});

describe("permissions and tenant isolation", () => {
  it("refuses members, branch stores and a blocked Users privilege with 400027; no session with 400029", async () => {
    const { s, amy } = await setup();
    expect((await api(A, "GET", "/api/admin/users", { token: amy.token })).body.code).toBe(400027);
    expect((await api(A, "GET", "/api/admin/users")).body.code).toBe(400029);
    await sql("UPDATE users SET blocked_privileges = '[8]' WHERE store_id = ? AND is_admin = 1", s.storeId);
    for (const [m, p] of [
      ["GET", "/api/admin/users"],
      ["GET", `/api/admin/users/${amy.id}`],
      ["GET", "/api/admin/simpleUsers"],
      ["GET", "/api/admin/user/excel"],
    ] as const)
      expect((await admin(s, m, p)).body.code, p).toBe(400027);
    const patched = await admin(s, "PATCH", `/api/admin/users/${amy.id}`, { blocked: true });
    expect(patched.body.code).toBe(400027);
    const [row] = await sql<{ blocked_at: string | null }>("SELECT blocked_at FROM users WHERE id = ?", amy.id);
    expect(row!.blocked_at).toBeNull();

    const branch = await shop(B, "BRANCH_MULTILEVEL_PAY_BY_SELF");
    expect((await admin(branch, "GET", "/api/admin/users")).body.code).toBe(400027);
  });

  it("never reads or changes another store's members", async () => {
    const { s, amy } = await setup();
    const b = await shop(B);
    const bob = await newMember(B, "bob@example.com", "Bob Huang");
    expect(names(await admin(b, "GET", "/api/admin/users"))).toEqual(["Bob Huang"]);
    expect((await admin(b, "GET", `/api/admin/users/${amy.id}`)).body.code).toBe(400004);
    expect((await admin(b, "PATCH", `/api/admin/users/${amy.id}`, { blocked: true })).body.code).toBe(400004);
    expect((await admin(b, "GET", "/api/admin/simpleUsers?keyword=amy")).body.data).toEqual([]);
    const [row] = await sql<{ blocked_at: string | null }>("SELECT blocked_at FROM users WHERE id = ?", amy.id);
    expect(row!.blocked_at).toBeNull();
    // Store A's admin token means nothing on store B's host.
    expect((await api(B, "GET", `/api/admin/users/${bob.id}`, { token: s.admin })).body.code).toBe(400029);
  });
});
