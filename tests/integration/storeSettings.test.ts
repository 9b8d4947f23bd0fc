import { describe, expect, it } from "vitest";
import { api, registerMember, shopWithAdmin, sql } from "../helpers";

// Issue 12 settings calls: system, test mode, calendar, product setting, product story,
// subscription contract and setting — happy path, 422, head-store-only, tenant isolation, audit
// rows — and the test-mode preview redirect of the pages (spec §4).

const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
type Shop = { id: number; host: string; token: string };
async function shop(host: string, type = "HEAD_STORE_MULTILEVEL"): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, type, ADMIN);
  return { id, host, token };
}
const call = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });
const audits = (s: Shop) =>
  sql<{ method: string; path: string; system: string; object_id: string | null }>(
    "SELECT method, path, system, object_id FROM audit_logs WHERE store_id = ? ORDER BY id",
    s.id,
  );
async function product(s: Shop, name: string, stock = 3) {
  const r = await call(s, "POST", "/api/admin/products", { name, price: 10000, stocks: [{ spec: "", stock }] });
  if (r.body.code !== 0) throw new Error(JSON.stringify(r.body));
  return r.body.data as { id: number; name: string };
}

describe("setting-system", () => {
  it("GET gives defaults; PATCH saves, audits, bumps initial; the storefront follows", async () => {
    const s = await shop("sys-a.localhost");
    expect((await call(s, "GET", "/api/admin/setting/system")).body.data).toEqual({
      isMaintenance: false,
      defaultLocale: "zh-TW",
      lowStockThreshold: 5,
    });
    const before = (await api(s.host, "GET", "/api/initial")).body.apiCacheMap.initial;
    const r = await call(s, "PATCH", "/api/admin/setting/system", { defaultLocale: "en", lowStockThreshold: 2 });
    expect(r.body.data).toEqual({ isMaintenance: false, defaultLocale: "en", lowStockThreshold: 2 });
    expect(r.body.apiCacheMap.initial).toBeGreaterThan(before);
    expect(await audits(s)).toEqual([
      { method: "PATCH", path: "/api/admin/setting/system", system: "SettingSystem", object_id: null },
    ]);
    // Default language: a visitor without a language cookie gets English pages.
    const page = await api(s.host, "GET", "/");
    expect(page.body).toContain('<html lang="en"');
  }, 120_000);

  it("422 with field issues and nothing written", async () => {
    const s = await shop("sys-b.localhost");
    const r = await call(s, "PATCH", "/api/admin/setting/system", { lowStockThreshold: -1, defaultLocale: "fr" });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    const paths = (r.body.issues ?? r.body.data?.issues ?? []).map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["defaultLocale", "lowStockThreshold"]);
    expect((await call(s, "PATCH", "/api/admin/setting/system", { extra: 1 })).status).toBe(422);
    expect((await call(s, "GET", "/api/admin/setting/system")).body.data.lowStockThreshold).toBe(5);
    expect(await audits(s)).toEqual([]);
  });

  it("open to branch stores (spec §6); members are refused", async () => {
    const b = await shop("sys-branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF");
    expect((await call(b, "PATCH", "/api/admin/setting/system", { isMaintenance: true })).body.code).toBe(0);
    const h = await shop("sys-head.localhost");
    const member = await registerMember(h.host, "member@example.com");
    const r = await api(h.host, "GET", "/api/admin/setting/system", { token: member.accessToken });
    expect(r.body.code).toBe(400027);
  });
});

