import { publicUser } from "../../people/accounts/user";
import { AppError } from "../../platform/errors";
import { frameAncestorsOf } from "../../platform/http/frameAncestors";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { sessionFromToken } from "../../platform/tenancy/session";
import { Code } from "../../shared/codes";
import type { FrameSessionInput } from "../../shared/frameMessages";

// Spec storefront §4 "Messages from a parent frame" (contract: docs/decisions/registration.md
// "Frame messages"). The framed page hands the message to POST /api/frame/session, which decides:
// the parent's origin must be one allowed to frame this store (the CSP frame-ancestors list: the
// store's own hosts and its head store's), a BranchRegist must name this store, and the token must
// be a live session of this store. Only then is the session cookie of this host set.

/** The origins allowed to frame this store's pages, as a browser writes event.origin. */
export async function frameOrigins(rc: RequestContext, req: Request): Promise<Set<string>> {
  return new Set([rc.origin, ...(await frameAncestorsOf(rc.db, rc.scope?.storeId ?? null, req))]);
}

export async function frameSession(rc: RequestContext, scope: StoreScope, req: Request, input: FrameSessionInput) {
  if (!(await frameOrigins(rc, req)).has(input.origin))
    throw new AppError(Code.FRAME_ORIGIN_REFUSED, 200, "This origin may not frame this store.");
  const m = input.message;
  if (m.type === "BranchRegist" && m.storeId !== scope.storeId)
    throw new AppError(Code.FRAME_STORE_MISMATCH, 200, "The message names another store.");
  const session = await sessionFromToken(scope.accounts, m.token, "bearer");
  if (session.kind !== "active")
    throw new AppError(Code.FRAME_TOKEN_INVALID, 200, "The token is not a session of this store.");
  return {
    token: m.token,
    user: publicUser(session.user),
    // BranchRegist: the parent goes on to this store's back office, the user name carried along.
    redirectUrl: m.type === "BranchRegist" ? `${rc.origin}/admin?userName=${encodeURIComponent(m.userName)}` : null,
  };
}
