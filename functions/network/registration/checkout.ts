import type { UserRow } from "@db/schema";
import { orderAmountsOf } from "../../commerce/cart/bill";
import {
  deliveryOf,
  lineRefusal,
  orderInputOf,
  refuseChangedTotal,
  replayOrLimit,
} from "../../commerce/checkout/entry";
import { type PlacedOrder, type PlaceOrderInput, placeOrder } from "../../commerce/checkout/place";
import type { CheckoutInput } from "../../commerce/checkout/schemas";
import { AppError } from "../../platform/errors";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { needsSeparateShipping, type RegistrationBillOptions, registrationPriced } from "./bill";
import { refuseIncomplete } from "./cart";
import { type Network, networkOf, refuseOverCap } from "./network";

// The registration bill (POST /api/checkout/bill {isForCreatingStore: true}) and the registration
// order (POST /api/checkout {isForCreatingStore: true}, checkout_type 'register'): priced on the
// head store's catalogue like any order and placed by the same placeOrder (stock, idempotency,
// payment start). The head store's promotions for registration orders apply through the shopper
// bill's engine (./bill.ts); coupons do not.

export async function registrationBill(scope: StoreScope, user: UserRow, opts: RegistrationBillOptions) {
  const net = await networkOf(scope);
  const { state, bill } = await registrationPriced(net, user.id, opts);
  const { lines, couponPromotionId: _c, coupon: _coupon, ...money } = bill;
  return {
    ...money,
    // The lines with their gift / add-on status (a lapsed offer's line: INVALID_ADDITIONAL).
    items: lines,
    minAmountShoppingForCreatingStore: net.head.minAmountShoppingForCreatingStore,
    plan: state.plan
      ? {
          productId: state.plan.id,
          name: state.plan.name,
          typeForCreatingStore: state.plan.typeForCreatingStore,
          policy: { selectAmount: state.selectAmount, selectLimit: state.selectLimit },
          planCount: 1,
          supplierUserName: null,
          ifNeedToSeparateShipping: needsSeparateShipping(bill.lines),
        }
      : null,
    ifNeedToSeparateShipping: needsSeparateShipping(bill.lines),
    selectAmount: state.selectAmount,
    selections: state.selections,
    picks: state.picks,
    pickUnitLimit: state.pickUnitLimit,
    problems: state.problems,
    complete: state.complete,
  };
}

export async function registrationCheckout(rc: RequestContext, scope: StoreScope, user: UserRow, input: CheckoutInput) {
  const net = await networkOf(scope);
  const seller = net.seller;
  const first = await replayOrLimit(seller, user.id, input.idempotencyKey);
  if (first) return first;
  const app = await net.reg.applicationOf(user.id);
  if (!app) throw new AppError(Code.APPLICATION_NOT_FOUND, 200, "Fill in the branch application first.");
  if (app.status !== "DRAFT") throw new AppError(Code.APPLICATION_NOT_FOUND, 200, "This application is already paid.");
  await refuseOverCap(scope, net);
  const {
    state,
    bill,
    method: shippingMethod,
  } = await registrationPriced(net, user.id, {
    shippingMethodId: input.shippingMethodId,
    city: input.receiver.city,
  });
  refuseIncomplete(state);
  const refusal = lineRefusal(bill.lines);
  if (refusal) throw refusal;
  // Like the shopper checkout: a gift/add-on whose offer lapsed is dropped, never sold.
  const lines = bill.lines.filter((l) => l.promotionStatus !== "INVALID_ADDITIONAL");
  const { method, receiver } = await deliveryOf(seller, input, lines, shippingMethod);
  if (bill.itemsTotalAmount < net.head.minAmountShoppingForCreatingStore)
    throw new AppError(Code.REGISTRATION_MIN_AMOUNT, 200, "The registration order is below the minimum amount.");
  refuseChangedTotal(input, bill.totalAmount);
  const placed = await placePlanOrder(
    rc,
    seller,
    user.id,
    input,
    { lines, amounts: orderAmountsOf(bill), method, receiver },
    "register",
    { branchStoreId: net.branchStoreId },
  );
  await net.reg.setOrder(app.id, user.id, placed.order.id);
  await net.cart.resetSelections(user.id);
  return placed;
}

/**
 * A plan order of the branch network, a registration or a renewal, placed in the head store like
 * a shopper's order but with no coupon, no saved checkout info and no subscriptions.
 */
export function placePlanOrder(
  rc: RequestContext,
  seller: StoreScope,
  userId: number,
  input: CheckoutInput,
  priced: Parameters<typeof orderInputOf>[3],
  checkoutType: "register" | "update",
  branch?: Pick<PlaceOrderInput, "branchStoreId">,
): Promise<PlacedOrder> {
  return placeOrder(
    seller,
    orderInputOf(rc, userId, input, priced, {
      checkoutType,
      coupon: null,
      saveCheckoutInfo: false,
      createSubscriptions: false,
      ...branch,
    }),
  );
}

/** The registration order's payment state, read from the head store's orders. */
export async function registrationOrder(net: Network, userId: number, orderId: number) {
  return net.seller.orders.paymentStateOf(orderId, userId);
}
