// Spec §3/§5 purchase rules for the product page, pure so they are unit-tested and reused by the
// cart later: available stock of a line, the choosable spec tree, quantity bounds and limits.
import type { StockLine } from "@functions/shared/commerce/catalogue";
import { purchaseLimits } from "@functions/shared/pricing";

/** Quantities already chosen per stock id (the cart's lines; empty until the cart exists). */
export type Chosen = Readonly<Record<number, number>>;

/** Available stock: the line's stock minus what is already chosen of it, never below 0. A line
 * with children is the sum of its children's available stock. */
export function availableStock(line: StockLine, chosen: Chosen = {}): number {
  if (line.children?.length) return line.children.reduce((s, c) => s + availableStock(c, chosen), 0);
  return Math.max(0, line.stock - (chosen[line.id] ?? 0));
}

/** A product without real specs sells one unnamed line: no spec picker is shown. */
export const hasSpecChoice = (lines: StockLine[]) =>
  lines.length > 1 || (lines.length === 1 && (!!lines[0]?.spec.trim() || (lines[0]?.children.length ?? 0) > 0));

/** The line the shopper buys: the chosen child, or the chosen top line when it has no children. */
export function sellableLine(lines: StockLine[], topId: number | null, childId: number | null): StockLine | null {
  if (!hasSpecChoice(lines)) return lines[0] ?? null;
  const top = lines.find((l) => l.id === topId);
  if (!top) return null;
  if (!top.children.length) return top;
  return top.children.find((c) => c.id === childId) ?? null;
}

/** The first choosable option (in stock) of a level, for a sensible preselection. */
export const firstAvailable = (lines: StockLine[], chosen: Chosen = {}) =>
  lines.find((l) => availableStock(l, chosen) > 0) ?? null;

/**
 * Quantity bounds for one order of a line: at least max(1, min per order); at most the available
 * stock and the max per order (0 = no limit). `ok` is false when even the minimum cannot be met.
 */
export function quantityBounds(
  p: { minQuantityPerOrder: number; maxQuantityPerOrder: number },
  available: number,
): { min: number; max: number; ok: boolean } {
  const min = Math.max(1, p.minQuantityPerOrder || 0);
  const cap = p.maxQuantityPerOrder > 0 ? p.maxQuantityPerOrder : Number.POSITIVE_INFINITY;
  const max = Math.min(available, cap);
  return { min, max: Math.max(0, max), ok: max >= min };
}

export const clampQuantity = (n: number, b: { min: number; max: number }) =>
  Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : b.min, b.min), Math.max(b.min, b.max));

/** Spec §5 purchase-limit message: 'requires at least N' and/or 'at most N'; null when none. */
export function limitMessage(p: {
  minQuantityPerOrder: number;
  maxQuantityPerOrder: number;
}): { key: "shop.limit.min" | "shop.limit.max" | "shop.limit.both"; vars: { min?: number; max?: number } } | null {
  const l = purchaseLimits(p);
  if (l.min && l.max) return { key: "shop.limit.both", vars: { min: l.min, max: l.max } };
  if (l.min) return { key: "shop.limit.min", vars: { min: l.min } };
  if (l.max) return { key: "shop.limit.max", vars: { max: l.max } };
  return null;
}
