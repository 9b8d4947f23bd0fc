import { requireSalesScope } from "../../platform/tenancy/salesScope";
import type { RequestContext } from "../../platform/tenancy/scope";
import { mergeGuestCart } from "./merge";
import { type CartOwner, cartOwnerOf } from "./owner";

/**
 * The request's cart owner. A signed-in member whose request still carries a guest id gets that
 * guest's lines merged first: login merges too, but a login made elsewhere (another page action,
 * an API client) must not leave the guest's lines stranded. Nothing to move costs one read.
 */
export async function cartOwnerFor(rc: RequestContext): Promise<CartOwner> {
  const owner = cartOwnerOf(rc);
  if (owner.userId !== undefined && rc.guestId) {
    await mergeGuestCart(await requireSalesScope(rc), rc.guestId, owner.userId);
  }
  return owner;
}

/** Like cartOwnerFor, but a visitor with neither login nor guest id simply has no cart yet. */
export async function cartOwnerOrNull(rc: RequestContext): Promise<CartOwner | null> {
  if (rc.session.kind !== "active" && !rc.guestId) return null;
  return cartOwnerFor(rc);
}
