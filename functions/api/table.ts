import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../platform/errors";
import { adminGate } from "../platform/http/adminGate";
import { type AppEnv, envelope, errorResponse } from "../platform/http/envelope";
import { requireScope } from "../platform/tenancy/guards";
import { Code } from "../shared/codes";
import { MAX_UPLOAD_BYTES } from "../shared/media";
import { awardRoutes } from "./commerce/awards";
import { billRoutes } from "./commerce/bill";
import { cartRoutes } from "./commerce/cart";
import { checkoutRoutes } from "./commerce/checkout";
import { checkoutInfoRoutes } from "./commerce/checkoutInfo";
import { ecpayApiRoutes } from "./commerce/ecpay";
import { invoiceRoutes } from "./commerce/invoice";
import { orderRoutes } from "./commerce/orders";
import { adminOrderRoutes } from "./commerce/ordersAdmin";
import { paymentLogRoutes } from "./commerce/paymentLogs";
import { paymentSettingsRoutes } from "./commerce/paymentSettings";
import { productRoutes } from "./commerce/products";
import { promotionRoutes } from "./commerce/promotions";
import { shippingRoutes } from "./commerce/shipping";
import { shippingDocRoutes } from "./commerce/shippingDocs";
import { subscriptionFeedbackRoutes } from "./commerce/subscriptionFeedbacks";
import { subscriptionRoutes } from "./commerce/subscriptions";
import { taxonomyRoutes } from "./commerce/taxonomy";
import { branchRoutes } from "./network/branches";
import { branchCatalogueRoutes } from "./network/catalogue";
import { branchFeedbackRoutes } from "./network/feedback";
import { registrationRoutes } from "./network/registration";
import { registrationAddonRoutes } from "./network/registrationAddons";
import { frameRoutes } from "./network/registrationFrame";
import { branchRenewalRoutes } from "./network/renewal";
import { branchSettingRoutes } from "./network/settings";
import { branchAuditRoutes } from "./network/settingsAudit";
import { authRoutes, userRoutes } from "./people/accounts";
import { adminProfileRoutes } from "./people/adminProfile";
import { cardRoutes } from "./people/cards";
import { adminCardRoutes } from "./people/cardsAdmin";
import { memberRoutes } from "./people/members";
import { securityRoutes } from "./people/security";
import { socialRoutes } from "./people/social";
import { staffRoutes } from "./people/staff";
import { verificationRoutes } from "./people/verifications";
import { accountRoutes } from "./store/account";
import { achievementRoutes } from "./store/achievements";
import { auditRoutes } from "./store/audit";
import { bulletinNoticeRoutes } from "./store/bulletinNotices";
import { contentRoutes } from "./store/content";
import { errorLogRoutes } from "./store/errorLogs";
import { exportRoutes } from "./store/exports";
import { mediaApiRoutes } from "./store/media";
import { notificationRoutes } from "./store/notifications";
import { notificationsCalendarRoutes } from "./store/notificationsCalendar";
import { reportRoutes, visitRoutes } from "./store/reports";
import { scheduleRoutes } from "./store/schedules";
import { settingStoreRoutes } from "./store/settingStore";
import { settingsRoutes } from "./store/settings";
import { storeRoutes } from "./store/stores";

export const MAX_JSON_BODY = 64 * 1024;
/** A multipart upload: the file plus room for its few form fields and boundaries. */
export const MAX_UPLOAD_BODY = MAX_UPLOAD_BYTES + 64 * 1024;

const tooLarge = () => {
  throw new AppError(Code.INVALID_REQUEST, 413, "Request body is too large.");
};
const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY, onError: tooLarge });

/**
 * The spec's multipart calls (back-office §7, storefront branch feedback): only these, and only as
 * multipart POSTs, may send more than MAX_JSON_BODY. A route may still cap its own upload lower.
 */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  "/api/admin/media",
  "/api/admin/product/media",
  "/api/admin/article/media",
  "/api/admin/article/attachements",
  "/api/admin/product/excel",
  "/api/admin/product/stock/import",
  "/api/admin/order/excel/import",
  "/api/admin/bulletin/excel/import",
  "/api/admin/promotion/excel/import",
  "/api/admin/shipping/product/excel/import",
  "/api/branch/feedback",
]);
const isUpload = (method: string, path: string, contentType: string | undefined) =>
  method === "POST" && UPLOAD_PATHS.has(path) && /^multipart\/form-data/i.test(contentType ?? "");

/** `/api/*`: tenant-scoped, spec paths, one JSON envelope. */
export const api = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    requireScope(c.get("rc")); // unknown host: every call answers 400003
    await next();
    c.header("cache-control", "no-store");
  })
  .use("*", (c, next) =>
    (isUpload(c.req.method, c.req.path, c.req.header("content-type")) ? uploadLimit : jsonLimit)(c, next),
  )
  .route("/", visitRoutes) // before the gate: the storefront reports visits (storefront §4)
  .use("/admin/*", adminGate)
  .route("/", storeRoutes)
  .route("/auth", authRoutes)
  .route("/", socialRoutes)
  .route("/user", userRoutes)
  .route("/", branchCatalogueRoutes)
  // Before productRoutes: /admin/products/creatingStore is not a product id.
  .route("/", registrationRoutes)
  .route("/", registrationAddonRoutes)
  .route("/", productRoutes)
  .route("/", taxonomyRoutes)
  .route("/", contentRoutes)
  .route("/", bulletinNoticeRoutes)
  .route("/", mediaApiRoutes)
  .route("/", cartRoutes)
  .route("/", billRoutes)
  .route("/", checkoutRoutes)
  .route("/", ecpayApiRoutes)
  .route("/", promotionRoutes)
  .route("/", shippingRoutes)
  .route("/", shippingDocRoutes)
  .route("/", paymentSettingsRoutes)
  .route("/", invoiceRoutes)
  .route("/", checkoutInfoRoutes)
  .route("/", cardRoutes)
  .route("/", orderRoutes)
  .route("/", adminOrderRoutes)
  .route("/", subscriptionRoutes)
  .route("/", subscriptionFeedbackRoutes)
  .route("/", awardRoutes)
  .route("/", auditRoutes)
  .route("/", reportRoutes)
  .route("/", errorLogRoutes)
  .route("/", exportRoutes)
  .route("/", accountRoutes)
  .route("/", settingsRoutes)
  .route("/", settingStoreRoutes)
  .route("/", securityRoutes)
  .route("/", adminProfileRoutes)
  .route("/", adminCardRoutes)
  .route("/", memberRoutes)
  .route("/", paymentLogRoutes)
  .route("/", staffRoutes)
  .route("/", branchSettingRoutes)
  .route("/", verificationRoutes)
  .route("/", scheduleRoutes)
  .route("/", achievementRoutes)
  .route("/", notificationsCalendarRoutes)
  .route("/", notificationRoutes)
  .route("/", branchAuditRoutes)
  .route("/", branchFeedbackRoutes)
  .route("/", branchRoutes)
  .route("/", frameRoutes)
  .route("/", branchRenewalRoutes)
  // Mounted with app.route(), this sub-app's notFound never runs: an unmatched /api path would fall
  // through to the page handler (HTML). This catch-all keeps it inside the JSON envelope.
  .all("*", (c) => c.json({ ...envelope(c.get("rc"), Code.NOT_FOUND, null), message: "Not found" }, 404))
  .onError((err, c) => errorResponse(c, err));
