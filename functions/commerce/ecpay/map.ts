// The ECPay logistics map round trip (spec redirect pages /shipping-redirect-middle-page and
// /checkout-shipping-redirect/{checkoutType}). The shopper's browser posts a form to ECPay's map;
// ECPay posts the chosen store back to ServerReplyURL, cross-site and so without the session
// cookie. Who asked, for which method and flow is kept server-side (D1, 30 minutes, single use)
// under a random id; ExtraData (ECPay echoes it, at most 20 characters) is that id plus an HMAC
// tag keyed with the store's HashKey/HashIV, so a forged or altered reply is refused before any
// lookup, and a replayed one finds no state.

import { shippingMethodsOf } from "../../../db/shipping";
import { AppError, invalid } from "../../platform/errors";
import type { StoreScope } from "../../platform/scope";
import { Code } from "../../shared/codes";
import { chainOfSubType, type EcpayAccount, ecpayAccountOf, logisticsSubTypeOf } from "./config";
import { savePendingCvsStore } from "./pending";

export const CHECKOUT_TYPES = ["normal", "register", "update", "changeproducts", "changeShipping"] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];
export const isCheckoutType = (v: string): v is CheckoutType => (CHECKOUT_TYPES as readonly string[]).includes(v);

const STATE_TTL_S = 1800;
const stateKey = (storeId: number, id: string) => `ecpay-map:${storeId}:${id}`;

type MapState = {
  userId: number;
  shippingMethodId: number;
  subType: string;
  checkoutType: CheckoutType;
  subscriptionId: number | null;
};

export async function tag(account: EcpayAccount, storeId: number, id: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(`${account.hashKey}:${account.hashIV}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(`ecpay-map|${storeId}|${id}`)));
  let hex = "";
  for (const b of mac.subarray(0, 4)) hex += b.toString(16).padStart(2, "0");
  return hex;
}

export const randomId = () => {
  let s = "";
  for (const b of crypto.getRandomValues(new Uint8Array(6))) s += b.toString(16).padStart(2, "0");
  return s;
};

export type MapForm = { action: string; fields: Record<string, string> };

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
  const method = await shippingMethodsOf(scope.db, scope.storeId).get(q.shippingMethodId);
  const subType = method?.isOpen ? logisticsSubTypeOf(method.code) : null;
  const account = ecpayAccountOf(scope.env, scope.store);
  if (!method || !subType || !account) {
    throw new AppError(Code.SHIPPING_NOT_AVAILABLE, 200, "This shipping method has no convenience-store map.");
  }
  const id = randomId();
  const state: MapState = {
    userId,
    shippingMethodId: method.id,
    subType,
    checkoutType: q.checkoutType,
    subscriptionId: q.subscriptionId,
  };
  await scope.pending.put(stateKey(scope.storeId, id), state, STATE_TTL_S);
  return {
    action: account.mapUrl,
    fields: {
      MerchantID: account.merchantId,
      LogisticsType: "CVS",
      LogisticsSubType: subType,
      IsCollection: q.isCollection ? "Y" : "N",
      ServerReplyURL: `${q.origin}/checkout-shipping-redirect/${q.checkoutType}`,
      ExtraData: id + (await tag(account, scope.storeId, id)),
      Device: "0",
    },
  };
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
  const refuse = (why: string) => new AppError(Code.SIGNATURE_INVALID, 200, `Convenience-store reply refused: ${why}.`);
  const account = ecpayAccountOf(scope.env, scope.store);
  const extra = form.ExtraData ?? "";
  if (!account || !/^[0-9a-f]{20}$/.test(extra)) throw refuse("state");
  const id = extra.slice(0, 12);
  if (extra.slice(12) !== (await tag(account, scope.storeId, id))) throw refuse("signature");
  const key = stateKey(scope.storeId, id);
  const state = await scope.pending.get<MapState>(key);
  if (!state) throw refuse("expired");
  if (
    state.checkoutType !== checkoutType ||
    form.LogisticsSubType !== state.subType ||
    form.MerchantID !== account.merchantId
  ) {
    throw refuse("mismatch");
  }
  const chain = chainOfSubType(state.subType);
  const storeId = (form.CVSStoreID ?? "").trim();
  const storeName = (form.CVSStoreName ?? "").trim();
  const address = (form.CVSAddress ?? "").trim();
  if (
    !chain ||
    !/^[0-9A-Za-z]{1,20}$/.test(storeId) ||
    !storeName ||
    !address ||
    storeName.length > 60 ||
    address.length > 120
  ) {
    throw invalid([{ path: "CVSStoreID", message: "validation.cvsStore" }]);
  }
  await scope.pending.remove(key);
  await savePendingCvsStore(scope, state.userId, checkoutType, {
    chain,
    storeId,
    storeName,
    address,
    telephone: (form.CVSTelephone ?? "").trim().slice(0, 30),
    shippingMethodId: state.shippingMethodId,
    subscriptionId: state.subscriptionId,
  });
  return checkoutPathOf(checkoutType, state.subscriptionId);
}
