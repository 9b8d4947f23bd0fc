import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { firstAdminPath } from "../../functions/shared/access/adminMenu";
import { createStore, operator, registerMember } from "../helpers";

// Server-rendered pages through the real Worker (Hono → React Router SSR) with real D1 and KV.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "owner@example.com", password: "owner-pass-1", name: "Olivia Owner" };

type PageOpts = { cookie?: string; form?: Record<string, string>; origin?: string | null };

/** A browser-like page request: redirects are not followed, forms post urlencoded with Origin. */
async function page(host: string, path: string, opts: PageOpts = {}) {
  const headers: Record<string, string> = { accept: "text/html" };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    if (opts.origin !== null) headers.origin = opts.origin ?? `http://${host}`;
  }
  const res = await SELF.fetch(`http://${host}${path}`, {
    method: opts.form ? "POST" : "GET",
    headers,
    body: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
    redirect: "manual",
  });
  const html = await res.text();
  return { status: res.status, html, location: res.headers.get("location"), headers: res.headers };
}

/** The session cookie pair ("sf_session=…") a response sets, or null. */
function sessionFrom(headers: Headers): string | null {
  for (const c of headers.getSetCookie()) {
    const m = /^sf_session=([^;]+)/.exec(c);
    if (m) return `sf_session=${m[1]}`;
  }
  return null;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const navbarName = (html: string) =>
  /data-testid="store-name"[^>]*>[\s\S]*?<span class="truncate[^"]*">([^<]*)</.exec(html)?.[1];
const tabsOf = (html: string) => [...html.matchAll(/data-testid="tab-([A-Za-z]+)"/g)].map((m) => m[1]);
const moreOf = (html: string) => [...html.matchAll(/data-testid="more-([A-Za-z]+)"/g)].map((m) => m[1]);

async function adminLogin(host: string, creds: { email: string; password: string } = ADMIN) {
  const r = await page(host, "/admin", { form: { email: creds.email, password: creds.password } });
  return { ...r, cookie: sessionFrom(r.headers) };
}

async function setStore(storeId: number, patch: Record<string, unknown>) {
  const r = await operator("PATCH", `/operator/stores/${storeId}`, patch);
  expect(r.status).toBe(200);
}

// The first SSR request transforms the whole server build on demand (seconds on a busy machine);
// do it once here so no single test pays for it against its own timeout.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await (await SELF.fetch("http://warm-up.localhost/")).text();
}, 180_000);

