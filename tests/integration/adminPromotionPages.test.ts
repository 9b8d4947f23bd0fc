import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { groupChanges, groupStateOf, moveToGroup } from "../../app/routes/admin/promotions/groups";
import {
  type AdminPromotion,
  bodyOf,
  emptyForm,
  emptyTier,
  filtersOf,
  filtersQuery,
  formOf,
  listApi,
  listQuery,
  PROMO_API,
  type PromotionGroup,
} from "../../app/routes/admin/promotions/lib";
import { NO_LIMIT_END } from "../../functions/shared/commerce/commerce";
import { api, createStore, loginToken, registerMember } from "../helpers";

// The promotion back-office pages through the real Worker (Hono → React Router SSR, real D1/KV):
// each page renders in the admin shell for an admin, short paths redirect under /admin/settingpage,
// members and visitors are sent away as on every admin page, another store's session is worthless;
// and the bodies and queries the pages build (lib.ts) are what the promotions API accepts, scoped
// to the store.

const A = "promo-pages-a.localhost";
const B = "promo-pages-b.localhost";
const ADMIN = { email: "owner@example.com", password: "owner-pass-1", name: "Olivia Owner" };

type Shop = { host: string; token: string };
async function shop(host: string): Promise<Shop> {
  await createStore(host, "NORMAL", ADMIN);
  return { host, token: await loginToken(host, ADMIN.email, ADMIN.password) };
}
const call = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });
const withQuery = (path: string, q: Record<string, string | number | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) p.set(k, String(v));
  return `${path}?${p}`;
};

