import { findStore } from "@db/stores";
import { AppError } from "../../platform/errors";
import { type StoreScope, salesScopeOf, storeScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { branchSettingOf, registrationPolicyOf } from "./rules";

// The network a registration on this host joins: on the head store's host the head store is the
// introducer; on a branch host the branch is, and its head store sells the plan and owns the
// application (docs/issue-13.md "Registration").

export async function networkOf(scope: StoreScope, opts: { renewal?: boolean } = {}) {
  const head = scope.storeId === scope.headStoreId ? scope.store : await findStore(scope.db, scope.headStoreId);
  if (head?.type !== "HEAD_STORE_MULTILEVEL") throw notAllowed();
  const policy = registrationPolicyOf(head.policy);
  // A branch renews its plan even after its head store stops taking new branches.
  if (!policy.allowBranch && !opts.renewal) throw notAllowed();
  const seller = head.id === scope.storeId ? scope : storeScope(scope.env, scope.db, head);
  return {
    head,
    /** The head store's scope: the registration order is its order (its stock and payments). */
    seller,
    policy,
    setting: branchSettingOf(head.settingBranch),
    introducerStoreId: scope.storeId,
    /** On a branch host: the branch the registration order is sold on (orders.branch_store_id). */
    branchStoreId: head.id === scope.storeId ? null : scope.storeId,
    reg: seller.networkRegistration,
    cart: seller.registrationCart,
  };
}
export type Network = Awaited<ReturnType<typeof networkOf>>;

/**
 * Whether this host's join-us pages are open (the route guard's allowBranch): a branch host asks
 * its head store, whose policy rules the whole network; other stores read their own policy.
 */
export async function registrationOpen(scope: StoreScope): Promise<boolean> {
  if (scope.headStoreId === scope.storeId) return registrationPolicyOf(scope.store.policy).allowBranch;
  const head = (await salesScopeOf(scope)).store;
  return head.type === "HEAD_STORE_MULTILEVEL" && registrationPolicyOf(head.policy).allowBranch;
}

export const notAllowed = () =>
  new AppError(Code.REGISTRATION_NOT_ALLOWED, 200, "This store does not take branch registrations.");

/** The cap on live branches (allowBranchAmount; 0 = none) is reached. */
export async function refuseOverCap(scope: StoreScope, net: Network) {
  if (net.policy.allowBranchAmount > 0 && (await scope.branches.count()) >= net.policy.allowBranchAmount)
    throw new AppError(Code.BRANCH_LIMIT_REACHED, 200, "The network has reached its number of branches.");
}

/** `{domainName}.{branch base domain}`: settingBranch.branchBaseDomain, else the head store's host. */
export function branchHostOf(net: Network, domainName: string): string | null {
  const base = net.setting.branchBaseDomain ?? net.head.defaultDomain;
  return base ? `${domainName}.${base}`.toLowerCase() : null;
}
