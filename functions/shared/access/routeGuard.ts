import { isBranchType } from "../constants";
import { firstAdminPath } from "./adminMenu";
import { pageRule, refusal, type TableRule } from "./adminPrivileges";

// Spec storefront §2 "Route guards" as one pure function, so the server (page loaders) and the
// unit tests run the same rule. Returns where to send the visitor, or null to render the page.

export type GuardStore = {
  status: string;
  type: string;
  trialType: string;
  allowBranch: boolean;
  testModeActive: boolean;
};
export type GuardUser = { isAdmin: boolean; isRoot: boolean; blockedPrivileges: readonly number[] } | null;

const CLOSED = new Set(["CLOSE_STORE_UNPAID", "CLOSE_STORE_CONFIRM_PAID", "CLOSE_STORE_RENEWED_FAIL"]);
const CLOSED_VISITOR_ALLOWED = ["/forget-password", "/reset-password", "/admin"];
const REGISTRATION_PREFIXES = [
  "/registration-cart",
  "/registration-products",
  "/cart-additional-products",
  "/cart-extras",
  "/checkout",
  "/checkout-complete",
  "/complete-purchase",
  // Paying is part of checking out: the provider's hop and the test-mode payment page.
  "/payment-redirect-middle-page",
  "/dev/test-payment",
];
const BRANCH_PAGES = [
  "/multilevel-info",
  "/multilevel-regist",
  "/multilevel-checkout",
  "/multilevel-complete",
  "/find-branch-domain",
  "/join-us",
];
const AUTH_PREFIXES = [
  "/profile",
  "/checkout",
  "/registration-cart",
  "/cart-additional-products",
  "/cart-extras",
  "/multilevel-checkout",
];
const AUTH_EXEMPT = ["/checkout", "/cart-extras"]; // spec: checkout and cart-extras paths are allowed

const safeDecode = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

const under = (path: string, p: string) => path === p || path.startsWith(`${p}/`);

/** Back-office pages: everything under /admin/ and the full-reload /admins/ pages (spec §2.3). */
export function isAdminPath(path: string) {
  return (under(path, "/admin") && path !== "/admin") || under(path, "/admins");
}

export function adminHome(store: GuardStore, user: GuardUser): string {
  if (isBranchType(store.type)) {
    return store.trialType === "PERMANENT_FREE_SINGLE"
      ? "/admin/branch-target/my_branch_target"
      : "/admin/branch-downlinelist";
  }
  return (
    firstAdminPath({ storeType: store.type, blockedPrivileges: user?.blockedPrivileges, isRoot: user?.isRoot }) ??
    "/notadmin"
  );
}

// A client navigation asks for `{path}.data`: the same page, the same rule.
const pageOf = (rawPath: string) => (rawPath.endsWith(".data") ? rawPath.slice(0, -".data".length) || "/" : rawPath);

/** The access table's rule of the admin page a request serves (a loader's or action's own check). */
export const adminPageRule = (rawPath: string): TableRule | null => pageRule(safeDecode(pageOf(rawPath)))?.rule ?? null;

export function guardRoute(rawPath: string, store: GuardStore, user: GuardUser): string | null {
  const path = pageOf(rawPath);
  const loggedIn = user !== null;

  if (store.testModeActive && (isAdminPath(path) || under(path, "/profile"))) return "/not-allow-preview";

  if (CLOSED.has(store.status)) {
    if (!loggedIn) {
      return CLOSED_VISITOR_ALLOWED.some((p) => under(path, p)) && !isAdminPath(path) ? null : "/admin";
    }
    if (user.isAdmin) {
      const target =
        store.status === "CLOSE_STORE_RENEWED_FAIL" ? "/registration-cart/update" : "/registration-cart/register";
      return REGISTRATION_PREFIXES.some((p) => under(path, p)) ? null : path === target ? null : target;
    }
  }

  if (!store.allowBranch && BRANCH_PAGES.some((p) => under(path, p))) return "/not-allow";

  if (path === "/admin" && loggedIn) return adminHome(store, user);
  if ((path === "/login" || path === "/register") && loggedIn) return "/";

  if (isAdminPath(path)) {
    if (!loggedIn) return "/admin";
    if (!user.isAdmin) return "/notadmin";
    // The access table (shared/access/adminPrivileges.ts): blocked privilege, head-store-only, root-only.
    const rule = adminPageRule(path);
    const why = rule ? refusal(rule, store.type, user) : null;
    if (why === "notAdmin") return "/notadmin";
    if (why === "notBranchRoot") return "/not-branch-root";
    if (why === "blocked") {
      const home = adminHome(store, user);
      return home === path ? "/notadmin" : home;
    }
    return null;
  }

  if (!loggedIn && AUTH_PREFIXES.some((p) => under(path, p)) && !AUTH_EXEMPT.some((p) => under(path, p))) {
    return `/login?redirect=${encodeURIComponent(path)}`;
  }
  return null;
}

/**
 * The section an admin page needs when the guard refuses it for a blocked privilege, else null:
 * the page the admin is sent to then says which section they may not use, and why they are there
 * (issue 28 §8: the avatar menu's Password silently dropped a staff member on Orders).
 */
export function blockedSectionOf(rawPath: string, store: GuardStore, user: GuardUser): number | null {
  const path = safeDecode(pageOf(rawPath));
  if (!user?.isAdmin || !isAdminPath(path)) return null;
  const rule = adminPageRule(path);
  if (!rule || refusal(rule, store.type, user) !== "blocked") return null;
  return typeof rule.privilege === "number" ? rule.privilege : (rule.privilege[0] ?? null);
}
