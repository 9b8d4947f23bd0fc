import { ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { type Key, type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n";
import { Card, cx, EmptyState } from "../../ui";
import { DesktopTable } from "./dataTable/DesktopTable";
import { type Column, type SortState, selectionOf, type TableView, useTableSort } from "./dataTable/model";
import { PhoneCards } from "./dataTable/PhoneCards";

export type { Column, SortDir, SortState } from "./dataTable/model";

/**
 * The back office's list: a table from 734 px, cards below (no horizontal scroll on phones).
 * Sorting is controlled (`sort` + `onSortChange`, e.g. from the URL) or, when only `sortValue`s are
 * given, done here on the rows. Selection is controlled; a bulk bar appears while rows are selected.
 */
export function DataTable<T, K extends Key = Key>({
  columns,
  rows,
  rowKey,
  caption,
  sort,
  onSortChange,
  defaultSort,
  selected,
  onSelectedChange,
  rowLabel,
  bulkActions,
  rowActions,
  empty,
  loading,
  testId = "data-table",
  rowTestId,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => K;
  /** Accessible name of the table. */
  caption: string;
  sort?: SortState | null;
  onSortChange?: (next: SortState) => void;
  defaultSort?: SortState;
  selected?: ReadonlySet<K>;
  onSelectedChange?: (next: Set<K>) => void;
  /** Accessible name of a row (its checkbox label); defaults to the row key. */
  rowLabel?: (row: T) => string;
  bulkActions?: (keys: K[]) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Rows are being refreshed: dims the table. */
  loading?: boolean;
  testId?: string;
  rowTestId?: (row: T) => string;
}) {
  const t = useT();
  const uid = useId();
  const { activeSort, setSort, shown } = useTableSort(rows, columns, sort, onSortChange, defaultSort);
  const { selectedKeys, ...selection } = selectionOf(shown.map(rowKey), selected, onSelectedChange);
  const labelOf = (row: T) => rowLabel?.(row) ?? String(rowKey(row));
  const rowBoxLabel = (row: T) => t("adminUi.selectRow", { name: labelOf(row) });

  if (rows.length === 0 && !loading) {
    return (
      <Card data-testid={`${testId}-empty`}>
        {empty ?? <EmptyState icon={<Inbox size={36} aria-hidden />} title={t("adminUi.emptyTitle")} />}
      </Card>
    );
  }

  const view: TableView<T, K> = {
    ...selection,
    columns,
    shown,
    rowKey,
    caption,
    selected,
    rowBoxLabel,
    rowActions,
    testId,
    rowTestId,
  };
  return (
    <div className={cx("flex flex-col gap-2 transition-opacity", loading && "opacity-60")} data-testid={testId}>
      {selection.selectable && selectedKeys.length > 0 && bulkActions && (
        <section
          className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-brand-500/30 bg-brand-50 px-3 py-2"
          aria-label={t("adminUi.bulkActions")}
          data-testid={`${testId}-bulk`}
        >
          <span className="text-sm font-medium text-brand-700">
            {t("adminUi.selectedCount", { count: selectedKeys.length })}
          </span>
          <div className="ml-auto flex flex-wrap gap-2">{bulkActions(selectedKeys)}</div>
        </section>
      )}
      <DesktopTable view={view} activeSort={activeSort} setSort={setSort} />
      <PhoneCards view={view} uid={uid} />
    </div>
  );
}

/** Page links under a list: previous / "page x of y" / next. `hrefFor` builds each page's URL. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  total,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  total?: number;
}) {
  const t = useT();
  if (pageCount <= 1)
    return total != null ? <p className="text-sm text-muted">{t("adminUi.total", { total })}</p> : null;
  const link =
    "inline-flex h-10 items-center gap-1 rounded-lg border border-line bg-white px-3 text-sm hover:bg-surface";
  const off = "pointer-events-none opacity-40";
  return (
    <nav aria-label={t("adminUi.pagination")} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted">
        {total != null && `${t("adminUi.total", { total })} · `}
        {t("adminUi.pageOf", { page, count: pageCount })}
      </p>
      <div className="flex gap-2">
        <Link
          to={hrefFor(Math.max(1, page - 1))}
          className={cx(link, page <= 1 && off)}
          aria-disabled={page <= 1}
          rel="prev"
        >
          <ChevronLeft size={16} aria-hidden /> {t("adminUi.prev")}
        </Link>
        <Link
          to={hrefFor(Math.min(pageCount, page + 1))}
          className={cx(link, page >= pageCount && off)}
          aria-disabled={page >= pageCount}
          rel="next"
        >
          {t("adminUi.next")} <ChevronRight size={16} aria-hidden />
        </Link>
      </div>
    </nav>
  );
}
