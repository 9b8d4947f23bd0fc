import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { authRoutes, userRoutes } from "../accounts/routes";
import { productRoutes } from "../catalogue/productRoutes";
import { taxonomyRoutes } from "../catalogue/taxonomyRoutes";
import { contentRoutes } from "../content/routes";
import { mediaApiRoutes } from "../media/routes";
import { Code } from "../shared/codes";
import { storeRoutes } from "../stores/routes";
import { type AppEnv, envelope, errorResponse } from "./envelope";
import { AppError } from "./errors";
import { requireScope } from "./guards";

export const MAX_JSON_BODY = 64 * 1024;

/** `/api/*`: tenant-scoped, spec paths, one JSON envelope. */
export const api = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    requireScope(c.get("rc")); // unknown host: every call answers 400003
    await next();
    c.header("cache-control", "no-store");
  })
  .use(
    "*",
    bodyLimit({
      maxSize: MAX_JSON_BODY,
      onError: () => {
        throw new AppError(Code.INVALID_REQUEST, 413, "Request body is too large.");
      },
    }),
  )
  .route("/", storeRoutes)
  .route("/auth", authRoutes)
  .route("/user", userRoutes)
  .route("/", productRoutes)
  .route("/", taxonomyRoutes)
  .route("/", contentRoutes)
  .route("/", mediaApiRoutes)
  // Mounted with app.route(), this sub-app's notFound never runs: an unmatched /api path would fall
  // through to the page handler (HTML). This catch-all keeps it inside the JSON envelope.
  .all("*", (c) => c.json({ ...envelope(c.get("rc"), Code.NOT_FOUND, null), message: "Not found" }, 404))
  .onError((err, c) => errorResponse(c, err));
