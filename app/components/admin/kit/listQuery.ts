import type { Column, SortState } from "./DataTable";

// The list kit's URL state, as plain functions (the hooks and clientLoaders share them): sort is
// `?sort=name` (ascending) or `?sort=-name` (descending), the page is `?page=2` (absent = 1), and
// any other filter is its own search param. Changing a filter drops the page.

export type QueryPatch = Record<string, string | number | boolean | null | undefined>;

export function parseSort(raw: string | null | undefined): SortState | null {
  if (!raw || !/^-?[A-Za-z][\w.]*$/.test(raw)) return null;
  return raw.startsWith("-") ? { key: raw.slice(1), dir: "desc" } : { key: raw, dir: "asc" };
}

export const sortParam = (s: SortState) => (s.dir === "desc" ? `-${s.key}` : s.key);

export function pageParam(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** `pathname` with `search` changed by `patch` (empty values removed); the page resets unless patched. */
export function hrefWith(pathname: string, search: string, patch: QueryPatch): string {
  const sp = new URLSearchParams(search);
  if (!("page" in patch)) sp.delete("page");
  for (const [k, v] of Object.entries(patch)) {
    if (v == null || v === "" || v === false || (k === "page" && Number(v) <= 1)) sp.delete(k);
    else sp.set(k, v === true ? "1" : String(v));
  }
  const s = sp.toString();
  return s ? `${pathname}?${s}` : pathname;
}

/** Rows in the order of a column's sortValue (lists whose API does not sort). */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | null): readonly T[] {
  const get = sort && columns.find((c) => c.key === sort.key)?.sortValue;
  if (!sort || !get) return rows;
  const mul = sort.dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = get(a);
    const y = get(b);
    return (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y))) * mul;
  });
}

/** One page of rows held in memory, and how many pages there are. */
export function pageRows<T>(rows: readonly T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(page, pageCount);
  return { rows: rows.slice((p - 1) * size, p * size), page: p, pageCount };
}

/** Positive integer id from a route param; "0", "new" and anything else mean "create". */
export function editIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}
