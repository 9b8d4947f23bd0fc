import type { ArticleListItem } from "@functions/shared/commerce/catalogue";
import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { formatTaipei } from "~/lib/taipeiTime";
import { useLocale } from "../../i18n";
import { CardCover } from "./FillImg";
import { RULES } from "./images";
import { articleHref } from "./links";

/** Article card of the blog list: cover (ratio 0.56), date, title, summary. */
export function ArticleCard({ article, eager }: { article: ArticleListItem; eager?: boolean }) {
  const locale = useLocale();
  const date = article.publishedAt ?? article.createdAt;
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white transition hover:shadow-md"
      data-testid="article-card"
    >
      <Link to={articleHref(article)} className="flex h-full flex-col">
        <CardCover
          className="relative aspect-[1/0.56] overflow-hidden bg-brand-50"
          media={article.media}
          rules={RULES.article}
          placeholder="banner"
          loading={eager ? "eager" : "lazy"}
          icon={Newspaper}
          iconSize={36}
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <time dateTime={date} className="text-xs text-muted">
            {formatTaipei(date, locale, false)}
          </time>
          <h2 className="line-clamp-2 text-lg leading-snug font-semibold group-hover:text-brand-700">{article.name}</h2>
          {article.summary && <p className="line-clamp-3 text-sm text-muted">{article.summary}</p>}
        </div>
      </Link>
    </article>
  );
}
