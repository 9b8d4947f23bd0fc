import type { PlanBranch } from "@db/network/branchRenewal";
import type { UserRow } from "@db/schema";
import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { isBranchType } from "../../shared/constants";
import { networkOf } from "../registration/network";

// Who renews: the branch's root admin, logged in on the branch's own host. The plan is the head
// store's to sell, so the renewal cart and order live in the head store (the registration network).

export const notAllowed = () =>
  new AppError(Code.BRANCH_RENEWAL_NOT_ALLOWED, 200, "Only the branch's owner renews its plan, on its own host.");

export async function renewalOwner(scope: StoreScope, user: UserRow) {
  if (!isBranchType(scope.store.type) || scope.headStoreId === scope.storeId) throw notAllowed();
  if (user.storeId !== scope.storeId || !user.isAdmin || !user.isRoot) throw notAllowed();
  const net = await networkOf(scope, { renewal: true });
  const renewals = net.seller.branchRenewals;
  const branch: PlanBranch | undefined = await renewals.branch(scope.storeId);
  if (!branch) throw notAllowed();
  return { net, renewals, branch };
}
export type RenewalOwner = Awaited<ReturnType<typeof renewalOwner>>;
