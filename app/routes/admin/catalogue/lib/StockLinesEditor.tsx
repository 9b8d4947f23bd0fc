import { Plus } from "lucide-react";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import type { AdminStockLine } from "./product";
import { type EditLine, StockLineRow } from "./StockLineRow";

export type { EditLine };

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
              <StockLineRow
                l={l}
                path={path}
                onPatch={(p) => update(i, p)}
                onRemove={lines.length > 1 ? () => onChange(lines.filter((_, j) => j !== i)) : null}
                opts={{
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
                }}
                error={error}
                combo={combo}
              />
              {l.children.map((c, k) => (
                <StockLineRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: by place, as React matched these sub-lines before they were components.
                  key={k}
                  l={c}
                  path={`${path}.children.${k}`}
                  onPatch={(p) => updateChild(i, k, p)}
                  onRemove={() => update(i, { children: l.children.filter((_, j) => j !== k) })}
                  opts={{ child: true, holds: !combo, n: `${n} / ${c.spec || k + 1}` }}
                  error={error}
                  combo={combo}
                />
              ))}
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
