import { CATEGORY_MAX_LEVEL } from "@functions/commerce/catalogue/taxonomySchemas";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { Toggle } from "~/components/admin/Toggle";
import type { useT } from "~/i18n";
import type { AdminCategoryNode } from "./api";
import { MoveButtons } from "./categoryOrder";
import { editCategoryPath, levelPath } from "./paths";

type T = ReturnType<typeof useT>;
type Row = AdminCategoryNode;

/** The category list's columns: order (move buttons), name, subcategories, product count, display (switch). */
export function categoryColumns(
  t: T,
  rows: Row[],
  order: { busy: boolean; move: (n: Row, dir: -1 | 1) => Promise<unknown> },
  flag: { value: (n: Row) => boolean; set: (n: Row, on: boolean) => Promise<unknown> },
): Column<Row>[] {
  return [
    {
      key: "order",
      header: t("cat.order"),
      width: "w-24",
      cell: (n) => (
        <MoveButtons
          node={n}
          first={rows.indexOf(n) === 0}
          last={rows.indexOf(n) === rows.length - 1}
          busy={order.busy}
          move={(x, dir) => void order.move(x, dir)}
        />
      ),
    },
    {
      key: "name",
      header: t("cat.name"),
      primary: true,
      cell: (n) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={editCategoryPath(n.id, n.children.length > 0)}
            className="font-medium text-ink hover:text-brand-700 hover:underline"
            data-testid="category-name"
          >
            {n.name}
          </Link>
          {n.hasPromotionProducts && <Badge tone="warning">{t("cat.hasPromotion")}</Badge>}
        </div>
      ),
    },
    {
      key: "children",
      header: t("cat.subcategories"),
      cell: (n) =>
        n.level < CATEGORY_MAX_LEVEL ? (
          <Link to={levelPath(n.id, "1")} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
            {/* The name says whose subcategories; it starts with the visible words (WCAG 2.5.3). */}
            {t("cat.childCount", { count: n.children.length })}
            <span className="sr-only">{t("cat.childrenOfName", { name: n.name })}</span>
            <ChevronRight size={14} aria-hidden />
          </Link>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      key: "products",
      header: t("cat.productCount"),
      align: "right",
      cell: (n) => <span className="tabular-nums">{n.productCount}</span>,
    },
    {
      key: "display",
      header: t("cat.display"),
      cell: (n) => (
        <Toggle
          checked={flag.value(n)}
          onChange={(on) => void flag.set(n, on)}
          label={t("cat.displayOf", { name: n.name })}
          hideLabel
        />
      ),
    },
  ];
}
