import type { CategoryRow } from "@db/catalogue/taxonomyShared";
import { branchSaleOf } from "../../platform/tenancy/salesScope";
import type { StoreScope } from "../../platform/tenancy/scope";

// The category menu of a branch host (issue 13 §3): the head store's displayed categories that it
// authorised for branches and this branch has not unlisted. A category left out takes its
// subcategories with it (the tree drops rows whose parent is missing), as a hidden one does.

/** The displayed category rows this host shows, or null when it is not a branch host. */
export async function branchCategoryRows(scope: StoreScope): Promise<CategoryRow[] | null> {
  const sale = await branchSaleOf(scope);
  if (!sale) return null;
  const rows = await scope.headTaxonomy.categories({ displayOnly: true });
  const authorised = await scope.branchCatalogue.authorisedIds(
    "CATEGORY",
    rows.map((r) => r.id),
  );
  return rows.filter((r) => authorised.has(r.id) && sale.categories.get(r.id)?.isDisplay !== false);
}
