import type { StoreScope } from "../../platform/tenancy/scope";
import { NO_LIMIT_END } from "../../shared/commerce/commerce";
import { byList } from "./engineRules";

/** A running promotion as the product page names it: what it is and until when. */
export type ProductOffer = { id: number; name: string; description: string; endAt: string | null };

/**
 * The product page's offers: open promotions (not coupons, not registration-only) running now
 * whose product list counts this product. They start and end on the page at their own second:
 * the page cache's key carries their times (functions/platform/scheduleMarks.ts).
 */
export async function offersForProduct(
  scope: StoreScope,
  productId: number,
  now = new Date(),
): Promise<ProductOffer[]> {
  const rows = await scope.promotions.listOpen("PROMOTION", now.toISOString(), true);
  return rows
    .filter((r) => r.storeScope !== "CREATING_STORE" && byList(r, { productId }))
    .map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      endAt: r.endAt >= NO_LIMIT_END ? null : r.endAt,
    }));
}
