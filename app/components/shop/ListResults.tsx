import type { ProductListItem, ProductListQuery } from "@functions/shared/commerce/catalogue";
import { ChevronLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { Spinner } from "../ui";
import { fetchProducts, mergeById } from "./fetchProducts";
import { ProductGrid } from "./ProductCard";

/** A list page as its loader read it: this page's products, the count, where it stands. */
type ListPage = { items: ProductListItem[]; total: number; page: number; pageSize: number; query: ProductListQuery };

/** The results' props for a list page, `here` linking to another page of the same list. */
export function pageResultsOf(d: ListPage, here: (over: { page: number }) => string) {
  return {
    initial: d.items,
    total: d.total,
    offset: (d.page - 1) * d.pageSize,
    pageSize: d.pageSize,
    query: d.query,
    nextHref: here({ page: d.page + 1 }),
    prevHref: d.page > 1 ? here({ page: d.page - 1 }) : null,
  };
}

/**
 * A product list page's results: the server-rendered page, then "load more" that appends the
 * next page from the storefront API (offset = what is shown). The button is a real link to the
 * next page, so it works without JavaScript and crawlers can follow it. Remount it (key) when
 * the query changes.
 */
export function ListResults({
  initial,
  total,
  offset,
  pageSize,
  query,
  nextHref,
  prevHref,
  columns,
}: {
  initial: ProductListItem[];
  total: number;
  offset: number;
  pageSize: number;
  query: ProductListQuery;
  nextHref: string;
  prevHref: string | null;
  columns?: number;
}) {
  const t = useT();
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const shownUntil = offset + items.length;
  const hasMore = shownUntil < total && items.length > 0;

  const loadMore = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const next = await fetchProducts({ ...query, offset: shownUntil, limit: pageSize });
      setItems((cur) => mergeById(cur, next));
      if (next.length === 0) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      {prevHref && (
        <Link
          to={prevHref}
          className="inline-flex items-center gap-1 self-start text-sm text-brand-700 hover:underline"
        >
          <ChevronLeft size={16} aria-hidden /> {t("shop.list.prevPage")}
        </Link>
      )}
      <h2 className="sr-only">{t("shop.list.results")}</h2>
      <ProductGrid products={items} eagerFirst={4} columns={columns} />
      <div className="flex flex-col items-center gap-3" aria-live="polite">
        <p className="text-sm text-muted" data-testid="list-count">
          {t("shop.list.showing", { shown: shownUntil, total })}
        </p>
        {total > 0 && (
          <div className="h-1 w-48 overflow-hidden rounded-full bg-line" aria-hidden>
            <div
              className="h-full rounded-full bg-brand-500 transition-all"
              style={{ width: `${Math.min(100, (shownUntil / total) * 100)}%` }}
            />
          </div>
        )}
        {failed && <p className="text-sm text-danger">{t("shop.list.loadFailed")}</p>}
        {hasMore && (
          <a
            href={nextHref}
            onClick={(e) => {
              e.preventDefault();
              void loadMore();
            }}
            aria-busy={busy || undefined}
            className="inline-flex h-11 min-w-44 items-center justify-center gap-2 rounded-lg border border-line bg-white px-5 text-[15px] font-medium text-ink hover:bg-surface"
            data-testid="load-more"
          >
            {busy && <Spinner size={16} />}
            {t("shop.list.loadMore")}
          </a>
        )}
      </div>
    </div>
  );
}
