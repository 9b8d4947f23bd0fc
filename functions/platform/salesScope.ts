import { branchCatalogueOf } from "../../db/branchCatalogue";
import type { SaleLineRow } from "../../db/catalogue/saleLines";
import { findStore } from "../../db/stores";
import {
  type BranchSale,
  type Customisation,
  type ProfitType,
  profitOptionsOf,
  saleCustomisation,
  salePrices,
  sellsOnBranch,
} from "../shared/branchPricing";
import { Code } from "../shared/codes";
import { isBranchType } from "../shared/constants";
import { AppError } from "./errors";
import { requireScope } from "./guards";
import { type RequestContext, type StoreScope, storeScope } from "./scope";

// Selling on a branch host (issue 13 §3–4): the head store is the seller of record, so the cart,
// the bill, checkout and the member's orders run in the head store's scope ("sales scope") that
// carries the branch in `sale`: its prices, its unlisted products, and its id for the order row.
// The shopper stays the branch's member (the session's user). Nothing else of checkout forks.

const memo = new WeakMap<StoreScope, Promise<StoreScope>>();

/** The scope a sale runs in: the store itself, or for a branch its head store carrying the branch. */
export function salesScopeOf(scope: StoreScope): Promise<StoreScope> {
  if (scope.sale || !isBranchType(scope.store.type) || scope.headStoreId === scope.storeId) {
    return Promise.resolve(scope);
  }
  let p = memo.get(scope);
  if (!p) {
    p = build(scope);
    memo.set(scope, p);
  }
  return p;
}

export const requireSalesScope = (rc: RequestContext) => salesScopeOf(requireScope(rc));

/** The branch's customisations for reads that stay in the branch's own scope (catalogue pages). */
export async function branchSaleOf(scope: StoreScope): Promise<BranchSale | null> {
  return (await salesScopeOf(scope)).sale;
}

async function build(scope: StoreScope): Promise<StoreScope> {
  const [head, cust] = await Promise.all([
    findStore(scope.db, scope.headStoreId),
    branchCatalogueOf(scope.db, scope.headStoreId).customisations(scope.storeId),
  ]);
  if (!head) throw new AppError(Code.WEBSITE_DOES_NOT_EXIST, 404, "The head store is gone.");
  const products = new Map<number, Customisation>();
  const categories = new Map<number, Customisation>();
  for (const r of cust.rows) {
    const c = { profitType: r.profitType as ProfitType, profitValue: r.profitValue, isDisplay: r.isDisplay };
    (r.kind === "PRODUCT" ? products : categories).set(r.objectId, c);
  }
  const productCategories = new Map<number, number[]>();
  for (const [p, c] of cust.links) productCategories.set(p, [...(productCategories.get(p) ?? []), c]);
  const sale: BranchSale = {
    branchStoreId: scope.storeId,
    branchName: scope.store.name,
    options: profitOptionsOf(head.settingBranch),
    products,
    categories,
    productCategories,
  };
  return { ...storeScope(scope.env, scope.db, head), sale };
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
