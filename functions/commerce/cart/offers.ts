import type { StoreScope } from "../../platform/tenancy/scope";
import { billFor } from "./bill";
import { notSaleableError, overOfferError } from "./errors";
import { type ExtraKind, offerFor } from "./offerList";
import type { CartOwner } from "./owner";

// Gift (EXTRA_FREE) and add-on (ADDITIONAL) lines exist only because the current bill offers them:
// the promotion engine decides which tier is reached and what it offers; the cart only checks a
// line against that offer.

/**
 * Refuses a gift/add-on line the bill does not offer (PRODUCT_NOT_SALEABLE 400035, status
 * INVALID_ADDITIONAL) or asks more of than offered (PURCHASE_LIMIT 400033, status OVER_MAX_QUANTITY).
 * Returns the unit price the offer sets (gifts 0).
 */
export async function checkOffer(
  scope: StoreScope,
  owner: CartOwner,
  line: { stockId: number; paymentPlan: ExtraKind; promotionId: number; promotionConditionId: number },
  totalQuantity: number,
): Promise<number> {
  const bill = await billFor(scope, owner, {});
  const offer = offerFor(bill.promotionList, line);
  if (!offer) throw notSaleableError("INVALID_ADDITIONAL");
  if (totalQuantity > offer.extra.quantity) throw overOfferError(offer.extra.quantity);
  return line.paymentPlan === "EXTRA_FREE" ? 0 : offer.extra.price;
}
