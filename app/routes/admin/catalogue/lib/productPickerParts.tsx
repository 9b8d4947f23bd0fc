import type { MediaRef } from "@functions/shared/media";
import { formatMoney } from "@functions/shared/pricing";
import { Plus, X } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "~/components/admin/content/IconButton";
import { MoveRowButtons } from "~/components/admin/kit";
import { Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import type { AdminProductListItem } from "./product";
import { Thumb } from "./Thumb";

export type PickedProduct = { id: number; name: string; media: MediaRef | null; price?: number };

/** The search's matches under the box: loading, none, or each product with its add button. */
export function ProductResults({
  uid,
  results,
  busy,
  chosen,
  add,
  testId,
}: {
  uid: string;
  results: AdminProductListItem[];
  busy: boolean;
  chosen: ReadonlySet<number>;
  add: (p: AdminProductListItem) => void;
  testId: string;
}) {
  const t = useT();
  return (
    <ul
      id={`${uid}-r`}
      aria-label={t("pick.results")}
      className="mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-sm"
    >
      {busy && results.length === 0 ? (
        <li className="flex items-center gap-2 p-3 text-sm text-muted">
          <Spinner size={14} /> {t("common.loading")}
        </li>
      ) : results.length === 0 ? (
        <li className="p-3 text-sm text-muted">{t("pick.none")}</li>
      ) : (
        results.map((p) => {
          const on = chosen.has(p.id);
          return (
            <li key={p.id}>
              <button
                type="button"
                disabled={on}
                onClick={() => add(p)}
                className="flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-surface disabled:opacity-50"
                data-testid={`${testId}-result`}
              >
                <Thumb media={p.media} size={36} />
                <span className="min-w-0 flex-1 truncate text-[15px]">{p.name}</span>
                <span className="shrink-0 text-sm text-muted tabular-nums">
                  {formatMoney(p.unitSpecialPrice || p.price)}
                </span>
                {on ? (
                  <span className="text-xs text-muted">{t("pick.added")}</span>
                ) : (
                  <Plus size={16} aria-hidden className="text-brand-600" />
                )}
                <span className="sr-only">{on ? "" : t("pick.add", { name: p.name })}</span>
              </button>
            </li>
          );
        })
      )}
    </ul>
  );
}

/** The chosen products in order, each with its place, extra controls, moves and removal. */
export function ChosenProductList({
  uid,
  value,
  onChange,
  move,
  renderExtra,
  testId,
}: {
  uid: string;
  value: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  move: (i: number, d: -1 | 1) => void;
  renderExtra?: (p: PickedProduct) => ReactNode;
  testId: string;
}) {
  const t = useT();
  return (
    <ol className="flex flex-col divide-y divide-line rounded-lg border border-line">
      {value.map((p, i) => (
        <li key={p.id} className="flex flex-wrap items-center gap-2 p-2" data-testid={`${testId}-chosen`}>
          <span className="w-6 text-center text-sm text-muted tabular-nums">{i + 1}</span>
          <Thumb media={p.media} size={36} />
          <span className="min-w-0 flex-1 truncate text-[15px]">{p.name}</span>
          {renderExtra?.(p)}
          <div className="flex">
            <MoveRowButtons
              idPrefix={`${uid}-${p.id}`}
              first={i === 0}
              last={i === value.length - 1}
              onMove={(d) => move(i, d)}
              upLabel={t("pick.up", { name: p.name })}
              downLabel={t("pick.down", { name: p.name })}
            />
            <IconButton
              tone="danger"
              onClick={() => onChange(value.filter((x) => x.id !== p.id))}
              label={t("pick.remove", { name: p.name })}
            >
              <X size={16} aria-hidden />
            </IconButton>
          </div>
        </li>
      ))}
    </ol>
  );
}
