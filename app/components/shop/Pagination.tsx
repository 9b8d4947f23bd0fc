import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { cx } from "../ui";

/** Numbered page links (work without JavaScript and are crawlable). Pages are 1-based. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (p: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  const around = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const list = [...around].sort((a, b) => a - b);
  const cell = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm";
  return (
    <nav aria-label={t("shop.pagination.label")} className="flex justify-center" data-testid="pagination">
      <ul className="flex items-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              className={cx(cell, "hover:bg-black/5")}
              aria-label={t("shop.pagination.prev")}
            >
              <ChevronLeft size={18} aria-hidden />
            </Link>
          ) : (
            <span className={cx(cell, "text-muted/50")} aria-hidden>
              <ChevronLeft size={18} />
            </span>
          )}
        </li>
        {list.map((p, i) => (
          <li key={p} className="flex items-center gap-1">
            {i > 0 && p - (list[i - 1] ?? p) > 1 && <span className="px-1 text-muted">…</span>}
            <Link
              to={hrefFor(p)}
              aria-current={p === page ? "page" : undefined}
              className={cx(cell, p === page ? "bg-ink font-semibold text-white" : "hover:bg-black/5")}
            >
              {p}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link
              to={hrefFor(page + 1)}
              className={cx(cell, "hover:bg-black/5")}
              aria-label={t("shop.pagination.next")}
            >
              <ChevronRight size={18} aria-hidden />
            </Link>
          ) : (
            <span className={cx(cell, "text-muted/50")} aria-hidden>
              <ChevronRight size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
