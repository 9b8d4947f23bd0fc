import { describe, expect, it } from "vitest";
import { type GuardStore, guardRoute } from "../../functions/shared/access/routeGuard";
import { previewLink, previewOf, previewRedirect, testModeActive } from "../../functions/shared/storeSettings/preview";
import { previewGate } from "../../functions/store/settings/previewGate";

// Spec storefront §4 test mode as a table: which requests are in preview, where a preview page
// goes, and the cookie that carries a preview between pages.
const NOW = Date.parse("2026-11-25T02:00:00Z");
const END = "2026-11-26T02:00:00.000Z";
const params = (q: string) => new URLSearchParams(q);
const store = (testModeActive: boolean): GuardStore => ({
  status: "NORMAL",
  type: "HEAD_STORE_MULTILEVEL",
  trialType: "NONE",
  allowBranch: true,
  testModeActive,
});
const admin = { isAdmin: true, isRoot: true, blockedPrivileges: [] };

describe("previewOf", () => {
  it.each([
    ["link of the open window", END, `testModeTime=${END}&shareTestModeTime=1`, null, true],
    ["cookie of the open window", END, "", `${END}|1`, true],
    ["no params, no cookie", END, "", null, false],
    ["link of an earlier window", END, "testModeTime=2026-11-20T00:00:00.000Z", null, false],
    ["test mode ended", "2026-11-25T01:00:00.000Z", "testModeTime=2026-11-25T01:00:00.000Z", null, false],
    ["test mode never set", null, `testModeTime=${END}`, null, false],
  ] as const)("%s", (_n, storeTime, q, cookie, inPreview) => {
    expect(previewOf(storeTime, params(q), cookie, NOW) !== null).toBe(inPreview);
  });
  it("testModeActive: only a future end", () => {
    expect(testModeActive(END, NOW)).toBe(true);
    expect(testModeActive("2026-11-25T01:59:59Z", NOW)).toBe(false);
    expect(testModeActive(null, NOW)).toBe(false);
  });
});

describe("in preview: admin and profile paths → /not-allow-preview, other pages keep the params", () => {
  const preview = { testModeTime: END, shareTestModeTime: "1" };
  const keep = `testModeTime=${encodeURIComponent(END)}&shareTestModeTime=1`;
  it.each([
    ["/admin/orderlist/unprocessed", "/not-allow-preview", null],
    ["/admin/settingpage/setting-test-mode", "/not-allow-preview", null],
    ["/profile/orders", "/not-allow-preview", null],
    ["/profile/info/setting", "/not-allow-preview", null],
    ["/", null, `/?${keep}`],
    ["/product/3/tea", null, `/product/3/tea?${keep}`],
    ["/cart", null, `/cart?${keep}`],
    ["/not-allow-preview", null, null],
  ] as const)("%s", (path, guard, redirect) => {
    expect(guardRoute(path, store(true), admin)).toBe(guard);
    if (guard === null) expect(previewRedirect(new URL(`http://s.localhost${path}`), preview)).toBe(redirect);
  });
  it("a page already carrying both params, and other query params, stays put", () => {
    const url = new URL(`http://s.localhost/search/keyword/tea?page=2&${keep}`);
    expect(previewRedirect(url, preview)).toBeNull();
  });
  it("outside a preview nothing moves: the admin works while test mode is on", () => {
    expect(guardRoute("/admin/orderlist/unprocessed", store(false), admin)).toBeNull();
    expect(previewRedirect(new URL("http://s.localhost/"), null)).toBeNull();
  });
});

describe("previewGate (cookie)", () => {
  const req = (q: string, cookie?: string) =>
    new Request(`http://s.localhost/${q}`, { headers: cookie ? { cookie } : {} });
  it("entering by the link sets the cookie with one redirect to the same address", () => {
    const link = new URL(previewLink("http://s.localhost", END, 7));
    const g = previewGate(req(link.search), END, false, NOW);
    expect(g.redirect?.location).toBe(`/${link.search}`);
    expect(g.redirect?.cookie).toMatch(/^sf_preview=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
  });
  it("with the cookie set, no redirect", () => {
    const g = previewGate(req("", `sf_preview=${encodeURIComponent(`${END}|7`)}`), END, false, NOW);
    expect(g.redirect).toBeNull();
    expect(g.preview).toEqual({ testModeTime: END, shareTestModeTime: "7" });
  });
  it("?exitPreview=1 clears the cookie and drops the params", () => {
    const g = previewGate(req(`cart?exitPreview=1&testModeTime=${END}&x=1`), END, false, NOW);
    expect(g.redirect).toEqual({
      location: "/cart?x=1",
      cookie: "sf_preview=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
    });
  });
});
