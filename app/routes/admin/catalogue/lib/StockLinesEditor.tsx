import { CornerDownRight, Plus, Trash2 } from "lucide-react";
import { NumberField } from "~/components/admin/NumberField";
import { Button, cx } from "~/components/ui";
import { useT } from "~/i18n";
import type { AdminStockLine } from "./product";

/** One editable stock line (a spec); `id` for a line that exists, `origStock` to send stock only when changed. */
export type EditLine = {
  key: string;
  id?: number;
  spec: string;
  sku: string;
  stock: number | null;
  origStock?: number;
  children: EditLine[];
};

let seq = 0;
export const newKey = () => `l${++seq}-${Date.now().toString(36)}`;
export const blankLine = (spec = ""): EditLine => ({ key: newKey(), spec, sku: "", stock: 0, children: [] });

export function toEditLines(lines: readonly AdminStockLine[]): EditLine[] {
  return lines.map((l) => ({
    key: newKey(),
    id: l.id,
    spec: l.spec,
    sku: l.sku ?? "",
    stock: l.stock,
    origStock: l.stock,
    children: toEditLines(l.children),
  }));
}

type LineInput = { id?: number; spec: string; sku: string | null; stock?: number; children?: LineInput[] };

/**
 * The API's `stocks`: existing lines keep their stock unless it was edited here (so an order that
 * came in while the page was open is not overwritten); a line with children holds no stock.
 */
export function toStockInput(lines: readonly EditLine[], combo: boolean): LineInput[] {
  return lines.map((l) => {
    const out: LineInput = { spec: l.spec.trim(), sku: l.sku.trim() || null };
    if (l.id) out.id = l.id;
    const holds = !combo && l.children.length === 0;
    if (holds && (l.id === undefined || l.stock !== l.origStock)) out.stock = l.stock ?? 0;
    if (l.children.length) out.children = toStockInput(l.children, combo);
    return out;
  });
}

export const totalStock = (lines: readonly EditLine[]): number =>
  lines.reduce((a, l) => a + (l.children.length ? totalStock(l.children) : Math.max(0, l.stock ?? 0)), 0);

/**
 * The spec (stock line) editor of a NORMAL product: lines with spec name, SKU and stock; a line
 * may have sub-lines (size under colour), and then its stock is theirs. `error(path)` gives the
 * field errors of paths like "stocks.0.children.1.stock".
 */
