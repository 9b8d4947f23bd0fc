import { FilterSelect } from "~/components/admin/FormBits";
import { useT } from "~/i18n";
import type { AdminCategoryNode } from "./api";
import { flattenCategories } from "./api";

/**
 * The category filter of the product, stock and price lists: the category is part of the path
 * (spec routes …/:categoryId/:isDisplay), so choosing one navigates to `pathFor(id)`.
 */
export function CategoryFilter({
  tree,
  value,
  onChoose,
}: {
  tree: AdminCategoryNode[];
  value: number;
  onChoose: (categoryId: number) => void;
}) {
  const t = useT();
  return (
    <FilterSelect
      label={t("pl.category")}
      value={String(value)}
      onChange={(v) => onChoose(Number(v))}
      options={[
        { value: "0", label: t("pl.allCategories") },
        ...flattenCategories(tree).map((c) => ({
          value: String(c.node.id),
          label: `${"　".repeat(c.level - 1)}${c.node.name}`,
        })),
      ]}
    />
  );
}
