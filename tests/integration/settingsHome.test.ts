import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { menuFor } from "../../functions/shared/access/adminMenu";
import { pageRule } from "../../functions/shared/access/adminPrivileges";
import { SETTING_MENU, SETTING_PAGES, SETTING_ROUTES } from "../../functions/shared/access/settingPages";
import { createStore } from "../helpers";
import { addBranch } from "./branches/fixtures";

// Issue 28 §3: /admin/settingpage is a real settings home listing every settings child the store
// type may see, and every child of the one list answers on its short path (a 301 to the same page
// under /admin/settingpage/, query kept), guarded by the same rule.

const ADMIN = { email: "owner@settings.test", password: "owner-pass-1", name: "Sally Settings" };

async function page(host: string, path: string, cookie?: string) {
  const res = await SELF.fetch(`http://${host}${path}`, {
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
}

async function adminCookie(host: string, creds: { email: string; password: string } = ADMIN) {
  const res = await SELF.fetch(`http://${host}/admin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}`, accept: "text/html" },
    body: new URLSearchParams(creds).toString(),
    redirect: "manual",
  });
  await res.text();
  for (const c of res.headers.getSetCookie()) {
    const m = /^sf_session=([^;]+)/.exec(c);
    if (m) return `sf_session=${m[1]}`;
  }
  throw new Error("no session");
}

/** A concrete path of a child's pattern (ids 1, the promotion tab). */
const concrete = (pattern: string) => pattern.replace(":tab?", "promotion").replace(/:[A-Za-z]+/g, "1");
const homeLinks = (html: string) => [...html.matchAll(/data-testid="settings-home-([A-Za-z]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await (await SELF.fetch("http://warm-up.localhost/")).text();
}, 180_000);

describe("the settings list", () => {
  it("guards every child under settingpage/ and on its short path with the same rule", () => {
    for (const p of SETTING_PAGES) {
      const path = concrete(p.path);
      const long = pageRule(`/admin/settingpage/${path}`);
      const short = pageRule(`/admin/${path}`);
      // A person's own sign-in pages are open to every admin (privilege 0), the rest need Settings (9).
      expect(long?.rule, path).toEqual({ privilege: p.own ? 0 : 9, headStoreOnly: p.headStoreOnly });
      expect(short?.rule, path).toEqual(long?.rule);
    }
    expect(SETTING_MENU.map(([k]) => k)).toEqual(
      menuFor({ storeType: "NORMAL", isRoot: true })
        .find((s) => s.code === 9)
        ?.entries.map((e) => e.key)
        .concat(["branchInfo", "auditProfile"])
        .sort((a, b) => SETTING_MENU.findIndex(([k]) => k === a) - SETTING_MENU.findIndex(([k]) => k === b)),
    );
  });
});

describe("settings home and short paths", () => {
  it("lists every settings child of a normal store, and each short path redirects to its page", async () => {
    const host = "settings-home.localhost";
    await createStore(host, "NORMAL", ADMIN);
    const cookie = await adminCookie(host);
    const home = await page(host, "/admin/settingpage", cookie);
    expect(home.status).toBe(200);
    expect(home.html).not.toContain("開發中");
    const want = menuFor({ storeType: "NORMAL", isRoot: true }).find((s) => s.code === 9)?.entries ?? [];
    expect(homeLinks(home.html)).toEqual(want.map((e) => e.key));
    for (const e of want) expect(home.html).toContain(`href="${e.path}"`);
    expect(homeLinks(home.html)).not.toContain("branchInfo");

    for (const pattern of SETTING_ROUTES) {
      const path = concrete(pattern);
      const r = await page(host, `/admin/${path}?from=short`, cookie);
      expect(r.status, path).toBe(301);
      expect(r.location, path).toBe(`/admin/settingpage/${path}?from=short`);
    }
  });

  it("a branch store's home lists only a branch's settings; a head-store-only short path refuses it", async () => {
    const head = "settings-head.localhost";
    const headId = await createStore(head, "HEAD_STORE_MULTILEVEL");
    const b = await addBranch(headId, "sb", headId, { baseDomain: head, type: "BRANCH_MULTILEVEL_PAY_BY_SELF" });
    const host = b.hostname;
    const cookie = await adminCookie(host, { email: b.email, password: b.password });
    const home = await page(host, "/admin/settingpage", cookie);
    expect(home.status).toBe(200);
    expect(homeLinks(home.html)).toEqual(["banners", "branchInfo", "system", "auditProfile", "userPassword"]);
    const refused = await page(host, "/admin/setting-payment", cookie);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/notadmin");
  });
});
