import type {
  AdminProduct,
  AdminProductListItem,
  AdminStockLine,
  AdminStockProduct,
  PaymentPlan,
  StockLogEntry,
} from "@functions/shared/commerce/catalogue";
import { PAYMENT_PLANS, TYPES_FOR_CREATING_STORE } from "@functions/shared/commerce/catalogue";

export type { AdminProduct, AdminProductListItem, AdminStockLine, AdminStockProduct, PaymentPlan, StockLogEntry };
export { PAYMENT_PLANS, TYPES_FOR_CREATING_STORE };

/** Payment plans that sell by subscription (the subscription price and cycles apply). */
export const SUBSCRIPTION_PLANS: readonly PaymentPlan[] = ["SUBSCRIPTION", "NORMAL_AND_SUBSCRIPTION"];

/** Page size of the product, stock and price lists. */
export const PAGE_SIZE = 20;

/** ?page= → offset (1-based pages). */
export function pageOf(url: URL): number {
  const p = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(p) && p > 0 ? p : 1;
}

/** The sort choices of the product list (value → sortBy + direction). */
export const SORTS = {
  sort: { sortBy: "sort", sortDirection: "desc" },
  newest: { sortBy: "createdAt", sortDirection: "desc" },
  updated: { sortBy: "updatedAt", sortDirection: "desc" },
  priceAsc: { sortBy: "price", sortDirection: "asc" },
  priceDesc: { sortBy: "price", sortDirection: "desc" },
  name: { sortBy: "name", sortDirection: "asc" },
} as const;
export type SortChoice = keyof typeof SORTS;
export const sortChoice = (v: string | null): SortChoice => (v && v in SORTS ? (v as SortChoice) : "sort");

/** Leaf lines (the ones that hold stock), with their path ("紅 / M"). */
export function leafLines(lines: readonly AdminStockLine[], parent = ""): { line: AdminStockLine; label: string }[] {
  return lines.flatMap((l) => {
    const label = parent ? `${parent} / ${l.spec}` : l.spec;
    return l.children.length ? leafLines(l.children, label) : [{ line: l, label }];
  });
}
