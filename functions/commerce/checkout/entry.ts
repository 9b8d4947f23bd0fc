// The steps every checkout entry point takes (the shopper's checkout, service.ts; a branch's
// registration and renewal, network/): one rate limit, one idempotency rule, the same refusals
// with the same codes, one order input for placeOrder. Each entry point adds only its own rules.

import type { ReceiverJson, ShippingMethodRow } from "@db/schema";
import { invalid } from "../../platform/errors";
import { enforceLimit, type Limit } from "../../platform/rateLimit";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { receiverInputOf } from "../../shared/commerce/checkoutValidators";
import { cvsChainOf } from "../../shared/commerce/commerce";
import { toFieldIssues } from "../../shared/validators";
import type { BillLine } from "../cart/bill";
import type { LineProblem } from "../cart/lines";
import { shippingRefusal } from "../shipping/fee";
import { CheckoutError } from "./errors";
import { type PlacedOrder, type PlaceOrderInput, paymentFor, replayOf } from "./place";
import type { CheckoutInput } from "./schemas";

/** Like login: a member may submit this many checkouts per window (retries included). */
export const CHECKOUT_LIMIT: Limit = { max: 20, windowS: 600 };

const NOT_SALEABLE: readonly LineProblem[] = [
  "NOT_FOUND",
  "NOT_SALEABLE",
  "NOT_LEAF",
  "PLAN_MISMATCH",
  "CYCLE_MISMATCH",
];

const lineRef = (l: BillLine) => ({
  id: l.id,
  productId: l.productId,
  stockId: l.stockId,
  productName: l.productName,
  quantity: l.quantity,
  availableStock: l.availableStock,
  problem: l.problem ?? l.promotionStatus,
});

/** Lines that cannot be sold as they stand → the spec code naming them. */
export function lineRefusal(lines: readonly BillLine[]): CheckoutError | null {
  const bad = (pred: (l: BillLine) => boolean, code: (typeof Code)[keyof typeof Code], msg: string) => {
    const hit = lines.filter(pred);
    return hit.length ? new CheckoutError(code, msg, { lines: hit.map(lineRef) }) : null;
  };
  return (
    bad(
      (l) => l.problem !== null && NOT_SALEABLE.includes(l.problem),
      Code.PRODUCT_NOT_SALEABLE,
      "A product cannot be bought.",
    ) ??
    bad((l) => l.problem === "OUT_OF_STOCK", Code.OUT_OF_STOCK, "Not enough stock.") ??
    bad(
      (l) => l.problem === "BELOW_MIN" || l.problem === "OVER_MAX" || l.promotionStatus === "OVER_MAX_QUANTITY",
      Code.PURCHASE_LIMIT,
      "Purchase limit.",
    )
  );
}

/** The receiver under the method's rules: pickup methods need a store of the method's chain. */
export function receiverFor(method: Pick<ShippingMethodRow, "code">, raw: CheckoutInput["receiver"]): ReceiverJson {
  const chain = cvsChainOf(method.code);
  const pickup = chain !== null || method.code === "CONVENIENCE_STORE";
  const { name, phone, email } = raw;
  const candidate = pickup
    ? { name, phone, email, cvs: raw.cvs }
    : { name, phone, email, city: raw.city, district: raw.district, postalCode: raw.postalCode, address: raw.address };
  if (pickup && raw.cvs === undefined) throw invalid([{ path: "receiver.cvs", message: "validation.cvsStore" }]);
  const r = receiverInputOf(pickup ? "CVS" : "HOME").safeParse(candidate);
  if (!r.success) throw invalid(toFieldIssues(r.error).map((i) => ({ ...i, path: `receiver.${i.path}` })));
  const receiver = r.data as ReceiverJson;
  if (chain && receiver.cvs?.chain !== chain)
    throw invalid([{ path: "receiver.cvs.chain", message: "validation.cvsChain" }]);
  return receiver;
}

/**
 * The first step of every entry point: the rate limit, then the order this member already placed
 * with this key (a retried submit gets its order back, nothing is placed twice).
 */
export async function replayOrLimit(seller: StoreScope, userId: number, key: string): Promise<PlacedOrder | null> {
  await enforceLimit(seller.db, `checkout:${seller.storeId}:${userId}`, CHECKOUT_LIMIT);
  return replayOf(seller, userId, key);
}

/** The shipping method the priced lines go by and the receiver under its rules, then the payment method. */
export async function deliveryOf(
  seller: StoreScope,
  input: CheckoutInput,
  lines: BillLine[],
  method: ShippingMethodRow | null | undefined,
): Promise<{ method: ShippingMethodRow; receiver: ReceiverJson }> {
  const why = method ? shippingRefusal(method, { city: input.receiver.city, items: lines }) : "NOT_FOUND";
  if (!method || why) {
    throw new CheckoutError(Code.SHIPPING_NOT_AVAILABLE, `Shipping method not available: ${why}.`, { reason: why });
  }
  const receiver = receiverFor(method, input.receiver);
  // Checked here as well as in placeOrder so a closed payment method is refused before the total.
  await paymentFor(seller, input.paymentMethod, method);
  return { method, receiver };
}

/** The total the shopper saw must still be the bill's (BILL_CHANGED, with the new bill where there is one). */
export function refuseChangedTotal(input: CheckoutInput, totalAmount: number, data: unknown = null): void {
  if (input.expectedTotal !== totalAmount) {
    throw new CheckoutError(Code.BILL_CHANGED, "The total has changed; please review the bill.", data);
  }
}

/** placeOrder's input: what the member posted, what the entry point priced, and the entry's own choices. */
export function orderInputOf(
  rc: RequestContext,
  userId: number,
  input: CheckoutInput,
  priced: Pick<PlaceOrderInput, "lines" | "amounts" | "receiver"> & { method: ShippingMethodRow },
  entry: Pick<
    PlaceOrderInput,
    "checkoutType" | "coupon" | "saveCheckoutInfo" | "createSubscriptions" | "branchStoreId"
  >,
): PlaceOrderInput {
  return {
    userId,
    idempotencyKey: input.idempotencyKey,
    actor: "MEMBER",
    lines: priced.lines,
    amounts: priced.amounts,
    shippingMethod: priced.method,
    receiver: priced.receiver,
    invoice: input.invoice ?? null,
    note: input.note ?? "",
    paymentMethod: input.paymentMethod,
    prime: input.prime ?? null,
    cartLineIds: priced.lines.map((l) => l.id).filter((id) => id > 0),
    subscriptionId: null,
    origin: rc.origin,
    ...entry,
  };
}
