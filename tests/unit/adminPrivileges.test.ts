import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { api } from "../../functions/api/table";
import { ADMIN_CALLS, ADMIN_PAGES, allows, callRule, pageRule } from "../../functions/shared/access/adminPrivileges";
import { guardRoute } from "../../functions/shared/access/routeGuard";

// The access table must name every admin page registered in app/routes.ts and every /api/admin
// call registered on the Hono API: a route added without a rule fails here (and the API gate
// refuses it at run time), so nothing reaches production unguarded.

type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };

function pagePatterns(entries: Entry[], base = "", out: string[] = []): string[] {
  for (const e of entries) {
    const p = e.path === undefined || e.index ? base : `${base}/${e.path}`;
    if (e.path !== undefined || e.index) out.push(p);
    if (e.children) pagePatterns(e.children, p, out);
  }
  return out;
}

// The admin login page and the catch-alls that answer "not built yet" are not pages to guard.
const NOT_GUARDED = new Set(["/admin", "/admin/*", "/admins/*"]);

describe("admin access table", () => {
  it("names every registered admin page", () => {
    const pages = pagePatterns(routes as Entry[]).filter((p) => /^\/admins?\//.test(p) || p === "/admin");
    expect(pages.length).toBeGreaterThan(40);
    const missing = pages.filter((p) => !NOT_GUARDED.has(p) && !ADMIN_PAGES[p]);
    expect(missing, "admin pages without a rule in functions/shared/access/adminPrivileges.ts").toEqual([]);
  });

  it("names every registered /api/admin call", () => {
    const calls = new Set(
      api.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/admin/"))
        .map((r) => `${r.method} /api${r.path}`),
    );
    expect(calls.size).toBeGreaterThan(100);
    const missing = [...calls].filter((k) => {
      const [method, path] = k.split(" ") as [string, string];
      return !callRule(method, path);
    });
    expect(missing, "admin calls without a rule in functions/shared/access/adminPrivilegeCalls.ts").toEqual([]);
  });

  it("matches concrete paths to the most specific pattern", () => {
    expect(pageRule("/admin/order/12")?.pattern).toBe("/admin/order/:id");
    expect(pageRule("/admin/orderlist/unprocessed")?.pattern).toBe("/admin/orderlist/:name");
    expect(pageRule("/admin/orderlist-overview")?.pattern).toBe("/admin/orderlist-overview");
    expect(pageRule("/admin/settingpage/setting-promotion-list")?.pattern).toBe(
      "/admin/settingpage/setting-promotion-list/:tab?",
    );
    expect(pageRule("/admin/user-edit/new")?.rule).toEqual({ privilege: 8, headStoreOnly: true, rootOnly: true });
    expect(pageRule("/admin/nothing-here")).toBeNull();
    expect(callRule("PATCH", "/api/admin/media/:id{[0-9]+}")?.privilege).toEqual([4, 7, 9]);
    expect(Object.keys(ADMIN_CALLS).every((k) => /^(GET|POST|PUT|PATCH|DELETE) \/api\/admin\//.test(k))).toBe(true);
  });

  it("blocks 2 with 1, root-only rules for staff, head-store-only rules for branches", () => {
    const staff = (blockedPrivileges: number[], isRoot = false) => ({ isAdmin: true, isRoot, blockedPrivileges });
    const income = { privilege: 2, headStoreOnly: false };
    expect(allows(income, "HEAD_STORE_MULTILEVEL", staff([1]))).toBe(false);
    expect(allows(income, "HEAD_STORE_MULTILEVEL", staff([2]))).toBe(false);
    expect(allows(income, "HEAD_STORE_MULTILEVEL", staff([3]))).toBe(true);
    const orders = { privilege: 1, headStoreOnly: false };
    expect(allows(orders, "NORMAL", staff([2]))).toBe(true);
    const staffWrite = { privilege: 8, headStoreOnly: true, rootOnly: true };
    expect(allows(staffWrite, "NORMAL", staff([]))).toBe(false);
    expect(allows(staffWrite, "NORMAL", staff([], true))).toBe(true);
    expect(allows(staffWrite, "BRANCH_MULTILEVEL_PAY_BY_SELF", staff([], true))).toBe(false);
    expect(allows({ privilege: 0, headStoreOnly: false }, "NORMAL", staff([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe(true);
    expect(allows({ privilege: [4, 7, 9], headStoreOnly: false }, "NORMAL", staff([4, 7]))).toBe(true);
    expect(allows({ privilege: [4, 7, 9], headStoreOnly: false }, "NORMAL", staff([4, 7, 9]))).toBe(false);
    expect(allows(income, "NORMAL", { isAdmin: false, isRoot: false, blockedPrivileges: [] })).toBe(false);
  });

  it("sends a blocked page to the store type's first admin page, any URL form", () => {
    const store = { status: "NORMAL", type: "NORMAL", trialType: "NONE", allowBranch: false, testModeActive: false };
    const user = { isAdmin: true, isRoot: false, blockedPrivileges: [1] };
    expect(guardRoute("/admin/orderlist/unprocessed", store, user)).toBe("/admin/analytics/store");
    expect(guardRoute("/admin/order/5", store, user)).toBe("/admin/analytics/store");
    expect(guardRoute("/admin/orderlist/%E5%85%A8%E9%83%A8", store, user)).toBe("/admin/analytics/store");
    expect(guardRoute("/admin/analytics/store", store, user)).toBeNull();
    // Staff may open the staff list but not its editor; root may.
    expect(guardRoute("/admin/user-admin-list", store, user)).toBeNull();
    expect(guardRoute("/admin/user-edit/new", store, user)).toBe("/admin/analytics/store");
    expect(guardRoute("/admin/user-edit/new", store, { ...user, isRoot: true })).toBeNull();
    const head = { ...store, type: "HEAD_STORE_MULTILEVEL" };
    const noUsers = { isAdmin: true, isRoot: false, blockedPrivileges: [1, 3, 4] };
    expect(guardRoute("/admin/user-admin-list", head, { ...noUsers, blockedPrivileges: [8] })).toBe(
      "/admin/orderlist/unprocessed",
    );
    expect(guardRoute("/admin/orderlist/all", head, noUsers)).toBe(guardRoute("/admin", head, noUsers));
  });
});
