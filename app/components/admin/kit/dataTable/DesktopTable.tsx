import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { Key } from "react";
import { Card, cx } from "~/components/ui";
import { useT } from "~/i18n";
import { alignClass, type Column, type SortState, type TableView } from "./model";
import { SelectBox } from "./SelectBox";

/** Desktop and tablet: a table. */
export function DesktopTable<T, K extends Key>({
  view,
  activeSort,
  setSort,
}: {
  view: TableView<T, K>;
  activeSort: SortState | null;
  setSort: (key: string) => void;
}) {
  const t = useT();
  const { columns, selectable, rowActions } = view;
  return (
    <Card className="hidden overflow-x-auto min-[734px]:block">
      <table className="w-full border-collapse text-[15px]">
        <caption className="sr-only">{view.caption}</caption>
        <thead>
          <tr className="border-b border-line bg-surface/60 text-left text-sm text-muted">
            {selectable && (
              <th scope="col" className="w-12 px-3 py-3">
                <SelectBox
                  className="h-4 w-4"
                  checked={view.allSelected}
                  indeterminate={!view.allSelected && view.someSelected}
                  onChange={view.toggleAll}
                  aria-label={t("adminUi.selectAll")}
                />
              </th>
            )}
            {columns.map((c) => (
              <HeaderCell
                key={c.key}
                column={c}
                dir={activeSort?.key === c.key ? activeSort.dir : null}
                onSort={() => setSort(c.key)}
              />
            ))}
            {rowActions && (
              <th scope="col" className="px-3 py-3 text-right font-medium">
                <span className="sr-only">{t("adminUi.actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {view.shown.map((row, i) => (
            <TableRow key={view.rowKey(row)} view={view} row={row} index={i} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** A column's header; a sortable one is a button showing the order it sorts in. */
function HeaderCell<T>({
  column: c,
  dir,
  onSort,
}: {
  column: Column<T>;
  dir: SortState["dir"] | null;
  onSort: () => void;
}) {
  return (
    <th
      scope="col"
      className={cx("px-3 py-3 font-medium whitespace-nowrap", alignClass(c), c.width)}
      aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : undefined}
    >
      {c.sortable ? (
        <button type="button" onClick={onSort} className="inline-flex items-center gap-1 rounded hover:text-ink">
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
}

function TableRow<T, K extends Key>({ view, row, index: i }: { view: TableView<T, K>; row: T; index: number }) {
  const { columns, rowActions, rowTestId } = view;
  const k = view.rowKey(row);
  const on = view.selected?.has(k) ?? false;
  return (
    <tr
      className={cx("border-b border-line last:border-0", on ? "bg-brand-50/60" : "hover:bg-surface/60")}
      data-testid={rowTestId ? rowTestId(row) : `${view.testId}-row`}
    >
      {view.selectable && (
        <td className="px-3 py-3 align-middle">
          <SelectBox
            className="h-4 w-4"
            checked={on}
            onChange={() => view.toggle(k)}
            aria-label={view.rowBoxLabel(row)}
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
}
