import { isBranchType, PRODUCT } from "../constants";
import { effectiveBlocked } from "./adminMenu";
import { type AccessRule, CALL_ROWS, OWN, type Row, type TableRule } from "./adminPrivilegeCalls";
import { SETTING_PAGES } from "./settingPages";

// THE table of who may use which part of the back office (spec back-office §2.2, §2.3, §6): every
// admin page path pattern and every /api/admin method + path, with the privilege it needs (the
// menu section code of shared/access/adminMenu.ts, which blockedPrivileges names) and whether it is
// head-store-only. The page guard (shared/access/routeGuard.ts) and the API gate (platform/http/adminGate.ts)
// both read it, and tests/unit/adminPrivileges.test.ts fails when a registered admin page or call
// is missing here, so a route added anywhere else is caught before it ships unguarded. It is the
// only place a rule is written: handlers check the rule the gate matched (platform/http/adminWrite.ts),
// and a page action or a service outside /api/admin reads the row of the page or call it stands
// for (tests/unit/accessDeclaredOnce.test.ts).
//
// privilege: a section code; 0 = any admin of the store; a list = the handler picks one of them
// per object (media: the image's owner section), so the gate only refuses when all are blocked.

export type { AccessRule, TableRule };
export type AccessUser = { isAdmin: boolean; isRoot: boolean; blockedPrivileges: readonly number[] };

const HSO = true;
const BOTH = false;
const rule = (privilege: AccessRule["privilege"], headStoreOnly: boolean, rootOnly = false) =>
  (rootOnly ? { privilege, headStoreOnly, rootOnly } : { privilege, headStoreOnly }) as TableRule;

// Settings children live under /admin/settingpage/ and also answer on their short path (a
// redirect), so both are listed with the same rule: the one list of shared/access/settingPages.ts.
const SETTINGS: Row[] = SETTING_PAGES.map((p) => [p.path, p.own ? OWN : 9, p.headStoreOnly]);

