import { Refusal } from "../../platform/errors";
import { Code } from "../../shared/codes";
import { purchaseLimits } from "../../shared/pricing";

/** Cart refusals that carry data for the client (spec §5 purchase limits, available stock). */
export class CartError extends Refusal<Record<string, unknown>> {}

/** Spec §5: 'this product requires at least N items' and/or 'at most N items'; empty when none. */
export function purchaseLimitText(p: { minQuantityPerOrder: number; maxQuantityPerOrder: number }): string {
  const l = purchaseLimits(p);
  if (l.min && l.max) return `This product requires at least ${l.min} items and at most ${l.max} items.`;
  if (l.min) return `This product requires at least ${l.min} items.`;
  if (l.max) return `This product requires at most ${l.max} items.`;
  return "";
}

export const purchaseLimitError = (p: { minQuantityPerOrder: number; maxQuantityPerOrder: number }) => {
  const l = purchaseLimits(p);
  return new CartError(Code.PURCHASE_LIMIT, purchaseLimitText(p), { min: l.min ?? null, max: l.max ?? null });
};

export const outOfStockError = (availableStock: number) =>
  new CartError(Code.OUT_OF_STOCK, `Only ${availableStock} left in stock.`, { availableStock });

export const notSaleableError = (status?: "INVALID_ADDITIONAL") =>
  new CartError(Code.PRODUCT_NOT_SALEABLE, "This product cannot be bought as chosen.", status ? { status } : {});

export const cartFullError = (maxLines: number) =>
  new CartError(Code.CART_FULL, `The cart holds at most ${maxLines} lines.`, { maxLines });

/** A gift/add-on quantity above what the promotion tier offers (cart item status OVER_MAX_QUANTITY). */
export const overOfferError = (max: number) =>
  new CartError(Code.PURCHASE_LIMIT, `This offer allows at most ${max} items.`, {
    min: null,
    max,
    status: "OVER_MAX_QUANTITY",
  });
