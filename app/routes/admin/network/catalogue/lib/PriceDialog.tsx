import {
  branchUnitPrice,
  type Customisation,
  PROFIT_TYPES,
  type ProfitOptions,
  type ProfitType,
  priceBand,
} from "@functions/shared/network/branchPricing";
import { formatMoney } from "@functions/shared/pricing";
import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { Checkbox, ChoiceField } from "~/components/admin/FormBits";
import { NumberField } from "~/components/admin/NumberField";
import { useT } from "~/i18n";

// One price choice (a product's or a category's) in a dialog: the allowed types, the value in its
// unit, and — for a product — the resulting branch price and the allowed range, from the same rule
// the storefront charges (functions/shared/network/branchPricing.ts).

export function PriceDialog({
  name,
  current,
  options,
  base,
  busy,
  onSave,
  onCancel,
}: {
  name: string;
  current: Customisation | null;
  options: ProfitOptions;
  /** The head store's selling price (products); absent for a category. */
  base?: number;
  busy: boolean;
  onSave: (c: Customisation) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [type, setType] = useState<ProfitType>(current?.profitType ?? "ORIGINAL");
  const [value, setValue] = useState<number | null>(current?.profitValue ?? 0);
  const [listed, setListed] = useState(current?.isDisplay ?? true);
  const percent = type === "PERCENT_UP" || type === "PERCENT_DOWN";
  const choice = { profitType: type, profitValue: value ?? 0, isDisplay: listed };
  const band = base === undefined ? null : priceBand(base, options);
  return (
    <ConfirmDialog
      title={t("bc.priceTitle", { name })}
      tone="brand"
      confirmLabel={t("bc.save")}
      busy={busy}
      onConfirm={() => onSave(choice)}
      onCancel={onCancel}
      testId="price-dialog"
    >
      <div className="mt-4 flex flex-col gap-3">
        <ChoiceField
          label={t("bc.profitType")}
          name="profitType"
          value={type}
          onChange={setType}
          testId="price-type"
          options={PROFIT_TYPES.filter((p) => options.types.includes(p)).map((p) => ({
            value: p,
            label: t(`bc.profit.${p}`),
          }))}
        />
        {type !== "ORIGINAL" && (
          <NumberField
            label={t("bc.profitValue")}
            value={value}
            onChange={setValue}
            money={!percent}
            min={0}
            hint={percent ? t("bc.percentHint") : t("bc.amountHint")}
            testId="price-value"
          />
        )}
        <Checkbox label={t("bc.listed")} checked={listed} onChange={setListed} testId="price-listed" />
        {band && base !== undefined && (
          <p className="text-sm text-muted" data-testid="price-preview">
            {t("bc.col.branchPrice")}:{" "}
            <strong className="text-ink">{formatMoney(branchUnitPrice(base, choice, options))}</strong>
            <br />
            {t("bc.band", { min: formatMoney(band.min), max: formatMoney(band.max) })}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
