import type { BranchCategoryRow, BranchProductList } from "@functions/network/catalogue/service";
import { Code } from "@functions/shared/codes";
import type { ProfitOptions } from "@functions/shared/network/branchPricing";
import { type AdminFailure, failureKey } from "~/components/admin/adminApi";

// The branch catalogue pages' calls and shapes (functions/api/network/catalogue.ts).

export const BC_API = {
  products: "/api/admin/product/multilevelBranch",
  categories: "/api/admin/product/category/multilevelBranch",
  customise: "/api/admin/product/customizations",
  categoryChoice: (id: number) => `/api/admin/product/category/customizations/${id}`,
  categoryBatch: "/api/admin/product/category/customizations/batchUpdate",
} as const;

export const PAGE_SIZE = 20;

export type { BranchProductList };
export type BranchProductItem = BranchProductList["data"][number];
export type BranchCategoryList = { data: BranchCategoryRow[]; options: ProfitOptions; viewer: "HEAD_STORE" | "BRANCH" };
export type { BranchCategoryRow };

/** The branch catalogue's own refusals (400390–400393) have their text; others the kit's. */
export function bcFailureKey(f: AdminFailure): string {
  if (f.code >= Code.BRANCH_NOT_AUTHORISED && f.code <= Code.BRANCH_ONLY) return `code.${f.code}`;
  return failureKey(f);
}