describe("calendar, product and subscription settings", () => {
  it("calendar: GET defaults with today's estimate; PATCH sorts and saves; bad dates are 422", async () => {
    const s = await shop("cal-a.localhost");
    const got = (await call(s, "GET", "/api/admin/setting/store/calendar")).body.data;
    expect(got).toMatchObject({ shipWeekdays: [1, 2, 3, 4, 5], cutoffTime: "15:00", handlingDays: 1, holidays: [] });
    expect(got.shipsByNow).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const r = await call(s, "PATCH", "/api/admin/setting/store/calendar", {
      shipWeekdays: [5, 1],
      holidays: [
        { date: "2027-01-01", name: "元旦" },
        { date: "2026-12-25", name: "行憲紀念日" },
      ],
    });
    expect(r.body.data.shipWeekdays).toEqual([1, 5]);
    expect(r.body.data.holidays.map((h: { date: string }) => h.date)).toEqual(["2026-12-25", "2027-01-01"]);
    const bad = await call(s, "PATCH", "/api/admin/setting/store/calendar", {
      cutoffTime: "24:00",
      holidays: [{ date: "2026-02-30", name: "x" }],
    });
    expect(bad.status).toBe(422);
    const dup = await call(s, "PATCH", "/api/admin/setting/store/calendar", {
      holidays: [
        { date: "2026-12-25", name: "a" },
        { date: "2026-12-25", name: "b" },
      ],
    });
    expect(dup.status).toBe(422);
    expect((await call(s, "GET", "/api/admin/setting/store/calendar")).body.data.shipWeekdays).toEqual([1, 5]);
  });

  it("head-store-only calls refuse a branch store (400027)", async () => {
    const b = await shop("cal-branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF");
    for (const [m, p, body] of [
      ["GET", "/api/admin/setting/store/calendar", undefined],
      ["PATCH", "/api/admin/setting/testMode", { testModeTime: null }],
      ["PATCH", "/api/admin/setting/product", { showLowStock: true }],
      ["PATCH", "/api/admin/subscription/setting", { memberCanPause: false }],
    ] as const) {
      expect((await call(b, m, p, body)).body.code, p).toBe(400027);
    }
  });

  it("product setting: low-stock note and ships-by on the product page follow it", async () => {
    const s = await shop("prod-a.localhost");
    const p = await product(s, "Oolong", 3);
    const page = () => api(s.host, "GET", `/product/${p.id}/Oolong`).then((r) => r.body as string);
    expect(await page()).toContain('data-testid="ships-by"');
    expect(await page()).not.toContain('data-testid="low-stock"');
    const r = await call(s, "PATCH", "/api/admin/setting/product", { showLowStock: true, showDeliveryEstimate: false });
    expect(r.body.data).toEqual({ defaultSort: "auto", showLowStock: true, showDeliveryEstimate: false });
    const html = await page();
    expect(html).toContain('data-testid="low-stock"');
    expect(html).not.toContain('data-testid="ships-by"');
    expect((await call(s, "PATCH", "/api/admin/setting/product", { defaultSort: "cheapest" })).status).toBe(422);
  }, 120_000);

  it("subscription setting: members may not pause when the store says no", async () => {
    const s = await shop("subset-a.localhost");
    const r = await call(s, "PATCH", "/api/admin/subscription/setting", {
      allowedCycles: [3, 1],
      memberCanPause: false,
    });
    expect(r.body.data).toEqual({ allowedCycles: [1, 3], memberCanPause: false, memberCanCancel: true });
    expect((await call(s, "PATCH", "/api/admin/subscription/setting", { allowedCycles: [0] })).status).toBe(422);
    expect((await audits(s)).map((a) => a.system)).toEqual(["Subscription"]);
  });

  it("tenant isolation: one store's settings never show in another's", async () => {
    const a = await shop("iso-a.localhost");
    const b = await shop("iso-b.localhost");
    await call(a, "PATCH", "/api/admin/setting/system", { lowStockThreshold: 42 });
    await call(a, "PATCH", "/api/admin/setting/store/calendar", { handlingDays: 9 });
    await call(a, "PATCH", "/api/admin/subscription/setting", { memberCanCancel: false });
    await call(a, "POST", "/api/admin/product/subscriptionContract", {
      content: "<p>A terms</p>",
      effectiveAt: new Date().toISOString(),
    });
    const pa = await product(a, "A tea");
    expect((await call(b, "GET", "/api/admin/setting/system")).body.data.lowStockThreshold).toBe(5);
    expect((await call(b, "GET", "/api/admin/setting/store/calendar")).body.data.handlingDays).toBe(1);
    expect((await call(b, "GET", "/api/admin/subscription/setting")).body.data.memberCanCancel).toBe(true);
    expect((await call(b, "GET", "/api/admin/product/subscriptionContract")).body.data.versions).toEqual([]);
    expect((await api(b.host, "GET", "/api/subscription/contract")).body.data).toBeNull();
    // A's product id through B's host: does not exist for B, read or write.
    expect((await call(b, "GET", `/api/admin/product/${pa.id}/story`)).body.code).toBe(400004);
    const w = await call(b, "PUT", `/api/admin/product/${pa.id}/story`, { content: "<p>x</p>", isDisplay: true });
    expect(w.body.code).toBe(400004);
    expect(await sql("SELECT * FROM product_stories")).toEqual([]);
    // A's token does not work on B's host.
    expect((await api(b.host, "GET", "/api/admin/setting/system", { token: a.token })).body.code).not.toBe(0);
  });
});

