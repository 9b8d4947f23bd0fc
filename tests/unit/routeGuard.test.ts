import { describe, expect, it } from "vitest";
import { firstAdminPath } from "../../functions/shared/access/adminMenu";
import { refusal } from "../../functions/shared/access/adminPrivileges";
import {
  adminHome,
  type GuardStore,
  type GuardUser,
  guardRoute,
  isAdminPath,
} from "../../functions/shared/access/routeGuard";

const store = (over: Partial<GuardStore> = {}): GuardStore => ({
  status: "NORMAL",
  type: "NORMAL",
  trialType: "NONE",
  allowBranch: true,
  testModeActive: false,
  ...over,
});
const admin = (over: Partial<NonNullable<GuardUser>> = {}): GuardUser => ({
  isAdmin: true,
  isRoot: true,
  blockedPrivileges: [],
  ...over,
});
const member: GuardUser = { isAdmin: false, isRoot: false, blockedPrivileges: [] };
const visitor: GuardUser = null;

const CLOSED = ["CLOSE_STORE_UNPAID", "CLOSE_STORE_CONFIRM_PAID", "CLOSE_STORE_RENEWED_FAIL"] as const;
const ORDERS = "/admin/orderlist/unprocessed";

describe("isAdminPath", () => {
  it("is every path under /admin/ but not the admin login itself", () => {
    expect(isAdminPath("/admin")).toBe(false);
    expect(isAdminPath("/admin/orderlist/unprocessed")).toBe(true);
    expect(isAdminPath("/admin/x")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
    expect(isAdminPath("/admins/store/assistant")).toBe(true);
    expect(isAdminPath("/")).toBe(false);
  });
});

describe("closed states (unpaid, confirm-paid, renew-failed)", () => {
  it.each(CLOSED)("%s: a visitor reaches only forget/reset password and admin login", (status) => {
    const s = store({ status });
    for (const p of ["/forget-password", "/reset-password", "/admin"]) expect(guardRoute(p, s, visitor), p).toBeNull();
    for (const p of ["/", "/login", "/register", "/product/1/x", "/cart", "/checkout", ORDERS, "/profile/orders"]) {
      expect(guardRoute(p, s, visitor), p).toBe("/admin");
    }
  });

  it.each([
    ["CLOSE_STORE_UNPAID", "/registration-cart/register"],
    ["CLOSE_STORE_CONFIRM_PAID", "/registration-cart/register"],
    ["CLOSE_STORE_RENEWED_FAIL", "/registration-cart/update"],
  ])("%s: a logged-in admin is sent to %s except on registration/checkout pages", (status, target) => {
    const s = store({ status });
    for (const p of ["/", "/product/1/x", ORDERS, "/admin", "/profile/orders", "/login"]) {
      expect(guardRoute(p, s, admin()), p).toBe(target);
    }
    for (const p of [
      "/registration-cart/register",
      "/registration-cart/update",
      "/registration-products/register/1/x/all/2",
      "/cart-additional-products/openstore",
      "/cart-extras/openstore",
      "/checkout",
      "/checkout/openstore",
      "/checkout/updatesubscription",
    ]) {
      expect(guardRoute(p, s, admin()), p).toBeNull();
    }
  });

  it.each(["CLOSE_STORE_BY_USER", "CLOSE_STORE_BY_SYSTEM"])(
    "%s is not a redirecting state (an overlay shows)",
    (status) => {
      expect(guardRoute("/", store({ status }), visitor)).toBeNull();
      expect(guardRoute("/product/1/x", store({ status }), visitor)).toBeNull();
    },
  );
});

describe("branch pages and allowBranch", () => {
  it.each(["/multilevel-info", "/multilevel-regist", "/multilevel-checkout", "/join-us", "/find-branch-domain"])(
    "%s goes to /not-allow when the policy forbids branches",
    (p) => {
      expect(guardRoute(p, store({ allowBranch: false }), visitor)).toBe("/not-allow");
      expect(guardRoute(p, store({ allowBranch: false }), member)).toBe("/not-allow");
    },
  );

  it("branch pages render when allowBranch is on and other pages are unaffected when off", () => {
    expect(guardRoute("/multilevel-info", store(), visitor)).toBeNull();
    expect(guardRoute("/join-us", store(), member)).toBeNull();
    expect(guardRoute("/", store({ allowBranch: false }), visitor)).toBeNull();
  });
});

describe("logged-in user on the admin login page", () => {
  it.each(["BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE", "BRANCH_MULTILEVEL_PAY_BY_SELF"])(
    "%s: PERMANENT_FREE_SINGLE → branch target, otherwise → downline list",
    (type) => {
      expect(guardRoute("/admin", store({ type, trialType: "PERMANENT_FREE_SINGLE" }), admin())).toBe(
        "/admin/branch-target/my_branch_target",
      );
      for (const trialType of ["NONE", "PERMANENT_FREE", "BY_VERIFYCODE"]) {
        expect(guardRoute("/admin", store({ type, trialType }), admin())).toBe("/admin/branch-downlinelist");
      }
    },
  );

  it("NORMAL and head stores → the first admin page of the store type", () => {
    expect(guardRoute("/admin", store(), admin())).toBe(ORDERS);
    const head = store({ type: "HEAD_STORE_MULTILEVEL" });
    expect(guardRoute("/admin", head, admin())).toBe(
      firstAdminPath({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true }),
    );
    // PERMANENT_FREE_SINGLE only matters for branch stores.
    expect(guardRoute("/admin", store({ trialType: "PERMANENT_FREE_SINGLE" }), admin())).toBe(ORDERS);
  });

  it("the first admin page skips blocked privileges", () => {
    expect(guardRoute("/admin", store(), admin({ blockedPrivileges: [1] }))).toBe("/admin/analytics/store");
    expect(adminHome(store(), admin({ blockedPrivileges: [1, 3] }))).toMatch(/^\/admin\/store-productlist\/0\//);
  });

  it("a visitor stays on the admin login page", () => {
    expect(guardRoute("/admin", store(), visitor)).toBeNull();
  });
});

describe("login and register when logged in", () => {
  it.each(["/login", "/register"])("%s sends a logged-in user home", (p) => {
    expect(guardRoute(p, store(), member)).toBe("/");
    expect(guardRoute(p, store(), admin())).toBe("/");
    expect(guardRoute(p, store(), visitor)).toBeNull();
  });
});

describe("admin paths", () => {
  it("without login → /admin", () => {
    expect(guardRoute(ORDERS, store(), visitor)).toBe("/admin");
    expect(guardRoute("/admin/anything/here", store(), visitor)).toBe("/admin");
  });

  it("a logged-in non-admin → /notadmin", () => {
    expect(guardRoute(ORDERS, store(), member)).toBe("/notadmin");
    expect(guardRoute("/admin/settingpage/setting-style", store({ type: "HEAD_STORE_MULTILEVEL" }), member)).toBe(
      "/notadmin",
    );
  });

  it("an admin passes", () => {
    expect(guardRoute(ORDERS, store(), admin())).toBeNull();
    expect(guardRoute("/admin/settingpage/setting-style", store(), admin({ blockedPrivileges: [1] }))).toBeNull();
  });

  it("a path whose privilege is blocked → the first admin page of the store type", () => {
    const u = admin({ blockedPrivileges: [9] });
    expect(guardRoute("/admin/settingpage/setting-style", store(), u)).toBe(ORDERS);
    expect(
      guardRoute("/admin/settingpage/setting-banner-list", store({ type: "BRANCH_MULTILEVEL_PAY_BY_SELF" }), u),
    ).toBe("/admin/branch-downlinelist");
  });

  it("head-store-only pages send branch stores to /notadmin (spec §2 route guards), whatever is blocked", () => {
    for (const type of ["BRANCH_MULTILEVEL_PAY_BY_SELF", "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE"]) {
      for (const p of ["/admin/settingpage/setting-style", "/admin/orderlist/unprocessed", "/admin/user-list/all"]) {
        expect(guardRoute(p, store({ type }), admin()), `${type} ${p}`).toBe("/notadmin");
      }
      // Pages open to both still render for the branch.
      expect(guardRoute("/admin/settingpage/setting-banner-list", store({ type }), admin())).toBeNull();
    }
    expect(
      guardRoute("/admin/settingpage/setting-style", store({ type: "HEAD_STORE_MULTILEVEL" }), admin()),
    ).toBeNull();
  });

  it("a root-only rule refuses a branch's other admins as NOT_BRANCH_ROOT, other stores' as blocked", () => {
    const rule = { privilege: 5, headStoreOnly: false, rootOnly: true };
    const staff = { isAdmin: true, isRoot: false, blockedPrivileges: [] };
    expect(refusal(rule, "BRANCH_MULTILEVEL_PAY_BY_SELF", staff)).toBe("notBranchRoot");
    expect(refusal(rule, "HEAD_STORE_MULTILEVEL", staff)).toBe("blocked");
    expect(refusal(rule, "BRANCH_MULTILEVEL_PAY_BY_SELF", { ...staff, isRoot: true })).toBeNull();
    expect(refusal({ ...rule, rootOnly: false, headStoreOnly: true }, "BRANCH_MULTILEVEL_PAY_BY_SELF", staff)).toBe(
      "notAdmin",
    );
  });

  it("blocking 1 also blocks the income pages (privilege 2)", () => {
    const u = admin({ blockedPrivileges: [1] });
    const head = store({ type: "HEAD_STORE_MULTILEVEL" });
    const home = adminHome(head, u);
    expect(home).toBe("/admin/analytics/store");
    expect(guardRoute("/admin/incomelist/orderDetails", head, u)).toBe(home);
    expect(guardRoute(ORDERS, head, u)).toBe(home);
    expect(guardRoute("/admin/incomelist/orderDetails", head, admin({ blockedPrivileges: [2] }))).toBe(ORDERS);
    expect(guardRoute(ORDERS, head, admin({ blockedPrivileges: [2] }))).toBeNull();
  });

  it("blocked privileges also guard edit pages and the full-reload /admins/ pages", () => {
    const u = admin({ blockedPrivileges: [4] });
    for (const p of ["/admin/product-edit/3", "/admin/store-edit-topic/2", "/admins/store/assistant"]) {
      expect(guardRoute(p, store(), u), p).toBe(ORDERS);
      expect(guardRoute(p, store(), admin()), p).toBeNull();
    }
    expect(guardRoute("/admin/article-edit/1", store(), admin({ blockedPrivileges: [7] }))).toBe(ORDERS);
  });

  it("/admins/ pages need an admin login like /admin/ pages", () => {
    expect(guardRoute("/admins/store/assistant", store(), visitor)).toBe("/admin");
    expect(guardRoute("/admins/store/assistant", store(), member)).toBe("/notadmin");
    expect(guardRoute("/admins/store/assistant", store({ testModeActive: true }), admin())).toBe("/not-allow-preview");
  });

  it("never loops: a blocked first page of a branch store goes to /notadmin", () => {
    const branch = store({ type: "BRANCH_MULTILEVEL_PAY_BY_SELF" });
    expect(guardRoute("/admin/branch-downlinelist", branch, admin({ blockedPrivileges: [5] }))).toBe("/notadmin");
  });
});

describe("member paths", () => {
  it.each([
    "/profile/orders",
    "/profile/info/setting",
    "/profile/password/edit",
    "/profile/order/12",
    "/registration-cart/register",
    "/cart-additional-products/normal",
    "/multilevel-checkout",
  ])("%s without login → /login?redirect=…", (p) => {
    expect(guardRoute(p, store(), visitor)).toBe(`/login?redirect=${encodeURIComponent(p)}`);
    expect(guardRoute(p, store(), member)).toBeNull();
  });

  it.each([
    "/checkout",
    "/checkout/openstore",
    "/checkout/updatesubscription",
    "/cart-extras/normal",
    "/cart-extras/changeproducts",
  ])("%s is allowed without login", (p) => {
    expect(guardRoute(p, store(), visitor)).toBeNull();
  });

  it.each(["/", "/cart", "/product/1/name", "/forget-password", "/not-allow", "/notadmin", "/profilex"])(
    "%s is public",
    (p) => {
      expect(guardRoute(p, store(), visitor)).toBeNull();
    },
  );
});

describe("test mode", () => {
  const s = store({ testModeActive: true });

  it("admin and profile paths → /not-allow-preview, for admins too", () => {
    for (const u of [visitor, member, admin()]) {
      expect(guardRoute(ORDERS, s, u)).toBe("/not-allow-preview");
      expect(guardRoute("/profile/info/setting", s, u)).toBe("/not-allow-preview");
      expect(guardRoute("/profile/orders", s, u)).toBe("/not-allow-preview");
    }
  });

  it("other routes are unaffected", () => {
    expect(guardRoute("/", s, visitor)).toBeNull();
    expect(guardRoute("/product/1/x", s, member)).toBeNull();
    expect(guardRoute("/admin", s, visitor)).toBeNull();
  });

  it("is off when no test time is active", () => {
    expect(guardRoute("/profile/orders", store(), member)).toBeNull();
  });
});
