import { isBranchType, MAX_TABS, PRODUCT, type StoreType } from "./constants";

// The back-office menu of spec back-office §2.1–§2.3. Exact privilege ids are not given by the
// spec: every entry carries its section's numeric code as privilege id, so blocking a code hides
// that section's entries (and, once empty, the section). Store entries keep their legacy ids
// "5-1" … "5-15" because the wholesaler rule names "5-10" and "5-12".

export type MenuEntry = { id: string; key: string; path: string; privilege: number };
export type MenuSection = { code: number; key: string; entries: MenuEntry[] };

const ON_SHELF = encodeURIComponent("上架");
const e = (id: string, key: string, path: string, privilege: number): MenuEntry => ({ id, key, path, privilege });

const SECTIONS: MenuSection[] = [
  {
    code: 1,
    key: "orders",
    entries: [
      e("1-1", "orderList", "/admin/orderlist/unprocessed", 1),
      e("1-2", "ordersImport", "/admin/orders-import", 1),
    ],
  },
  { code: 2, key: "income", entries: [e("2-1", "incomeList", "/admin/incomelist/orderDetails", 2)] },
  {
    code: 3,
    key: "analytics",
    entries: [
      e("3-1", "analyticsStore", "/admin/analytics/store", 3),
      e("3-2", "analyticsBranchOverview", "/admin/analytics/branch/overview-report", 3),
      e("3-3", "analyticsBranchStore", "/admin/analytics/branch/store-report", 3),
      e("3-4", "analyticsBranchProduct", "/admin/analytics/branch/product-report", 3),
      e("3-5", "analyticsPlatformFee", "/admin/analytics/platformfee", 3),
    ],
  },
  {
    code: 4,
    key: "products",
    entries: [
      e("5-1", "productList", `/admin/store-productlist/0/${ON_SHELF}`, 4),
      e("5-2", "stock", `/admin/store-stock/0/${ON_SHELF}`, 4),
      e("5-3", "specialPrice", `/admin/store-price/0/${ON_SHELF}`, 4),
      e("5-4", "category", "/admin/store-category/1", 4),
      e("5-5", "information", "/admin/store-information/1", 4),
      e("5-6", "productImageSetting", "/admin/store-setting-product", 4),
      e("5-7", "branchProductList", "/admin/store-branchproductlist", 4),
      e("5-8", "branchCategoryList", "/admin/store-branchcategorylist/1", 4),
      e("5-9", "tags", "/admin/store-product-tags/1", 4),
      e("5-10", "topics", "/admin/store-topic-list", 4),
      e("5-11", "productsImport", "/admin/products-import", 4),
      e("5-12", "subscriptionContract", "/admin/store-product-subscription-contract", 4),
      e("5-13", "policyEvent", "/admin/store-product-policy-event/DISPLAY", 4),
      e("5-14", "productSetting", "/admin/store-product-setting", 4),
      e("5-15", "assistant", "/admins/store/assistant", 4),
    ],
  },
  {
    code: 5,
    key: "branches",
    entries: [
      e("b-1", "downlineList", "/admin/branch-downlinelist", 5),
      e("b-2", "deletedBranches", "/admin/deleted-branches-list", 5),
      e("b-3", "ranking", "/admin/branch-chart-list", 5),
      e("b-4", "ownProfit", "/admin/branch-productprofit", 5),
      e("b-5", "organization", "/admin/branch-organization", 5),
      e("b-6", "authorizedProducts", "/admin/branch-products", 5),
      e("b-7", "invitationCodes", "/admin/branch-invitationcode-list", 5),
      e("b-8", "audit", "/admin/branch-audit-list/pending", 5),
      e("b-9", "branchSetting", "/admin/branch-setting/info", 5),
      e("b-10", "monthGoal", "/admin/branch-monthgoal", 5),
      e("b-11", "productProfitDisplay", "/admin/branch-productprofit-display", 5),
      e("b-12", "multilevelDisplay", "/admin/branch-multilevel-display", 5),
      e("b-13", "feedback", "/admin/branch-feedback-list/subscription_feedback", 5),
      e("b-14", "target", "/admin/branch-target/my_branch_target", 5),
      e("b-15", "activities", "/admin/branch-activities/branch-platform-fee-profit-list", 5),
    ],
  },
  {
    code: 6,
    key: "subscriptions",
    entries: [
      e("6-1", "subscriptionList", "/admin/subscription-list", 6),
      e("6-2", "subscriptionSetting", "/admin/subscription-setting", 6),
      e("6-3", "registrationPlan", "/admin/subscription-registration-plan", 6),
    ],
  },
  {
    code: 7,
    key: "articles",
    entries: [
      e("7-1", "articleList", "/admin/article-list/0/1", 7),
      e("7-2", "articleCategories", "/admin/article-category-list/1", 7),
    ],
  },
  {
    code: 8,
    key: "users",
    entries: [
      e("8-1", "userList", "/admin/user-list/all", 8),
      e("8-2", "adminList", "/admin/user-admin-list", 8),
      e("8-3", "supplierList", "/admin/user-supplier-list/all", 8),
      e("8-4", "userLogs", "/admin/user-logs-list", 8),
      e("8-5", "paymentLogs", "/admin/user-payment-logs-list", 8),
    ],
  },
  {
    code: 9,
    key: "settings",
    entries: [
      e("9-1", "banners", "/admin/settingpage/setting-banner-list", 9),
      e("9-2", "promotions", "/admin/settingpage/setting-promotion-list/promotion", 9),
      e("9-3", "menuSetting", "/admin/settingpage/setting-menu", 9),
      e("9-4", "pages", "/admin/settingpage/setting-page-list", 9),
      e("9-5", "style", "/admin/settingpage/setting-style", 9),
      e("9-6", "payment", "/admin/settingpage/setting-payment", 9),
      e("9-7", "shipping", "/admin/settingpage/setting-shipping", 9),
      e("9-8", "invoice", "/admin/settingpage/setting-invoice", 9),
      e("9-9", "companyInfo", "/admin/settingpage/setting-store", 9),
      e("9-10", "branchInfo", "/admin/settingpage/setting-branch-store", 9),
      e("9-11", "system", "/admin/settingpage/setting-system", 9),
      e("9-12", "auditProfile", "/admin/settingpage/setting-audit-profile", 9),
      e("9-13", "profile", "/admin/settingpage/setting-profile/info/setting", 9),
      e("9-14", "userPassword", "/admin/settingpage/setting-profile-password", 9),
      e("9-15", "security", "/admin/settingpage/setting-security", 9),
      e("9-16", "testMode", "/admin/settingpage/setting-test-mode", 9),
      e("9-17", "calendar", "/admin/settingpage/setting-calendar", 9),
    ],
  },
  {
    code: 10,
    key: "account",
    entries: [
      e("10-1", "accountStore", "/admin/account-store", 10),
      e("10-2", "billList", "/admin/account-bill-list", 10),
    ],
  },
  {
    code: 11,
    key: "bulletins",
    entries: [
      e("11-1", "bulletinList", "/admin/bulletin-list/0/1", 11),
      e("11-2", "bulletinCategory", "/admin/bulletin-category/1", 11),
    ],
  },
  { code: 12, key: "mobileDashboard", entries: [e("12-1", "mobileMenu", "/admin/mobile-menu", 12)] },
  {
    code: 13,
    key: "notifications",
    entries: [
      e("13-1", "notificationsAll", "/admin/notifications-all", 13),
      e("13-2", "branchBulletins", "/admin/notifications-branch-bulletin-list/0/1", 13),
      e("13-3", "systemNotices", `/admin/notifications-${PRODUCT}-bulletin-list/0`, 13),
      e("13-4", "branchPromotions", "/admin/notifications-branch-promotionlist", 13),
      e("13-5", "notificationSettings", "/admin/notification-settings", 13),
      e("13-6", "notificationsCalendar", "/admin/notifications-calendar", 13),
    ],
  },
  { code: 14, key: "schedule", entries: [e("14-1", "scheduleList", "/admin/schedule-list/all/normal", 14)] },
  {
    code: 15,
    key: "guide",
    entries: [
      e("15-1", "guideAll", "/admin/guide/allList", 15),
      e("15-2", "guideArticles", "/admin/guide/articleList", 15),
      e("15-3", "guideQuestions", "/admin/guide/questionList", 15),
      e("15-4", "guideEdit", "/admin/guide/edit/list/1/0/0", 15),
      e("15-5", "guideSet", "/admin/guide/edit/set", 15),
    ],
  },
  { code: 16, key: "achievements", entries: [e("16-1", "achievements", "/admin/achievements", 16)] },
];

