import { parseSort } from "~/components/admin/kit";
import { PAYMENT_PLANS, pageOf, SORTS, sortChoice } from "./product";

// The product list's URL (spec back-office §2.2 store-productlist): the path holds category and
// shelf; the query holds q (keyword), kind, plan, special (has special price 1/0), stock (in 1 /
// out 0), sort and page. sort is a named choice (newest, priceAsc…) or a column header's
// kit sort (name, -name, price, -price).

const COLUMN_SORTS = new Set(["name", "price"]);

export function productFiltersOf(url: URL) {
  const sp = url.searchParams;
  const bool = (k: string) => (sp.get(k) === "1" ? true : sp.get(k) === "0" ? false : undefined);
  const kind = sp.get("kind");
  return {
    q: sp.get("q") ?? "",
    kind: kind === "NORMAL" || kind === "COMBO" ? kind : undefined,
    plan: PAYMENT_PLANS.find((p) => p === sp.get("plan")),
    special: bool("special"),
    stock: bool("stock"),
    sort: sp.get("sort") ?? "",
    page: pageOf(url),
  };
}
export type ProductFilters = ReturnType<typeof productFiltersOf>;

/** The API's sortBy/sortDirection for the URL's sort. */
export function productSortQuery(raw: string) {
  const column = parseSort(raw);
  if (column && COLUMN_SORTS.has(column.key)) return { sortBy: column.key, sortDirection: column.dir };
  return SORTS[sortChoice(raw)];
}

/** The "more filters" choice: one of kind, plan, special or stock at a time, as `key:value`. */
export function moreFilterValue(f: ProductFilters): string {
  if (f.kind) return `kind:${f.kind}`;
  if (f.plan) return `plan:${f.plan}`;
  if (f.special !== undefined) return `special:${f.special ? 1 : 0}`;
  if (f.stock !== undefined) return `stock:${f.stock ? 1 : 0}`;
  return "";
}
export function moreFilterPatch(value: string) {
  const [k, v] = value.split(":");
  return {
    kind: k === "kind" ? v : undefined,
    plan: k === "plan" ? v : undefined,
    special: k === "special" ? v : undefined,
    stock: k === "stock" ? v : undefined,
  };
}
