import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { accountRoutes } from "../account/routes";
import { adminProfileRoutes } from "../accounts/adminProfileRoutes";
import { authRoutes, userRoutes } from "../accounts/routes";
import { auditRoutes } from "../audit/routes";
import { branchCatalogueRoutes } from "../branchCatalogue/routes";
import { branchRoutes } from "../branches/routes";
import { branchFeedbackRoutes } from "../branchFeedback/routes";
import { branchRenewalRoutes } from "../branchRenewal/routes";
import { branchAuditRoutes } from "../branchSettings/auditRoutes";
import { branchSettingRoutes } from "../branchSettings/routes";
import { adminCardRoutes } from "../cards/adminRoutes";
import { cardRoutes } from "../cards/routes";
import { cartRoutes } from "../cart/routes";
import { productRoutes } from "../catalogue/productRoutes";
import { taxonomyRoutes } from "../catalogue/taxonomyRoutes";
import { billRoutes } from "../checkout/billRoutes";
import { checkoutRoutes } from "../checkout/routes";
import { checkoutInfoRoutes } from "../checkoutInfo/routes";
import { contentRoutes } from "../content/routes";
import { ecpayApiRoutes } from "../ecpay/routes";
import { errorLogRoutes } from "../errorLogs/routes";
import { invoiceRoutes } from "../invoice/routes";
import { mediaApiRoutes } from "../media/routes";
import { memberRoutes } from "../members/routes";
import { adminOrderRoutes } from "../orders/adminRoutes";
import { orderRoutes } from "../orders/routes";
import { paymentSettingsRoutes } from "../payment/settingsRoutes";
import { paymentLogRoutes } from "../paymentLogs/routes";
import { promotionRoutes } from "../promotions/routes";
import { registrationAddonRoutes } from "../registration/addonRoutes";
import { frameRoutes } from "../registration/frameRoutes";
import { registrationRoutes } from "../registration/routes";
import { securityRoutes } from "../security/routes";
import { settingsRoutes } from "../settings/routes";
import { Code } from "../shared/codes";
import { MAX_UPLOAD_BYTES } from "../shared/media";
import { shippingRoutes } from "../shipping/routes";
import { socialRoutes } from "../social/routes";
import { staffRoutes } from "../staff/routes";
import { storeRoutes } from "../stores/routes";
import { settingStoreRoutes } from "../stores/settingStoreRoutes";
import { subscriptionRoutes } from "../subscriptions/routes";
import { verificationRoutes } from "../verifications/routes";
import { adminGate } from "./adminGate";
import { type AppEnv, envelope, errorResponse } from "./envelope";
import { AppError } from "./errors";
import { requireScope } from "./guards";

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
  .route("/", mediaApiRoutes)
  .route("/", cartRoutes)
  .route("/", billRoutes)
  .route("/", checkoutRoutes)
  .route("/", ecpayApiRoutes)
  .route("/", promotionRoutes)
  .route("/", shippingRoutes)
  .route("/", paymentSettingsRoutes)
  .route("/", invoiceRoutes)
  .route("/", checkoutInfoRoutes)
  .route("/", cardRoutes)
  .route("/", orderRoutes)
  .route("/", adminOrderRoutes)
  .route("/", subscriptionRoutes)
  .route("/", auditRoutes)
  .route("/", errorLogRoutes)
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
  .route("/", branchAuditRoutes)
  .route("/", branchFeedbackRoutes)
  .route("/", branchRoutes)
  .route("/", frameRoutes)
  .route("/", branchRenewalRoutes)
  // Mounted with app.route(), this sub-app's notFound never runs: an unmatched /api path would fall
  // through to the page handler (HTML). This catch-all keeps it inside the JSON envelope.
  .all("*", (c) => c.json({ ...envelope(c.get("rc"), Code.NOT_FOUND, null), message: "Not found" }, 404))
  .onError((err, c) => errorResponse(c, err));
