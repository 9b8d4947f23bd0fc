import { FilterSelect } from "~/components/admin/FormBits";
import { FilterBar, FilterChoice, FilterSearch, type useListQuery } from "~/components/admin/kit";
import { useT } from "~/i18n";
import type { AdminCategoryNode } from "./api";
import { CategoryFilter } from "./CategoryFilter";
import type { Shelf } from "./filters";
import { productListPath } from "./paths";
import { PAYMENT_PLANS, SORTS, type SortChoice } from "./product";
import { moreFilterPatch, moreFilterValue, type productFiltersOf } from "./productListQuery";

/** The product list's filters: search, category, one more filter (price, stock, kind, plan), sort. */
export function ProductFilters({
  tree,
  categoryId,
  shelf,
  f,
  q,
}: {
  tree: AdminCategoryNode[];
  categoryId: number;
  shelf: Shelf;
  f: ReturnType<typeof productFiltersOf>;
  q: ReturnType<typeof useListQuery>;
}) {
  const t = useT();
  return (
    <FilterBar>
      <FilterSearch label={t("pl.search")} />
      <CategoryFilter tree={tree} value={categoryId} onChoose={(id) => q.go({}, productListPath(id, shelf))} />
      <FilterSelect
        label={t("pl.filterMore")}
        value={moreFilterValue(f)}
        onChange={(v) => q.go(moreFilterPatch(v))}
        options={[
          { value: "", label: t("pl.noFilter") },
          { value: "special:1", label: t("pl.hasSpecial") },
          { value: "stock:0", label: t("pl.outOfStock") },
          { value: "stock:1", label: t("pl.inStock") },
          { value: "kind:NORMAL", label: t("kind.NORMAL") },
          { value: "kind:COMBO", label: t("kind.COMBO") },
          ...PAYMENT_PLANS.map((p) => ({ value: `plan:${p}`, label: t(`plan.${p}`) })),
        ]}
      />
      <FilterChoice
        name="sort"
        label={t("pl.sortBy")}
        options={(Object.keys(SORTS) as SortChoice[]).map((k) => ({
          value: k === "sort" ? "" : k,
          label: t(`pl.sort.${k}`),
        }))}
      />
    </FilterBar>
  );
}
