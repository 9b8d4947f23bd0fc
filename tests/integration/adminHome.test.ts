import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sql } from "../helpers";
import { member, product, type Shop, shop } from "./orderFixtures";

// The back office's own pages of spec §2.2 "Other": the store check (/admin/test) and the mobile
// dashboard (/admin/mobile-menu). Server-rendered in the admin shell, scoped to the store and to
// what the admin may open.

const A = "admin-home-a.localhost";
const B = "admin-home-b.localhost";

const page = async (s: Shop, path: string, token = s.admin) => {
  const r = await SELF.fetch(`http://${s.host}${path}`, {
    headers: { cookie: `sf_session=${token}`, accept: "text/html" },
    redirect: "manual",
  });
  return { status: r.status, location: r.headers.get("location"), html: await r.text() };
};
const checkOf = (html: string, key: string) =>
  html.match(new RegExp(`data-testid="check-${key}" data-ok="(true|false)"`))?.[1];

describe("store check (/admin/test)", () => {
  it("says what a store still needs to take orders, from its own data only", async () => {
    const s = await shop(A); // opens a shipping method and three payment methods
    await sql("UPDATE payment_methods SET is_open = 0 WHERE store_id = ?", s.storeId);
    const other = await shop(B);
    await product(other, { stock: 3 }); // another store's product never counts here

    const before = await page(s, "/admin/test");
    expect(before.status).toBe(200);
    expect(before.html).toContain('data-testid="admin-topbar"');
    expect(before.html).toContain('data-ready="false"');
    expect(checkOf(before.html, "products")).toBe("false");
    expect(checkOf(before.html, "payment")).toBe("false");
    expect(checkOf(before.html, "shipping")).toBe("true");
    expect(before.html).toContain("還有 2 項必要設定未完成");
    expect(before.html).not.toContain("開發中");

    await product(s, { stock: 5 });
    await sql("UPDATE payment_methods SET is_open = 1 WHERE store_id = ? AND method = 'TRANSFER'", s.storeId);
    const after = await page(s, "/admin/test");
    expect(after.html).toContain('data-ready="true"');
    expect(checkOf(after.html, "products")).toBe("true");
    expect(after.html).toContain("已開啟 1 種付款方式");
  }, 120_000);

  it("lists only items whose page the admin may open, and is for admins only", async () => {
    const s = await shop(A);
    await sql("UPDATE users SET blocked_privileges = '[9]' WHERE store_id = ? AND is_root = 1", s.storeId);
    const r = await page(s, "/admin/test");
    expect(r.status).toBe(200);
    expect(checkOf(r.html, "products")).toBeDefined();
    for (const key of ["payment", "shipping", "invoice", "banners", "pages"])
      expect(checkOf(r.html, key), key).toBeUndefined();

    const mia = await member(A, "mia@admin-home.test");
    const asMember = await page(s, "/admin/test", mia.token);
    expect(asMember.status).toBe(302);
    expect(asMember.location).toBe("/notadmin");
  }, 120_000);
});

describe("mobile dashboard (/admin/mobile-menu)", () => {
  it("offers every section of the admin's menu with its pages, and none that is blocked", async () => {
    const s = await shop(A);
    const all = await page(s, "/admin/mobile-menu");
    expect(all.status).toBe(200);
    for (const key of ["orders", "products", "users", "settings"])
      expect(all.html).toContain(`data-testid="mobile-section-${key}"`);
    expect(all.html).toContain('href="/admin/orders-import"');
    expect(all.html).not.toContain('data-testid="mobile-section-branches"'); // a NORMAL store has no branches

    await sql("UPDATE users SET blocked_privileges = '[1]' WHERE store_id = ? AND is_root = 1", s.storeId);
    const blocked = await page(s, "/admin/mobile-menu");
    expect(blocked.html).not.toContain('data-testid="mobile-section-orders"');
    expect(blocked.html).not.toContain('href="/admin/orders-import"');
  }, 120_000);
});
