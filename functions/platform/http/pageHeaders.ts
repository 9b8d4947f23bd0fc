import type { Db } from "../../../db/client";
import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  isBackOfficePath,
  nonceSource,
  RENDERED_NONCE_HEADER,
  SCRIPT_HASHES_HEADER,
} from "../csp";
import type { RequestContext } from "../tenancy/scope";
import { frameAncestorsOf } from "./frameAncestors";

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
export function isPersonalPage(req: Request, who: PageAudience, res: Response, url = new URL(req.url)): boolean {
  return (
    PERSONAL_PATH.test(url.pathname) ||
    who.signedIn ||
    req.headers.has("authorization") ||
    res.headers.has("set-cookie")
  );
}

/**
 * Cache-Control for personal pages; for documents the CSP (a fresh render's nonce, or a stored
 * page's script hashes), the frame rule and the report endpoint.
 */
export async function withPageHeaders(
  req: Request,
  who: PageAudience,
  nonce: string | null,
  res: Response,
): Promise<Response> {
  return setPageHeaders(req, who, nonce, new Response(res.body, res));
}

/** `withPageHeaders` on an answer whose headers can be changed in place (a page-cache hit's). */
export async function setPageHeaders(
  req: Request,
  who: PageAudience,
  nonce: string | null,
  out: Response,
  url = new URL(req.url),
): Promise<Response> {
  const html = out.headers.get("content-type")?.startsWith("text/html") ?? false;
  const hashes = out.headers.get(SCRIPT_HASHES_HEADER);
  out.headers.delete(RENDERED_NONCE_HEADER);
  out.headers.delete(SCRIPT_HASHES_HEADER);
  if (isPersonalPage(req, who, out, url)) out.headers.set("cache-control", PRIVATE_NO_STORE);
  if (!html) return out;
  const deny = isBackOfficePath(url.pathname);
  const reportUrl = `${who.origin}${CSP_REPORT_PATH}`;
  const frameAncestors = deny ? [] : await frameAncestorsOf(who.db, who.storeId, req, url);
  // A stored page's hashes are already the sources, joined when the page was read in (hotPages.ts).
  const scriptSources = hashes ?? (nonce ? nonceSource(nonce) : "");
  out.headers.set("content-security-policy", contentSecurityPolicy({ scriptSources, frameAncestors, deny, reportUrl }));
  out.headers.set("reporting-endpoints", `${CSP_REPORT_GROUP}="${reportUrl}"`);
  // Browsers without frame-ancestors (old ones) still honour X-Frame-Options for the back office.
  if (deny) out.headers.set("x-frame-options", "DENY");
  return out;
}
