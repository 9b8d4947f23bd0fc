import { MAX_EXTRAS } from "@functions/commerce/promotions/schemas";
import type { ActionType } from "@functions/shared/commerce/commerce";
import { formatMoney } from "@functions/shared/pricing";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { IconButton } from "~/components/admin/content/IconButton";
import { NumberField } from "~/components/admin/NumberField";
import { SearchBox } from "~/components/admin/SearchBox";
import { Button, Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import { Thumb, useProductSearch } from "../catalogue/lib/ProductPicker";
import { type ExtraForm, newKey } from "./lib";
import { productLines } from "./refs";

// Gifts (GIFT, price 0) and add-on offers (ADDITIONAL) of one tier: search a product, choose one
// of its stock lines, then its price and the most a shopper may take. Paths of the API's issues:
// conditions.{i}.extras.{j}.stockId / price / quantity.

type Lines = { productId: number; productName: string; lines: { stockId: number; spec: string; stock: number }[] };

export function ExtrasEditor({
  tierIndex,
  actionType,
  value,
  onChange,
  err,
}: {
  tierIndex: number;
  actionType: ActionType;
  value: ExtraForm[];
  onChange: (next: ExtraForm[]) => void;
  err: (path: string) => string | undefined;
}) {
  const t = useT();
  const uid = useId();
  const gift = actionType === "GIFT";
  const base = `conditions.${tierIndex}.extras`;
  const finder = useExtraFinder(value, onChange, gift);
  const update = (key: string, patch: Partial<ExtraForm>) =>
    onChange(value.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-field={base} data-testid={`tier-${tierIndex}-extras`}>
      <legend className="mb-1 text-sm font-medium">
        {t(gift ? "adminPromotions.extras.gifts" : "adminPromotions.extras.addons")}
      </legend>
      {value.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-3 text-sm text-muted">
          {t("adminPromotions.extras.empty")}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {value.map((x, j) => (
            <ExtraLine
              key={x.key}
              extra={x}
              path={`${base}.${j}`}
              tierIndex={tierIndex}
              gift={gift}
              update={(patch) => update(x.key, patch)}
              onRemove={() => onChange(value.filter((y) => y.key !== x.key))}
              err={err}
            />
          ))}
        </ul>
      )}
      {err(base) && <p className="text-sm text-danger">{err(base)}</p>}

      <ExtraFinder finder={finder} uid={uid} tierIndex={tierIndex} full={value.length >= MAX_EXTRAS} />
    </fieldset>
  );
}

/**
 * Finding the product of a new line: the search (open once focused), the product whose stock lines
 * are shown, the one being loaded, and adding a line (not one already taken, not past the limit).
 */
function useExtraFinder(value: ExtraForm[], onChange: (next: ExtraForm[]) => void, gift: boolean) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const { results, busy } = useProductSearch(text, open);
  const [lines, setLines] = useState<Lines | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const taken = new Set(value.map((x) => x.stockId));

  async function choose(productId: number, productName: string) {
    setLoading(productId);
    const d = await productLines(productId);
    setLoading(null);
    setLines({ productId, productName, lines: d?.lines ?? [] });
  }
  function add(stockId: number, spec: string) {
    if (!lines || taken.has(stockId) || value.length >= MAX_EXTRAS) return;
    onChange([
      ...value,
      {
        key: newKey("x"),
        productId: lines.productId,
        productName: lines.productName,
        stockId,
        spec,
        price: gift ? 0 : null,
        quantity: 1,
      },
    ]);
  }
  return { text, setText, open, setOpen, results, busy, lines, loading, taken, choose, add };
}

