import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { ADMIN, member, order, product, shop } from "./orderFixtures";

// Issue 28 §3: /admin/achievements and the ACHIEVEMENT_NEW badge of /admin/mobile-menu read one
// state: a reached milestone is new on both until the page is opened, then on neither. Cancelled
// orders do not count; another store's orders never count.

async function page(host: string, path: string, cookie: string) {
  const res = await SELF.fetch(`http://${host}${path}`, {
    headers: { accept: "text/html", cookie },
    redirect: "manual",
  });
  return { status: res.status, html: await res.text() };
}
async function adminCookie(host: string) {
  const res = await SELF.fetch(`http://${host}/admin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}`, accept: "text/html" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }).toString(),
    redirect: "manual",
  });
  await res.text();
  const c = res.headers.getSetCookie().find((x) => x.startsWith("sf_session="));
  if (!c) throw new Error("no session");
  return c.split(";")[0] as string;
}
const badge = (html: string) => /data-testid="mobile-badge-achievements"[^>]*>(\d+)</.exec(html)?.[1] ?? null;
const reached = (html: string) =>
  [...html.matchAll(/data-testid="achievement-([A-Z_0-9]+)" data-reached="1"/g)].map((m) => m[1]);

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await (await SELF.fetch("http://warm-up.localhost/")).text();
}, 180_000);

describe("achievements", () => {
  it("the first order is new on the mobile menu and the page until the page is seen; the store's own revenue numbers count", async () => {
    const s = await shop("ach-a.localhost");
    const other = await shop("ach-b.localhost");
    const buyer = await member(s.host, "buyer@ach.test");
    const p = await product(s);
    // NT$2,000 counted; a cancelled NT$9,000 order is not.
    await order(s, buyer.userId, [{ ...p, quantity: 1, unitPrice: 194_000 }]);
    await order(s, buyer.userId, [{ ...p, quantity: 1, unitPrice: 894_000 }], { status: "CANCEL_COMPLETE" });
    await sql("INSERT INTO achievement_settings (store_id, revenues) VALUES (?, '[200000, 500000]')", s.storeId);
    // Another store's big order is never this store's.
    const otherBuyer = await member(other.host, "buyer@ach-b.test");
    const op = await product(other);
    await order(other, otherBuyer.userId, [{ ...op, quantity: 1, unitPrice: 99_000_000 }]);

    const cookie = await adminCookie(s.host);
    const menu = await page(s.host, "/admin/mobile-menu", cookie);
    expect(menu.status).toBe(200);
    expect(badge(menu.html)).toBe("2");

    const ach = await page(s.host, "/admin/achievements", cookie);
    expect(ach.status).toBe(200);
    expect(reached(ach.html)).toEqual(["ORDERS_1", "REVENUE_200000"]);
    expect(ach.html).toContain("NT$2,000");
    expect(ach.html.match(/>新</g)?.length).toBe(2);

    // Seen: neither the menu nor the page marks them new any more.
    expect(badge((await page(s.host, "/admin/mobile-menu", cookie)).html)).toBeNull();
    const again = await page(s.host, "/admin/achievements", cookie);
    expect(reached(again.html)).toEqual(["ORDERS_1", "REVENUE_200000"]);
    expect(again.html).not.toMatch(/>新</);

    // The other store reached its own first order, not this one's revenue milestones.
    const otherPage = await page(other.host, "/admin/achievements", await adminCookie(other.host));
    expect(reached(otherPage.html)).toEqual(["ORDERS_1", "REVENUE_1000000", "REVENUE_10000000"]);
  });

  it("the store sets its own numbers through PATCH /api/admin/achievements/settings; bad numbers answer 422", async () => {
    const s = await shop("ach-c.localhost");
    const bad = await api(s.host, "PATCH", "/api/admin/achievements/settings", {
      token: s.admin,
      body: { orderCounts: [0, 1.5], revenues: null },
    });
    expect(bad.status).toBe(422);
    const ok = await api(s.host, "PATCH", "/api/admin/achievements/settings", {
      token: s.admin,
      body: { orderCounts: [5, 1], revenues: [300_000] },
    });
    expect(ok.body.data).toEqual({ orderCounts: [5, 1], revenues: [300_000] });
    const state = await api(s.host, "GET", "/api/admin/achievements", { token: s.admin });
    expect(state.body.data.milestones.map((m: { key: string }) => m.key)).toEqual([
      "ORDERS_1",
      "ORDERS_5",
      "REVENUE_300000",
    ]);
    // Another store's admin cannot read or change them.
    const other = await shop("ach-d.localhost");
    const theirs = await api(other.host, "GET", "/api/admin/achievements/settings", { token: other.admin });
    expect(theirs.body.data).toEqual({ orderCounts: null, revenues: null });
    const cross = await api(s.host, "GET", "/api/admin/achievements/settings", { token: other.admin });
    expect(cross.body.code).not.toBe(0);
  });
});
