import { describe, expect, it } from "vitest";
import {
  badge,
  effectiveBlocked,
  firstAdminPath,
  inlineTabCount,
  type MenuInput,
  type MenuSection,
  menuFor,
  privilegeOfPath,
  sectionPath,
} from "../../functions/shared/access/adminMenu";
import { MAX_TABS, STORE_TYPES } from "../../functions/shared/constants";

const codes = (m: MenuSection[]) => m.map((s) => s.code);
const keysOf = (m: MenuSection[], code: number) => m.find((s) => s.code === code)?.entries.map((e) => e.key) ?? null;
const entryIds = (m: MenuSection[]) => m.flatMap((s) => s.entries.map((e) => e.id));
const allEntryKeys = (m: MenuSection[]) => m.flatMap((s) => s.entries.map((e) => e.key));

const BRANCH_TYPES = ["BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE", "BRANCH_MULTILEVEL_PAY_BY_SELF"] as const;

describe("menuFor: NORMAL (spec back-office §2.3)", () => {
  const menu = menuFor({ storeType: "NORMAL" });

  it("hides Subscription, Income, Branch, Bulletin and Branch guide and keeps the rest in code order", () => {
    expect(codes(menu)).toEqual([1, 3, 4, 7, 8, 9, 10, 12, 13, 14, 16]);
    for (const hidden of [2, 5, 6, 11, 15]) expect(codes(menu)).not.toContain(hidden);
  });

  it("hides branch and platform-fee analytics", () => {
    expect(keysOf(menu, 3)).toEqual(["analyticsStore"]);
  });

  it("hides branch product list/category, subscription contract, limited-plan sales and assistant under Store", () => {
    const store = keysOf(menu, 4) ?? [];
    for (const k of ["branchProductList", "branchCategoryList", "subscriptionContract", "policyEvent", "assistant"]) {
      expect(store).not.toContain(k);
    }
    expect(store).toEqual([
      "productList",
      "stock",
      "specialPrice",
      "category",
      "information",
      "productImageSetting",
      "tags",
      "topics",
      "productsImport",
      "productSetting",
    ]);
  });

  it("hides the registration plan, branch info, audit profile and branch bulletin/promotion notifications", () => {
    const keys = allEntryKeys(menu);
    for (const k of ["registrationPlan", "branchInfo", "auditProfile", "branchBulletins", "branchPromotions"]) {
      expect(keys).not.toContain(k);
    }
    expect(keysOf(menu, 9)).toContain("companyInfo");
    expect(keysOf(menu, 13)).toEqual([
      "notificationsAll",
      "systemNotices",
      "notificationSettings",
      "notificationsCalendar",
    ]);
  });

  it("opens on the unprocessed order list", () => {
    expect(firstAdminPath({ storeType: "NORMAL" })).toBe("/admin/orderlist/unprocessed");
    expect(sectionPath(menu[0] as MenuSection)).toBe("/admin/orderlist/unprocessed");
  });
});