describe("storefront shell per host", () => {
  it("renders each store's own name in the title and navbar, never the other's", async () => {
    await createStore(A);
    await createStore(B, "HEAD_STORE_MULTILEVEL");
    const a = await page(A, "/");
    const b = await page(B, "/");
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(titleOf(a.html)).toBe(`Store ${A}`);
    expect(titleOf(b.html)).toBe(`Store ${B}`);
    expect(navbarName(a.html)).toBe(`Store ${A}`);
    expect(navbarName(b.html)).toBe(`Store ${B}`);
    expect(a.html).not.toContain(`Store ${B}`);
    expect(b.html).not.toContain(`Store ${A}`);
    expect(a.headers.get("content-type")).toContain("text/html");
  });

  it("answers an unknown host with HTTP 404 and the invalid-domain screen", async () => {
    await createStore(A);
    const r = await page("nowhere.localhost", "/");
    expect(r.status).toBe(404);
    expect(r.html).toContain("此網站不存在");
    expect(r.html).not.toContain(`Store ${A}`);
    const deep = await page("nowhere.localhost", "/profile/info/setting");
    expect(deep.status).toBe(404);
    expect(deep.html).toContain("此網站不存在");
    const en = await page("nowhere.localhost", "/", { cookie: "sf_lang=en" });
    expect(en.status).toBe(404);
    expect(en.html).toContain("This website does not exist");
  });

  it("a store answers on its host at once and a removed host stops answering", async () => {
    const id = await createStore(A);
    expect((await page("extra.localhost", "/")).status).toBe(404);
    expect((await operator("POST", `/operator/stores/${id}/hosts`, { host: "extra.localhost" })).status).toBe(201);
    const added = await page("extra.localhost", "/");
    expect(added.status).toBe(200);
    expect(titleOf(added.html)).toBe(`Store ${A}`);
    expect((await operator("DELETE", `/operator/stores/${id}/hosts/extra.localhost`)).status).toBe(200);
    expect((await page("extra.localhost", "/")).status).toBe(404);
  });

  it("links the canonical URL as origin + path without trailing slash or query", async () => {
    await createStore(A);
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(canonical((await page(A, "/")).html)).toBe(`http://${A}`);
    expect(canonical((await page(A, "/login")).html)).toBe(`http://${A}/login`);
    expect(canonical((await page(A, "/login/")).html)).toBe(`http://${A}/login`);
    expect(canonical((await page(A, "/register?x=1")).html)).toBe(`http://${A}/register`);
  });

  it("embeds WebSite JSON-LD for the store", async () => {
    await createStore(A);
    const { html } = await page(A, "/");
    const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    expect(m).not.toBeNull();
    const ld = JSON.parse(m?.[1] ?? "{}");
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("WebSite");
    expect(ld.name).toBe(`Store ${A}`);
    expect(ld.url).toBe(`http://${A}/`);
  });

  it("answers an unknown path with the 404 page inside the shell", async () => {
    await createStore(A);
    const r = await page(A, "/no/such/page");
    expect(r.status).toBe(404);
    expect(r.html).toContain("找不到頁面");
    expect(navbarName(r.html)).toBe(`Store ${A}`);
  });

  it("renders zh-TW by default and English with the sf_lang=en cookie", async () => {
    await createStore(A);
    const zh = await page(A, "/");
    expect(zh.html).toContain('<html lang="zh-TW"');
    expect(zh.html).toContain("登入");
    expect(zh.html).toContain("歡迎光臨");
    const en = await page(A, "/", { cookie: "sf_lang=en" });
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain("Log in");
    expect(en.html).toContain("Welcome to");
    expect(en.html).not.toContain("歡迎光臨");
    const notFound = await page(A, "/nope", { cookie: "sf_lang=en" });
    expect(notFound.html).toContain("Page not found");
  });

  it("the locale switch sets the cookie and returns to a same-site path only", async () => {
    await createStore(A);
    const r = await page(A, "/locale?lang=en&redirect=/login");
    expect(r.status).toBe(302);
    expect(r.location).toBe("/login");
    expect(r.headers.getSetCookie().join()).toContain("sf_lang=en");
    const evil = await page(A, "/locale?lang=en&redirect=//evil.example");
    expect(evil.location).toBe("/");
    // The switch in the shell posts a form (works without JavaScript).
    const posted = await page(A, "/locale", { form: { locale: "en", redirect: "/register" } });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe("/register");
    expect(posted.headers.getSetCookie().join()).toContain("sf_lang=en");
    const back = await page(A, "/locale", { form: { locale: "zh-TW", redirect: "/" } });
    expect(back.headers.getSetCookie().join()).toContain("sf_lang=zh-TW");
  });
});

