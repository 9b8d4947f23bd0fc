import type { Key } from "react";
import { Card, cx } from "~/components/ui";
import { useT } from "~/i18n";
import type { TableView } from "./model";
import { SelectBox } from "./SelectBox";

/** Phones: one card per row. `uid` names the select-all box. */
export function PhoneCards<T, K extends Key>({ view, uid }: { view: TableView<T, K>; uid: string }) {
  const t = useT();
  const { columns } = view;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const mediaCols = columns.filter((c) => c.media && !c.hideOnMobile);
  const detailCols = columns.filter((c) => c !== primary && !c.media && !c.hideOnMobile);
  return (
    <div className="flex flex-col gap-2 min-[734px]:hidden">
      {view.selectable && (
        <label htmlFor={`${uid}-all`} className="flex h-10 items-center gap-2 px-1 text-sm text-muted">
          <SelectBox className="h-5 w-5" checked={view.allSelected} onChange={view.toggleAll} id={`${uid}-all`} />
          {t("adminUi.selectAll")}
        </label>
      )}
      <ul className="flex flex-col gap-2" aria-label={view.caption}>
        {view.shown.map((row, i) => {
          const k = view.rowKey(row);
          const on = view.selected?.has(k) ?? false;
          return (
            <li key={k} data-testid={view.rowTestId ? `${view.rowTestId(row)}-card` : `${view.testId}-card`}>
              <Card className={cx("p-3", on && "border-brand-500 bg-brand-50/40")}>
                <div className="flex items-start gap-3">
                  {view.selectable && (
                    <SelectBox
                      className="mt-1 h-5 w-5 shrink-0"
                      checked={on}
                      onChange={() => view.toggle(k)}
                      aria-label={view.rowBoxLabel(row)}
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
                {view.rowActions && (
                  <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-line pt-2">
                    {view.rowActions(row)}
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
