import { Badge } from "~/components/admin/kit";
import { Prose } from "~/components/shop/Prose";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

/**
 * One bulletin or notice as it reads: when it was posted, its pin and category, its text (the
 * sanitised HTML its service stored), or a line saying it has none.
 */
export function BulletinBody({
  bulletin,
  category,
  testId,
}: {
  bulletin: { title: string; content: string; isTop: boolean; createdAt: string };
  category?: string;
  testId?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-4" data-testid={testId}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>
          {t("bulletins.createdAt")} {formatTaipei(bulletin.createdAt, locale)}
        </span>
        {category && <Badge>{category}</Badge>}
        {bulletin.isTop && <Badge tone="brand">{t("bulletins.pinned")}</Badge>}
      </p>
      {bulletin.content.trim() ? (
        <Prose html={bulletin.content} />
      ) : (
        <p className="text-muted">{t("bulletins.emptyContent")}</p>
      )}
    </article>
  );
}
