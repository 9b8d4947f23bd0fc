import { describe, expect, it } from "vitest";
import { refusedCookie, refusedOf } from "../../app/components/admin/refusedCookie";
import { menuFor } from "../../functions/shared/access/adminMenu";
import { allows, callRule, pageRule } from "../../functions/shared/access/adminPrivileges";
import { blockedSectionOf, type GuardStore, guardRoute } from "../../functions/shared/access/routeGuard";

// Issue 28 §8: blocking Settings for a staff member also blocked their own profile and password,
// and the avatar menu's Password silently dropped them on Orders. A person can always manage their
// own sign-in; a page refused for a blocked section says which section it was.

const store = (type = "NORMAL"): GuardStore => ({
  status: "NORMAL",
  type,
  trialType: "NONE",
  allowBranch: true,
  testModeActive: false,
});
const staff = (blockedPrivileges: number[]) => ({ isAdmin: true, isRoot: false, blockedPrivileges });

// The avatar menu's links (app/components/admin/AccountLinks.tsx) and the profile's other tabs.
const OWN_PAGES = [
  "/admin/settingpage/setting-profile/info/setting",
  "/admin/settingpage/setting-profile/info/social",
  "/admin/settingpage/setting-profile/info/address",
  "/admin/settingpage/setting-profile/info/cards",
  "/admin/settingpage/setting-profile-password",
  "/admin/settingpage/setting-security",
];
// What those pages call.
const OWN_CALLS = [
  ["GET", "/api/admin/store/user/profile"],
  ["PATCH", "/api/admin/store/user/profile"],
  ["GET", "/api/admin/store/user/creditCards"],
  ["DELETE", "/api/admin/store/user/creditCards/:id"],
  ["GET", "/api/admin/store/user/security"],
  ["POST", "/api/admin/store/user/security/totp"],
  ["POST", "/api/admin/store/user/security/totp/disable"],
  ["GET", "/api/admin/store/user/sessions"],
  ["DELETE", "/api/admin/store/user/sessions/:id"],
] as const;

describe("an admin's own sign-in is open whatever is blocked", () => {
  const everything = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

  it.each(["NORMAL", "HEAD_STORE_MULTILEVEL", "BRANCH_MULTILEVEL_PAY_BY_SELF"])(
    "%s: with Settings (or every section) blocked, the own pages render",
    (type) => {
      for (const blocked of [[9], everything]) {
        for (const path of OWN_PAGES) {
          expect(guardRoute(path, store(type), staff(blocked)), `${path} blocked ${blocked}`).toBeNull();
          expect(guardRoute(`${path}.data`, store(type), staff(blocked)), `${path}.data`).toBeNull();
          expect(blockedSectionOf(path, store(type), staff(blocked))).toBeNull();
        }
      }
    },
  );

  it("and their calls answer", () => {
    for (const [method, path] of OWN_CALLS) {
      const rule = callRule(method, path);
      expect(rule, `${method} ${path} is in the table`).not.toBeNull();
      if (rule) expect(allows(rule, "NORMAL", staff([9])), `${method} ${path}`).toBe(true);
    }
  });

  it("while the rest of Settings stays closed, and says it is Settings that was refused", () => {
    for (const path of [
      "/admin/settingpage/setting-style",
      "/admin/settingpage/setting-banner-list",
      "/admin/setting-payment",
    ]) {
      expect(guardRoute(path, store(), staff([9])), path).toBe("/admin/orderlist/unprocessed");
      expect(blockedSectionOf(path, store(), staff([9])), path).toBe(9);
    }
    const rule = pageRule("/admin/settingpage/setting-system")?.rule;
    expect(rule && allows(rule, "NORMAL", staff([9]))).toBe(false);
    expect(menuFor({ storeType: "NORMAL", blockedPrivileges: [9] }).map((s) => s.key)).not.toContain("settings");
  });

  it("names the section of any blocked page, and nothing for a page that is not refused for a block", () => {
    expect(blockedSectionOf("/admin/orderlist/unprocessed", store(), staff([1]))).toBe(1);
    expect(blockedSectionOf("/admin/incomelist/orderDetails", store("BRANCH_MULTILEVEL_PAY_BY_SELF"), staff([1]))).toBe(
      2,
    );
    expect(blockedSectionOf("/admin/orderlist/unprocessed", store(), staff([]))).toBeNull();
    // Head-store-only in a branch is /notadmin's to explain, not a blocked section.
    expect(
      blockedSectionOf("/admin/orderlist/unprocessed", store("BRANCH_MULTILEVEL_PAY_BY_SELF"), staff([1])),
    ).toBeNull();
    expect(blockedSectionOf("/about", store(), staff([1]))).toBeNull();
  });

  it("carries the section over the redirect in a cookie the landing page reads once", () => {
    const set = refusedCookie(9);
    expect(set).toMatch(/^sf_refused=9; Path=\/; Max-Age=60; SameSite=Lax$/);
    expect(refusedOf(`a=1; ${set.split(";")[0]}; b=2`)).toBe(9);
    expect(refusedOf("sf_refused=; a=1")).toBeNull();
    expect(refusedOf("xsf_refused=9")).toBeNull();
  });
});
