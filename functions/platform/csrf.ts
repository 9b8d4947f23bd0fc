import type { MiddlewareHandler } from "hono";
import { Code } from "../shared/codes";
import type { AppEnv } from "./envelope";
import { AppError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated writes must come from the store's own origin. Bearer-token clients are not
 * exposed to CSRF (a browser never adds that header by itself), so they pass.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rc = c.get("rc");
  if (!SAFE.has(c.req.method) && !/^Bearer\s/i.test(c.req.header("authorization") ?? "")) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const foreignOrigin = origin !== undefined && origin !== "null" && origin !== rc.origin;
    if (foreignOrigin || site === "cross-site") {
      throw new AppError(Code.INVALID_REQUEST, 403, "Cross-site request refused.");
    }
  }
  await next();
};
