import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { accountRoutes } from "./routes/admin/account/routes";
import { analyticsRoutes } from "./routes/admin/analytics/routes";
import { auditRoutes } from "./routes/admin/audit/routes";
import { bulletinRoutes } from "./routes/admin/bulletins/routes";
import { calendarRoutes } from "./routes/admin/calendar/routes";
import { catalogueRoutes } from "./routes/admin/catalogue/routes";
import { contentRoutes } from "./routes/admin/content/routes";
import { branchRoutes } from "./routes/admin/network/branches/routes";
import { branchCatalogueRoutes } from "./routes/admin/network/catalogue/routes";
import { registrationAdminRoutes } from "./routes/admin/network/registration/routes";
import { branchSettingRoutes } from "./routes/admin/network/settings/routes";
import { notificationRoutes } from "./routes/admin/notifications/routes";
import { orderRoutes } from "./routes/admin/orders/routes";
import { profileRoutes } from "./routes/admin/profile/routes";
import { promotionRoutes } from "./routes/admin/promotions/routes";
import { scheduleRoutes } from "./routes/admin/schedules/routes";
import { settingsRoutes } from "./routes/admin/settings/commerce/routes";
import { settingHomeRoutes } from "./routes/admin/settings/home/routes";
import { settingPageRoutes } from "./routes/admin/settings/pages/routes";
import { storeSettingRoutes } from "./routes/admin/settings/store/routes";
import { staffRoutes } from "./routes/admin/staff/routes";
import { userRoutes } from "./routes/admin/users/routes";
import { registrationRoutes } from "./routes/storefront/registration/routes";

export default [
  route("locale", "routes/system/locale.ts"),
  // Printable order: outside the shop's header and footer.
  route("order-print", "routes/storefront/order-print.tsx"),
  route("consignment-note-print", "routes/print/consignment-note-print.tsx"),
  route("dev/test-ecpay-print", "routes/dev/test-ecpay-print.tsx"),
  // Apple Pay (spec: the app mounts inside a frame only on this path): no shop chrome either.
  route("apple-pay-page", "routes/storefront/apple-pay-page.tsx"),
  layout("routes/storefront/layout.tsx", [
    index("routes/storefront/home.tsx"),
    route("login", "routes/storefront/login.tsx"),
    route("register", "routes/storefront/register.tsx"),
    // Social sign-in (LINE), its registration page and the third-party auth-code sign-in.
    route("email/register", "routes/storefront/register.tsx", { id: "email-register" }),
    route("line/register", "routes/storefront/line-register.tsx"),
    route("auth/line/start", "routes/storefront/line-start.ts"),
    route("auth/line/callback", "routes/storefront/line-callback.ts"),
    route("auth/tp/login", "routes/storefront/auth-tp-login.tsx"),
    route("forget-password", "routes/storefront/forget-password.tsx"),
    route("reset-password", "routes/storefront/reset-password.tsx"),
    route("logout", "routes/storefront/logout.ts"),
    layout("routes/member/layout.tsx", [
      route("profile/info/setting", "routes/member/info-setting.tsx"),
      route("profile/password/edit", "routes/member/password-edit.tsx"),
      route("profile/info/address", "routes/member/info-address.tsx"),
      route("profile/info/social", "routes/member/info-social.tsx"),
      route("profile/info/cards", "routes/member/info-cards.tsx"),
      route("profile/orders", "routes/member/orders.tsx"),
      route("profile/order/:id", "routes/member/order.tsx"),
      route("profile/subscriptions", "routes/member/subscriptions.tsx"),
      route("profile/subscription/:id", "routes/member/subscription.tsx"),
    ]),
    route("notadmin", "routes/system/notadmin.tsx"),
    route("not-branch-root", "routes/system/not-branch-root.tsx"),
    route("not-allow", "routes/system/not-allow.tsx"),
    route("not-allow-preview", "routes/system/not-allow-preview.tsx"),
    route("admin", "routes/admin/login.tsx"),
    // Browse path (catalogue and content pages) and per-host SEO resources.
    route("new-products/:id/:name?", "routes/storefront/products.tsx", { id: "new-products" }),
    route("onsale-products/:id/:name?", "routes/storefront/products.tsx", { id: "onsale-products" }),
    route("topics/:id/:name?", "routes/storefront/products.tsx", { id: "topics" }),
    route("search", "routes/storefront/search.tsx", { id: "search-form" }),
    route("search/:type/:keyword", "routes/storefront/search.tsx"),
    route("product/:id/:name?", "routes/storefront/product.tsx"),
    route("blogs/:id/:name?", "routes/storefront/blogs.tsx"),
    route("blog/:id/:name?", "routes/storefront/blog.tsx"),
    route("page/:id", "routes/storefront/page.tsx"),
    ...registrationRoutes,
    route("cart", "routes/storefront/cart.tsx"),
    route("checkout", "routes/storefront/checkout.tsx"),
    route("cart-extras/:type", "routes/storefront/cart-extras.tsx"),
    route("cart-additional-products/:type", "routes/storefront/cart-additional-products.tsx"),
    route("sitemap.xml", "routes/seo/sitemap.ts"),
    route("robots.txt", "routes/seo/robots.ts"),
    // Checkout flow pages (payment and convenience-store redirects, outcome pages) and the
    // test-mode stand-ins for the payment provider and ECPay's map (404 unless test mode).
    route("payment-redirect-middle-page", "routes/storefront/payment-redirect-middle-page.tsx"),
    route("complete-purchase", "routes/storefront/complete-purchase.tsx"),
    route("checkout-complete", "routes/storefront/checkout-complete.tsx"),
    route("shipping-redirect-middle-page", "routes/storefront/shipping-redirect-middle-page.tsx"),
    route("checkout-shipping-redirect/:checkoutType", "routes/storefront/checkout-shipping-redirect.tsx"),
    route("user-address-list-redirect/:page/:cvsType", "routes/storefront/user-address-list-redirect.tsx"),
    route("dev/test-payment", "routes/dev/test-payment.tsx"),
    route("dev/test-cvs-map", "routes/dev/test-cvs-map.tsx"),
    route("dev/test-line-authorize", "routes/dev/test-line-authorize.tsx"),
    route("*", "routes/system/not-found.tsx"),
  ]),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      ...catalogueRoutes,
      ...contentRoutes,
      ...settingsRoutes,
      ...orderRoutes,
      ...branchCatalogueRoutes,
      ...promotionRoutes,
      ...analyticsRoutes,
      route("mobile-menu", "routes/admin/mobile-menu.tsx"),
      route("achievements", "routes/admin/achievements.tsx"),
      route("test", "routes/admin/store-check.tsx"),
      ...accountRoutes,
      ...settingPageRoutes,
      ...settingHomeRoutes,
      ...scheduleRoutes,
      ...calendarRoutes,
      ...notificationRoutes,
      ...bulletinRoutes,
      ...auditRoutes,
      ...storeSettingRoutes,
      ...profileRoutes,
      ...userRoutes,
      ...staffRoutes,
      ...branchSettingRoutes,
      ...branchRoutes,
      ...registrationAdminRoutes,
      route("*", "routes/admin/section.tsx"),
    ]),
  ]),
  // Spec: paths containing "admins" (the sales assistant) open by full page reload, same shell.
  layout("routes/admin/layout.tsx", { id: "admins-layout" }, [
    route("admins/*", "routes/admin/section.tsx", { id: "admins-section" }),
  ]),
] satisfies RouteConfig;