async function page(host: string, path: string, cookie?: string) {
  const res = await SELF.fetch(`http://${host}${path}`, {
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

// The first SSR request compiles the server build on demand: once, before the tests' timeouts.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await (await SELF.fetch("http://warm-up.localhost/")).text();
}, 180_000);

const PAGES: [path: string, testId: string][] = [
  ["/admin/settingpage/setting-promotion-list/promotion", "promotion-list"],
  ["/admin/settingpage/setting-promotion-list/coupon", "promotion-list"],
  ["/admin/settingpage/setting-promotion-list/activity", "promotion-list"],
  ["/admin/settingpage/setting-promotion-list", "promotion-list"],
  ["/admin/settingpage/editpromotion/new", "promotion-edit"],
  ["/admin/settingpage/editpromotion/0?scope=COUPON", "promotion-edit"],
  ["/admin/settingpage/editpromotion/12", "promotion-edit"],
  ["/admin/settingpage/editactivity/new", "activity-edit"],
  ["/admin/settingpage/editactivity/3", "activity-edit"],
  ["/admin/settingpage/promotions-groups-sort/edit", "promotion-groups"],
];

describe("promotion pages", () => {
  it("render for an admin in the admin shell with Settings as the current section", async () => {
    const s = await shop(A);
    const cookie = `sf_session=${s.token}`;
    for (const [path, testId] of PAGES) {
      const r = await page(A, path, cookie);
      expect(r.status, path).toBe(200);
      expect(r.html, path).toContain('data-testid="admin-topbar"');
      expect(r.html, path).toContain(`data-testid="${testId}-loading"`);
      const tab = /<a[^>]*data-testid="tab-settings"[^>]*>/.exec(r.html)?.[0] ?? "";
      expect(tab, path).toContain("font-semibold");
      // The Settings menu links the promotion list with its default tab.
      expect(r.html, path).not.toContain("沒有管理權限");
    }
    const list = await page(A, "/admin/settingpage/setting-banner-list", cookie);
    expect(list.html).toContain('href="/admin/settingpage/setting-promotion-list/promotion"');
  }, 180_000);

  it("short paths redirect under /admin/settingpage, query kept", async () => {
    const s = await shop(A);
    const cookie = `sf_session=${s.token}`;
    for (const path of [
      "/admin/setting-promotion-list/coupon",
      "/admin/editpromotion/5",
      "/admin/editactivity/new",
      "/admin/promotions-groups-sort/edit",
    ]) {
      const r = await page(A, `${path}?display=2`, cookie);
      expect(r.status, path).toBe(301);
      expect(r.location, path).toBe(`${path.replace("/admin/", "/admin/settingpage/")}?display=2`);
    }
  });

  it("send a member to /notadmin, a visitor to /admin, and ignore another store's admin session", async () => {
    const s = await shop(A);
    const b = await shop(B);
    const { accessToken } = await registerMember(A, "mia@example.com");
    for (const [path] of PAGES) {
      const member = await page(A, path, `sf_session=${accessToken}`);
      expect(member.status, path).toBe(302);
      expect(member.location, path).toBe("/notadmin");
      const visitor = await page(A, path);
      expect(visitor.status, path).toBe(302);
      expect(visitor.location, path).toBe("/admin");
      const other = await page(A, path, `sf_session=${b.token}`);
      expect(other.status, path).toBe(302);
      expect(other.location, path).toBe("/admin");
    }
    expect((await page(A, PAGES[0]![0], `sf_session=${s.token}`)).status).toBe(200);
  });
});

describe("what the pages send is what the promotions API takes", () => {
  it("a coupon form saves, lists under its tab and filters, reloads into the same form; store B sees nothing", async () => {
    const s = await shop(A);
    const b = await shop(B);
    const form = {
      ...emptyForm("COUPON"),
      name: "VIP 85 fold",
      code: "vip85",
      isLimitedTime: true,
      hasEndTime: false,
      start: "2020-01-01T08:00",
      conditionType: "FULL_QUANTITY" as const,
      actionType: "PERCENT_OFF" as const,
      tiers: [{ ...emptyTier("FULL_QUANTITY"), condition: 3, value: 85 }],
      totalQuantity: 10,
      limitPerUser: 1,
      usingType: "ALONE" as const,
      areas: ["臺北市"],
      shippingCodes: ["HOME"],
    };
    const created = await call(s, "POST", PROMO_API.promotions, bodyOf(form, "PROMOTION"));
    expect(created.body.code).toBe(0);
    const row = created.body.data as AdminPromotion;
    expect(row).toMatchObject({
      scope: "COUPON",
      code: "vip85",
      startAt: "2020-01-01T00:00:00.000Z",
      endAt: NO_LIMIT_END,
      status: "IN_PROGRESS",
      conditions: [{ condition: 3, value: 85 }],
    });

    // The code check the form runs: taken here, free in store B.
    const taken = await call(s, "GET", withQuery(PROMO_API.promotionCode, { code: "VIP85" }));
    expect(taken.body.data).toBe(true);
    expect((await call(b, "GET", withQuery(PROMO_API.promotionCode, { code: "VIP85" }))).body.data).toBe(false);

    // The list query of each tab and filter.
    const listed = async (shopOf: Shop, tab: "promotion" | "coupon" | "activity", search: string) => {
      const q = listQuery(tab, filtersOf(new URLSearchParams(search)));
      const r = await call(shopOf, "GET", withQuery(listApi(tab), q));
      expect(r.status).toBe(200);
      return (r.body.data.items as AdminPromotion[]).map((p) => p.id);
    };
    expect(await listed(s, "coupon", "")).toEqual([row.id]);
    expect(await listed(s, "promotion", "")).toEqual([]);
    expect(await listed(s, "activity", "")).toEqual([]);
    expect(await listed(s, "coupon", filtersQuery({ display: 2, showing: 0, keyword: "" }).slice(1))).toEqual([]);
    expect(await listed(s, "coupon", "showing=2&keyword=vip")).toEqual([row.id]);
    expect(await listed(s, "coupon", "showing=4")).toEqual([]);
    expect(await listed(b, "coupon", "")).toEqual([]);

    // Reloaded into the form and saved unchanged: the row stays as it was.
    const names = { products: new Map<number, string>(), specs: new Map<number, string>() };
    const again = await call(s, "PATCH", PROMO_API.promotion(row.id), bodyOf(formOf(row, names), "PROMOTION"));
    expect(again.body.code).toBe(0);
    const { updatedAt: _a, ...before } = row;
    const { updatedAt: _b, ...after } = again.body.data as AdminPromotion;
    expect(after).toEqual(before);

    // Store B can neither read, change nor delete it through the same paths.
    expect((await call(b, "GET", PROMO_API.promotion(row.id))).body.code).toBe(400004);
    expect((await call(b, "PATCH", PROMO_API.promotion(row.id), { isOpen: false })).body.code).toBe(400004);
    expect((await call(b, "DELETE", PROMO_API.promotion(row.id))).body.code).toBe(400004);
    expect((await call(s, "GET", PROMO_API.promotion(row.id))).body.data.isOpen).toBe(true);
  });

  it("an activity form saves through the activity paths with its code check", async () => {
    const s = await shop(A);
    const form = {
      ...emptyForm(),
      name: "Free shipping week",
      code: "SHIPWEEK",
      conditionType: "SHIPPING" as const,
      actionType: "SHIPPING_FEE" as const,
      tiers: [{ ...emptyTier("SHIPPING"), free: true }],
    };
    const r = await call(s, "POST", PROMO_API.activities, bodyOf(form, "ACTIVITY"));
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      kind: "ACTIVITY",
      scope: "PROMOTION",
      conditions: [{ condition: 0, value: 999900 }],
    });
    expect((await call(s, "GET", withQuery(PROMO_API.activityCode, { code: "shipweek" }))).body.data).toBe(true);
    // The same code for a coupon is refused with the spec's code (the form shows it on the field).
    const dup = await call(
      s,
      "POST",
      PROMO_API.promotions,
      bodyOf({ ...emptyForm("COUPON"), ...form, scope: "COUPON" }, "PROMOTION"),
    );
    expect(dup.body.code).toBe(400082);
  });

  it("the group page's changes land as shown", async () => {
    const s = await shop(A);
    const ids: number[] = [];
    for (const name of ["One", "Two", "Three"]) {
      const body = bodyOf(
        { ...emptyForm(), name, tiers: [{ ...emptyTier("FULL_AMOUNT"), condition: 100, value: 1 }] },
        "PROMOTION",
      );
      ids.push((await call(s, "POST", PROMO_API.promotions, body)).body.data.id);
    }
    const before = groupStateOf((await call(s, "GET", PROMO_API.groups)).body.data as PromotionGroup[]);
    expect(before).toEqual([{ groupNumber: 0, ids }]);
    const after = moveToGroup(before, ids[0]!, 1);
    for (const c of groupChanges(before, after)) {
      const r = await call(s, "PATCH", PROMO_API.group(c.groupNumber), { promotionIds: c.promotionIds });
      expect(r.body.code).toBe(0);
    }
    const saved = groupStateOf((await call(s, "GET", PROMO_API.groups)).body.data as PromotionGroup[]);
    expect(saved).toEqual(after);
  });
});