const PAGE_ROWS: Row[] = [
  // Orders
  ["orderlist/:name", 1, HSO],
  ["orders-import", 1, HSO],
  ["orderlist-overview", 1, HSO],
  ["order/:id", 1, HSO],
  // Income
  ["incomelist/:view", 2, BOTH],
  ["my-orderdetail/:id", 2, BOTH],
  // Subscription
  ["subscription-list", 6, BOTH],
  ["subscription-setting", 6, HSO],
  ["subscription-registration-plan", 6, BOTH],
  // Analytics
  ["analytics/store", 3, BOTH],
  ["analytics/store/promotions", 3, BOTH],
  ["analytics/branch/overview-report", 3, BOTH],
  ["analytics/branch/store-report", 3, BOTH],
  ["analytics/branch/product-report", 3, BOTH],
  ["analytics/platformfee", 3, BOTH],
  // Products (the Store section)
  ["store-productlist/:categoryId/:isDisplay", 4, HSO],
  ["product-edit/:id", 4, HSO],
  ["store-stock/:categoryId/:isDisplay", 4, HSO],
  ["product-stock-import", 4, HSO],
  ["store-price/:categoryId/:isDisplay", 4, HSO],
  ["store-category/:isdisplay", 4, HSO],
  ["store-subcategory/:parentId/:isdisplay", 4, HSO],
  ["store-editcategory/:id/:hasChildren", 4, HSO],
  ["store-information/:isdisplay", 4, HSO],
  ["store-editinformation/:id", 4, HSO],
  ["store-setting-product", 4, HSO],
  ["store-branchproductlist", 4, BOTH],
  ["store-branchcategorylist/:auth", 4, BOTH],
  ["store-product-tags/:isdisplay", 4, HSO],
  ["store-edit-tag/:id", 4, HSO],
  ["store-topic-list", 4, BOTH],
  ["store-edit-topic/:id", 4, BOTH],
  ["products-import", 4, HSO],
  ["store-product-subscription-contract", 4, HSO],
  ["store-product-policy-event/:display", 4, HSO],
  ["store-product-policy-event-edit/:id", 4, HSO],
  ["store-product-setting", 4, HSO],
  // Users: staff accounts are changed by the root account only.
  ["user-list/:filter", 8, HSO],
  ["user-admin-list", 8, HSO],
  ["user-edit/:type", 8, HSO, true],
  ["user-supplier-list/:filter", 8, HSO],
  ["user-logs-list", 8, HSO],
  ["user-payment-logs-list", 8, HSO],
  ["user-error-logs-list", 8, HSO],
  ["user-logs-list/:id", 8, HSO],
  ["user-member/:id", 8, HSO],
  ["user-supplier/new", 8, HSO],
  ["user-payment-log/:id", 8, HSO],
  // Articles
  ["article-list/:id/:isdisplay", 7, HSO],
  ["article-edit/:id", 7, HSO],
  ["article-category-list/:isdisplay", 7, HSO],
  ["article-edit-category/:id", 7, HSO],
  // Settings
  ["settingpage", 9, BOTH],
  ...SETTINGS.map(([p, ...r]): Row => [`settingpage/${p}`, ...r]),
  ...SETTINGS,
  ["settingpage/promotion-import", 9, HSO], // the promotion sheet import's page (issue 28 §4)
  ["settingpage/shipping-product-import", 9, HSO], // the shipping-per-product import's page
  // Account: a self-paying branch sees it in its menu (spec §2.3), so it is open to branches.
  ["account-store", 10, BOTH],
  ["account-bill-list", 10, BOTH],
  ["bill/:id/:storeType", 10, BOTH],
  // Branch network: branches keep the entries of spec §2.3, the rest is the head store's.
  ["branch-downlinelist", 5, BOTH],
  ["delete-branches", 5, HSO],
  ["deleted-branches-list", 5, HSO],
  ["proxy-down-line-list/:storeId", 5, HSO],
  ["branch-chart-list", 5, BOTH],
  ["branch-productprofit", 5, BOTH],
  ["branch-organization", 5, HSO],
  ["branch-products", 5, HSO],
  ["branch-invitationcode-list", 5, HSO],
  ["edit-invitationcode/:id", 5, HSO],
  ["branch-audit-list/:display", 5, HSO],
  ["branch-setting/:view", 5, HSO],
  ["branch-monthgoal", 5, BOTH],
  ["branch-productprofit-display", 5, BOTH],
  ["branch-multilevel-display", 5, BOTH],
  ["branch-feedback-list/:view", 5, BOTH],
  ["branch-target/:view", 5, BOTH],
  ["edit-trial/:id", 5, HSO],
  ["edit-branch/:id", 5, HSO],
  ["branch-user-list", 5, HSO],
  ["edit-branch-target", 5, BOTH],
  ["branch-activities", 5, HSO],
  ["branch-activities/branch-platform-fee-profit-list", 5, HSO],
  ["branch-activities/first-up-threshold/:isPublic", 5, HSO],
  ["edit-platform-fee-profit/:id", 5, HSO],
  ["edit-first-up-threshold/:id", 5, HSO],
  // Bulletins
  ["bulletin-list/:id/:isdisplay", 11, HSO],
  ["bulletin-edit/:id", 11, HSO],
  ["bulletin-category/:isdisplay", 11, HSO],
  ["bulletin-category-edit/:id", 11, HSO],
  ["bulletin-detail/:id", 11, HSO],
  ["bulletin-import", 11, HSO],
  // Notifications
  ["notifications-all", 13, BOTH],
  ["notifications-branch-bulletin-list/:id/:isdisplay", 13, BOTH],
  [`notifications-${PRODUCT}-bulletin-list/:id`, 13, BOTH],
  ["notifications-branch-promotionlist", 13, BOTH],
  ["notification-settings", 13, BOTH],
  ["notifications-calendar", 13, BOTH],
  // Schedule
  ["schedule-list/:type/:status", 14, HSO],
  ["schedule-edit/:id", 14, HSO],
  // Branch guide: reading pages for both, edit and set pages for the head store.
  ["guide/allList", 15, BOTH],
  ["guide/articleList", 15, BOTH],
  ["guide/questionList", 15, BOTH],
  ["guide/edit/list/:isdisplay/:category/:style", 15, HSO],
  ["guide/edit/category/:isdisplay/:style", 15, HSO],
  ["guide/edit/set", 15, HSO],
  ["guide/edit/editList/:id/:style", 15, HSO],
  ["guide/edit/editCategory/:id", 15, HSO],
  ["guide/currentList/:category", 15, BOTH],
  ["guide/currentDetail/:id", 15, BOTH],
  // Other
  ["achievements", 16, BOTH],
  ["mobile-menu", 12, BOTH],
  ["test", 0, BOTH],
];

