import { z } from "zod";
import { notSaleableError, outOfStockError, overOfferError } from "../../commerce/cart/errors";
import { priceLines } from "../../commerce/cart/lines";
import { type ExtraKind, offerFor } from "../../commerce/cart/offerList";
import { MAX_LINE_QUANTITY } from "../../shared/commerce/commerce";
import { registrationPriced } from "./bill";
import { lineRequestsOf } from "./cart";
import type { Network } from "./network";

// Gifts (/cart-extras/openstore) and add-ons (/cart-additional-products/openstore) of the
// registration bill: like the shopper cart's (functions/commerce/cart/offers.ts), a line exists only because
// the bill offers it, with the same refusals: 400035 (status INVALID_ADDITIONAL) when the bill does
// not offer it, 400033 (status OVER_MAX_QUANTITY) above the offer, 400034 without the stock.

const id = z.number({ error: "validation.integer" }).int("validation.integer").positive("validation.min");

export const registrationExtraInput = z.strictObject({
  stockId: id,
  quantity: id.max(MAX_LINE_QUANTITY, "validation.max"),
  paymentPlan: z.enum(["EXTRA_FREE", "ADDITIONAL"], { error: "validation.oneOf" }),
  promotionId: id,
  promotionConditionId: id,
});
export type RegistrationExtraInput = z.infer<typeof registrationExtraInput>;

type LineLike = {
  stockId: number;
  paymentPlan: string;
  promotionId?: number | null;
  promotionConditionId?: number | null;
};
const sameLine = (a: RegistrationExtraInput) => (l: LineLike) =>
  l.stockId === a.stockId &&
  l.paymentPlan === a.paymentPlan &&
  l.promotionId === a.promotionId &&
  l.promotionConditionId === a.promotionConditionId;

/** Adds `quantity` units of an offered gift / add-on to the member's registration cart. */
export async function addRegistrationExtra(net: Network, userId: number, input: RegistrationExtraInput) {
  const { state, bill } = await registrationPriced(net, userId, {});
  const offer = offerFor(bill.promotionList, input);
  if (!offer) throw notSaleableError("INVALID_ADDITIONAL");
  const total = state.lines.filter(sameLine(input)).reduce((n, l) => n + l.quantity, 0) + input.quantity;
  if (total > offer.extra.quantity) throw overOfferError(offer.extra.quantity);
  // Stock counts every line of the same stock line in the registration cart, the plan's picks included.
  const others = lineRequestsOf(state).filter((r) => !sameLine(input)(r));
  const price = input.paymentPlan === "EXTRA_FREE" ? 0 : offer.extra.price;
  const priced = await priceLines(net.seller, [
    {
      stockId: input.stockId,
      quantity: total,
      paymentPlan: input.paymentPlan,
      subscriptionCycle: 0,
      promotionPrice: price,
    },
    ...others,
  ]);
  const line = priced[0];
  if (!line || ["NOT_FOUND", "NOT_SALEABLE", "NOT_LEAF"].includes(line.problem ?? "")) throw notSaleableError();
  if (line.problem === "OUT_OF_STOCK") {
    const held = others.filter((r) => r.stockId === input.stockId).reduce((n, r) => n + r.quantity, 0);
    throw outOfStockError(Math.max(0, line.availableStock - held));
  }
  await net.cart.putExtra(userId, {
    productId: line.productId,
    stockId: input.stockId,
    paymentPlan: input.paymentPlan as ExtraKind,
    promotionId: input.promotionId,
    promotionConditionId: input.promotionConditionId,
    quantity: total,
  });
}