export type MenuInput = {
  storeType: StoreType | string;
  isWholeSaler?: boolean;
  blockedPrivileges?: readonly number[];
  isRoot?: boolean;
  /** Branch guide opened to branches by the head store (spec: otherwise tab 15 is hidden). */
  guideOpenToBranches?: boolean;
};

type Rule = { sections?: number[]; entries?: string[] };

// What each store type hides (spec §2.3), by section code and entry key.
const NORMAL_HIDES: Rule = {
  sections: [6, 2, 5, 11, 15],
  entries: [
    "analyticsBranchOverview",
    "analyticsBranchStore",
    "analyticsBranchProduct",
    "analyticsPlatformFee",
    "branchProductList",
    "branchCategoryList",
    "subscriptionContract",
    "policyEvent",
    "assistant",
    "registrationPlan",
    "branchInfo",
    "auditProfile",
    "branchBulletins",
    "branchPromotions",
  ],
};
const HEAD_HIDES: Rule = {
  sections: [2],
  entries: [
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
  ],
};
// Branches keep only these entries in the sections they share.
const BRANCH_KEEPS: Record<number, string[]> = {
  4: ["branchProductList", "branchCategoryList", "topics", "assistant"],
  5: ["downlineList", "ranking", "monthGoal", "productProfitDisplay", "multilevelDisplay", "feedback", "target"],
  9: ["banners", "branchInfo", "system", "auditProfile", "userPassword"],
  15: ["guideAll", "guideArticles", "guideQuestions"],
};

