// The ECPay logistics map of checkout (spec redirect pages /shipping-redirect-middle-page and
// /checkout-shipping-redirect/{checkoutType}), on the signed-state round trip of mapTrip.ts.

import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { chainOfSubType, ecpayAccountOf, logisticsSubTypeOf } from "./config";
import { chosenStoreOf, type MapForm, refuseReply, replyState, startMapTrip } from "./mapTrip";
import { savePendingCvsStore } from "./pending";

export type { MapForm };

export const CHECKOUT_TYPES = ["normal", "register", "update", "changeproducts", "changeShipping"] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];
export const isCheckoutType = (v: string): v is CheckoutType => (CHECKOUT_TYPES as readonly string[]).includes(v);

const stateKey = (storeId: number, id: string) => `ecpay-map:${storeId}:${id}`;

type MapState = {
  userId: number;
  shippingMethodId: number;
  subType: string;
  checkoutType: CheckoutType;
  subscriptionId: number | null;
};

/** The auto-submitting form of /shipping-redirect-middle-page (state stored for the reply). */
export async function mapFormFor(
  scope: StoreScope,
  userId: number,
  q: {
    shippingMethodId: number;
    checkoutType: CheckoutType;
    subscriptionId: number | null;
    isCollection: boolean;
    origin: string;
  },
): Promise<MapForm> {
  const method = await scope.shippingMethods.get(q.shippingMethodId);
  const subType = method?.isOpen ? logisticsSubTypeOf(method.code) : null;
  const account = ecpayAccountOf(scope.env, scope.store);
  if (!method || !subType || !account) {
    throw new AppError(Code.SHIPPING_NOT_AVAILABLE, 200, "This shipping method has no convenience-store map.");
  }
  const state: MapState = {
    userId,
    shippingMethodId: method.id,
    subType,
    checkoutType: q.checkoutType,
    subscriptionId: q.subscriptionId,
  };
  return startMapTrip(scope, account, stateKey, state, {
    subType,
    isCollection: q.isCollection,
    replyUrl: `${q.origin}/checkout-shipping-redirect/${q.checkoutType}`,
  });
}

/** Where the shopper returns to after choosing a store. */
export function checkoutPathOf(type: CheckoutType, subscriptionId: number | null): string {
  switch (type) {
    case "changeShipping":
      return `/checkout?type=changeShipping${subscriptionId ? `&subscriptionId=${subscriptionId}` : ""}`;
    case "register":
      return "/checkout/openstore";
    case "update":
      return "/checkout/updatesubscription";
    default:
      return "/checkout";
  }
}

/**
 * ECPay's reply (or the test map's, posted the same way): verify and keep the chosen store for the
 * member. Returns the checkout path to continue on; refusals throw SIGNATURE_INVALID 400060.
 */
export async function acceptMapReply(
  scope: StoreScope,
  checkoutType: CheckoutType,
  form: Record<string, string>,
): Promise<string> {
  const { account, state, done } = await replyState<MapState>(scope, stateKey, form);
  if (
    state.checkoutType !== checkoutType ||
    form.LogisticsSubType !== state.subType ||
    form.MerchantID !== account.merchantId
  ) {
    throw refuseReply("mismatch");
  }
  const store = chosenStoreOf(form, chainOfSubType(state.subType));
  await done();
  await savePendingCvsStore(scope, state.userId, checkoutType, {
    ...store,
    telephone: (form.CVSTelephone ?? "").trim().slice(0, 30),
    shippingMethodId: state.shippingMethodId,
    subscriptionId: state.subscriptionId,
  });
  return checkoutPathOf(checkoutType, state.subscriptionId);
}
