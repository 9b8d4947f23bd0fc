import type { ArticleListItem } from "@functions/shared/commerce/catalogue";
import { bestSrc } from "@functions/shared/media";
import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { CONTENT_PATHS } from "~/components/admin/content/api";
import { RowThumb } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import type { Locale } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** Publishing later: shoppers cannot see it yet. */
export const isScheduled = (a: ArticleListItem) => Boolean(a.publishedAt && Date.parse(a.publishedAt) > Date.now());

/** The article list's columns but the display switch (cover, name, category, products, published). */
export function articleColumns(t: T, locale: Locale, categoryName: Map<number, string>): Column<ArticleListItem>[] {
  return [
    {
      key: "cover",
      header: t("adminContent.article.cover"),
      media: true,
      width: "w-20",
      cell: (a) => (
        <RowThumb
          src={bestSrc(a.media, ["w400", "w800"])}
          icon={<Newspaper size={18} aria-hidden />}
          className="h-12 w-16 text-muted"
        />
      ),
    },
    {
      key: "name",
      header: t("adminContent.article.name"),
      primary: true,
      cell: (a) => (
        <div className="min-w-0">
          <Link to={CONTENT_PATHS.article(a.id)} className="font-medium hover:text-brand-700 hover:underline">
            {a.name}
          </Link>
          {a.summary && <p className="mt-0.5 line-clamp-1 text-sm text-muted">{a.summary}</p>}
        </div>
      ),
    },
    {
      key: "category",
      header: t("adminContent.article.category"),
      cell: (a) =>
        a.categoryId ? (
          <span className="text-sm">{categoryName.get(a.categoryId) ?? `#${a.categoryId}`}</span>
        ) : (
          <span className="text-sm text-muted">{t("adminContent.article.noCategory")}</span>
        ),
    },
    {
      key: "products",
      header: t("adminContent.article.productQuantity"),
      align: "right",
      cell: (a) => <span className="tabular-nums">{a.productQuantity}</span>,
    },
    {
      key: "published",
      header: t("adminContent.article.publishedAt"),
      cell: (a) => (
        <div className="text-sm whitespace-nowrap">
          <span>{formatTaipei(a.publishedAt ?? a.createdAt, locale)}</span>
          {isScheduled(a) && (
            <span className="ml-1.5 align-middle">
              <Badge tone="warning">{t("adminContent.article.scheduled")}</Badge>
            </span>
          )}
          {a.creatorName && <p className="text-xs text-muted">{a.creatorName}</p>}
        </div>
      ),
    },
  ];
}
