// Spec §4: on login (and registration) the guest's cart merges into the member's by the cart's own
// merge rule: a line with the same stockId, payment plan and subscription cycle (and, for gifts and
// add-ons, the same promotion tier) adds up; any other line goes in front. Quantities are clamped to
// the available stock, the per-order maximum, MAX_LINE_QUANTITY and MAX_CART_LINES instead of failing
// the login; what does not fit is dropped with the rest of the guest cart.
import type { MergeStep } from "@db/cart";
import type { CartItemRow } from "@db/schema";
import type { StoreScope } from "../../platform/tenancy/scope";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../../shared/commerce/commerce";
import { priceLines } from "./lines";
import { isPromoPlan } from "./schemas";
import { lineKey, requestOf } from "./service";

export type MergePair = { member: CartItemRow[]; guest: CartItemRow[] };

/** The merge plan: pure, so the rule is unit-tested without a database. */
export function planMerge(
  pair: MergePair,
  facts: ReadonlyMap<number, { available: number; productId: number; max: number; gone: boolean }>,
): MergeStep[] {
  const byKey = new Map(pair.member.map((r) => [lineKey(r), r]));
  const usedStock = new Map<number, number>();
  const usedPlan = new Map<string, number>();
  const lineQty = new Map<number, number>();
  const add = <K>(m: Map<K, number>, k: K, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  for (const r of pair.member) {
    add(usedStock, r.stockId, r.quantity);
    if (!isPromoPlan(r.paymentPlan)) add(usedPlan, `${r.productId}:${r.paymentPlan}`, r.quantity);
    lineQty.set(r.id, r.quantity);
  }
  let lines = pair.member.length;
  const adds: MergeStep[] = [];
  const inserts: { guestLineId: number; row: CartItemRow; quantity: number }[] = [];
  // Newest guest lines first: when stock or room runs short, the latest choices win.
  for (const g of pair.guest) {
    const f = facts.get(g.id);
    if (!f || f.gone) continue;
    const into = byKey.get(lineKey(g));
    let cap = f.available - (usedStock.get(g.stockId) ?? 0);
    const planKey = `${g.productId}:${g.paymentPlan}`;
    if (!isPromoPlan(g.paymentPlan) && f.max > 0) cap = Math.min(cap, f.max - (usedPlan.get(planKey) ?? 0));
    cap = Math.min(cap, MAX_LINE_QUANTITY - (into ? (lineQty.get(into.id) ?? 0) : 0));
    const q = Math.min(g.quantity, cap);
    if (q <= 0) continue;
    if (into) {
      adds.push({ guestLineId: g.id, intoLineId: into.id, add: q });
      add(lineQty, into.id, q);
    } else {
      if (lines >= MAX_CART_LINES) continue;
      lines += 1;
      inserts.push({ guestLineId: g.id, row: g, quantity: q });
    }
    add(usedStock, g.stockId, q);
    if (!isPromoPlan(g.paymentPlan)) add(usedPlan, planKey, q);
  }
  // New lines go in front of the member's, keeping the guest's own order (newest highest).
  const top = pair.member.reduce((m, r) => Math.max(m, r.position), 0);
  const n = inserts.length;
  const placed: MergeStep[] = inserts.map((x, k) => ({
    guestLineId: x.guestLineId,
    position: top + (n - k),
    insert: {
      productId: x.row.productId,
      stockId: x.row.stockId,
      quantity: x.quantity,
      paymentPlan: x.row.paymentPlan,
      subscriptionCycle: x.row.subscriptionCycle,
      promotionId: x.row.promotionId,
      promotionConditionId: x.row.promotionConditionId,
    },
  }));
  return [...adds, ...placed];
}

/**
 * Moves the guest's NORMAL lines into the member's cart in one D1 batch. Safe to call again (a
 * retried login, two tabs): the moved lines are gone from the guest cart, so nothing doubles.
 */
export async function mergeGuestCart(
  scope: StoreScope,
  guestId: string,
  userId: number,
  known?: MergePair,
): Promise<{ moved: number }> {
  const cart = scope.cart;
  const pair = known ?? (await cart.listPair(userId, guestId));
  if (!pair.guest.length) return { moved: 0 };
  const all = [...pair.member, ...pair.guest];
  const priced = await priceLines(
    scope,
    all.map((r) => ({ ...requestOf(r), quantity: 0 })),
  );
  const facts = new Map(
    all.map((r, i) => {
      const p = priced[i];
      return [
        r.id,
        {
          available: p?.availableStock ?? 0,
          productId: r.productId,
          max: p?.productMaxQuantityPerOrder ?? 0,
          gone: !p || p.problem === "NOT_FOUND",
        },
      ];
    }),
  );
  const steps = planMerge(pair, facts);
  await cart.applyMerge(
    userId,
    guestId,
    steps,
    pair.guest.map((g) => g.id),
  );
  return { moved: steps.length };
}
