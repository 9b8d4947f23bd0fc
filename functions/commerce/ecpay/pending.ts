import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import type { CvsChain } from "../../shared/commerce/commerce";

// The convenience store a member just chose on the map, waiting for the checkout page: D1, per
// store + member + flow, 30 minutes. The checkout page's loader calls pendingCvsStore(rc, type)
// and fills receiver.cvs = {chain, storeId, storeName, address} (and selects shippingMethodId).

export type PendingCvsStore = {
  chain: CvsChain;
  storeId: string;
  storeName: string;
  address: string;
  telephone: string;
  shippingMethodId: number;
  subscriptionId: number | null;
};

const TTL_S = 1800;
const keyOf = (storeId: number, userId: number, checkoutType: string) =>
  `cvs-pick:${storeId}:${userId}:${checkoutType}`;

export async function savePendingCvsStore(scope: StoreScope, userId: number, checkoutType: string, v: PendingCvsStore) {
  await scope.pending.put(keyOf(scope.storeId, userId, checkoutType), v, TTL_S);
}

/**
 * The store the signed-in member chose for this checkout flow ("normal", "changeShipping", …), or
 * null (no member, nothing chosen, or older than 30 minutes).
 */
export async function pendingCvsStore(rc: RequestContext, checkoutType = "normal"): Promise<PendingCvsStore | null> {
  if (!rc.scope || rc.session.kind !== "active") return null;
  return rc.scope.pending.get<PendingCvsStore>(keyOf(rc.scope.storeId, rc.session.user.id, checkoutType));
}

/** Forgets the choice (e.g. once the order is placed, or the shopper picks home delivery). */
export async function clearPendingCvsStore(rc: RequestContext, checkoutType = "normal"): Promise<void> {
  if (!rc.scope || rc.session.kind !== "active") return;
  await rc.scope.pending.remove(keyOf(rc.scope.storeId, rc.session.user.id, checkoutType));
}