/** A chosen gift or add-on: its product and line, its price (0 for a gift) and the most one may take. */
function ExtraLine({
  extra: x,
  path,
  tierIndex,
  gift,
  update,
  onRemove,
  err,
}: {
  extra: ExtraForm;
  path: string;
  tierIndex: number;
  gift: boolean;
  update: (patch: Partial<ExtraForm>) => void;
  onRemove: () => void;
  err: (path: string) => string | undefined;
}) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-end gap-2 p-2" data-testid={`tier-${tierIndex}-extra`}>
      <div className="min-w-40 flex-1">
        <p className="truncate text-[15px]">{x.productName}</p>
        <p className="text-xs text-muted">{x.spec || t("adminPromotions.extras.singleLine")}</p>
        {err(`${path}.stockId`) && <p className="text-sm text-danger">{err(`${path}.stockId`)}</p>}
      </div>
      <NumberField
        label={t("adminPromotions.extras.price")}
        money
        name={`${path}.price`}
        value={gift ? 0 : x.price}
        disabled={gift}
        onChange={(v) => update({ price: v })}
        error={err(`${path}.price`)}
        className="w-32"
      />
      <NumberField
        label={t("adminPromotions.extras.quantity")}
        name={`${path}.quantity`}
        value={x.quantity}
        min={1}
        max={999}
        onChange={(v) => update({ quantity: v })}
        error={err(`${path}.quantity`)}
        className="w-24"
      />
      <IconButton
        tone="danger"
        label={t("adminPromotions.extras.remove", { name: `${x.productName} ${x.spec}`.trim() })}
        onClick={onRemove}
      >
        <X size={16} aria-hidden />
      </IconButton>
    </li>
  );
}

/** Search a product, then choose one of its stock lines to add. */
function ExtraFinder({
  finder,
  uid,
  tierIndex,
  full,
}: {
  finder: ReturnType<typeof useExtraFinder>;
  /** Names the search box. */
  uid: string;
  tierIndex: number;
  full: boolean;
}) {
  const t = useT();
  const { text, setText, open, setOpen, results, busy, lines, loading, taken, choose, add } = finder;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-surface p-2">
      <SearchBox
        id={`${uid}-q`}
        label={t("adminPromotions.extras.find")}
        value={text}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        placeholder={t("pick.search")}
        autoComplete="off"
        data-testid={`tier-${tierIndex}-extra-search`}
        compact
      />
      {open && (
        <ul
          aria-label={t("pick.results")}
          className="max-h-56 overflow-y-auto rounded-lg border border-line bg-white p-1"
        >
          {busy && results.length === 0 ? (
            <li className="flex items-center gap-2 p-2 text-sm text-muted">
              <Spinner size={14} /> {t("common.loading")}
            </li>
          ) : results.length === 0 ? (
            <li className="p-2 text-sm text-muted">{t("pick.none")}</li>
          ) : (
            results.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => void choose(p.id, p.name)}
                  aria-pressed={lines?.productId === p.id}
                  className="flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-surface aria-pressed:bg-brand-50"
                  data-testid={`tier-${tierIndex}-extra-product`}
                >
                  <Thumb media={p.media} size={32} />
                  <span className="min-w-0 flex-1 truncate text-[15px]">{p.name}</span>
                  <span className="shrink-0 text-sm text-muted tabular-nums">
                    {formatMoney(p.unitSpecialPrice || p.price)}
                  </span>
                  {loading === p.id && <Spinner size={14} />}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
      {lines && (
        <div className="flex flex-col gap-1.5" aria-live="polite">
          <p className="text-sm">{t("adminPromotions.extras.linesOf", { name: lines.productName })}</p>
          {lines.lines.length === 0 ? (
            <p className="text-sm text-muted">{t("adminPromotions.extras.noLines")}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {lines.lines.map((l) => (
                <Button
                  key={l.stockId}
                  variant="secondary"
                  className="h-9 px-3 text-sm"
                  disabled={taken.has(l.stockId) || full}
                  onClick={() => add(l.stockId, l.spec)}
                  data-testid={`tier-${tierIndex}-extra-line`}
                >
                  <Plus size={14} aria-hidden /> {l.spec || t("adminPromotions.extras.singleLine")}
                  <span className="text-xs text-muted">{t("adminPromotions.extras.stock", { n: l.stock })}</span>
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
