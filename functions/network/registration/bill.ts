import { readTogether } from "@db/catalogue/sql";
import { type BillResult, billOver } from "../../commerce/cart/bill";
import { type FlowMode, lineRequestsOf, registrationState } from "./cart";
import type { Network } from "./network";

// The registration bill: the CREATING_STORE cart priced on the head store's catalogue and run through
// the shopper bill's promotion engine (functions/commerce/cart/bill.ts billOver) with isCreatingStore, so
// the head store's promotions of storeScope NORMAL and CREATING_STORE apply and NORMAL_STORE ones do
// not (docs/decisions/registration.md "Promotions"). No coupon: the registration bill takes none.
// The plan's picks ride along at 0 outside the promotions.

export type RegistrationBillOptions = { shippingMethodId?: number | null; city?: string | null };

/** The cart priced on the head store's catalogue; a renewal ("update") prices its plan the same way. */
export async function registrationPriced(
  net: Network,
  userId: number,
  opts: RegistrationBillOptions,
  mode: FlowMode = "register",
) {
  const seller = net.seller;
  const state = await registrationState(net, userId, mode);
  const reqs = lineRequestsOf(state);
  const now = new Date().toISOString();
  const sale = seller.saleLines;
  // One D1 call: the lines' sale rows, the open promotions and the chosen method.
  const [lines, loaded] = await readTogether(
    seller.db,
    {
      statements: [sale.forStocks(reqs.map((r) => r.stockId))],
      read: ([rows]) => sale.rowsToMap(rows ?? []),
    },
    seller.promotions.forBill(now, null, userId, opts.shippingMethodId),
  );
  const bill: BillResult = await billOver(
    seller,
    lines,
    reqs.filter((r) => r.id !== undefined),
    {
      // Renewals take no promotions (docs/decisions/branch-renewal.md): those are for opening a branch.
      automatic: mode === "update" ? [] : loaded.automatic,
      coupon: null,
      couponUses: 0,
      method: loaded.shippingMethod,
      now,
      userId,
      city: opts.city?.trim() || null,
      isCreatingStore: true,
      included: reqs.filter((r) => r.id === undefined),
    },
  );
  return { state, bill, method: loaded.shippingMethod };
}

export type RegistrationPriced = Awaited<ReturnType<typeof registrationPriced>>;

/**
 * Spec §3 "selected registration plan" ifNeedToSeparateShipping: products carry no supplier here, so
 * the order ships in parts when pre-order lines (shipped when they arrive) sit beside lines in stock.
 */
export const needsSeparateShipping = (lines: readonly { paymentPlan: string }[]) =>
  lines.some((l) => l.paymentPlan === "PRE_ORDER") && lines.some((l) => l.paymentPlan !== "PRE_ORDER");
