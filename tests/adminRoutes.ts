import { SETTING_ROUTES } from "../functions/shared/access/settingPages";

// Every admin route of spec back-office §2.2 that issue 12 covers: outside Branch network,
// Analytics, Notifications, Bulletins, Schedule, Branch guide and Achievements (and the head-store/
// branch features left to the branch-network issues). Used by the server-render check
// (tests/integration/adminRoutesReal.test.ts) and the 375 px layout walk (tests/e2e/admin-mobile.spec.ts).

const ON_SHELF = encodeURIComponent("上架");

export const ISSUE_12_ADMIN_ROUTES = (productId: number) => [
  "/admin/orderlist/unprocessed",
  "/admin/orders-import",
  "/admin/orderlist-overview",
  "/admin/subscription-list",
  "/admin/subscription-setting",
  `/admin/store-productlist/0/${ON_SHELF}`,
  "/admin/product-edit/0",
  `/admin/store-stock/0/${ON_SHELF}`,
  "/admin/product-stock-import",
  `/admin/store-price/0/${ON_SHELF}`,
  "/admin/store-category/1",
  "/admin/store-editcategory/0/0",
  "/admin/store-information/1",
  "/admin/store-editinformation/0",
  "/admin/store-setting-product",
  "/admin/store-product-tags/1",
  "/admin/store-edit-tag/0",
  "/admin/store-topic-list",
  "/admin/store-edit-topic/0",
  "/admin/products-import",
  "/admin/store-product-subscription-contract",
  "/admin/store-product-setting",
  "/admin/user-list/all",
  "/admin/user-admin-list",
  "/admin/user-edit/new",
  "/admin/user-supplier-list/all",
  "/admin/user-logs-list",
  "/admin/user-payment-logs-list",
  "/admin/user-error-logs-list",
  "/admin/article-list/0/1",
  "/admin/article-edit/0",
  "/admin/article-category-list/1",
  "/admin/article-edit-category/0",
  ...[
    "setting-banner-list",
    "setbanner/0",
    "setting-promotion-list/promotion",
    "editpromotion/0",
    "editactivity/0",
    "promotions-groups-sort/edit",
    "setting-menu",
    "setting-page-list",
    "setpage/0",
    "setting-style",
    "setting-payment",
    "setting-shipping",
    "setting-invoice",
    "setting-store",
    "setting-system",
    "setting-profile/info/setting",
    "setting-profile/info/social",
    "setting-profile/info/address",
    "setting-profile/info/cards",
    "setting-profile-password",
    `editproductstory/${productId}`,
    "setting-security",
    "setting-test-mode",
    "setting-calendar",
  ].map((p) => `/admin/settingpage/${p}`),
  "/admin/account-store",
  "/admin/account-bill-list",
  "/admin/mobile-menu",
  "/admin/test",
];

// Issue 13 (branch network, part 1): the admin routes it names, as the head store sees them and as
// a branch sees its part. `branchId` is a branch of the head store's network.
export const ISSUE_13_HEAD_ROUTES = (branchId: number) => [
  "/admin/subscription-registration-plan",
  "/admin/branch-products",
  "/admin/branch-downlinelist",
  "/admin/branch-organization",
  `/admin/proxy-down-line-list/${branchId}`,
  "/admin/delete-branches",
  "/admin/deleted-branches-list",
  "/admin/branch-audit-list/pending",
  "/admin/branch-audit-list/approved",
  "/admin/branch-audit-list/denied",
  "/admin/branch-setting/info",
  "/admin/branch-setting/policy",
  "/admin/branch-setting/labels",
  "/admin/branch-setting/profit",
  "/admin/branch-invitationcode-list",
  "/admin/edit-invitationcode/0",
  `/admin/edit-trial/${branchId}`,
  `/admin/edit-branch/${branchId}`,
  "/admin/branch-user-list",
  "/admin/branch-feedback-list/subscription_feedback",
  "/admin/settingpage/setting-branch-store",
];

export const ISSUE_13_BRANCH_ROUTES = [
  "/admin/store-branchproductlist",
  "/admin/store-branchcategorylist/1",
  "/admin/incomelist/orderDetails",
  "/admin/incomelist/isTempUnpaid",
  "/admin/incomelist/isTempCancel",
  "/admin/branch-downlinelist",
  "/admin/branch-feedback-list/subscription_feedback",
  "/admin/settingpage/setting-branch-store",
  "/admin/settingpage/setting-audit-profile",
  // Issue 28 §2: what a branch reads under Notifications (its head store's bulletins and promotions).
  "/admin/notifications-branch-bulletin-list/0/1",
  "/admin/notifications-branch-promotionlist",
  "/admin/notifications-storefleet-bulletin-list/0",
];

// The back office's kit forms (new records and the store's settings), which a person may start
// typing into before the form's data has arrived (issue 28 §5, tests/e2e/admin-forms-typed.spec.ts).
export const ADMIN_FORM_ROUTES = [
  "/admin/product-edit/0",
  "/admin/store-editcategory/0/0",
  "/admin/store-edit-tag/0",
  "/admin/store-edit-topic/0",
  "/admin/store-editinformation/0",
  "/admin/article-edit/0",
  "/admin/article-edit-category/0",
  "/admin/settingpage/setbanner/0",
  "/admin/settingpage/editpromotion/0",
  "/admin/settingpage/setpage/0",
  "/admin/settingpage/setting-store",
  "/admin/settingpage/setting-system",
  "/admin/settingpage/setting-profile/info/setting",
  "/admin/user-edit/new",
];

// Issue 28 (back office, part 2): the routes sessions 7 and 8 made real. /admin/user-error-logs-list
// is in the issue-12 list above. `ISSUE_28_SETTING_SHORT_PATHS` are the settings children's short paths
// (/admin/setting-system → /admin/settingpage/setting-system), each a redirect to its settingpage page.
export const ISSUE_28_ADMIN_ROUTES = (_productId: number) => [
  ...["all/normal", "all/all", "product/normal", "article/done", "banner/failed", "promotion/all"].map(
    (p) => `/admin/schedule-list/${p}`,
  ),
  "/admin/schedule-edit/0",
  "/admin/achievements",
  "/admin/notifications-calendar",
  "/admin/settingpage",
  "/admin/analytics/store",
  "/admin/analytics/store/promotions",
  "/admin/notifications-all",
  "/admin/notification-settings",
  // Bulletins (§3) and the system notices (§2); a bulletin's detail page is opened by the e2e.
  ...[
    "bulletin-list/0/1",
    "bulletin-list/0/3",
    "bulletin-edit/0",
    "bulletin-category/1",
    "bulletin-category-edit/0",
    "bulletin-import",
    "notifications-storefleet-bulletin-list/0",
  ].map((p) => `/admin/${p}`),
  "/admin/branch-feedback-list/branch_feedback",
  "/admin/settingpage/promotion-import",
  "/admin/settingpage/shipping-product-import",
];
// The audit profile is a branch's own page (a head store's admin is refused it, 400383): its
// settingpage path is in the branch's issue-13 list.
export const ISSUE_28_SETTING_SHORT_PATHS = (productId: number) =>
  SETTING_ROUTES.filter((p) => p !== "setting-audit-profile").map(
    (p) =>
      `/admin/${p.replace("editproductstory/:id", `editproductstory/${productId}`).replace(":id", "0").replace(":tab?", "promotion")}`,
  );