describe("route guards on pages", () => {
  it("sends a visitor on a member page to /login with the way back", async () => {
    await createStore(A);
    const r = await page(A, "/profile/info/setting");
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/login?redirect=${encodeURIComponent("/profile/info/setting")}`);
    const pw = await page(A, "/profile/password/edit");
    expect(pw.location).toBe(`/login?redirect=${encodeURIComponent("/profile/password/edit")}`);
  });

  it("sends a visitor on any admin page to /admin", async () => {
    await createStore(A);
    for (const p of ["/admin/anything", "/admin/orderlist/unprocessed", "/admin/settingpage/setting-style"]) {
      const r = await page(A, p);
      expect(r.status, p).toBe(302);
      expect(r.location, p).toBe("/admin");
    }
    const login = await page(A, "/admin");
    expect(login.status).toBe(200);
    expect(login.html).toContain("管理員登入");
  });

  it("sends a logged-in member on an admin page to /notadmin", async () => {
    await createStore(A);
    const { accessToken } = await registerMember(A, "mia@example.com");
    const cookie = `sf_session=${accessToken}`;
    const r = await page(A, "/admin/orderlist/unprocessed", { cookie });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/notadmin");
    const notadmin = await page(A, "/notadmin", { cookie });
    expect(notadmin.status).toBe(200);
    expect(notadmin.html).toContain("沒有管理權限");
    // The same member may read the member area.
    const profile = await page(A, "/profile/info/setting", { cookie });
    expect(profile.status).toBe(200);
    expect(profile.html).toContain("mia@example.com");
  });

  it("a session of one store is worthless on another store's pages", async () => {
    await createStore(A);
    await createStore(B);
    const { accessToken } = await registerMember(A, "mia@example.com");
    const r = await page(B, "/profile/info/setting", { cookie: `sf_session=${accessToken}` });
    expect(r.status).toBe(302);
    expect(r.location).toMatch(/^\/login\?redirect=/);
  });

  it("sends a logged-in user away from /login and /register", async () => {
    await createStore(A);
    const { accessToken } = await registerMember(A, "mia@example.com");
    for (const p of ["/login", "/register"]) {
      const r = await page(A, p, { cookie: `sf_session=${accessToken}` });
      expect(r.status, p).toBe(302);
      expect(r.location, p).toBe("/");
    }
  });
});

describe("admin login and back-office shell", () => {
  it("NORMAL: logs in, lands on the unprocessed orders and shows the NORMAL tabs", async () => {
    await createStore(A, "NORMAL", ADMIN);
    const login = await adminLogin(A);
    expect(login.status).toBe(302);
    expect(login.location).toBe("/admin/orderlist/unprocessed");
    expect(login.cookie).not.toBeNull();
    expect(login.headers.getSetCookie().join()).toMatch(
      /sf_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400/,
    );

    const r = await page(A, "/admin/orderlist/unprocessed", { cookie: login.cookie ?? "" });
    expect(r.status).toBe(200);
    const tabs = tabsOf(r.html);
    expect(tabs).toEqual([
      "orders",
      "analytics",
      "products",
      "articles",
      "users",
      "settings",
      "account",
      "mobileDashboard",
      "notifications",
      "schedule",
      "achievements",
    ]);
    for (const hidden of ["income", "branches", "subscriptions", "bulletins", "guide"])
      expect(tabs).not.toContain(hidden);
    // Every tab is also reachable from the 'more' dropdown (shown there when not inline).
    expect(moreOf(r.html)).toEqual(tabs);
    expect(r.html).toContain('data-testid="go-to-store"');
    expect(r.html).toContain('data-testid="admin-logout"');
    expect(r.html).toContain(ADMIN.email);

    // Once logged in, the admin login page forwards to the first admin page.
    const again = await page(A, "/admin", { cookie: login.cookie ?? "" });
    expect(again.status).toBe(302);
    expect(again.location).toBe("/admin/orderlist/unprocessed");
  });

  it("HEAD_STORE_MULTILEVEL: lands on the head store's first tab and shows its tabs", async () => {
    await createStore(B, "HEAD_STORE_MULTILEVEL", ADMIN);
    const login = await adminLogin(B);
    expect(login.status).toBe(302);
    const first = firstAdminPath({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true });
    expect(first).toBe("/admin/orderlist/unprocessed");
    expect(login.location).toBe(first);
    const r = await page(B, login.location ?? "", { cookie: login.cookie ?? "" });
    expect(r.status).toBe(200);
    const tabs = tabsOf(r.html);
    expect(tabs).toEqual(
      expect.arrayContaining(["orders", "branches", "subscriptions", "bulletins", "guide", "notifications"]),
    );
    expect(tabs).not.toContain("income");
    expect(tabs).toHaveLength(15);
  });

  it("HEAD_STORE_MULTILEVEL: a non-root admin does not see the branch guide", async () => {
    const id = await createStore(B, "HEAD_STORE_MULTILEVEL", ADMIN);
    const staff = { email: "staff@example.com", password: "staff-pass-1", name: "Sam Staff", isAdmin: true };
    expect((await operator("POST", `/operator/stores/${id}/users`, staff)).status).toBe(201);
    const login = await adminLogin(B, staff);
    const r = await page(B, login.location ?? "", { cookie: login.cookie ?? "" });
    const tabs = tabsOf(r.html);
    expect(tabs).toContain("branches");
    expect(tabs).not.toContain("guide");
  });

  it("branch store: downline list first, Branch first and Notifications third, no Orders or Account", async () => {
    const id = await createStore("branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE", ADMIN);
    const login = await adminLogin("branch.localhost");
    expect(login.location).toBe("/admin/branch-downlinelist");
    const r = await page("branch.localhost", "/admin/branch-downlinelist", { cookie: login.cookie ?? "" });
    expect(r.status).toBe(200);
    const tabs = tabsOf(r.html);
    expect(tabs[0]).toBe("branches");
    expect(tabs[2]).toBe("notifications");
    for (const hidden of ["orders", "articles", "users", "bulletins", "schedule", "account", "guide"]) {
      expect(tabs).not.toContain(hidden);
    }

    // PERMANENT_FREE_SINGLE branches open on their target page.
    await setStore(id, { storeTrialType: "PERMANENT_FREE_SINGLE" });
    const single = await adminLogin("branch.localhost");
    expect(single.location).toBe("/admin/branch-target/my_branch_target");
  });

  it("blocked privileges: the first page skips them, their tabs vanish and their pages redirect", async () => {
    const id = await createStore(A, "NORMAL", ADMIN);
    const limited = {
      email: "clerk@example.com",
      password: "clerk-pass-1",
      name: "Cara Clerk",
      isAdmin: true,
      blockedPrivileges: [1, 9],
    };
    expect((await operator("POST", `/operator/stores/${id}/users`, limited)).status).toBe(201);
    const login = await adminLogin(A, limited);
    expect(login.location).toBe("/admin/analytics/store");
    const cookie = login.cookie ?? "";
    const r = await page(A, "/admin/analytics/store", { cookie });
    expect(r.status).toBe(200);
    const tabs = tabsOf(r.html);
    expect(tabs[0]).toBe("analytics");
    expect(tabs).not.toContain("orders");
    expect(tabs).not.toContain("settings");
    for (const p of ["/admin/orderlist/unprocessed", "/admin/orderlist-overview", "/admin/settingpage/setting-style"]) {
      const blocked = await page(A, p, { cookie });
      expect(blocked.status, p).toBe(302);
      expect(blocked.location, p).toBe("/admin/analytics/store");
    }
  });

  it("the 'more' button shows only at widths where some tab does not fit inline", async () => {
    const id = await createStore(A, "NORMAL", ADMIN);
    const few = {
      email: "few@example.com",
      password: "few-pass-12",
      name: "Fay Few",
      isAdmin: true,
      blockedPrivileges: [1, 3, 4, 7, 8, 9, 10],
    };
    expect((await operator("POST", `/operator/stores/${id}/users`, few)).status).toBe(201);
    const moreClassOf = (html: string) => /<details class="([^"]*)" data-testid="admin-more"/.exec(html)?.[1];

    const owner = await adminLogin(A);
    const full = await page(A, owner.location ?? "", { cookie: owner.cookie ?? "" });
    expect(tabsOf(full.html)).toHaveLength(11);
    expect(moreClassOf(full.html)).toBe("relative"); // 11 tabs never all fit inline

    const login = await adminLogin(A, few);
    const r = await page(A, login.location ?? "", { cookie: login.cookie ?? "" });
    expect(tabsOf(r.html)).toEqual(["mobileDashboard", "notifications", "schedule", "achievements"]);
    expect(moreClassOf(r.html)).toBe("relative min-[1024px]:hidden"); // 4 tabs fit inline from 1024 px
  });

  it("guards the full-reload /admins/ pages like /admin/ pages", async () => {
    await createStore(A);
    const r = await page(A, "/admins/store/assistant");
    expect(r.status).toBe(302);
    expect(r.location).toBe("/admin");
  });

  it("refuses a wrong password and a member account without setting a session", async () => {
    await createStore(A, "NORMAL", ADMIN);
    await registerMember(A, "mia@example.com", "Mia Member", "member1234");
    const wrong = await adminLogin(A, { email: ADMIN.email, password: "not-the-password" });
    expect(wrong.status).toBe(200);
    expect(wrong.cookie).toBeNull();
    expect(wrong.location).toBeNull();
    const memberTry = await adminLogin(A, { email: "mia@example.com", password: "member1234" });
    expect(memberTry.status).toBe(200);
    expect(memberTry.cookie).toBeNull();
  });

  it("refuses a login form posted from another origin", async () => {
    await createStore(A, "NORMAL", ADMIN);
    const r = await page(A, "/admin", {
      form: { email: ADMIN.email, password: ADMIN.password },
      origin: "http://evil.localhost",
    });
    expect(r.status).toBe(403);
    expect(sessionFrom(r.headers)).toBeNull();
  });

  it("an admin of one store cannot log in to another store's back office", async () => {
    await createStore(A, "NORMAL", ADMIN);
    await createStore(B, "NORMAL");
    const r = await adminLogin(B);
    expect(r.status).toBe(200);
    expect(r.cookie).toBeNull();
  });
});

describe("store status screens", () => {
  it("CLOSE_STORE_BY_USER shows the closed overlay on the storefront but not on the admin login", async () => {
    const id = await createStore(A);
    expect((await page(A, "/")).html).not.toContain('data-testid="closed-overlay"');
    await setStore(id, { status: "CLOSE_STORE_BY_USER" });
    const r = await page(A, "/");
    expect(r.status).toBe(200);
    expect(r.html).toContain('data-testid="closed-overlay"');
    expect(r.html).toContain("商店暫停營業");
    expect((await page(A, "/admin")).html).not.toContain('data-testid="closed-overlay"');
  });

  it("CLOSE_STORE_UNPAID sends a visitor to /admin, leaves forget-password reachable, hides the navbar", async () => {
    const id = await createStore(A);
    await setStore(id, { status: "CLOSE_STORE_UNPAID" });
    const r = await page(A, "/");
    expect(r.status).toBe(302);
    expect(r.location).toBe("/admin");
    expect((await page(A, "/product/1/x")).location).toBe("/admin");
    const fp = await page(A, "/forget-password");
    expect(fp.status).toBe(200);
    const login = await page(A, "/admin");
    expect(login.status).toBe(200);
    expect(login.html).toContain('data-testid="unpaid-bar"');
    expect(login.html).not.toContain('data-testid="store-name"');
  });

  it("CLOSE_STORE_UNPAID sends a logged-in admin to the registration cart", async () => {
    const id = await createStore(A, "NORMAL", ADMIN);
    const login = await adminLogin(A);
    await setStore(id, { status: "CLOSE_STORE_UNPAID" });
    const r = await page(A, "/admin/orderlist/unprocessed", { cookie: login.cookie ?? "" });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/registration-cart/register");
  });

  it("CLOSE_STORE_RENEWED_FAIL sends a logged-in admin to the update cart", async () => {
    const id = await createStore(A, "NORMAL", ADMIN);
    const login = await adminLogin(A);
    await setStore(id, { status: "CLOSE_STORE_RENEWED_FAIL" });
    const r = await page(A, "/", { cookie: login.cookie ?? "" });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/registration-cart/update");
  });
});

describe("storefront account forms", () => {
  it("register signs the new member in and goes home", async () => {
    await createStore(A);
    const r = await page(A, "/register", {
      form: { name: "Nina New", email: "Nina@Example.com", password: "nina-pass-1" },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/");
    const cookie = sessionFrom(r.headers);
    expect(cookie).not.toBeNull();
    expect(r.headers.getSetCookie().join()).toContain("HttpOnly");
    const home = await page(A, "/", { cookie: cookie ?? "" });
    expect(home.html).toContain('data-testid="nav-profile"');
    expect(home.html).toContain("Nina New");
    const profile = await page(A, "/profile/info/setting", { cookie: cookie ?? "" });
    expect(profile.status).toBe(200);
    expect(profile.html).toContain("nina@example.com");
  });

  it("register with invalid fields answers 422 without a session", async () => {
    await createStore(A);
    const r = await page(A, "/register", { form: { name: "N", email: "nope", password: "short" } });
    expect(r.status).toBe(422);
    expect(sessionFrom(r.headers)).toBeNull();
  });

  it("register refuses an email already used at the store", async () => {
    await createStore(A);
    await registerMember(A, "mia@example.com");
    const r = await page(A, "/register", {
      form: { name: "Mia Again", email: "mia@example.com", password: "x-pass-123" },
    });
    expect(r.status).toBe(200);
    expect(r.location).toBeNull();
    expect(sessionFrom(r.headers)).toBeNull();
  });

  it("login sets the session and follows a same-site redirect only", async () => {
    await createStore(A);
    await registerMember(A, "mia@example.com", "Mia Member", "member1234");
    const r = await page(A, "/login", {
      form: { email: "mia@example.com", password: "member1234", redirect: "/profile/info/setting" },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/profile/info/setting");
    const cookie = sessionFrom(r.headers);
    expect(cookie).not.toBeNull();
    expect((await page(A, "/profile/info/setting", { cookie: cookie ?? "" })).status).toBe(200);

    const offsite = await page(A, "/login", {
      form: { email: "mia@example.com", password: "member1234", redirect: "//evil.example/x" },
    });
    expect(offsite.status).toBe(302);
    expect(offsite.location).toBe("/");
  });

  it("login with a wrong password sets no session", async () => {
    await createStore(A);
    await registerMember(A, "mia@example.com", "Mia Member", "member1234");
    const r = await page(A, "/login", { form: { email: "mia@example.com", password: "wrong-pass" } });
    expect(r.status).toBe(200);
    expect(r.location).toBeNull();
    expect(sessionFrom(r.headers)).toBeNull();
  });

  it("logout clears the session", async () => {
    await createStore(A);
    const { accessToken } = await registerMember(A, "mia@example.com");
    const cookie = `sf_session=${accessToken}`;
    const r = await page(A, "/logout", { cookie, form: {} });
    expect(r.status).toBe(302);
    expect(r.headers.getSetCookie().join()).toMatch(/sf_session=; .*Max-Age=0/);
    const after = await page(A, "/profile/info/setting", { cookie });
    expect(after.status).toBe(302);
    expect(after.location).toMatch(/^\/login\?redirect=/);
  });
});
