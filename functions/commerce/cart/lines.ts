// One place that turns "stock line × quantity × plan" into a priced line from the catalogue: the
// cart, the bill and checkout all price through here, so a client-sent price never counts.
import type { SaleLineRow } from "@db/catalogue/saleLines";
import type { CartItemRow } from "@db/schema";
import { forSale } from "../../platform/tenancy/salesScope";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { PaymentPlan } from "../../shared/commerce/catalogue";
import type { CartItem } from "../../shared/commerce/commerce";
import { unitPrice } from "../../shared/pricing";
import { settingSubscriptionOf } from "../../shared/storeSettings/pages";
import { comboAvailable, refOf, specPath } from "../catalogue/model";

/** What a line asks for; `id` is the cart item id when the line comes from a cart. */
export type LineRequest = {
  id?: number;
  stockId: number;
  quantity: number;
  paymentPlan: string;
  subscriptionCycle: number;
  promotionId?: number | null;
  promotionConditionId?: number | null;
  /** Gift and add-on lines are priced by their promotion (0 for gifts), not by the catalogue. */
  promotionPrice?: number | null;
};

/** A cart row as what it asks for (gift / add-on rows with their promotion tier). */
export const requestOf = (r: CartItemRow): LineRequest => ({
  id: r.id,
  stockId: r.stockId,
  quantity: r.quantity,
  paymentPlan: r.paymentPlan,
  subscriptionCycle: r.subscriptionCycle,
  promotionId: r.promotionId,
  promotionConditionId: r.promotionConditionId,
});

/** Why a line cannot be sold as asked, if it cannot. */
export type LineProblem =
  | "NOT_FOUND"
  | "NOT_SALEABLE"
  | "NOT_LEAF"
  | "PLAN_MISMATCH"
  | "CYCLE_MISMATCH"
  | "OUT_OF_STOCK"
  | "BELOW_MIN"
  | "OVER_MAX";

export type PricedLine = CartItem & { problem: LineProblem | null; productKind: string };

/** Plans a shopper may pick for a product sold under `productPlan`. */
export function plansFor(productPlan: string): string[] {
  if (productPlan === "NORMAL_AND_SUBSCRIPTION") return ["NORMAL", "SUBSCRIPTION"];
  return [productPlan];
}

/** Units of a line that can be sold now, never below 0 (a COMBO: the sets its parts allow). */
export function lineAvailable(row: SaleLineRow): number {
  if (row.product.kind === "COMBO") return comboAvailable(row.combos);
  return Math.max(0, row.stock);
}

function problemOf(row: SaleLineRow | undefined, req: LineRequest, cycles?: readonly number[]): LineProblem | null {
  if (!row) return "NOT_FOUND";
  if (!row.product.isDisplay || !row.product.isSaleable) return "NOT_SALEABLE";
  if (row.hasChildren) return "NOT_LEAF";
  const promo = req.paymentPlan === "EXTRA_FREE" || req.paymentPlan === "ADDITIONAL";
  if (!promo && !plansFor(row.product.paymentPlan).includes(req.paymentPlan)) return "PLAN_MISMATCH";
  if (req.paymentPlan === "SUBSCRIPTION") {
    if (!row.product.subscriptionCycles.includes(req.subscriptionCycle)) return "CYCLE_MISMATCH";
    // The store's subscription setting may narrow the cycles it sells (empty: no narrowing).
    if (cycles?.length && !cycles.includes(req.subscriptionCycle)) return "CYCLE_MISMATCH";
  } else if (req.subscriptionCycle !== 0) return "CYCLE_MISMATCH";
  return null;
}

/**
 * Prices lines against the catalogue in one query. Stock, min and max are checked over all lines
 * of the same stock line / product (spec §5: totals add what is already in the cart for the same
 * product and payment plan); gifts and add-ons are outside the per-order limits.
 */
export async function priceLines(scope: StoreScope, reqs: readonly LineRequest[]): Promise<PricedLine[]> {
  return priceSaleLines(scope, await scope.saleLines.read(reqs.map((r) => r.stockId)), reqs);
}

