import type { ProductListItem } from "@functions/shared/commerce/catalogue";
import { bestSrc } from "@functions/shared/media";
import { formatMoney } from "@functions/shared/pricing";
import { ArrowDown, ArrowUp, Package, Plus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { listOf } from "~/components/admin/loaderData";
import { moveItem } from "~/components/admin/sortOrder";
import { useT } from "~/i18n";
import { api } from "~/lib/api";
import { Button, Spinner } from "../../ui";
import { SearchBox } from "../SearchBox";
import { ThumbBox } from "../ThumbBox";
import { CONTENT_API } from "./api";
import { IconButton } from "./IconButton";

// Products featured in an article: search the store's products (GET /api/admin/products?keyword=)
// and keep an ordered list. Keyboard: results and the chosen list are plain buttons.

export type PickedProduct = Pick<ProductListItem, "id" | "name"> & {
  imagePath?: string | null;
  media?: ProductListItem["media"];
  price?: number;
  unitSpecialPrice?: number;
  /** Admin lists say whether the product is on shelf. */
  isDisplay?: boolean;
};

const money = (minor: number | undefined) => (minor == null ? "" : formatMoney(minor));

function Thumb({ p }: { p: PickedProduct }) {
  const src = p.imagePath ?? bestSrc(p.media ?? null, ["90x90", "300x300"]);
  return <ThumbBox src={src} icon={<Package size={16} aria-hidden />} className="h-10 w-10 rounded-md text-muted" />;
}

/** The chosen products (in order), at most `max` of them, and the field's error. */
type PickerProps = {
  value: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  max: number;
  error?: string;
};

export function ProductPicker({ value, onChange, max, error }: PickerProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState("");
  const { results, status } = useProductSearch(query);
  const chosen = new Set(value.map((p) => p.id));

  const add = (p: PickedProduct) => {
    if (chosen.has(p.id) || value.length >= max) return;
    onChange([...value, p]);
  };

  return (
    <div className="grid gap-4 min-[900px]:grid-cols-2" data-field="productIds">
      <div className="flex min-w-0 flex-col gap-2">
        <SearchBox
          id={`${id}-q`}
          label={t("adminContent.article.findProducts")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("adminContent.article.productSearchPlaceholder")}
          aria-describedby={`${id}-status`}
          data-testid="product-search"
        />
        <p id={`${id}-status`} className="sr-only" aria-live="polite">
          {status === "done" ? t("adminContent.article.resultsCount", { count: results.length }) : ""}
        </p>
        <ul className="flex max-h-80 flex-col divide-y divide-line overflow-y-auto rounded-xl border border-line bg-white">
          {status === "loading" && (
            <li className="flex items-center justify-center p-4 text-muted">
              <Spinner size={18} />
            </li>
          )}
          {status === "failed" && (
            <li className="p-4 text-sm text-danger">{t("adminContent.article.productsFailed")}</li>
          )}
          {status === "done" && results.length === 0 && (
            <li className="p-4 text-sm text-muted">{t("adminContent.article.noProducts")}</li>
          )}
          {status === "done" &&
            results.map((p) => (
              <li key={p.id} className="flex items-center gap-2 p-2">
                <Thumb p={p} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-[15px]">{p.name}</p>
                  <p className="text-xs text-muted">
                    {money(p.unitSpecialPrice || p.price)}
                    {p.isDisplay === false && ` · ${t("adminContent.article.offShelf")}`}
                  </p>
                </div>
                <Button
                  variant={chosen.has(p.id) ? "ghost" : "secondary"}
                  className="h-9 shrink-0 px-3 text-sm"
                  disabled={chosen.has(p.id) || value.length >= max}
                  onClick={() => add(p)}
                  aria-label={t("adminContent.article.addProduct", { name: p.name })}
                >
                  {chosen.has(p.id) ? (
                    t("adminContent.article.added")
                  ) : (
                    <>
                      <Plus size={16} aria-hidden /> {t("adminContent.add")}
                    </>
                  )}
                </Button>
              </li>
            ))}
        </ul>
      </div>
      <ChosenProducts value={value} onChange={onChange} max={max} error={error} />
    </div>
  );
}

/** The store's products matching the query (at most 10), searched 300 ms after the last keystroke. */
function useProductSearch(query: string) {
  const [results, setResults] = useState<PickedProduct[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "failed">("idle");

  useEffect(() => {
    const q = query.trim();
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      setStatus("loading");
      api
        .get<unknown>(CONTENT_API.products, {
          quiet: true,
          signal: ctl.signal,
          query: { keyword: q || undefined, limit: 10, offset: 0 },
        })
        .then((env) => {
          if (env.code !== 0) throw new Error(String(env.code));
          setResults(listOf<PickedProduct>(env.data).slice(0, 10));
          setStatus("done");
        })
        .catch(() => {
          if (!ctl.signal.aborted) setStatus("failed");
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [query]);
  return { results, status };
}

/** The chosen products in their order: move up or down, remove. */
function ChosenProducts({ value, onChange, max, error }: PickerProps) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm font-medium">{t("adminContent.article.chosenProducts", { count: value.length, max })}</p>
      {value.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          {t("adminContent.article.noChosen")}
        </p>
      ) : (
        <ol
          className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white"
          data-testid="chosen-products"
        >
          {value.map((p, i) => (
            <li key={p.id} className="flex items-center gap-2 p-2">
              <span className="w-5 text-center text-sm text-muted tabular-nums">{i + 1}</span>
              <Thumb p={p} />
              <p className="min-w-0 flex-1 truncate text-[15px]">{p.name}</p>
              <div className="flex shrink-0">
                <IconButton
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(value, i, i - 1))}
                  label={t("adminContent.moveUpNamed", { name: p.name })}
                >
                  <ArrowUp size={16} aria-hidden />
                </IconButton>
                <IconButton
                  disabled={i === value.length - 1}
                  onClick={() => onChange(moveItem(value, i, i + 1))}
                  label={t("adminContent.moveDownNamed", { name: p.name })}
                >
                  <ArrowDown size={16} aria-hidden />
                </IconButton>
                <IconButton
                  tone="danger"
                  onClick={() => onChange(value.filter((x) => x.id !== p.id))}
                  label={t("adminContent.article.removeProduct", { name: p.name })}
                >
                  <X size={16} aria-hidden />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}
