import { bumpCacheMap } from "../../platform/tenancy/cacheMap";
import type { StoreScope } from "../../platform/tenancy/scope";
import { FEW_LEFT_AT } from "../../shared/commerce/catalogue";
import { settingSystemOf } from "../../shared/storeSettings/pages";
import { PRODUCT_CACHE_KEYS } from "./productShared";

// Stock moved by a sale or a cancel, not by an admin write (those bump through adminWrite): a
// cached page names a line's count at FEW_LEFT_AT units or fewer (the purchase box) or at the
// store's lowStockThreshold (the product page), and "sold out" at 0, so a sale that lands there is
// announced with the bump a stock edit makes. Above both a page names no count: most orders
// announce nothing and the pages stay cached. Stock given back always announces (rare).
// docs/decisions/page-cache.md "What announces itself".

/** Whether a sale that left `lowestStock` on one of its lines changes what a page shows. */
export function saleShows(lowestStock: number | null, lowStockThreshold: number): boolean {
  return lowestStock !== null && lowestStock <= Math.max(lowStockThreshold, FEW_LEFT_AT);
}

/**
 * Announces a sale (its lowest remaining stock) or stock given back (`"back"`). Never throws: the
 * order is already committed, and a lost bump costs at most the page cache's TTL of staleness.
 */
export async function announceStock(scope: StoreScope, moved: number | null | "back"): Promise<void> {
  const threshold = settingSystemOf(scope.store.settingSystem).lowStockThreshold;
  if (moved !== "back" && !saleShows(moved, threshold)) return;
  try {
    await bumpCacheMap(scope.env, scope.storeId, PRODUCT_CACHE_KEYS.stock);
  } catch (e) {
    console.error("stock news not announced", scope.storeId, e);
  }
}
