import type { UserRow } from "../../db/schema";
import { AppError } from "../platform/errors";
import { Code } from "../shared/codes";

/**
 * A member an admin blocked may neither sign in (password, LINE, third-party code) nor check out.
 * Checked after the password, so the answer tells nothing to someone who does not know it.
 */
export function refuseBlocked(user: Pick<UserRow, "blockedAt">): void {
  if (user.blockedAt) throw new AppError(Code.ACCOUNT_BLOCKED, 200, "This account has been blocked by the store.");
}
