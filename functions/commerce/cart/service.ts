// The shopper cart (spec storefront §3–§5, §7): read, add, change and remove lines of the caller's
// NORMAL cart. Every price and every check goes through priceLines (functions/commerce/cart/lines.ts); the
// client's price never counts. Gift and add-on lines are checked against the bill's offers.

import type { CartLineWrite, CartState, OfferTiers } from "@db/cart";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../../shared/commerce/commerce";
import { cartFullError, notSaleableError, outOfStockError, purchaseLimitError } from "./errors";
import { type LineRequest, type PricedLine, priceLines, priceSaleLines, requestOf } from "./lines";
import type { ExtraKind } from "./offerList";
import { checkOffer } from "./offers";
import type { CartOwner } from "./owner";
import { type CartAddInput, type CartChange, isPromoPlan } from "./schemas";

/** The identity of a line (spec §4 merge rule; gift/add-on lines also by their promotion tier). */
export const lineKey = (l: {
  stockId: number;
  paymentPlan: string;
  subscriptionCycle: number;
  promotionId?: number | null;
  promotionConditionId?: number | null;
}) => `${l.stockId}|${l.paymentPlan}|${l.subscriptionCycle}|${l.promotionId ?? ""}|${l.promotionConditionId ?? ""}`;

export { requestOf };

/**
 * Gift and add-on lines take their promotion tier's price (gifts 0, an offer that no longer exists
 * 0: the bill marks such a line INVALID_ADDITIONAL and leaves it out of totals).
 */
function withOfferPrices(reqs: readonly LineRequest[], tiers: OfferTiers): LineRequest[] {
  return reqs.map((r) => {
    if (!isPromoPlan(r.paymentPlan) || r.promotionPrice != null) return r;
    const p = r.promotionId ? tiers.get(r.promotionId) : undefined;
    const x = p?.conditions.find((t) => t.id === r.promotionConditionId)?.extras.find((e) => e.stockId === r.stockId);
    return { ...r, promotionPrice: !x || p?.actionType === "GIFT" ? 0 : x.price };
  });
}

/** Prices requests, reading their sale lines and their offers' tiers. */
export async function priceRequests(scope: StoreScope, reqs: LineRequest[]): Promise<PricedLine[]> {
  const promoIds = reqs.filter((r) => isPromoPlan(r.paymentPlan) && r.promotionId).map((r) => r.promotionId as number);
  const tiers = await scope.cart.promotionTiers(promoIds);
  return priceLines(scope, withOfferPrices(reqs, tiers));
}

/** A cart as read with the change that made it, priced (no further read). */
function pricedState(scope: StoreScope, state: CartState): PricedLine[] {
  return priceSaleLines(scope, state.lines, withOfferPrices(state.rows.map(requestOf), state.tiers));
}

/** The owner's NORMAL cart, priced, newest line first: one round trip. */
export async function readCart(scope: StoreScope, owner: CartOwner): Promise<PricedLine[]> {
  const cart = scope.cart;
  const [, state] = await cart.together(NOTHING, [], cart.state(owner));
  return pricedState(scope, state);
}

const NOTHING = { statements: [], read: () => null };

/**
 * Units of a line's stock still free for it: the stock minus what the rest of the cart holds and
 * minus `already` (what the line held before an add), never below 0.
 */
function leftFor(lines: readonly PricedLine[], i: number, already: number): number {
  const line = lines[i] as PricedLine;
  const others = lines.reduce((s, l, j) => (j !== i && l.stockId === line.stockId ? s + l.quantity : s), 0);
  return Math.max(0, line.availableStock - others - already);
}

/**
 * Refuses a line the shopper may not have as asked. `grew`: its quantity went up (adding or
 * raising); a lowered line is refused only for falling under the per-order minimum, so a shopper
 * can always bring a line that stock or limits overtook back down. `adding`: the line's quantity
 * before an add (null for a PATCH).
 */
function assertLine(lines: readonly PricedLine[], i: number, grew: boolean, adding: number | null): void {
  const line = lines[i] as PricedLine;
  const limits = {
    minQuantityPerOrder: line.productMinQuantityPerOrder,
    maxQuantityPerOrder: line.productMaxQuantityPerOrder,
  };
  switch (line.problem) {
    case null:
      return;
    case "NOT_FOUND":
      if (grew) throw notFound();
      return;
    case "NOT_SALEABLE":
    case "NOT_LEAF":
    case "PLAN_MISMATCH":
    case "CYCLE_MISMATCH":
      if (grew) throw notSaleableError();
      return;
    case "OUT_OF_STOCK":
      if (grew) throw outOfStockError(leftFor(lines, i, adding ?? 0));
      return;
    case "OVER_MAX":
      if (grew) throw purchaseLimitError(limits);
      return;
    case "BELOW_MIN":
      if (adding !== null || !grew) throw purchaseLimitError(limits);
      return;
  }
}

const tooMany = () => invalid([{ path: "quantity", message: "validation.max" }]);

// Add, change and remove each take one D1 round trip (issue 14 §3): the write and the reads of the
// answer go in one batch, and the line is checked as written, by the rules every cart answer uses
// (priceLinesFrom). A refused change is then taken back, a second trip only on that rare path.
// docs/decisions/cart-one-trip.md.