/** `priceLines` over the store's sale lines already read (a branch host sells them at its prices). */
export function priceSaleLines(
  scope: StoreScope,
  rows: ReadonlyMap<number, SaleLineRow>,
  reqs: readonly LineRequest[],
): PricedLine[] {
  return priceLinesFrom(
    forSale(scope, rows),
    reqs,
    settingSubscriptionOf(scope.store.settingSubscription).allowedCycles,
  );
}

/** `priceLines` over sale lines already read (every requested stock id that exists is in `rows`). */
export function priceLinesFrom(
  rows: ReadonlyMap<number, SaleLineRow>,
  reqs: readonly LineRequest[],
  cycles?: readonly number[],
): PricedLine[] {
  const wantByStock = new Map<number, number>();
  const wantByProductPlan = new Map<string, number>();
  for (const r of reqs) {
    wantByStock.set(r.stockId, (wantByStock.get(r.stockId) ?? 0) + r.quantity);
    const row = rows.get(r.stockId);
    if (row && r.paymentPlan !== "EXTRA_FREE" && r.paymentPlan !== "ADDITIONAL") {
      const k = `${row.productId}:${r.paymentPlan}`;
      wantByProductPlan.set(k, (wantByProductPlan.get(k) ?? 0) + r.quantity);
    }
  }
  return reqs.map((req, i) => {
    const row = rows.get(req.stockId);
    let problem = problemOf(row, req, cycles);
    const available = row ? lineAvailable(row) : 0;
    if (row && !problem) {
      const promo = req.paymentPlan === "EXTRA_FREE" || req.paymentPlan === "ADDITIONAL";
      const total = wantByProductPlan.get(`${row.productId}:${req.paymentPlan}`) ?? req.quantity;
      if ((wantByStock.get(req.stockId) ?? 0) > available) problem = "OUT_OF_STOCK";
      else if (!promo && row.product.maxQuantityPerOrder > 0 && total > row.product.maxQuantityPerOrder)
        problem = "OVER_MAX";
      else if (!promo && row.product.minQuantityPerOrder > 0 && total < row.product.minQuantityPerOrder)
        problem = "BELOW_MIN";
    }
    return toItem(req, row, available, problem, i);
  });
}

function toItem(
  req: LineRequest,
  row: SaleLineRow | undefined,
  available: number,
  problem: LineProblem | null,
  i: number,
): PricedLine {
  const p = row?.product;
  const plan = req.paymentPlan as PaymentPlan;
  const price = req.promotionPrice != null ? req.promotionPrice : p ? unitPrice(p, req.paymentPlan) : 0;
  const media = refOf(p?.media ?? null);
  const spec = row ? specPath(row.spec, row.parentSpec) : "";
  return {
    id: req.id ?? -(i + 1),
    productId: row?.productId ?? 0,
    productName: p?.name ?? "",
    productMedia: media,
    productPaymentPlan: plan,
    productUnitPrice: price,
    quantity: req.quantity,
    spec,
    stockId: req.stockId,
    masterStockId: row?.parentId ?? null,
    subscriptionCycle: req.subscriptionCycle,
    combos: (row?.combos ?? []).map((c) => ({
      stockId: c.stockId,
      productName: c.productName,
      spec: c.spec,
      quantity: c.quantity,
    })),
    productBlockedShippingMethodIds: p?.blockedShippingMethodIds ?? [],
    productMaxQuantityPerOrder: p?.maxQuantityPerOrder ?? 0,
    productMinQuantityPerOrder: p?.minQuantityPerOrder ?? 0,
    promotionId: req.promotionId ?? null,
    promotionConditionId: req.promotionConditionId ?? null,
    availableStock: available,
    isSaleable: problem !== "NOT_FOUND" && problem !== "NOT_SALEABLE",
    price,
    name: p?.name ?? "",
    media,
    paymentPlan: plan,
    problem,
    productKind: p?.kind ?? "NORMAL",
  };
}
