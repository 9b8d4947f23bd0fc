import type { MiddlewareHandler } from "hono";

// The headers every answer carries (what Hono's secureHeaders sets, written out once so the page
// cache's first look, which answers before Hono runs, sends the same). Frame rules are per page
// (pageHeaders.ts): the storefront may be framed by the store's own and head store's hosts, the
// back office by nobody. The browser's default referrer policy: with "no-referrer" Chrome sends
// `Origin: null` on a page's own form posts, which React Router refuses (the no-JS cart and
// checkout forms). Cross-origin opener and resource policies stay unset, as they always were.
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/** Sets the security headers and the request id on an answer whose headers may be changed. */
export function withSecurityHeaders(headers: Headers, requestId: string): void {
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  headers.set("X-Request-Id", requestId);
}

/** The same for every answer of the Hono app (after its handler ran). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of SECURITY_HEADERS) c.res.headers.set(name, value);
  c.res.headers.delete("X-Powered-By");
};