/** Admin page patterns (React Router syntax, as registered in app/routes.ts) → rule. */
export const ADMIN_PAGES: Readonly<Record<string, TableRule>> = Object.fromEntries([
  ...PAGE_ROWS.map(([p, priv, hso, root]) => [`/admin/${p}`, rule(priv, hso, root)]),
  // Spec §2.3: paths containing "admins" (the sales assistant) open by full page reload.
  ["/admins/store/assistant", rule(4, BOTH)],
]);

/** `METHOD /api/admin/...` (Hono path, parameter patterns dropped) → rule. */
export const ADMIN_CALLS: Readonly<Record<string, TableRule>> = Object.fromEntries(
  CALL_ROWS.map(([k, priv, hso, root]) => {
    const [method, path] = k.split(" ");
    return [`${method} /api/admin${path}`, rule(priv, hso, root)];
  }),
);

/** `/admin/x/:id{[0-9]+}` → `/admin/x/:id`: the table names parameters, not their patterns. */
export const normaliseRoutePath = (path: string) => path.replace(/(:[A-Za-z0-9_]+)\{[^}]*\}/g, "$1");

export function callRule(method: string, routePath: string): TableRule | null {
  const m = method === "HEAD" ? "GET" : method;
  return ADMIN_CALLS[`${m} ${normaliseRoutePath(routePath)}`] ?? null;
}

const PAGE_MATCHERS = Object.entries(ADMIN_PAGES)
  .map(([pattern, r]) => {
    const segs = pattern.split("/").filter(Boolean);
    const re = segs
      .map((s) => (s.startsWith(":") ? (s.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+") : `/${escapeRe(s)}`))
      .join("");
    // A literal segment is a better match than a parameter (`order/:id` vs `orderlist/:name`).
    const literal = segs.filter((s) => !s.startsWith(":")).length;
    return { pattern, rule: r, re: new RegExp(`^${re}/?$`), literal };
  })
  .sort((a, b) => b.literal - a.literal);

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The rule of an admin page path (decoded), or null when the table has no such page. */
export function pageRule(path: string): { pattern: string; rule: TableRule } | null {
  const hit = PAGE_MATCHERS.find((m) => m.re.test(path));
  return hit ? { pattern: hit.pattern, rule: hit.rule } : null;
}

/**
 * One section of a rule that lists several (media: the section of the image's owner), for the
 * handler's per-object check; a section the row does not list is a bug, not a refusal.
 */
export function sectionOf(r: TableRule, section: number): TableRule {
  const listed = typeof r.privilege === "number" ? [r.privilege] : r.privilege;
  if (!listed.includes(section)) throw new Error(`Section ${section} is not in the rule's [${listed.join(", ")}].`);
  return { ...r, privilege: section };
}

/** Whether the rule's section (any of a list) is open to an admin with these blocked codes. */
export function sectionOpen(r: AccessRule, blockedPrivileges: readonly number[]): boolean {
  const blocked = effectiveBlocked(blockedPrivileges);
  if (Array.isArray(r.privilege)) return r.privilege.some((p) => !blocked.has(p));
  return r.privilege === 0 || !blocked.has(r.privilege as number);
}

/**
 * Why an admin may not use what the rule guards, or null when they may. Spec: head-store-only
 * pages send branch stores to /notadmin (400027); a branch's root-only page refuses its other
 * admins with NOT_BRANCH_ROOT (400028, /not-branch-root); a blocked privilege (or a root-only page
 * of a store that is not a branch) sends the admin to the store type's first page.
 */
export function refusal(
  r: AccessRule,
  storeType: string,
  user: AccessUser,
): "notAdmin" | "notBranchRoot" | "blocked" | null {
  if (!user.isAdmin) return "notAdmin";
  if (r.headStoreOnly && isBranchType(storeType)) return "notAdmin";
  if (r.rootOnly && !user.isRoot) return isBranchType(storeType) ? "notBranchRoot" : "blocked";
  return allows(r, storeType, user) ? null : "blocked";
}

/** Whether this admin may use what the rule guards, in a store of this type. */
export function allows(r: AccessRule, storeType: string, user: AccessUser): boolean {
  if (!user.isAdmin) return false;
  if (r.rootOnly && !user.isRoot) return false;
  if (r.headStoreOnly && isBranchType(storeType)) return false;
  return sectionOpen(r, user.blockedPrivileges);
}
