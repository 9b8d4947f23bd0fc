import type { UserRow } from "@db/schema";
import type { StoreScope } from "../../platform/tenancy/scope";
import { closesAt, renewalSettingOf, termMonthsOf } from "../../shared/network/branchTerm";
import { registrationState } from "../registration/cart";
import { renewalOwner } from "./owner";

// What the branch's owner sees of its plan: when it ends, when an unpaid plan closes the branch,
// the term a renewal adds, the renewal cart and the renewals so far.

export async function renewalView(scope: StoreScope, user: UserRow) {
  const { net, renewals, branch } = await renewalOwner(scope, user);
  const { renewalGraceDays } = renewalSettingOf(net.head.settingBranch);
  const [current, history, state] = await Promise.all([
    branch.planProductId ? renewals.planProduct(branch.planProductId) : undefined,
    renewals.history(branch.id),
    registrationState(net, user.id, "update"),
  ]);
  const chosen = state.plan ? await renewals.planProduct(state.plan.id) : undefined;
  return {
    branch: {
      id: branch.id,
      name: branch.name,
      status: branch.status,
      planEndsAt: branch.planEndsAt,
      plan: current ? { id: current.id, name: current.name } : null,
    },
    closesAt: closesAt(branch.planEndsAt, renewalGraceDays)?.toISOString() ?? null,
    graceDays: renewalGraceDays,
    termMonths: chosen ? termMonthsOf(net.head.settingBranch, chosen.subscriptionCycles) : null,
    history,
    state,
  };
}

/** One renewal order of this branch, for the page the payment returns to. */
export async function renewalOrder(scope: StoreScope, user: UserRow, orderId: number) {
  const { renewals, branch } = await renewalOwner(scope, user);
  const found = await renewals.byOrder(orderId);
  if (!found || found.renewal.branchStoreId !== branch.id) return null;
  return {
    orderId,
    orderNumber: found.orderNumber,
    totalAmount: found.totalAmount,
    paymentStatus: found.paymentStatus,
    paymentMethod: found.paymentMethod,
    status: found.renewal.status,
    endsAfter: found.renewal.endsAfter,
    branchStatus: branch.status,
    planEndsAt: branch.planEndsAt,
  };
}
