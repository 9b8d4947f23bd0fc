// A list reordered by hand: the move itself and the sort values it changes.

/**
 * New sort values for a list shown "higher first" after a move: the list in its new order gets
 * n, n-1, … 1, and only the rows whose value changes are returned (one PATCH each).
 */
export function resortDesc<T extends { id: number; sort: number }>(
  ordered: readonly T[],
): { id: number; sort: number }[] {
  const n = ordered.length;
  const out: { id: number; sort: number }[] = [];
  ordered.forEach((row, i) => {
    const sort = (n - i) * 10;
    if (row.sort !== sort) out.push({ id: row.id, sort });
  });
  return out;
}

/** Same for lists shown "lower first" (categories, pages): 10, 20, 30… */
export function resortAsc<T extends { id: number; sort: number }>(
  ordered: readonly T[],
): { id: number; sort: number }[] {
  const out: { id: number; sort: number }[] = [];
  ordered.forEach((row, i) => {
    const sort = (i + 1) * 10;
    if (row.sort !== sort) out.push({ id: row.id, sort });
  });
  return out;
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