/** Spec: blocking privilege 1 also blocks 2. */
export function effectiveBlocked(blocked: readonly number[] = []): Set<number> {
  const set = new Set(blocked);
  if (set.has(1)) set.add(2);
  return set;
}

export function menuFor(input: MenuInput): MenuSection[] {
  const t = input.storeType;
  const branch = isBranchType(t);
  let sections = SECTIONS.map((s) => ({ ...s, entries: [...s.entries] }));
  const apply = (rule: Rule) => {
    sections = sections
      .filter((s) => !rule.sections?.includes(s.code))
      .map((s) => ({ ...s, entries: s.entries.filter((x) => !rule.entries?.includes(x.key)) }));
  };
  if (t === "NORMAL") apply(NORMAL_HIDES);
  else if (t === "HEAD_STORE_MULTILEVEL") {
    apply(HEAD_HIDES);
    if (!input.isRoot) apply({ sections: [15] });
  } else if (branch) {
    const hidden = [1, 7, 8, 11, 14];
    if (t === "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE") hidden.push(10);
    if (!input.guideOpenToBranches) hidden.push(15);
    apply({ sections: hidden });
    sections = sections.map((s) => {
      const keep = BRANCH_KEEPS[s.code];
      return keep ? { ...s, entries: s.entries.filter((x) => keep.includes(x.key)) } : s;
    });
    // Branch first, Notifications third.
    const pick = (code: number) => sections.find((s) => s.code === code);
    const branchSec = pick(5);
    const notif = pick(13);
    const rest = sections.filter((s) => s.code !== 5 && s.code !== 13);
    sections = [...(branchSec ? [branchSec] : []), ...rest];
    if (notif) sections.splice(Math.min(2, sections.length), 0, notif);
  }
  if (input.isWholeSaler) apply({ entries: ["topics", "subscriptionContract"] });
  const blocked = effectiveBlocked(input.blockedPrivileges);
  sections = sections
    .map((s) => ({ ...s, entries: s.entries.filter((x) => !blocked.has(x.privilege)) }))
    .filter((s) => s.entries.length > 0);
  return sections.slice(0, MAX_TABS);
}

/** Spec §2.3: 6 inline at xl and 2xl, 4 at lg, 1 at md/sm/xs, otherwise (wider) 8. */
export function inlineTabCount(width: number): number {
  if (width < 1024) return 1; // xs, sm, md
  if (width < 1280) return 4; // lg
  if (width < 1920) return 6; // xl, 2xl
  return 8;
}

export const sectionPath = (s: MenuSection) => s.entries[0]?.path ?? "/admin";

/** The first admin page of a store type for this user, or null when every entry is blocked. */
export function firstAdminPath(input: MenuInput): string | null {
  const first = menuFor(input)[0];
  return first ? sectionPath(first) : null;
}

// Admin pages the menu does not list (edit, detail and import pages of spec §2.2) and the
// section privilege each needs, so a blocked privilege also guards them.
const OTHER_PAGES: [prefix: string, privilege: number][] = [
  ["/admin/order", 1],
  ["/admin/my-orderdetail", 2],
  ["/admin/product-edit", 4],
  ["/admin/product-stock-import", 4],
  ["/admin/store-subcategory", 4],
  ["/admin/store-editcategory", 4],
  ["/admin/store-editinformation", 4],
  ["/admin/store-edit-tag", 4],
  ["/admin/store-edit-topic", 4],
  ["/admin/delete-branches", 5],
  ["/admin/proxy-down-line-list", 5],
  ["/admin/edit-invitationcode", 5],
  ["/admin/edit-trial", 5],
  ["/admin/edit-branch-target", 5],
  ["/admin/edit-platform-fee-profit", 5],
  ["/admin/edit-first-up-threshold", 5],
  ["/admin/setbanner", 9],
  ["/admin/setpage", 9],
  ["/admin/editpromotion", 9],
  ["/admin/editactivity", 9],
  ["/admin/editproductstory", 9],
  ["/admin/article-edit", 7],
  ["/admin/article-edit-category", 7],
  ["/admin/user-edit", 8],
  ["/admin/user-member", 8],
  ["/admin/user-supplier", 8],
  ["/admin/user-payment-log", 8],
  ["/admin/bill", 10],
  ["/admin/bulletin-edit", 11],
  ["/admin/bulletin-detail", 11],
  ["/admin/schedule-edit", 14],
];

/** The privilege a path needs, found by the longest entry-path prefix; null when unlisted. */
export function privilegeOfPath(path: string): number | null {
  let best: MenuEntry | null = null;
  for (const s of SECTIONS)
    for (const x of s.entries) {
      const base = x.path.split("/").slice(0, 3).join("/");
      if (path === x.path || path.startsWith(`${base}`)) {
        if (!best || x.path.length > best.path.length) best = x;
      }
    }
  if (best) return best.privilege;
  const other = OTHER_PAGES.find(([p]) => path === p || path.startsWith(`${p}/`));
  return other?.[1] ?? null;
}

export const badge = (n: number) => (n > 99 ? "99+" : String(n));
