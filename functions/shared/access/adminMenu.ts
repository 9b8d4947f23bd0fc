import { isBranchType, MAX_TABS, PRODUCT, type StoreType } from "../constants";
import { SETTING_MENU } from "./settingPages";

// The back-office menu of spec back-office §2.1–§2.3. Exact privilege ids are not given by the
// spec: every entry carries its section's numeric code as privilege id, so blocking a code hides
// that section's entries (and, once empty, the section). Store entries keep their legacy ids
// "5-1" … "5-15" because the wholesaler rule names "5-10" and "5-12".

export type MenuEntry = { id: string; key: string; path: string; privilege: number };
export type MenuSection = { code: number; key: string; entries: MenuEntry[] };

const ON_SHELF = encodeURIComponent("上架");

/** A section whose entries carry its code as privilege id, numbered `${idPrefix}-1`, `-2`, … in order. */
const section = (
  code: number,
  key: string,
  entries: [key: string, path: string][],
  idPrefix: string | number = code,
): MenuSection => ({
  code,
  key,
  entries: entries.map(([entryKey, path], i) => ({ id: `${idPrefix}-${i + 1}`, key: entryKey, path, privilege: code })),
});

const SECTIONS: MenuSection[] = [
  section(1, "orders", [
    ["orderList", "/admin/orderlist/unprocessed"],
    ["ordersImport", "/admin/orders-import"],
  ]),
  section(2, "income", [["incomeList", "/admin/incomelist/orderDetails"]]),
  section(3, "analytics", [
    ["analyticsStore", "/admin/analytics/store"],
    ["analyticsBranchOverview", "/admin/analytics/branch/overview-report"],
    ["analyticsBranchStore", "/admin/analytics/branch/store-report"],
    ["analyticsBranchProduct", "/admin/analytics/branch/product-report"],
    ["analyticsPlatformFee", "/admin/analytics/platformfee"],
  ]),
  section(
    4,
    "products",
    [
      ["productList", `/admin/store-productlist/0/${ON_SHELF}`],
      ["stock", `/admin/store-stock/0/${ON_SHELF}`],
      ["specialPrice", `/admin/store-price/0/${ON_SHELF}`],
      ["category", "/admin/store-category/1"],
      ["information", "/admin/store-information/1"],
      ["productImageSetting", "/admin/store-setting-product"],
      ["branchProductList", "/admin/store-branchproductlist"],
      ["branchCategoryList", "/admin/store-branchcategorylist/1"],
      ["tags", "/admin/store-product-tags/1"],
      ["topics", "/admin/store-topic-list"],
      ["productsImport", "/admin/products-import"],
      ["subscriptionContract", "/admin/store-product-subscription-contract"],
      ["policyEvent", "/admin/store-product-policy-event/DISPLAY"],
      ["productSetting", "/admin/store-product-setting"],
      ["assistant", "/admins/store/assistant"],
    ],
    5,
  ),
  section(
    5,
    "branches",
    [
      ["downlineList", "/admin/branch-downlinelist"],
      ["deletedBranches", "/admin/deleted-branches-list"],
      ["ranking", "/admin/branch-chart-list"],
      ["ownProfit", "/admin/branch-productprofit"],
      ["organization", "/admin/branch-organization"],
      ["authorizedProducts", "/admin/branch-products"],
      ["invitationCodes", "/admin/branch-invitationcode-list"],
      ["audit", "/admin/branch-audit-list/pending"],
      ["branchSetting", "/admin/branch-setting/info"],
      ["monthGoal", "/admin/branch-monthgoal"],
      ["productProfitDisplay", "/admin/branch-productprofit-display"],
      ["multilevelDisplay", "/admin/branch-multilevel-display"],
      ["feedback", "/admin/branch-feedback-list/subscription_feedback"],
      ["target", "/admin/branch-target/my_branch_target"],
      ["activities", "/admin/branch-activities/branch-platform-fee-profit-list"],
    ],
    "b",
  ),
  section(6, "subscriptions", [
    ["subscriptionList", "/admin/subscription-list"],
    ["subscriptionSetting", "/admin/subscription-setting"],
    ["registrationPlan", "/admin/subscription-registration-plan"],
  ]),
  section(7, "articles", [
    ["articleList", "/admin/article-list/0/1"],
    ["articleCategories", "/admin/article-category-list/1"],
  ]),
  section(8, "users", [
    ["userList", "/admin/user-list/all"],
    ["adminList", "/admin/user-admin-list"],
    ["supplierList", "/admin/user-supplier-list/all"],
    ["userLogs", "/admin/user-logs-list"],
    ["paymentLogs", "/admin/user-payment-logs-list"],
    ["errorLogs", "/admin/user-error-logs-list"],
  ]),
  section(9, "settings", [...SETTING_MENU]),
  section(10, "account", [
    ["accountStore", "/admin/account-store"],
    ["billList", "/admin/account-bill-list"],
  ]),
  section(11, "bulletins", [
    ["bulletinList", "/admin/bulletin-list/0/1"],
    ["bulletinCategory", "/admin/bulletin-category/1"],
  ]),
  section(12, "mobileDashboard", [["mobileMenu", "/admin/mobile-menu"]]),
  section(13, "notifications", [
    ["notificationsAll", "/admin/notifications-all"],
    ["branchBulletins", "/admin/notifications-branch-bulletin-list/0/1"],
    ["systemNotices", `/admin/notifications-${PRODUCT}-bulletin-list/0`],
    ["branchPromotions", "/admin/notifications-branch-promotionlist"],
    ["notificationSettings", "/admin/notification-settings"],
    ["notificationsCalendar", "/admin/notifications-calendar"],
  ]),
  section(14, "schedule", [["scheduleList", "/admin/schedule-list/all/normal"]]),
  section(15, "guide", [
    ["guideAll", "/admin/guide/allList"],
    ["guideArticles", "/admin/guide/articleList"],
    ["guideQuestions", "/admin/guide/questionList"],
    ["guideEdit", "/admin/guide/edit/list/1/0/0"],
    ["guideSet", "/admin/guide/edit/set"],
  ]),
  section(16, "achievements", [["achievements", "/admin/achievements"]]),
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

/** A section's label key by its code (the refusal notice names the section that was refused). */
export const sectionKeyOf = (code: number) => SECTIONS.find((s) => s.code === code)?.key ?? null;

export const sectionPath = (s: MenuSection) => s.entries[0]?.path ?? "/admin";

/** The first admin page of a store type for this user, or null when every entry is blocked. */
export function firstAdminPath(input: MenuInput): string | null {
  const first = menuFor(input)[0];
  return first ? sectionPath(first) : null;
}

// Admin pages the menu does not list (edit, detail and import pages of spec §2.2), the section
// privilege each needs, so a blocked privilege also guards them, and the menu entry (the list) each
// belongs to, which the section's strip shows as current there.
const OTHER_PAGES: [prefix: string, privilege: number, entry?: string][] = [
  ["/admin/order", 1, "orderList"],
  ["/admin/my-orderdetail", 2, "incomeList"],
  ["/admin/product-edit", 4, "productList"],
  ["/admin/product-stock-import", 4, "stock"],
  ["/admin/store-subcategory", 4, "category"],
  ["/admin/store-editcategory", 4, "category"],
  ["/admin/store-editinformation", 4, "information"],
  ["/admin/store-edit-tag", 4, "tags"],
  ["/admin/store-edit-topic", 4, "topics"],
  ["/admin/delete-branches", 5, "downlineList"],
  ["/admin/proxy-down-line-list", 5, "downlineList"],
  ["/admin/edit-invitationcode", 5, "invitationCodes"],
  ["/admin/edit-trial", 5, "downlineList"],
  ["/admin/edit-branch-target", 5, "target"],
  ["/admin/edit-platform-fee-profit", 5, "activities"],
  ["/admin/edit-first-up-threshold", 5, "activities"],
  ["/admin/setbanner", 9, "banners"],
  ["/admin/setpage", 9, "pages"],
  ["/admin/editpromotion", 9, "promotions"],
  ["/admin/editactivity", 9, "promotions"],
  ["/admin/editproductstory", 9],
  ["/admin/article-edit", 7, "articleList"],
  ["/admin/article-edit-category", 7, "articleCategories"],
  ["/admin/user-edit", 8, "userList"],
  ["/admin/user-member", 8, "userList"],
  ["/admin/user-supplier", 8, "supplierList"],
  ["/admin/user-payment-log", 8, "paymentLogs"],
  ["/admin/bill", 10, "billList"],
  ["/admin/bulletin-edit", 11, "bulletinList"],
  ["/admin/bulletin-detail", 11, "bulletinList"],
  ["/admin/bulletin-import", 11, "bulletinList"],
  ["/admin/schedule-edit", 14, "scheduleList"],
  // Settings children live under the section's own path (its entries' base): only the entry.
  ["/admin/settingpage/setbanner", 9, "banners"],
  ["/admin/settingpage/setpage", 9, "pages"],
  ["/admin/settingpage/editpromotion", 9, "promotions"],
  ["/admin/settingpage/editactivity", 9, "promotions"],
  ["/admin/settingpage/promotions-groups-sort", 9, "promotions"],
];

const otherPage = (path: string) => OTHER_PAGES.find(([p]) => path === p || path.startsWith(`${p}/`));

/**
 * The entry of `section` a page belongs to: an edit or detail page's own list, else the entry whose
 * path shares the most leading segments with the page's (at least /admin/<list>, so
 * /admin/orderlist/all is the order list whose menu path is /admin/orderlist/unprocessed); none
 * when two entries match it as well.
 */
export function currentEntry(section: MenuSection, path: string): MenuEntry | undefined {
  const named = otherPage(path)?.[2];
  if (named) return section.entries.find((e) => e.key === named);
  const parts = path.split("/");
  let best: MenuEntry | undefined;
  let bestShared = 2;
  let tied = false;
  for (const e of section.entries) {
    const own = decodeURI(e.path).split("/");
    let shared = 0;
    while (shared < own.length && own[shared] === parts[shared]) shared++;
    if (shared > bestShared) [best, bestShared, tied] = [e, shared, false];
    else if (shared === bestShared) tied = true;
  }
  // A page two entries match as well (a settings child no list owns) belongs to neither.
  return tied ? undefined : best;
}

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
  return otherPage(path)?.[1] ?? null;
}

export const badge = (n: number) => (n > 99 ? "99+" : String(n));
