import type { Db } from "../../db/client";
import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  isBackOfficePath,
  RENDERED_NONCE_HEADER,
  withFreshNonce,
} from "./csp";
import { frameAncestorsOf } from "./frameAncestors";
import type { RequestContext } from "./scope";

// Headers of every answer of the page handler, fresh or from the page cache: who may cache it,
// who may frame it and what it may load.

// Pages that show one visitor's data whoever asks (spec §2): the member area, the cart and
// checkout flows with their redirect and outcome pages, the back office, and pages whose URL
// carries a secret (reset-password). `.data` is React Router's data request for the same page.
const PERSONAL_PATH =
  /^\/(?:admins?|profile|cart|cart-extras|cart-additional-products|checkout|checkout-complete|complete-purchase|checkout-shipping-redirect|shipping-redirect-middle-page|payment-redirect-middle-page|user-address-list-redirect|registration-cart|registration-products|multilevel-[a-z]+|order-print|reset-password|apple-pay-page|dev)(?:[/.]|$)/;

export const PRIVATE_NO_STORE = "private, no-store";

/** Who a page answers: enough to decide its headers, from a request context or the cache's first look. */
export type PageAudience = { origin: string; db: Db; storeId: number | null; signedIn: boolean };

export const audienceOf = (rc: RequestContext): PageAudience => ({
  origin: rc.origin,
  db: rc.db,
  storeId: rc.scope?.storeId ?? null,
  signedIn: rc.session.kind !== "none",
});

/** Personal when the path is, or the visitor is (or claims to be) signed in, or it sets a cookie. */
export function isPersonalPage(req: Request, who: PageAudience, res: Response): boolean {
  return (
    PERSONAL_PATH.test(new URL(req.url).pathname) ||
    who.signedIn ||
    req.headers.has("authorization") ||
    res.headers.has("set-cookie")
  );
}

/**
 * Cache-Control for personal pages; for documents the CSP with this response's nonce (a cached
 * copy's nonce rewritten to it), the frame rule and the report endpoint.
 */
export async function withPageHeaders(
  req: Request,
  who: PageAudience,
  nonce: string,
  res: Response,
): Promise<Response> {
  const html = res.headers.get("content-type")?.startsWith("text/html") ?? false;
  const rendered = res.headers.get(RENDERED_NONCE_HEADER);
  const out = new Response((html && rendered ? withFreshNonce(res, rendered, nonce) : res).body, res);
  out.headers.delete(RENDERED_NONCE_HEADER);
  if (isPersonalPage(req, who, res)) out.headers.set("cache-control", PRIVATE_NO_STORE);
  if (!html) return out;
  const deny = isBackOfficePath(new URL(req.url).pathname);
  const reportUrl = `${who.origin}${CSP_REPORT_PATH}`;
  const frameAncestors = deny ? [] : await frameAncestorsOf(who.db, who.storeId, req);
  out.headers.set("content-security-policy", contentSecurityPolicy({ nonce, frameAncestors, deny, reportUrl }));
  out.headers.set("reporting-endpoints", `${CSP_REPORT_GROUP}="${reportUrl}"`);
  // Browsers without frame-ancestors (old ones) still honour X-Frame-Options for the back office.
  if (deny) out.headers.set("x-frame-options", "DENY");
  return out;
}
