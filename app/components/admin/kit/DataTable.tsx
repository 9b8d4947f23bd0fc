import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { type ComponentProps, type Key, type ReactNode, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n";
import { Card, cx, EmptyState } from "../../ui";

export type SortDir = "asc" | "desc";
export type SortState = { key: string; dir: SortDir };

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Sortable column: clicking its header toggles the order. */
  sortable?: boolean;
  /** Value for client-side sorting (when the table sorts its own rows). */
  sortValue?: (row: T) => string | number;
  align?: "left" | "right" | "center";
  /** Tailwind width class for the desktop column (e.g. "w-24"). */
  width?: string;
  /** The card's title on phones (usually the name column); at most one. */
  primary?: boolean;
  /** Shown in the card's header row next to the title on phones (an image, a status). */
  media?: boolean;
  /** Not shown on the phone card at all. */
  hideOnMobile?: boolean;
};

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
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort ?? null);
  const activeSort = sort !== undefined ? sort : ownSort;
  const setSort = (key: string) => {
    const next: SortState = { key, dir: activeSort?.key === key && activeSort.dir === "asc" ? "desc" : "asc" };
    if (onSortChange) onSortChange(next);
    else setOwnSort(next);
  };

  const shown = useMemo(() => {
    if (onSortChange || !activeSort) return rows;
    const col = columns.find((c) => c.key === activeSort.key);
    if (!col?.sortValue) return rows;
    const get = col.sortValue;
    const mul = activeSort.dir === "asc" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = get(a);
      const y = get(b);
      return (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y))) * mul;
    });
  }, [rows, columns, activeSort, onSortChange]);

  const selectable = Boolean(selected && onSelectedChange);
  const keys = shown.map(rowKey);
  const allSelected = selectable && keys.length > 0 && keys.every((k) => selected?.has(k));
  const someSelected = selectable && keys.some((k) => selected?.has(k));
  const toggleAll = () => {
    if (!onSelectedChange) return;
    onSelectedChange(allSelected ? new Set() : new Set(keys));
  };
  const toggle = (k: K) => {
    if (!onSelectedChange || !selected) return;
    const next = new Set(selected);
    if (next.has(k)) next.delete(k);
    else next.add(k);
    onSelectedChange(next);
  };
  const labelOf = (row: T) => rowLabel?.(row) ?? String(rowKey(row));
  const rowBoxLabel = (row: T) => t("adminUi.selectRow", { name: labelOf(row) });

  if (rows.length === 0 && !loading) {
    return (
      <Card data-testid={`${testId}-empty`}>
        {empty ?? <EmptyState icon={<Inbox size={36} aria-hidden />} title={t("adminUi.emptyTitle")} />}
      </Card>
    );
  }

  const primary = columns.find((c) => c.primary) ?? columns[0];
  const mediaCols = columns.filter((c) => c.media && !c.hideOnMobile);
  const detailCols = columns.filter((c) => c !== primary && !c.media && !c.hideOnMobile);
  const alignClass = (c: Column<T>) =>
    c.align === "right" ? "text-right" : c.align === "center" ? "text-center" : "text-left";
  const selectedKeys = selectable ? keys.filter((k) => selected?.has(k)) : [];

  return (
    <div className={cx("flex flex-col gap-2 transition-opacity", loading && "opacity-60")} data-testid={testId}>
      {selectable && selectedKeys.length > 0 && bulkActions && (
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

      {/* Desktop and tablet: a table. */}
      <Card className="hidden overflow-x-auto min-[734px]:block">
        <table className="w-full border-collapse text-[15px]">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line bg-surface/60 text-left text-sm text-muted">
              {selectable && (
                <th scope="col" className="w-12 px-3 py-3">
                  <SelectBox
                    className="h-4 w-4"
                    checked={allSelected}
                    indeterminate={!allSelected && someSelected}
                    onChange={toggleAll}
                    aria-label={t("adminUi.selectAll")}
                  />
                </th>
              )}
              {columns.map((c) => {
                const dir = activeSort?.key === c.key ? activeSort.dir : null;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={cx("px-3 py-3 font-medium whitespace-nowrap", alignClass(c), c.width)}
                    aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : undefined}
                  >
                    {c.sortable ? (
                      <button
                        type="button"
                        onClick={() => setSort(c.key)}
                        className="inline-flex items-center gap-1 rounded hover:text-ink"
                      >
                        {c.header}
                        {dir === "asc" ? (
                          <ArrowUp size={14} aria-hidden />
                        ) : dir === "desc" ? (
                          <ArrowDown size={14} aria-hidden />
                        ) : (
                          <ArrowUpDown size={14} aria-hidden className="opacity-40" />
                        )}
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className="px-3 py-3 text-right font-medium">
                  <span className="sr-only">{t("adminUi.actions")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => {
              const k = rowKey(row);
              const on = selected?.has(k) ?? false;
              return (
                <tr
                  key={k}
                  className={cx("border-b border-line last:border-0", on ? "bg-brand-50/60" : "hover:bg-surface/60")}
                  data-testid={rowTestId ? rowTestId(row) : `${testId}-row`}
                >
                  {selectable && (
                    <td className="px-3 py-3 align-middle">
                      <SelectBox
                        className="h-4 w-4"
                        checked={on}
                        onChange={() => toggle(k)}
                        aria-label={rowBoxLabel(row)}
                      />
                    </td>
                  )}
                  {columns.map((c) => (
                    <td key={c.key} className={cx("px-3 py-3 align-middle", alignClass(c), c.width)}>
                      {c.cell(row, i)}
                    </td>
                  ))}
                  {rowActions && (
                    <td className="px-3 py-2 text-right align-middle whitespace-nowrap">
                      <div className="inline-flex items-center justify-end gap-1">{rowActions(row)}</div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      {/* Phones: one card per row. */}
      <div className="flex flex-col gap-2 min-[734px]:hidden">
        {selectable && (
          <label htmlFor={`${uid}-all`} className="flex h-10 items-center gap-2 px-1 text-sm text-muted">
            <SelectBox className="h-5 w-5" checked={allSelected} onChange={toggleAll} id={`${uid}-all`} />
            {t("adminUi.selectAll")}
          </label>
        )}
        <ul className="flex flex-col gap-2" aria-label={caption}>
          {shown.map((row, i) => {
            const k = rowKey(row);
            const on = selected?.has(k) ?? false;
            return (
              <li key={k} data-testid={rowTestId ? `${rowTestId(row)}-card` : `${testId}-card`}>
                <Card className={cx("p-3", on && "border-brand-500 bg-brand-50/40")}>
                  <div className="flex items-start gap-3">
                    {selectable && (
                      <SelectBox
                        className="mt-1 h-5 w-5 shrink-0"
                        checked={on}
                        onChange={() => toggle(k)}
                        aria-label={rowBoxLabel(row)}
                      />
                    )}
                    {mediaCols.map((c) => (
                      <div key={c.key} className="shrink-0">
                        {c.cell(row, i)}
                      </div>
                    ))}
                    <div className="min-w-0 flex-1 font-medium break-words">{primary?.cell(row, i)}</div>
                  </div>
                  {detailCols.length > 0 && (
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                      {detailCols.map((c) => (
                        <div key={c.key} className="contents">
                          <dt className="text-muted">{c.header}</dt>
                          <dd className="min-w-0 break-words text-right">{c.cell(row, i)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {rowActions && (
                    <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-line pt-2">
                      {rowActions(row)}
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The select-all or a row's checkbox; `indeterminate` when only some rows are selected. */
function SelectBox({
  className,
  indeterminate,
  ...rest
}: Omit<ComponentProps<"input">, "type"> & { indeterminate?: boolean }) {
  return (
    <input
      type="checkbox"
      className={cx(className, "accent-brand-600")}
      ref={(el) => {
        if (el && indeterminate !== undefined) el.indeterminate = indeterminate;
      }}
      {...rest}
    />
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
