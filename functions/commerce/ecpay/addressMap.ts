// The convenience-store map for an ADDRESS BOOK entry (spec redirect page
// /user-address-list-redirect/{page}/{cvsType}): the same signed-state round trip as checkout's
// (map.ts): state in D1 (30 minutes, single use) under a random id, ExtraData = id + HMAC tag,
// but its own key prefix, so a checkout reply can never land here nor the other way round. The
// chosen store waits in D1 for the address page, with what the member had typed (the draft).

import { AppError, invalid } from "../../platform/errors";
import type { RequestContext, StoreScope } from "../../platform/scope";
import { Code } from "../../shared/codes";
import { CVS_CHAINS, type CvsChain } from "../../shared/commerce";
import { ecpayAccountOf } from "./config";
import type { MapForm } from "./map";
import { randomId, tag } from "./map";

/** The {page} of the return path → where the member goes back to. */
export const ADDRESS_MAP_PAGES = { address: "/profile/info/address" } as const;
export type AddressMapPage = keyof typeof ADDRESS_MAP_PAGES;
export const isAddressMapPage = (v: string): v is AddressMapPage => Object.hasOwn(ADDRESS_MAP_PAGES, v);
export const isCvsChain = (v: string): v is CvsChain => (CVS_CHAINS as readonly string[]).includes(v);

/** The address book takes stores of the C2C maps (every store of the chain). */
const subTypeOf = (chain: CvsChain) => `${chain}C2C`;

const TTL_S = 1800;
const stateKey = (storeId: number, id: string) => `ecpay-addr-map:${storeId}:${id}`;
const pickKey = (storeId: number, userId: number) => `addr-pick:${storeId}:${userId}`;

/** What the member had typed in the entry form before leaving for the map. */
export type AddressDraft = { entryId: number | null; name: string; phone: string; email: string; isDefault: boolean };

type State = { userId: number; page: AddressMapPage; chain: CvsChain; draft: AddressDraft };

export type AddressPick = {
  draft: AddressDraft;
  cvs: { chain: CvsChain; storeId: string; storeName: string; address: string };
};

export async function addressMapFormFor(
  scope: StoreScope,
  userId: number,
  q: { page: AddressMapPage; chain: string; draft: AddressDraft; origin: string },
): Promise<MapForm> {
  if (!isCvsChain(q.chain)) throw invalid([{ path: "receiver.cvs.chain", message: "validation.cvsChain" }]);
  const account = ecpayAccountOf(scope.env, scope.store);
  if (!account) throw new AppError(Code.SHIPPING_NOT_AVAILABLE, 200, "This store has no convenience-store map.");
  const id = randomId();
  const clip = (s: string, n: number) => s.trim().slice(0, n);
  const draft: AddressDraft = {
    entryId: q.draft.entryId,
    name: clip(q.draft.name, 60),
    phone: clip(q.draft.phone, 30),
    email: clip(q.draft.email, 254),
    isDefault: q.draft.isDefault,
  };
  const state: State = { userId, page: q.page, chain: q.chain, draft };
  await scope.pending.put(stateKey(scope.storeId, id), state, TTL_S);
  return {
    action: account.mapUrl,
    fields: {
      MerchantID: account.merchantId,
      LogisticsType: "CVS",
      LogisticsSubType: subTypeOf(q.chain),
      IsCollection: "N",
      ServerReplyURL: `${q.origin}/user-address-list-redirect/${q.page}/${q.chain}`,
      ExtraData: id + (await tag(account, scope.storeId, id)),
      Device: "0",
    },
  };
}

/**
 * ECPay's reply (or the test map's) for an address-book entry: verify, keep the store for the
 * address page and answer where to go. Refusals throw SIGNATURE_INVALID 400060.
 */
export async function acceptAddressMapReply(
  scope: StoreScope,
  page: AddressMapPage,
  chain: CvsChain,
  form: Record<string, string>,
): Promise<string> {
  const refuse = (why: string) => new AppError(Code.SIGNATURE_INVALID, 200, `Convenience-store reply refused: ${why}.`);
  const account = ecpayAccountOf(scope.env, scope.store);
  const extra = form.ExtraData ?? "";
  if (!account || !/^[0-9a-f]{20}$/.test(extra)) throw refuse("state");
  const id = extra.slice(0, 12);
  if (extra.slice(12) !== (await tag(account, scope.storeId, id))) throw refuse("signature");
  const key = stateKey(scope.storeId, id);
  const state = await scope.pending.get<State>(key);
  if (!state) throw refuse("expired");
  if (
    state.page !== page ||
    state.chain !== chain ||
    form.LogisticsSubType !== subTypeOf(chain) ||
    form.MerchantID !== account.merchantId
  ) {
    throw refuse("mismatch");
  }
  const storeId = (form.CVSStoreID ?? "").trim();
  const storeName = (form.CVSStoreName ?? "").trim();
  const address = (form.CVSAddress ?? "").trim();
  if (!/^[0-9A-Za-z]{1,20}$/.test(storeId) || !storeName || !address || storeName.length > 60 || address.length > 120) {
    throw invalid([{ path: "CVSStoreID", message: "validation.cvsStore" }]);
  }
  await scope.pending.remove(key);
  const pick: AddressPick = { draft: state.draft, cvs: { chain, storeId, storeName, address } };
  await scope.pending.put(pickKey(scope.storeId, state.userId), pick, TTL_S);
  return ADDRESS_MAP_PAGES[page];
}

/** The store the signed-in member just chose for an address entry, once (the read forgets it). */
export async function takeAddressPick(rc: RequestContext): Promise<AddressPick | null> {
  if (!rc.scope || rc.session.kind !== "active") return null;
  const key = pickKey(rc.scope.storeId, rc.session.user.id);
  return rc.scope.pending.take<AddressPick>(key);
}
