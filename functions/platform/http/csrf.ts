import type { MiddlewareHandler } from "hono";
import { Code } from "../../shared/codes";
import { GUEST_COOKIE, readCookie, SESSION_COOKIE } from "../cookies";
import { AppError } from "../errors";
import type { AppEnv } from "./envelope";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** The browser attaches these by itself, so a request carrying one may have been forged by another site. */
function carriesCredentialCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return readCookie(cookieHeader, SESSION_COOKIE) !== null || readCookie(cookieHeader, GUEST_COOKIE) !== null;
}

/**
 * Cookie-authenticated writes must come from the store's own origin. Bearer-token clients are not
 * exposed to CSRF (a browser never adds that header by itself), so they pass.
 *
 * `Origin: null` is what a sandboxed frame, a data: URL or a privacy redirect sends, and an absent
 * Origin is what an old or stripped client sends: neither proves the store's own page, so a write
 * that rides on the visitor's cookies needs `Sec-Fetch-Site: same-origin` then. Provider callbacks
 * (payment notify, ECPay logistics notify) come server to server without our cookies and still pass.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refused = crossSiteRefusal(c.req.raw, c.get("rc").origin);
  if (refused) throw refused;
  await next();
};

/** The rule above for one request: the refusal it earns, or null when it may go on. */
export function crossSiteRefusal(req: Request, storeOrigin: string): AppError | null {
  const h = req.headers;
  if (SAFE.has(req.method) || /^Bearer\s/i.test(h.get("authorization") ?? "")) return null;
  const origin = h.get("origin") ?? undefined;
  const site = h.get("sec-fetch-site");
  const foreignOrigin = origin !== undefined && origin !== "null" && origin !== storeOrigin;
  if (foreignOrigin || site === "cross-site") {
    return new AppError(Code.INVALID_REQUEST, 403, "Cross-site request refused.");
  }
  const unprovenOrigin = origin === undefined || origin === "null";
  if (unprovenOrigin && site !== "same-origin" && carriesCredentialCookie(h.get("cookie") ?? undefined)) {
    return new AppError(Code.INVALID_REQUEST, 403, "Request origin could not be verified.");
  }
  return null;
}
