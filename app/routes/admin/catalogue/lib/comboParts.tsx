import { Plus, X } from "lucide-react";
import { NumberField } from "~/components/admin/NumberField";
import { Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import type { AdminStockLine, AdminStockProduct } from "./product";

export type EditCombo = { stockId: number; productName: string; spec: string; quantity: number | null; stock: number };

export type ComboCandidate = { p: AdminStockProduct; line: AdminStockLine; label: string };

/** The search's sellable lines under the box: loading, none, or each line with its add button. */
export function ComboCandidates({
  candidates,
  busy,
  chosen,
  value,
  onChange,
}: {
  candidates: ComboCandidate[];
  busy: boolean;
  chosen: ReadonlySet<number>;
  value: EditCombo[];
  onChange: (next: EditCombo[]) => void;
}) {
  const t = useT();
  return (
    <ul
      className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-sm"
      aria-label={t("pick.results")}
    >
      {busy && candidates.length === 0 ? (
        <li className="flex items-center gap-2 p-3 text-sm text-muted">
          <Spinner size={14} /> {t("common.loading")}
        </li>
      ) : candidates.length === 0 ? (
        <li className="p-3 text-sm text-muted">{t("pick.none")}</li>
      ) : (
        candidates.map(({ p, line, label }) => (
          <li key={line.id}>
            <button
              type="button"
              disabled={chosen.has(line.id)}
              onClick={() =>
                onChange([
                  ...value,
                  { stockId: line.id, productName: p.name, spec: label, quantity: 1, stock: line.stock },
                ])
              }
              className="flex w-full items-center gap-2 rounded-md p-2 text-left text-[15px] hover:bg-surface disabled:opacity-50"
            >
              <span className="min-w-0 flex-1 truncate">
                {p.name}
                {label && <span className="text-muted"> · {label}</span>}
              </span>
              <span className="text-sm text-muted tabular-nums">{t("pe.inStock", { n: line.stock })}</span>
              <Plus size={16} aria-hidden className="text-brand-600" />
            </button>
          </li>
        ))
      )}
    </ul>
  );
}

/** The combo's parts, each with its quantity per set and removal. */
export function ComboParts({
  value,
  onChange,
  error,
}: {
  value: EditCombo[];
  onChange: (next: EditCombo[]) => void;
  error: (path: string) => string | undefined;
}) {
  const t = useT();
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {value.map((c, i) => (
        <li key={c.stockId} className="flex flex-wrap items-start gap-2 p-2.5" data-field={`combos.${i}.stockId`}>
          <div className="min-w-0 flex-1">
            <p className="truncate text-[15px]">{c.productName}</p>
            <p className="text-sm text-muted">
              {c.spec || t("pe.singleSpec")} · {t("pe.inStock", { n: c.stock })}
            </p>
            {error(`combos.${i}.stockId`) && <p className="text-sm text-danger">{error(`combos.${i}.stockId`)}</p>}
          </div>
          <NumberField
            label={t("pe.comboQty", { name: c.productName })}
            hideLabel
            id={`f-combos.${i}.quantity`}
            value={c.quantity}
            min={1}
            max={999}
            onChange={(q) => onChange(value.map((x, j) => (j === i ? { ...x, quantity: q } : x)))}
            error={error(`combos.${i}.quantity`)}
            suffix={t("pe.perSet")}
            className="w-32"
          />
          <button
            type="button"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            aria-label={t("pick.remove", { name: c.productName })}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-danger hover:bg-danger/10"
          >
            <X size={16} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