/** POST /api/cart/items: adds to the matching line (spec §4) or puts a new line in front. */
export async function addLine(scope: StoreScope, owner: CartOwner, input: CartAddInput): Promise<PricedLine[]> {
  const want = {
    stockId: input.stockId,
    paymentPlan: input.paymentPlan,
    subscriptionCycle: input.subscriptionCycle,
    promotionId: input.promotionId ?? null,
    promotionConditionId: input.promotionConditionId ?? null,
  };
  // A gift or add-on line exists only while the bill offers it: checked before it is written.
  if (isPromoPlan(input.paymentPlan)) return addOfferLine(scope, owner, input, want);
  const cart = scope.cart;
  const [before, after] = await cart.together(
    cart.rowsStatement(owner),
    cart.addStatements(owner, { ...want, quantity: input.quantity }, MAX_CART_LINES, MAX_LINE_QUANTITY),
    cart.state(owner),
  );
  const match = before.find((r) => lineKey(r) === lineKey(want));
  if (!match && before.length >= MAX_CART_LINES) throw cartFullError(MAX_CART_LINES);
  if ((match?.quantity ?? 0) + input.quantity > MAX_LINE_QUANTITY) throw tooMany();
  const i = after.rows.findIndex((r) => lineKey(r) === lineKey(want));
  if (i < 0) throw notFound(); // no such stock line in this store: nothing was written
  const priced = pricedState(scope, after);
  try {
    assertLine(priced, i, true, match?.quantity ?? 0);
  } catch (e) {
    await cart.undoAdd(owner, match ? { lineId: match.id, added: input.quantity } : { insertedId: priced[i]?.id ?? 0 });
    throw e;
  }
  return priced;
}

/** A gift / add-on line: the bill's offer first, then the line as any other. */
async function addOfferLine(
  scope: StoreScope,
  owner: CartOwner,
  input: CartAddInput,
  want: Parameters<typeof lineKey>[0] & { promotionId: number | null; promotionConditionId: number | null },
): Promise<PricedLine[]> {
  const cart = scope.cart;
  const rows = await cart.list(owner);
  const at = rows.findIndex((r) => lineKey(r) === lineKey(want));
  const match = at >= 0 ? rows[at] : undefined;
  if (!match && rows.length >= MAX_CART_LINES) throw cartFullError(MAX_CART_LINES);
  const quantity = (match?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_LINE_QUANTITY) throw tooMany();
  const promotionPrice = await checkOffer(
    scope,
    owner,
    {
      stockId: want.stockId,
      paymentPlan: input.paymentPlan as ExtraKind,
      promotionId: want.promotionId as number,
      promotionConditionId: want.promotionConditionId as number,
    },
    quantity,
  );
  const reqs = rows.map(requestOf);
  const target: LineRequest = { ...want, id: match?.id, quantity, promotionPrice };
  if (match) reqs[at] = target;
  else reqs.unshift(target);
  const priced = await priceRequests(scope, reqs);
  const i = match ? at : 0;
  assertLine(priced, i, true, match?.quantity ?? 0);
  if (match) await cart.setQuantities(owner, [{ id: match.id, quantity }]);
  else {
    const line: CartLineWrite = { ...want, productId: (priced[i] as PricedLine).productId, quantity };
    if (!(await cart.insertFront(owner, line, MAX_CART_LINES))) throw cartFullError(MAX_CART_LINES);
  }
  return readCart(scope, owner);
}

/** PATCH /api/cart/items: new quantities for the owner's lines, all checked, written together. */
export async function changeLines(
  scope: StoreScope,
  owner: CartOwner,
  changes: readonly CartChange[],
): Promise<PricedLine[]> {
  const cart = scope.cart;
  const [before, after] = await cart.together(
    cart.rowsStatement(owner),
    cart.setStatements(owner, changes),
    cart.state(owner),
  );
  const byId = new Map(before.map((r) => [r.id, r]));
  try {
    const priced = pricedState(scope, after);
    const at = new Map(after.rows.map((r, i) => [r.id, i]));
    for (const c of changes) {
      const row = byId.get(c.id);
      const i = at.get(c.id);
      if (!row || i === undefined) throw notFound(); // another owner's or another store's line does not exist here
      const grew = c.quantity > row.quantity;
      if (grew && isPromoPlan(row.paymentPlan) && row.promotionId && row.promotionConditionId) {
        await checkOffer(
          scope,
          owner,
          {
            stockId: row.stockId,
            paymentPlan: row.paymentPlan as ExtraKind,
            promotionId: row.promotionId,
            promotionConditionId: row.promotionConditionId,
          },
          c.quantity,
        );
      }
      assertLine(priced, i, grew, null);
    }
    return priced;
  } catch (e) {
    // Every line the refused change touched goes back to what it was.
    const previous = changes.flatMap((c) => {
      const row = byId.get(c.id);
      return row ? [{ id: row.id, quantity: row.quantity }] : [];
    });
    await cart.setQuantities(owner, previous);
    throw e;
  }
}

/** DELETE /api/cart/items {ids}: ids that are not the owner's lines change nothing. */
export async function removeLines(scope: StoreScope, owner: CartOwner, ids: readonly number[]): Promise<PricedLine[]> {
  const cart = scope.cart;
  const [, state] = await cart.together(NOTHING, cart.removeStatements(owner, ids), cart.state(owner));
  return pricedState(scope, state);
}
