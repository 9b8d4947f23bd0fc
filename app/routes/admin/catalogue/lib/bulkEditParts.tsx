import type { ReactNode } from "react";
import { StickyActions } from "~/components/admin/AdminPage";
import { FilterBar, FilterChoice, FilterSearch, UnsavedChangesGuard, useListQuery } from "~/components/admin/kit";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import type { AdminCategoryNode } from "./api";
import { CategoryFilter } from "./CategoryFilter";
import type { Shelf } from "./filters";

// What the price and stock pages share: both list products by category and shelf (in the path),
// hold typed edits on the page and save them in one batch.

/** The shelf segments (on / off / all); `to` builds each one's path. */
export function useShelfTabs(active: Shelf, to: (s: Shelf) => string) {
  const t = useT();
  return {
    label: t("pl.shelfFilter"),
    active,
    items: (["on", "off", "all"] as const).map((s) => ({ key: s, label: t(`shelf.${s}`), to: to(s) })),
  };
}

/**
 * Search, the category (part of the path: `pathFor` builds it) and the page's own choice in the
 * query: `special` (price: on sale only) or `under` (stock: low-stock threshold).
 */
export function ProductFilters({
  tree,
  categoryId,
  pathFor,
  choice,
}: {
  tree: AdminCategoryNode[];
  categoryId: number;
  pathFor: (categoryId: number) => string;
  choice: "special" | "under";
}) {
  const t = useT();
  const list = useListQuery();
  const options =
    choice === "special"
      ? [
          { value: "", label: t("price.allProducts") },
          { value: "1", label: t("pl.hasSpecial") },
        ]
      : [
          { value: "", label: t("stock.anyStock") },
          { value: "0", label: t("pl.outOfStock") },
          ...[5, 10, 20].map((n) => ({ value: String(n), label: t("stock.under", { n }) })),
        ];
  return (
    <FilterBar>
      <FilterSearch label={t("pl.search")} />
      <CategoryFilter tree={tree} value={categoryId} onChoose={(id) => list.go({}, pathFor(id))} />
      <FilterChoice
        name={choice}
        label={t(choice === "special" ? "pl.filterMore" : "stock.lowFilter")}
        options={options}
      />
    </FilterBar>
  );
}

/** The save bar while edits are pending, with the leave-page guard. */
export function PendingEditsBar({
  edits,
  pending,
  saveLabel,
  saveTestId,
}: {
  edits: { dirtyCount: number; saving: boolean; discard: () => void; save: () => Promise<unknown> };
  /** "N changes not saved", in the page's words. */
  pending: string;
  saveLabel: ReactNode;
  saveTestId?: string;
}) {
  const t = useT();
  return (
    <>
      {edits.dirtyCount > 0 && (
        <StickyActions>
          <span className="text-sm text-muted min-[734px]:mr-auto">{pending}</span>
          <Button variant="secondary" onClick={edits.discard}>
            {t("stock.discard")}
          </Button>
          <Button onClick={() => void edits.save()} busy={edits.saving} data-testid={saveTestId}>
            {saveLabel}
          </Button>
        </StickyActions>
      )}
      <UnsavedChangesGuard when={edits.dirtyCount > 0 && !edits.saving} />
    </>
  );
}
