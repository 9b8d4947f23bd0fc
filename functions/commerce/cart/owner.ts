import { AppError } from "../../platform/errors";
import type { RequestContext } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";

/** Whose cart a request works on: the signed-in member's, else the guest id's (spec §4). */
export type CartOwner = { userId: number; guestId?: undefined } | { guestId: string; userId?: undefined };

export function cartOwnerOf(rc: RequestContext): CartOwner {
  if (rc.session.kind === "active") return { userId: rc.session.user.id };
  if (rc.guestId) return { guestId: rc.guestId };
  throw new AppError(Code.INVALID_REQUEST, 422, "A guestId header or a login is required for a cart.", [
    { path: "guestId", message: "validation.required" },
  ]);
}
