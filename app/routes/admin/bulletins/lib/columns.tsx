import type { AdminBulletin, BulletinCategory } from "@functions/store/content/model";
import { Link } from "react-router";
import { Badge } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import type { Locale } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

type T = (key: string, vars?: Record<string, string | number>) => string;
type Row = Pick<AdminBulletin, "id" | "title" | "isTop" | "createdAt" | "categoryId">;

/**
 * The columns every bulletin list shares (the head store's list, a branch's notices): the title
 * leading to the bulletin with its pin, its category, when it was posted (Taipei time).
 */
export function bulletinColumns<R extends Row>(
  t: T,
  locale: Locale,
  opts: { to: (row: R) => string; categories?: readonly BulletinCategory[] },
): Column<R>[] {
  const categoryName = new Map((opts.categories ?? []).map((c) => [c.id, c.name]));
  const cols: Column<R>[] = [
    {
      key: "title",
      header: t("bulletins.title"),
      primary: true,
      cell: (b) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={opts.to(b)} className="font-medium hover:text-brand-700 hover:underline">
            {b.title}
          </Link>
          {b.isTop && <Badge tone="brand">{t("bulletins.pinned")}</Badge>}
        </span>
      ),
    },
  ];
  if (opts.categories)
    cols.push({
      key: "category",
      header: t("bulletins.category"),
      cell: (b) => (b.categoryId ? (categoryName.get(b.categoryId) ?? "—") : t("bulletins.noCategory")),
    });
  cols.push({
    key: "createdAt",
    header: t("bulletins.createdAt"),
    sortable: true,
    sortValue: (b) => b.createdAt,
    cell: (b) => <span className="tabular-nums">{formatTaipei(b.createdAt, locale)}</span>,
  });
  return cols;
}
