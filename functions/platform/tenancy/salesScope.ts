import type { SaleLineRow } from "../../../db/catalogue/saleLines";
import { type BranchSale, saleCustomisation, salePrices, sellsOnBranch } from "../../shared/network/branchPricing";
import { requireScope } from "./guards";
import { type RequestContext, type StoreScope, salesScopeOf } from "./scope";

// What a sale on a branch host reads of its sales scope (built in ./scope.ts): the branch's prices,
// its unlisted products. The shopper stays the branch's member (the session's user).

export const requireSalesScope = (rc: RequestContext) => salesScopeOf(requireScope(rc));

/** The branch's customisations for reads that stay in the branch's own scope (catalogue pages). */
export async function branchSaleOf(scope: StoreScope): Promise<BranchSale | null> {
  return (await salesScopeOf(scope)).sale;
}

/** Products the branch unlisted (by itself or through a category): kept out of its lists. */
export function hiddenProductIds(sale: BranchSale): number[] {
  const ids = new Set<number>([...sale.products.keys(), ...sale.productCategories.keys()]);
  return [...ids].filter((id) => saleCustomisation(sale, id)?.isDisplay === false);
}

/**
 * Sale lines as a branch sells them: its prices, and a product it may not sell reads as hidden (the
 * cart and checkout then refuse it as they refuse any hidden product). Unchanged off a branch.
 */
export function forSale<M extends ReadonlyMap<number, SaleLineRow>>(scope: StoreScope, rows: M): M {
  const sale = scope.sale;
  if (!sale) return rows;
  const out = new Map<number, SaleLineRow>();
  for (const [k, r] of rows) {
    const sells = sellsOnBranch(sale, r.productId, r.product.isForBranch);
    const product = sells
      ? salePrices(sale, r.productId, r.product)
      : { ...r.product, isDisplay: false, isSaleable: false };
    out.set(k, { ...r, product });
  }
  return out as unknown as M;
}
