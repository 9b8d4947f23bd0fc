import { CornerDownRight, Plus, Trash2 } from "lucide-react";
import { NumberField } from "~/components/admin/NumberField";
import { Button, cx } from "~/components/ui";
import { useT } from "~/i18n";

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

/** One stock line of the editor (or a sub-line, `opts.child`): spec name, SKU, its stock or its sub-lines' sum, actions. */
export function StockLineRow({
  l,
  path,
  onPatch,
  onRemove,
  opts,
  error,
  combo,
}: {
  l: EditLine;
  path: string;
  onPatch: (p: Partial<EditLine>) => void;
  onRemove: (() => void) | null;
  opts: { child?: boolean; holds: boolean; sum?: number; onAddChild?: () => void; n: string };
  error: (path: string) => string | undefined;
  combo?: boolean;
}) {
  const t = useT();
  return (
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
}
