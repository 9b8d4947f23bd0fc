import type { StoreScope } from "../../platform/tenancy/scope";
import type { ProductDetail } from "../../shared/commerce/catalogue";
import { shipsBy } from "../../shared/commerce/deliveryEstimate";
import { settingCalendarOf, settingProductOf, settingSystemOf } from "../../shared/storeSettings/pages";
import { currentContract } from "./service";

// What the settings pages change on the storefront's product page: the product story, the
// "ships by" estimate (calendar) and the low-stock note (product setting + system threshold).

/** Units left of a product: its stock lines summed (children are already in their parent). */
const unitsOf = (p: ProductDetail) => p.stocks.reduce((n, s) => n + s.stock, 0);

export async function productPageExtras(scope: StoreScope, p: ProductDetail, now = new Date()) {
  const product = settingProductOf(scope.store.settingProduct);
  const { lowStockThreshold } = settingSystemOf(scope.store.settingSystem);
  const units = unitsOf(p);
  return {
    story: await scope.productStories.shown(p.id),
    shipsBy:
      product.showDeliveryEstimate && p.paymentPlan !== "PRE_ORDER"
        ? shipsBy(settingCalendarOf(scope.store.settingCalendar), now)
        : null,
    lowStock: product.showLowStock && units > 0 && units <= lowStockThreshold ? units : null,
  };
}

/** "Ships by" of a checkout or order placed at `at`, when the store shows estimates. */
export function deliveryEstimateOf(scope: StoreScope, at: Date): string | null {
  if (!settingProductOf(scope.store.settingProduct).showDeliveryEstimate) return null;
  return shipsBy(settingCalendarOf(scope.store.settingCalendar), at);
}

/** Checkout: the estimate for an order placed now, and the contract when a line is a subscription. */
export async function checkoutExtras(scope: StoreScope, plans: readonly string[], now = new Date()) {
  return {
    shipsBy: deliveryEstimateOf(scope, now),
    contract: plans.includes("SUBSCRIPTION") ? await currentContract(scope, now) : null,
  };
}
