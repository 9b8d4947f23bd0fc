import { Check, Plus, Search } from "lucide-react";
import { useId } from "react";
import { Button, cx, Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import { ChosenProducts } from "./lib/ChosenProducts";
import { type ProductRef, useProductSearch } from "./lib/useProductSearch";

// The products one shipping method may carry (allowedProducts): the chosen ones as removable
// chips, named even when they are on no loaded page, and a search over the store's whole catalogue
// (GET /api/admin/products?keyword=&offset=&limit=: name, summary or stock code) with "load more".

export type { ProductRef };

export function AllowedProductsPicker({
  label,
  value,
  names,
  onChange,
  onSeen,
  error,
  testId,
}: {
  label: string;
  value: readonly number[];
  /** Names of products already known (the chosen ones from the settings answer, pages seen). */
  names: ReadonlyMap<number, string>;
  onChange: (next: number[]) => void;
  /** Products a page of results showed, so their names stay known after a new search. */
  onSeen: (refs: ProductRef[]) => void;
  error?: string;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const { text, setText, keyword, res, load } = useProductSearch(onSeen);
  const chosen = new Set(value);

  const toggle = (p: ProductRef) => onChange(chosen.has(p.id) ? value.filter((x) => x !== p.id) : [...value, p.id]);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <ChosenProducts value={value} names={names} onChange={onChange} />
      <div className="relative flex items-center">
        <Search size={16} aria-hidden className="pointer-events-none absolute left-3 text-muted" />
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("commerceSettings.shipping.picker.search")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("commerceSettings.shipping.picker.search")}
          className="h-11 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          data-testid="picker-search"
        />
      </div>
      <p className="text-xs text-muted" aria-live="polite" data-testid="picker-count">
        {res.status === "failed"
          ? t("commerceSettings.loadFailed")
          : t("commerceSettings.shipping.picker.showing", { shown: res.items.length, total: res.total })}
      </p>
      {res.status !== "failed" && res.items.length === 0 && res.status === "done" ? (
        <p className="text-sm text-muted">{t("commerceSettings.shipping.noProducts")}</p>
      ) : (
        <ul
          className="flex max-h-80 flex-col divide-y divide-line overflow-y-auto rounded-xl border border-line bg-white"
          data-testid="picker-results"
        >
          {res.items.map((p) => {
            const on = chosen.has(p.id);
            return (
              <li key={p.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(p)}
                  className={cx(
                    "flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-[15px] hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-500",
                    on && "text-brand-700",
                  )}
                >
                  <span
                    className={cx(
                      "inline-flex h-5 w-5 shrink-0 items-center justify-center rounded border",
                      on ? "border-brand-600 bg-brand-600 text-white" : "border-line",
                    )}
                  >
                    {on ? <Check size={14} aria-hidden /> : <Plus size={12} aria-hidden className="text-muted" />}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{p.name}</span>
                </button>
              </li>
            );
          })}
          {res.status === "loading" && (
            <li className="flex justify-center p-3 text-muted">
              <Spinner size={18} />
            </li>
          )}
        </ul>
      )}
      {res.status === "done" && res.items.length < res.total && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => void load(keyword, res.items.length)}
          data-testid="picker-more"
        >
          {t("commerceSettings.shipping.picker.more")}
        </Button>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
