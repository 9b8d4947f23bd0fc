import type { UserRow } from "../../../db/schema";
import { Code } from "../../shared/codes";
import { AppError } from "../errors";
import type { RequestContext, StoreScope } from "./scope";

/** What every call of an unknown host answers (spec 400003; HTTP 200, the client reads the code). */
export const websiteDoesNotExist = () => new AppError(Code.WEBSITE_DOES_NOT_EXIST, 200, "Website does not exist.");

export function requireScope(rc: RequestContext): StoreScope {
  if (!rc.scope) throw websiteDoesNotExist();
  return rc.scope;
}

export function requireUser(rc: RequestContext): { user: UserRow; tokenHash: string } {
  const s = rc.session;
  if (s.kind === "active") return { user: s.user, tokenHash: s.tokenHash };
  if (s.kind === "expired") throw new AppError(Code.TOKEN_EXPIRED, 200, "Your session has expired.");
  throw new AppError(Code.TOKEN_IS_INVALID, 200, "Please log in.");
}

export function requireAdmin(rc: RequestContext) {
  const who = requireUser(rc);
  if (!who.user.isAdmin) throw new AppError(Code.NOT_ADMIN, 200, "Not an admin of this store.");
  return who;
}

/**
 * A member an admin blocked may neither sign in (password, LINE, third-party code) nor check out.
 * Checked after the password, so the answer tells nothing to someone who does not know it.
 */
export function refuseBlocked(user: Pick<UserRow, "blockedAt">): void {
  if (user.blockedAt) throw new AppError(Code.ACCOUNT_BLOCKED, 200, "This account has been blocked by the store.");
}
