import { History, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/Badge";
import { NumberField } from "~/components/admin/NumberField";
import { Card, cx } from "~/components/ui";
import { useT } from "~/i18n";
import { Thumb } from "../ProductPicker";
import { productEditPath } from "../paths";
import type { AdminStockLine, AdminStockProduct } from "../product";
import type { StockEdits } from "./useStockEdits";

/** Spec lines in tree order, with their path label ("紅 / M") and depth. */
function lineRows(p: AdminStockProduct) {
  const rows: { line: AdminStockLine; label: string; depth: number }[] = [];
  const walk = (ls: AdminStockLine[], parent: string, depth: number) => {
    for (const l of ls) {
      const label = parent ? `${parent} / ${l.spec}` : l.spec;
      rows.push({ line: l, label, depth });
      walk(l.children, label, depth + 1);
    }
  };
  walk(p.stocks, "", 0);
  return rows;
}

/** One product of the stock page: its lines, the leaf ones with a stock field (only NORMAL products' leaves hold stock). */
export function StockCard({ p, edits, logsHref }: { p: AdminStockProduct; edits: StockEdits; logsHref: string }) {
  const t = useT();
  return (
    <Card className="p-3 min-[734px]:p-4" data-testid="stock-product">
      <div className="flex items-center gap-3">
        <Thumb media={p.media} size={44} />
        <div className="min-w-0 flex-1">
          <Link to={productEditPath(p.productId)} className="font-medium hover:text-brand-700 hover:underline">
            {p.name}
          </Link>
          <div className="mt-0.5 flex flex-wrap gap-1.5 text-sm text-muted">
            {p.kind === "COMBO" && <Badge tone="brand">{t("pl.combo")}</Badge>}
            {!p.isDisplay && <Badge>{t("shelf.off")}</Badge>}
            <span>{t("stock.total", { n: p.stock })}</span>
          </div>
        </div>
        <Link
          to={logsHref}
          className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-sm text-brand-700 hover:bg-brand-50"
          aria-label={t("stock.logsOf", { name: p.name })}
        >
          <History size={16} aria-hidden /> <span className="hidden min-[734px]:inline">{t("stock.viewLogs")}</span>
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-line border-t border-line">
        {lineRows(p).map(({ line, label, depth }) => {
          const holds = p.kind !== "COMBO" && line.children.length === 0;
          const edited = edits.edits[line.id];
          const value = edited === undefined ? line.stock : edited;
          const isDirty = edited !== undefined && edited !== null && edited !== line.stock;
          return (
            <li
              key={line.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              style={{ paddingLeft: depth * 20 }}
            >
              <div className="min-w-0 flex-1">
                <p className="text-[15px]">{label || t("pe.singleSpec")}</p>
                <p className="text-xs text-muted">
                  {line.sku ? `SKU ${line.sku} · ` : ""}
                  {t("stock.lineId", { id: line.id })}
                </p>
              </div>
              {holds ? (
                <div className="flex items-center gap-1">
                  <NumberField
                    label={t("stock.stockOf", { name: `${p.name} ${label}` })}
                    hideLabel
                    id={`stock-${line.id}`}
                    value={value}
                    onChange={(x) => edits.set(line.id, x)}
                    min={0}
                    error={edits.errors[String(line.id)] ? t(edits.errors[String(line.id)] as string) : undefined}
                    className={cx("w-32", isDirty && "[&>div]:border-brand-500 [&>div]:bg-brand-50")}
                    testId="stock-input"
                  />
                  {isDirty && (
                    <button
                      type="button"
                      onClick={() => edits.undo(line.id)}
                      aria-label={t("stock.undo", { name: label || p.name })}
                      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-muted hover:bg-black/5"
                    >
                      <RotateCcw size={16} aria-hidden />
                    </button>
                  )}
                </div>
              ) : (
                <span className="text-sm text-muted">
                  {p.kind === "COMBO" ? t("stock.comboLine", { n: line.stock }) : t("stock.parentLine")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
