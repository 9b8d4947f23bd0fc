import { PAY_LATER_METHODS } from "@db/network/branchRenewal";
import type { UserRow } from "@db/schema";
import { deliveryOf, lineRefusal, refuseChangedTotal, replayOrLimit } from "../../commerce/checkout/entry";
import type { CheckoutInput } from "../../commerce/checkout/schemas";
import { AppError } from "../../platform/errors";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { memoClear } from "../../platform/tenancy/storeMemo";
import { Code } from "../../shared/codes";
import { termMonthsOf } from "../../shared/network/branchTerm";
import { needsSeparateShipping, type RegistrationBillOptions, registrationPriced } from "../registration/bill";
import { refuseIncomplete } from "../registration/cart";
import { placePlanOrder } from "../registration/checkout";
import type { Network } from "../registration/network";
import { renewalOwner } from "./owner";

// /checkout/updatesubscription: the renewal bill and order (checkout_type 'update'), priced,
// sold and paid by the head store like a registration order (functions/network/registration/checkout.ts),
// then recorded as the branch's PENDING renewal. No card is kept on file on this platform, so a
// renewal is always an order its owner pays (docs/decisions/branch-renewal.md).

/** The plan priced like a registration (./registration/bill.ts) in update mode: no promotions. */
async function priced(net: Network, userId: number, opts: RegistrationBillOptions) {
  const { state, bill, method } = await registrationPriced(net, userId, opts, "update");
  const { lines, itemsTotalAmount, shippingFee, totalAmount } = bill;
  return { state, lines, method, itemsTotalAmount, shippingFee, totalAmount };
}

export async function renewalBill(scope: StoreScope, user: UserRow, opts: RegistrationBillOptions) {
  const { net } = await renewalOwner(scope, user);
  const p = await priced(net, user.id, opts);
  return {
    items: p.lines,
    itemsTotalAmount: p.itemsTotalAmount,
    shippingFee: p.shippingFee,
    discountAmount: 0,
    discountShippingFee: 0,
    totalAmount: p.totalAmount,
    ifNeedToSeparateShipping: needsSeparateShipping(p.lines),
    plan: p.state.plan ? { productId: p.state.plan.id, name: p.state.plan.name } : null,
    termMonths: p.state.plan ? await termOf(scope, user, p.state.plan.id) : null,
    problems: p.state.problems,
    complete: p.state.complete,
  };
}

async function termOf(scope: StoreScope, user: UserRow, planProductId: number) {
  const { net, renewals } = await renewalOwner(scope, user);
  const plan = await renewals.planProduct(planProductId);
  return termMonthsOf(net.head.settingBranch, plan?.subscriptionCycles);
}

export async function renewalCheckout(rc: RequestContext, scope: StoreScope, user: UserRow, input: CheckoutInput) {
  const { net, renewals, branch } = await renewalOwner(scope, user);
  const seller = net.seller;
  const first = await replayOrLimit(seller, user.id, input.idempotencyKey);
  if (first) return first;
  const waiting = (await renewals.history(branch.id, 5)).find(
    (h) =>
      h.status === "PENDING" &&
      (PAY_LATER_METHODS as readonly string[]).includes(h.paymentMethod) &&
      (h.paymentStatus === "UNPAID" || h.paymentStatus === "CONFIRM_PAID"),
  );
  if (waiting)
    throw new AppError(Code.BRANCH_RENEWAL_WAITING, 200, "A renewal order waits for the head store's confirmation.");
  const p = await priced(net, user.id, { shippingMethodId: input.shippingMethodId, city: input.receiver.city });
  refuseIncomplete(p.state);
  const plan = p.state.plan;
  if (!plan) throw new AppError(Code.REGISTRATION_PLAN_INCOMPLETE, 200, "Pick the plan first.");
  const refusal = lineRefusal(p.lines);
  if (refusal) throw refusal;
  const { method, receiver } = await deliveryOf(seller, input, p.lines, p.method);
  refuseChangedTotal(input, p.totalAmount);
  const planRow = await renewals.planProduct(plan.id);
  const amounts = {
    itemsTotalAmount: p.itemsTotalAmount,
    shippingFee: p.shippingFee,
    discountAmount: 0,
    discountShippingFee: 0,
    totalAmount: p.totalAmount,
    promotionList: [],
  };
  const placed = await placePlanOrder(
    rc,
    seller,
    user.id,
    input,
    { lines: p.lines, amounts, method, receiver },
    "update",
  );
  await renewals.record({
    branchStoreId: branch.id,
    orderId: placed.order.id,
    userId: user.id,
    planProductId: plan.id,
    termMonths: termMonthsOf(net.head.settingBranch, planRow?.subscriptionCycles),
    payLater: (PAY_LATER_METHODS as readonly string[]).includes(input.paymentMethod),
  });
  memoClear(); // a pay-later renewal of a closed branch changed its status
  await net.cart.resetSelections(user.id);
  return placed;
}
