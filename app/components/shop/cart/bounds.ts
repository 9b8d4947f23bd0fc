// Quantity bounds of a cart line's stepper (pure, unit-tested). The server checks again on every
// change; these only keep the stepper from offering what would be refused.
import { MAX_LINE_QUANTITY } from "@functions/shared/commerce/commerce";

export type BoundLine = {
  id: number;
  productId: number;
  stockId: number;
  quantity: number;
  paymentPlan: string;
  availableStock: number;
  productMaxQuantityPerOrder: number;
  productMinQuantityPerOrder: number;
  promotionId: number | null;
};

const isExtra = (plan: string) => plan === "EXTRA_FREE" || plan === "ADDITIONAL";

/**
 * min: 1, or what the per-order minimum still asks of this line after the cart's other lines of the
 * same product and plan; max: the stock the other lines leave (never below 0), the per-order maximum
 * left, MAX_LINE_QUANTITY; for gifts and add-ons the quantity the offer allows (`offered`).
 */
export function lineBounds(
  lines: readonly BoundLine[],
  line: BoundLine,
  offered?: number,
): { min: number; max: number } {
  const others = lines.filter((l) => l.id !== line.id);
  const stockLeft = Math.max(
    0,
    line.availableStock - others.filter((l) => l.stockId === line.stockId).reduce((s, l) => s + l.quantity, 0),
  );
  let max = Math.min(stockLeft, MAX_LINE_QUANTITY);
  let min = 1;
  if (isExtra(line.paymentPlan)) {
    if (offered !== undefined) max = Math.min(max, offered);
  } else {
    const same = others
      .filter((l) => l.productId === line.productId && l.paymentPlan === line.paymentPlan)
      .reduce((s, l) => s + l.quantity, 0);
    if (line.productMaxQuantityPerOrder > 0) max = Math.min(max, line.productMaxQuantityPerOrder - same);
    if (line.productMinQuantityPerOrder > 0) min = Math.max(1, line.productMinQuantityPerOrder - same);
  }
  return { min, max: Math.max(0, max) };
}
