import { type Key, type ReactNode, useMemo, useState } from "react";

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

/** What both views of the table (the desktop table, the phone cards) render from. */
export type TableView<T, K extends Key> = {
  columns: Column<T>[];
  shown: readonly T[];
  rowKey: (row: T) => K;
  caption: string;
  selected?: ReadonlySet<K>;
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  toggleAll: () => void;
  toggle: (k: K) => void;
  rowBoxLabel: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  testId: string;
  rowTestId?: (row: T) => string;
};

export const alignClass = <T>(c: Column<T>) =>
  c.align === "right" ? "text-right" : c.align === "center" ? "text-center" : "text-left";

/**
 * Sorting: controlled (`sort` + `onSortChange`, the caller orders the rows) or the table's own,
 * ordering the rows here by the sorted column's `sortValue`.
 */
export function useTableSort<T>(
  rows: readonly T[],
  columns: Column<T>[],
  sort: SortState | null | undefined,
  onSortChange: ((next: SortState) => void) | undefined,
  defaultSort: SortState | undefined,
) {
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

  return { activeSort, setSort, shown };
}

/** The controlled selection over the shown rows' keys (none when the caller gives no selection). */
export function selectionOf<K>(
  keys: K[],
  selected: ReadonlySet<K> | undefined,
  onSelectedChange: ((next: Set<K>) => void) | undefined,
) {
  const selectable = Boolean(selected && onSelectedChange);
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
  const selectedKeys = selectable ? keys.filter((k) => selected?.has(k)) : [];
  return { selectable, allSelected, someSelected, toggleAll, toggle, selectedKeys };
}