export function StockLinesEditor({
  lines,
  onChange,
  error,
  combo,
}: {
  lines: EditLine[];
  onChange: (next: EditLine[]) => void;
  error: (path: string) => string | undefined;
  combo?: boolean;
}) {
  const t = useT();
  const update = (i: number, patch: Partial<EditLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const updateChild = (i: number, c: number, patch: Partial<EditLine>) =>
    update(i, { children: (lines[i]?.children ?? []).map((x, k) => (k === c ? { ...x, ...patch } : x)) });

  const row = (
    l: EditLine,
    path: string,
    onPatch: (p: Partial<EditLine>) => void,
    onRemove: (() => void) | null,
    opts: { child?: boolean; holds: boolean; sum?: number; onAddChild?: () => void; n: string },
  ) => (
    <div
      className={cx(
        "grid grid-cols-2 items-start gap-2 py-3 min-[734px]:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto]",
        opts.child && "pl-5 min-[734px]:pl-8",
      )}
      data-testid={opts.child ? "stock-child" : "stock-line"}
    >
      <div className="col-span-2 flex items-start gap-1.5 min-[734px]:col-span-1" data-field={`${path}.spec`}>
        {opts.child && <CornerDownRight size={16} aria-hidden className="mt-3 shrink-0 text-muted" />}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`f-${path}.spec`} className="sr-only">
            {t("pe.specName", { n: opts.n })}
          </label>
          <input
            id={`f-${path}.spec`}
            value={l.spec}
            maxLength={60}
            onChange={(e) => onPatch({ spec: e.target.value })}
            placeholder={opts.child ? t("pe.childSpecPlaceholder") : t("pe.specPlaceholder")}
            aria-invalid={error(`${path}.spec`) ? true : undefined}
            data-testid="stock-spec"
            className={cx(
              "h-10 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
              error(`${path}.spec`) ? "border-danger" : "border-line",
            )}
          />
          {error(`${path}.spec`) && <p className="text-sm text-danger">{error(`${path}.spec`)}</p>}
        </div>
      </div>
      <div className="flex flex-col gap-1" data-field={`${path}.sku`}>
        <label htmlFor={`f-${path}.sku`} className="text-xs text-muted min-[734px]:sr-only">
          {t("pe.sku")}
        </label>
        <input
          id={`f-${path}.sku`}
          value={l.sku}
          maxLength={64}
          onChange={(e) => onPatch({ sku: e.target.value })}
          placeholder={t("pe.sku")}
          aria-invalid={error(`${path}.sku`) ? true : undefined}
          className={cx(
            "h-10 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
            error(`${path}.sku`) ? "border-danger" : "border-line",
          )}
        />
        {error(`${path}.sku`) && <p className="text-sm text-danger">{error(`${path}.sku`)}</p>}
      </div>
      <div data-field={`${path}.stock`}>
        {opts.holds ? (
          <NumberField
            label={t("pe.stockOf", { n: opts.n })}
            hideLabel
            id={`f-${path}.stock`}
            value={l.stock}
            onChange={(v) => onPatch({ stock: v })}
            min={0}
            error={error(`${path}.stock`)}
            suffix={t("pe.units")}
            testId="stock-qty"
          />
        ) : (
          <p className="flex h-10 items-center text-sm text-muted" title={t("pe.stockFromChildren")}>
            {combo ? t("pe.comboStockShort") : t("pe.stockSum", { n: opts.sum ?? 0 })}
          </p>
        )}
      </div>
      <div className="col-span-2 flex justify-end gap-1 min-[734px]:col-span-1">
        {opts.onAddChild && (
          <Button type="button" variant="ghost" className="h-10 px-2.5 text-sm" onClick={opts.onAddChild}>
            <Plus size={16} aria-hidden /> {t("pe.addChild")}
          </Button>
        )}
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            className="h-10 px-2.5 text-danger"
            onClick={onRemove}
            aria-label={t("pe.removeSpec", { n: opts.n })}
          >
            <Trash2 size={16} aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <div className="flex flex-col" data-field="stocks">
      <div className="hidden grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] gap-2 border-b border-line pb-2 text-sm text-muted min-[734px]:grid">
        <span>{t("pe.spec")}</span>
        <span>{t("pe.sku")}</span>
        <span>{t("pe.stock")}</span>
        <span className="w-24" />
      </div>
      <div className="divide-y divide-line">
        {lines.map((l, i) => {
          const path = `stocks.${i}`;
          const n = l.spec || String(i + 1);
          return (
            <div key={l.key}>
              {row(
                l,
                path,
                (p) => update(i, p),
                lines.length > 1 ? () => onChange(lines.filter((_, j) => j !== i)) : null,
                {
                  holds: !combo && l.children.length === 0,
                  sum: totalStock(l.children),
                  onAddChild: combo
                    ? undefined
                    : () =>
                        update(i, {
                          // The line's own stock moves to its first sub-line.
                          children: [...l.children, { ...blankLine(), stock: l.children.length ? 0 : (l.stock ?? 0) }],
                          stock: 0,
                        }),
                  n,
                },
              )}
              {l.children.map((c, k) =>
                row(
                  c,
                  `${path}.children.${k}`,
                  (p) => updateChild(i, k, p),
                  () => update(i, { children: l.children.filter((_, j) => j !== k) }),
                  { child: true, holds: !combo, n: `${n} / ${c.spec || k + 1}` },
                ),
              )}
              {error(`${path}.children`) && <p className="pb-2 text-sm text-danger">{error(`${path}.children`)}</p>}
            </div>
          );
        })}
      </div>
      {error("stocks") && <p className="pt-2 text-sm text-danger">{error("stocks")}</p>}
      {!combo && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
          <Button
            type="button"
            variant="secondary"
            className="h-10"
            onClick={() => onChange([...lines, blankLine()])}
            data-testid="add-spec"
          >
            <Plus size={16} aria-hidden /> {t("pe.addSpec")}
          </Button>
          <p className="text-sm text-muted">
            {t("pe.totalStock")}:{" "}
            <strong className="text-ink tabular-nums">{totalStock(lines).toLocaleString()}</strong>
          </p>
        </div>
      )}
    </div>
  );
}
