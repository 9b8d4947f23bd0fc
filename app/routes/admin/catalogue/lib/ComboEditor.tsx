import { Plus, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { adminSend } from "~/components/admin/adminApi";
import { NumberField } from "~/components/admin/NumberField";
import { Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import { PATHS } from "./api";
import { listOf } from "./filters";
import { type AdminStockProduct, leafLines } from "./product";

export type EditCombo = { stockId: number; productName: string; spec: string; quantity: number | null; stock: number };

/** Complete sets the parts allow (the scarcest part decides). */
export const comboSets = (combos: readonly EditCombo[]) =>
  combos.length ? Math.min(...combos.map((c) => Math.floor(Math.max(0, c.stock) / Math.max(1, c.quantity ?? 1)))) : 0;

/**
 * The parts of a COMBO product: sellable lines (no sub-lines) of other, non-combo products, each
 * with a quantity per set. Found by searching products with their lines (GET /api/admin/product/stocks).
 */
export function ComboEditor({
  value,
  onChange,
  selfId,
  error,
}: {
  value: EditCombo[];
  onChange: (next: EditCombo[]) => void;
  selfId: number | null;
  error: (path: string) => string | undefined;
}) {
  const t = useT();
  const uid = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<AdminStockProduct[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    const h = setTimeout(async () => {
      setBusy(true);
      const r = await adminSend<unknown>("GET", PATHS.stocks, undefined, {
        query: { keyword: text.trim() || undefined, limit: 10 },
        signal: ctrl.signal,
      });
      if (!ctrl.signal.aborted) {
        setResults(r.ok ? listOf<AdminStockProduct>(r.data) : []);
        setBusy(false);
      }
    }, 300);
    return () => {
      clearTimeout(h);
      ctrl.abort();
    };
  }, [text, open]);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("focusin", away);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("focusin", away);
    };
  }, [open]);
  const chosen = new Set(value.map((c) => c.stockId));
  const candidates = results
    .filter((p) => p.kind !== "COMBO" && p.productId !== selfId)
    .flatMap((p) => leafLines(p.stocks).map(({ line, label }) => ({ p, line, label })));

  return (
    <div className="flex flex-col gap-3" data-field="combos">
      <div className="relative" ref={boxRef}>
        <label htmlFor={`${uid}-q`} className="mb-1.5 block text-sm font-medium">
          {t("pe.comboAdd")}
        </label>
        <Search size={16} aria-hidden className="pointer-events-none absolute top-[2.35rem] left-3 text-muted" />
        <input
          id={`${uid}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setOpen(false);
          }}
          placeholder={t("pick.search")}
          autoComplete="off"
          className="h-10 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        {open && (
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
        )}
      </div>
      {value.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">
          {t("pe.comboEmpty")}
        </p>
      ) : (
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
      )}
      {error("combos") && <p className="text-sm text-danger">{error("combos")}</p>}
      {value.length > 0 && (
        <p className="text-sm text-muted">
          {t("pe.comboSets")}: <strong className="text-ink tabular-nums">{comboSets(value)}</strong>
        </p>
      )}
    </div>
  );
}
