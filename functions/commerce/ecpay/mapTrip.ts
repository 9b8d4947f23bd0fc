// The signed-state round trip that both convenience-store maps take (checkout's, map.ts, and the
// address book's, addressMap.ts). The shopper's browser posts a form to ECPay's map; ECPay posts
// the chosen store back to ServerReplyURL, cross-site and so without the session cookie. Who asked,
// and for what, is kept server-side (D1, 30 minutes, single use) under a random id; ExtraData
// (ECPay echoes it, at most 20 characters) is that id plus an HMAC tag keyed with the store's
// HashKey/HashIV, so a forged or altered reply is refused before any lookup, and a replayed one
// finds no state. Each map has its own key prefix, so a reply can never land on the other.

import { AppError, invalid } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { type EcpayAccount, ecpayAccountOf } from "./config";

export const MAP_STATE_TTL_S = 1800;

export type MapForm = { action: string; fields: Record<string, string> };

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

/** Keeps `state` for the reply and answers the auto-submitting form to ECPay's map. */
export async function startMapTrip(
  scope: StoreScope,
  account: EcpayAccount,
  keyOf: (storeId: number, id: string) => string,
  state: unknown,
  form: { subType: string; isCollection: boolean; replyUrl: string },
): Promise<MapForm> {
  const id = randomId();
  await scope.pending.put(keyOf(scope.storeId, id), state, MAP_STATE_TTL_S);
  return {
    action: account.mapUrl,
    fields: {
      MerchantID: account.merchantId,
      LogisticsType: "CVS",
      LogisticsSubType: form.subType,
      IsCollection: form.isCollection ? "Y" : "N",
      ServerReplyURL: form.replyUrl,
      ExtraData: id + (await tag(account, scope.storeId, id)),
      Device: "0",
    },
  };
}

export const refuseReply = (why: string) =>
  new AppError(Code.SIGNATURE_INVALID, 200, `Convenience-store reply refused: ${why}.`);

/**
 * A map reply's signed state, checked: the store's account, the tag, the kept state. The state
 * stays kept until the caller has checked the reply against it (`done` forgets it).
 */
export async function replyState<S>(
  scope: StoreScope,
  keyOf: (storeId: number, id: string) => string,
  form: Record<string, string>,
): Promise<{ account: EcpayAccount; state: S; done: () => Promise<void> }> {
  const account = ecpayAccountOf(scope.env, scope.store);
  const extra = form.ExtraData ?? "";
  if (!account || !/^[0-9a-f]{20}$/.test(extra)) throw refuseReply("state");
  const id = extra.slice(0, 12);
  if (extra.slice(12) !== (await tag(account, scope.storeId, id))) throw refuseReply("signature");
  const key = keyOf(scope.storeId, id);
  const state = await scope.pending.get<S>(key);
  if (!state) throw refuseReply("expired");
  return { account, state, done: () => scope.pending.remove(key) };
}

/** The store the reply names in `chain`, or 422 when ECPay sent none that a receiver can use. */
export function chosenStoreOf<C extends string>(form: Record<string, string>, chain: C | null) {
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
  return { chain, storeId, storeName, address };
}
