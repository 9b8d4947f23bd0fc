import { Search } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { adminSend } from "~/components/admin/adminApi";
import { useT } from "~/i18n";
import { PATHS } from "./api";
import { listOf } from "./filters";
import type { AdminProductListItem } from "./product";
import { ChosenProductList, type PickedProduct, ProductResults } from "./productPickerParts";
import { useCloseOutside } from "./useCloseOutside";

export { Thumb } from "./Thumb";
export type { PickedProduct };

/** Debounced product search over GET /api/admin/products (keyword, 10 results). */
export function useProductSearch(text: string, enabled = true) {
  const [results, setResults] = useState<AdminProductListItem[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    const h = setTimeout(async () => {
      setBusy(true);
      const r = await adminSend<unknown>("GET", PATHS.products, undefined, {
        query: { keyword: text.trim() || undefined, limit: 10, sortBy: "updatedAt", sortDirection: "desc" },
        signal: ctrl.signal,
      });
      if (!ctrl.signal.aborted) {
        setResults(r.ok ? listOf<AdminProductListItem>(r.data) : []);
        setBusy(false);
      }
    }, 300);
    return () => {
      clearTimeout(h);
      ctrl.abort();
    };
  }, [text, enabled]);
  return { results, busy };
}

/**
 * Choose products, in order: a search box lists matches (Enter or click adds), chosen ones can be
 * moved up and down and removed. Used by topics; `renderExtra` adds per-row controls.
 */
export function ProductPicker({
  label,
  value,
  onChange,
  max = 1000,
  hint,
  error,
  renderExtra,
  testId = "product-picker",
}: {
  label: string;
  value: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  max?: number;
  hint?: ReactNode;
  error?: string;
  renderExtra?: (p: PickedProduct) => ReactNode;
  testId?: string;
}) {
  const t = useT();
  const uid = useId();
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const { results, busy } = useProductSearch(text, focused || text !== "");
  // Close the results on a click or focus outside the search box.
  const boxRef = useCloseOutside(focused, () => setFocused(false));
  const chosen = new Set(value.map((p) => p.id));
  const add = (p: AdminProductListItem) => {
    if (chosen.has(p.id) || value.length >= max) return;
    onChange([...value, { id: p.id, name: p.name, media: p.media, price: p.unitSpecialPrice || p.price }]);
  };
  const move = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= value.length) return;
    const next = [...value];
    [next[i], next[j]] = [next[j] as PickedProduct, next[i] as PickedProduct];
    onChange(next);
  };
  const showResults = focused;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid={testId} data-field="productIds">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label} <span className="font-normal text-muted">({value.length})</span>
      </legend>
      <div ref={boxRef} className="relative">
        <label htmlFor={`${uid}-q`} className="sr-only">
          {t("pick.search")}
        </label>
        <Search size={16} aria-hidden className="pointer-events-none absolute top-3 left-3 text-muted" />
        <input
          id={`${uid}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => setFocused(true)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setFocused(false);
          }}
          placeholder={t("pick.search")}
          autoComplete="off"
          aria-controls={showResults ? `${uid}-r` : undefined}
          data-testid={`${testId}-search`}
          className="h-10 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        {showResults && (
          <ProductResults uid={uid} results={results} busy={busy} chosen={chosen} add={add} testId={testId} />
        )}
      </div>
      {value.length > 0 ? (
        <ChosenProductList
          uid={uid}
          value={value}
          onChange={onChange}
          move={move}
          renderExtra={renderExtra}
          testId={testId}
        />
      ) : (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">
          {t("pick.empty")}
        </p>
      )}
      {error ? (
        <p className="text-sm text-danger">{error}</p>
      ) : hint ? (
        <p className="text-sm text-muted">{hint}</p>
      ) : null}
    </fieldset>
  );
}