describe("menuFor: HEAD_STORE_MULTILEVEL", () => {
  it("hides Income always and Branch guide unless the user is root", () => {
    const notRoot = menuFor({ storeType: "HEAD_STORE_MULTILEVEL" });
    const root = menuFor({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true });
    expect(codes(notRoot)).not.toContain(2);
    expect(codes(root)).not.toContain(2);
    expect(codes(notRoot)).not.toContain(15);
    expect(codes(root)).toContain(15);
    expect(codes(root)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    // The head store edits the guide: every guide entry stays.
    expect(keysOf(root, 15)).toEqual(["guideAll", "guideArticles", "guideQuestions", "guideEdit", "guideSet"]);
  });

  it("keeps the branch sections a head store needs", () => {
    const m = menuFor({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true });
    expect(codes(m)).toEqual(expect.arrayContaining([5, 6, 11]));
    expect(keysOf(m, 3)).toHaveLength(5); // branch and platform-fee analytics stay
    expect(keysOf(m, 4)).toEqual(
      expect.arrayContaining(["subscriptionContract", "policyEvent", "assistant", "topics"]),
    );
  });

  it("hides the listed entries", () => {
    const m = menuFor({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true });
    const keys = allEntryKeys(m);
    for (const k of [
      "branchProductList",
      "branchCategoryList",
      "monthGoal",
      "productProfitDisplay",
      "multilevelDisplay",
      "registrationPlan",
      "branchInfo",
      "auditProfile",
      "branchBulletins",
      "branchPromotions",
    ]) {
      expect(keys).not.toContain(k);
    }
    expect(keysOf(m, 5)).toEqual(expect.arrayContaining(["downlineList", "ranking", "audit", "target"]));
    expect(keysOf(m, 6)).toEqual(["subscriptionList", "subscriptionSetting"]);
  });
});

describe("menuFor: branch stores (both kinds)", () => {
  it.each(BRANCH_TYPES)("%s hides Orders, Blog, Users, Bulletin and Schedule", (storeType) => {
    const m = menuFor({ storeType, guideOpenToBranches: true });
    for (const hidden of [1, 7, 8, 11, 14]) expect(codes(m)).not.toContain(hidden);
  });

  it("hides Account only when paid by the head store", () => {
    expect(codes(menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE" }))).not.toContain(10);
    expect(codes(menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF" }))).toContain(10);
  });

  it.each(BRANCH_TYPES)("%s puts Branch first and Notifications third", (storeType) => {
    const m = menuFor({ storeType, guideOpenToBranches: true });
    expect(m[0]?.code).toBe(5);
    expect(m[2]?.code).toBe(13);
    expect(new Set(codes(m)).size).toBe(m.length);
  });

  it("keeps the remaining sections in code order after the moved ones", () => {
    expect(codes(menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF", guideOpenToBranches: true }))).toEqual([
      5, 2, 13, 3, 4, 6, 9, 10, 12, 15, 16,
    ]);
    expect(codes(menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE" }))).toEqual([
      5, 2, 13, 3, 4, 6, 9, 12, 16,
    ]);
  });

  it.each(BRANCH_TYPES)("%s keeps only the listed Store, Branch, Settings and guide entries", (storeType) => {
    const m = menuFor({ storeType, guideOpenToBranches: true });
    expect(keysOf(m, 4)).toEqual(["branchProductList", "branchCategoryList", "topics", "assistant"]);
    expect(keysOf(m, 5)).toEqual([
      "downlineList",
      "ranking",
      "monthGoal",
      "productProfitDisplay",
      "multilevelDisplay",
      "feedback",
      "target",
    ]);
    expect(keysOf(m, 9)).toEqual(["banners", "branchInfo", "system", "auditProfile", "userPassword"]);
    expect(keysOf(m, 15)).toEqual(["guideAll", "guideArticles", "guideQuestions"]);
  });

  it.each(BRANCH_TYPES)("%s sees the guide tab 15 only when the guide is open to branches", (storeType) => {
    expect(codes(menuFor({ storeType }))).not.toContain(15);
    expect(codes(menuFor({ storeType, guideOpenToBranches: false, isRoot: true }))).not.toContain(15);
    expect(codes(menuFor({ storeType, guideOpenToBranches: true }))).toContain(15);
  });

  it("the guide flag does not add the guide to a NORMAL store", () => {
    expect(codes(menuFor({ storeType: "NORMAL", guideOpenToBranches: true, isRoot: true }))).not.toContain(15);
  });
});

describe("menuFor: blockedPrivileges", () => {
  it("removes the blocked entries and the sections they emptied", () => {
    const m = menuFor({ storeType: "NORMAL", blockedPrivileges: [9, 3] });
    expect(codes(m)).not.toContain(9);
    expect(codes(m)).not.toContain(3);
    expect(m.every((s) => s.entries.length > 0)).toBe(true);
    expect(m.flatMap((s) => s.entries).some((e) => e.privilege === 9 || e.privilege === 3)).toBe(false);
    expect(codes(m)).toEqual([1, 4, 7, 8, 10, 12, 13, 14, 16]);
  });

  it("blocking privilege 1 also blocks 2", () => {
    expect([...effectiveBlocked([1])].sort()).toEqual([1, 2]);
    expect([...effectiveBlocked([2])]).toEqual([2]);
    expect(effectiveBlocked().size).toBe(0);
    const branch = menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF", blockedPrivileges: [1] });
    expect(codes(branch)).not.toContain(2);
    const unblocked = menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF", blockedPrivileges: [] });
    expect(codes(unblocked)).toContain(2);
  });

  it("blocking only 2 leaves orders", () => {
    const m = menuFor({ storeType: "NORMAL", blockedPrivileges: [2] });
    expect(codes(m)[0]).toBe(1);
  });

  it("the first admin page skips blocked sections; null when everything is blocked", () => {
    expect(firstAdminPath({ storeType: "NORMAL", blockedPrivileges: [1] })).toBe("/admin/analytics/store");
    expect(firstAdminPath({ storeType: "HEAD_STORE_MULTILEVEL", blockedPrivileges: [1, 3] })).toMatch(
      /^\/admin\/store-productlist\/0\//,
    );
    const all = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(menuFor({ storeType: "NORMAL", blockedPrivileges: all })).toEqual([]);
    expect(firstAdminPath({ storeType: "NORMAL", blockedPrivileges: all })).toBeNull();
  });

  it("first admin page of a branch store is the downline list", () => {
    expect(firstAdminPath({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF" })).toBe("/admin/branch-downlinelist");
  });
});

describe("menuFor: wholesaler", () => {
  it("drops Store entries 5-10 and 5-12 and nothing else", () => {
    const head = menuFor({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true });
    const whole = menuFor({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true, isWholeSaler: true });
    expect(entryIds(head)).toEqual(expect.arrayContaining(["5-10", "5-12"]));
    expect(entryIds(whole)).not.toContain("5-10");
    expect(entryIds(whole)).not.toContain("5-12");
    expect(entryIds(whole)).toEqual(entryIds(head).filter((id) => id !== "5-10" && id !== "5-12"));
  });

  it("applies to branch stores too", () => {
    const m = menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF", isWholeSaler: true });
    expect(keysOf(m, 4)).toEqual(["branchProductList", "branchCategoryList", "assistant"]);
  });
});

describe("menuFor: limits", () => {
  it("never returns more than 20 tabs and never an empty section", () => {
    expect(MAX_TABS).toBe(20);
    for (const storeType of STORE_TYPES)
      for (const flags of [
        {},
        { isRoot: true, guideOpenToBranches: true, isWholeSaler: true },
      ] as Partial<MenuInput>[]) {
        const m = menuFor({ storeType, ...flags });
        expect(m.length).toBeGreaterThan(0);
        expect(m.length).toBeLessThanOrEqual(MAX_TABS);
        expect(m.every((s) => s.entries.length > 0)).toBe(true);
        expect(new Set(codes(m)).size).toBe(m.length);
      }
  });

  it("does not mutate state between calls", () => {
    const a = JSON.stringify(menuFor({ storeType: "NORMAL" }));
    menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF", isWholeSaler: true, blockedPrivileges: [4, 9] });
    expect(JSON.stringify(menuFor({ storeType: "NORMAL" }))).toBe(a);
  });
});

describe("inlineTabCount", () => {
  it.each([
    [320, 1],
    [375, 1],
    [734, 1],
    [1023, 1],
    [1024, 4],
    [1279, 4],
    [1280, 6],
    [1536, 6],
    [1919, 6],
    [1920, 8],
    [2560, 8],
  ])("width %i → %i inline tabs", (w, n) => {
    expect(inlineTabCount(w)).toBe(n);
  });
});

describe("badge", () => {
  it("caps at 99+", () => {
    expect(badge(0)).toBe("0");
    expect(badge(1)).toBe("1");
    expect(badge(99)).toBe("99");
    expect(badge(100)).toBe("99+");
    expect(badge(12345)).toBe("99+");
  });
});

describe("privilegeOfPath", () => {
  it.each([
    ["/admin/orderlist/unprocessed", 1],
    ["/admin/orderlist/complete", 1],
    ["/admin/orders-import", 1],
    ["/admin/incomelist/orderDetails", 2],
    ["/admin/incomelist/isTempCancel", 2],
    ["/admin/analytics/store", 3],
    ["/admin/analytics/branch/store-report", 3],
    ["/admin/store-productlist/12/x", 4],
    ["/admin/store-stock/0/x", 4],
    ["/admin/store-topic-list", 4],
    ["/admin/branch-downlinelist", 5],
    ["/admin/branch-target/my_branch_target", 5],
    ["/admin/subscription-setting", 6],
    ["/admin/article-list/3/0", 7],
    ["/admin/user-admin-list", 8],
    ["/admin/settingpage/setting-style", 9],
    ["/admin/settingpage/setting-profile/info/setting", 9],
    ["/admin/account-bill-list", 10],
    ["/admin/bulletin-list/1/1", 11],
    ["/admin/mobile-menu", 12],
    ["/admin/notifications-all", 13],
    ["/admin/schedule-list/all/normal", 14],
    ["/admin/guide/allList", 15],
    ["/admin/guide/edit/set", 15],
    ["/admin/achievements", 16],
    // Pages the menu does not list take their section's code (the header highlights that tab).
    ["/admin/product-edit/5", 4],
    ["/admin/store-edit-topic/0", 4],
    ["/admin/setbanner/2", 9],
  ])("%s needs privilege %i", (path, privilege) => {
    expect(privilegeOfPath(path)).toBe(privilege);
  });

  it.each([
    ["/admin/orderlist-overview", 1],
    ["/admin/my-orderdetail/7", 2],
    ["/admin/product-edit/15", 4],
    ["/admin/product-stock-import", 4],
    ["/admin/store-subcategory/3/1", 4],
    ["/admin/store-editcategory/3/true", 4],
    ["/admin/store-editinformation/2", 4],
    ["/admin/store-edit-tag/9", 4],
    ["/admin/store-edit-topic/4", 4],
    ["/admin/store-product-policy-event-edit/1", 4],
    ["/admins/store/assistant", 4],
    ["/admin/delete-branches", 5],
    ["/admin/proxy-down-line-list/44", 5],
    ["/admin/edit-invitationcode/2", 5],
    ["/admin/edit-trial/2", 5],
    ["/admin/edit-branch-target", 5],
    ["/admin/edit-platform-fee-profit/2", 5],
    ["/admin/edit-first-up-threshold/2", 5],
    ["/admin/article-edit/5", 7],
    ["/admin/article-edit-category/5", 7],
    ["/admin/user-edit/admin", 8],
    ["/admin/settingpage/setbanner/3", 9],
    ["/admin/bill/8/NORMAL", 10],
    ["/admin/bulletin-edit/1", 11],
    ["/admin/bulletin-category-edit/1", 11],
    ["/admin/bulletin-detail/1", 11],
    ["/admin/bulletin-import", 11],
    ["/admin/schedule-edit/2", 14],
    ["/admin/guide/edit/editList/1/0", 15],
  ])("edit and detail page %s needs its section's privilege %i", (path, privilege) => {
    expect(privilegeOfPath(path)).toBe(privilege);
  });

  it("is null for paths no menu entry covers", () => {
    expect(privilegeOfPath("/")).toBeNull();
    expect(privilegeOfPath("/admin")).toBeNull();
    expect(privilegeOfPath("/admin/test")).toBeNull();
    expect(privilegeOfPath("/admin/billing")).toBeNull();
    expect(privilegeOfPath("/admin/product-editor")).toBeNull();
    expect(privilegeOfPath("/profile/info/setting")).toBeNull();
  });

  it("agrees with every menu entry's own privilege", () => {
    const m = menuFor({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true });
    for (const s of m) for (const e of s.entries) expect(privilegeOfPath(e.path), e.path).toBe(e.privilege);
  });
});
