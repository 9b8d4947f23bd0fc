import { bestSrc, type MediaRef } from "@functions/shared/media";
import { formatMoney } from "@functions/shared/pricing";
import { ImageOff, Plus, Search, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { adminSend } from "~/components/admin/adminApi";
import { IconButton } from "~/components/admin/content/IconButton";
import { MoveRowButtons } from "~/components/admin/kit";
import { Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import { PATHS } from "./api";
import { listOf } from "./filters";
import type { AdminProductListItem } from "./product";

export type PickedProduct = { id: number; name: string; media: MediaRef | null; price?: number };

export function Thumb({
  media,
  size = 48,
  alt = "",
}: {
  media: MediaRef | null | undefined;
  size?: number;
  alt?: string;
}) {
  const src = bestSrc(media, ["90x90", "300x300", "w400"]);
  return src ? (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-lg border border-line bg-surface object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      className="inline-flex shrink-0 items-center justify-center rounded-lg border border-line bg-surface text-muted"
      style={{ width: size, height: size }}
    >
      <ImageOff size={Math.round(size / 2.6)} aria-hidden />
    </span>
  );
}

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
  const boxRef = useRef<HTMLDivElement>(null);
  // Close the results on a click or focus outside the search box.
  useEffect(() => {
    if (!focused) return;
    const away = (e: Event) => {
      if (!boxRef.current?.contains(e.target as Node)) setFocused(false);
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("focusin", away);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("focusin", away);
    };
  }, [focused]);
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
          aria-controls={`${uid}-r`}
          data-testid={`${testId}-search`}
          className="h-10 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        {showResults && (
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
        )}
      </div>
      {value.length > 0 ? (
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
