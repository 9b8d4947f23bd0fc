// The convenience-store map for an ADDRESS BOOK entry (spec redirect page
// /user-address-list-redirect/{page}/{cvsType}), on the signed-state round trip of mapTrip.ts with
// its own key prefix. The chosen store waits in D1 for the address page, with what the member had
// typed (the draft).

import { AppError, invalid } from "../../platform/errors";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { CVS_CHAINS, type CvsChain } from "../../shared/commerce/commerce";
import { ecpayAccountOf } from "./config";
import { chosenStoreOf, MAP_STATE_TTL_S, type MapForm, refuseReply, replyState, startMapTrip } from "./mapTrip";

/** The {page} of the return path → where the member goes back to. */
export const ADDRESS_MAP_PAGES = { address: "/profile/info/address" } as const;
export type AddressMapPage = keyof typeof ADDRESS_MAP_PAGES;
export const isAddressMapPage = (v: string): v is AddressMapPage => Object.hasOwn(ADDRESS_MAP_PAGES, v);
export const isCvsChain = (v: string): v is CvsChain => (CVS_CHAINS as readonly string[]).includes(v);

/** The address book takes stores of the C2C maps (every store of the chain). */
const subTypeOf = (chain: CvsChain) => `${chain}C2C`;

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
  const clip = (s: string, n: number) => s.trim().slice(0, n);
  const draft: AddressDraft = {
    entryId: q.draft.entryId,
    name: clip(q.draft.name, 60),
    phone: clip(q.draft.phone, 30),
    email: clip(q.draft.email, 254),
    isDefault: q.draft.isDefault,
  };
  const state: State = { userId, page: q.page, chain: q.chain, draft };
  return startMapTrip(scope, account, stateKey, state, {
    subType: subTypeOf(q.chain),
    isCollection: false,
    replyUrl: `${q.origin}/user-address-list-redirect/${q.page}/${q.chain}`,
  });
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
  const { account, state, done } = await replyState<State>(scope, stateKey, form);
  if (
    state.page !== page ||
    state.chain !== chain ||
    form.LogisticsSubType !== subTypeOf(chain) ||
    form.MerchantID !== account.merchantId
  ) {
    throw refuseReply("mismatch");
  }
  const cvs = chosenStoreOf(form, chain);
  await done();
  const pick: AddressPick = { draft: state.draft, cvs };
  await scope.pending.put(pickKey(scope.storeId, state.userId), pick, MAP_STATE_TTL_S);
  return ADDRESS_MAP_PAGES[page];
}

/** The store the signed-in member just chose for an address entry, once (the read forgets it). */
export async function takeAddressPick(rc: RequestContext): Promise<AddressPick | null> {
  if (!rc.scope || rc.session.kind !== "active") return null;
  const key = pickKey(rc.scope.storeId, rc.session.user.id);
  return rc.scope.pending.take<AddressPick>(key);
}
