import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { adminSend } from "~/components/admin/adminApi";
import { useT } from "~/i18n";
import { PATHS } from "./api";
import { ComboCandidates, ComboParts, type EditCombo } from "./comboParts";
import { listOf } from "./filters";
import { type AdminStockProduct, leafLines } from "./product";
import { useCloseOutside } from "./useCloseOutside";

export type { EditCombo };

/** Complete sets the parts allow (the scarcest part decides). */
export const comboSets = (combos: readonly EditCombo[]) =>
  combos.length ? Math.min(...combos.map((c) => Math.floor(Math.max(0, c.stock) / Math.max(1, c.quantity ?? 1)))) : 0;

/** Debounced search of products with their lines (GET /api/admin/product/stocks, 10 results) while the box is open. */
function useStockSearch(text: string, open: boolean) {
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
  return { results, busy };
}

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
  const { results, busy } = useStockSearch(text, open);
  const boxRef = useCloseOutside(open, () => setOpen(false));
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
          <ComboCandidates candidates={candidates} busy={busy} chosen={chosen} value={value} onChange={onChange} />
        )}
      </div>
      {value.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">
          {t("pe.comboEmpty")}
        </p>
      ) : (
        <ComboParts value={value} onChange={onChange} error={error} />
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
