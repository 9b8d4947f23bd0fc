import type { RequestContext } from "../../platform/tenancy/scope";

/**
 * The member a checkout page belongs to; a visitor goes to log in and comes back to the same URL.
 * Thrown as a plain redirect Response (React Router loaders pass it through).
 */
export function memberOrLogin(rc: RequestContext, request: Request): number {
  if (rc.session.kind === "active") return rc.session.user.id;
  const u = new URL(request.url);
  throw new Response(null, {
    status: 302,
    headers: { location: `/login?redirect=${encodeURIComponent(u.pathname + u.search)}` },
  });
}