describe("product story and subscription contract", () => {
  it("story: sanitised on save, shown on the product page, hidden when switched off", async () => {
    const s = await shop("story-a.localhost");
    const p = await product(s, "Jasmine");
    expect((await call(s, "GET", `/api/admin/product/${p.id}/story`)).body.data).toMatchObject({
      productId: p.id,
      productName: "Jasmine",
      content: "",
      isDisplay: true,
    });
    const r = await call(s, "PUT", `/api/admin/product/${p.id}/story`, {
      content: '<h2>From the hills</h2><p onclick="x()">Picked by hand<script>alert(1)</script></p>',
      isDisplay: true,
    });
    expect(r.body.data.content).toContain("<h2>From the hills</h2>");
    expect(r.body.data.content).not.toMatch(/script|onclick/);
    const html = (await api(s.host, "GET", `/product/${p.id}/Jasmine`)).body as string;
    expect(html).toContain('data-testid="product-story"');
    expect(html).toContain("From the hills");
    await call(s, "PUT", `/api/admin/product/${p.id}/story`, { content: "<p>x</p>", isDisplay: false });
    expect((await api(s.host, "GET", `/product/${p.id}/Jasmine`)).body).not.toContain('data-testid="product-story"');
    expect((await call(s, "PUT", `/api/admin/product/${p.id}/story`, { content: 1, isDisplay: true })).status).toBe(
      422,
    );
    expect((await call(s, "GET", "/api/admin/product/999999/story")).body.code).toBe(400004);
    const rows = (await audits(s)).filter((a) => a.system === "Product" && a.path.endsWith("/story"));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.object_id).toBe(String(p.id));
  }, 120_000);

  it("contract: versions number themselves; the one in force is the newest effective", async () => {
    const s = await shop("contract-a.localhost");
    const now = Date.now();
    const v1 = await call(s, "POST", "/api/admin/product/subscriptionContract", {
      content: "<p>Version one</p>",
      effectiveAt: new Date(now).toISOString(),
    });
    expect(v1.body.data.version).toBe(1);
    const v2 = await call(s, "POST", "/api/admin/product/subscriptionContract", {
      content: "<p>Version two</p>",
      effectiveAt: new Date(now + 7 * 86_400_000).toISOString(),
    });
    expect(v2.body.data.version).toBe(2);
    const got = (await call(s, "GET", "/api/admin/product/subscriptionContract")).body.data;
    expect(got.current.version).toBe(1);
    expect(got.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await api(s.host, "GET", "/api/subscription/contract")).body.data).toMatchObject({ version: 1 });
    const past = await call(s, "POST", "/api/admin/product/subscriptionContract", {
      content: "<p>late</p>",
      effectiveAt: "2020-01-01T00:00:00Z",
    });
    expect(past.status).toBe(422);
    const empty = await call(s, "POST", "/api/admin/product/subscriptionContract", {
      content: "<p> </p>",
      effectiveAt: new Date().toISOString(),
    });
    expect(empty.status).toBe(422);
    expect((await audits(s)).filter((a) => a.system === "Subscription")).toHaveLength(2);
  });
});

describe("test mode and the preview redirect (spec §4)", () => {
  it("opens a window, answers a preview link; preview pages keep the params, admin paths go to /not-allow-preview", async () => {
    const s = await shop("tm-a.localhost");
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const r = await call(s, "PATCH", "/api/admin/setting/testMode", { testModeTime: end });
    expect(r.body.data).toMatchObject({ testModeTime: end, testModeActive: true });
    const link = new URL(r.body.data.previewLink);
    expect(link.searchParams.get("testModeTime")).toBe(end);

    // Entering by the link: one redirect to the same address that sets the preview cookie.
    const enter = await api(s.host, "GET", `/${link.search}`);
    expect(enter.status).toBe(302);
    const cookie = (enter.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^sf_preview=/);
    // With the cookie: a page without the params is sent to the same page with them …
    const cart = await api(s.host, "GET", "/cart", { headers: { cookie } });
    expect(cart.status).toBe(302);
    const to = new URL(cart.headers.get("location")!, "http://x");
    expect(to.pathname).toBe("/cart");
    expect(to.searchParams.get("testModeTime")).toBe(end);
    expect(to.searchParams.get("shareTestModeTime")).toBe(link.searchParams.get("shareTestModeTime"));
    // … the preview page renders with the test-mode bar …
    const home = await api(s.host, "GET", `/${link.search}`, { headers: { cookie } });
    expect(home.status).toBe(200);
    expect(home.body).toContain('data-testid="test-mode-bar"');
    // … and admin and profile pages are closed.
    for (const p of ["/admin/settingpage/setting-system", "/profile/orders"]) {
      const x = await api(s.host, "GET", p, { headers: { cookie } });
      expect(x.status, p).toBe(302);
      expect(x.headers.get("location"), p).toBe("/not-allow-preview");
    }
    // Without a preview the store works as usual while test mode is on.
    const plain = await api(s.host, "GET", "/cart");
    expect(plain.status).toBe(200);
    expect(plain.body).not.toContain('data-testid="test-mode-bar"');
    // Exit: cookie cleared.
    const exit = await api(s.host, "GET", "/?exitPreview=1", { headers: { cookie } });
    expect(exit.headers.get("set-cookie")).toMatch(/^sf_preview=; .*Max-Age=0/);
    // Ending test mode ends every preview.
    await call(s, "PATCH", "/api/admin/setting/testMode", { testModeTime: null });
    expect((await api(s.host, "GET", "/profile/orders", { headers: { cookie } })).headers.get("location")).not.toBe(
      "/not-allow-preview",
    );
  }, 120_000);

  it("422: a past end, a window over 30 days, not a date", async () => {
    const s = await shop("tm-b.localhost");
    for (const testModeTime of ["2020-01-01T00:00:00Z", new Date(Date.now() + 31 * 86_400_000).toISOString(), "soon"]) {
      const r = await call(s, "PATCH", "/api/admin/setting/testMode", { testModeTime });
      expect(r.status, testModeTime).toBe(422);
    }
    expect((await call(s, "GET", "/api/admin/setting/testMode")).body.data.testModeActive).toBe(false);
  });
});
