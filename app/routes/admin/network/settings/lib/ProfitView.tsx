import "~/i18n/areas/network/branchAdminForms";
import "~/i18n/areas/network/branchCatalogue";
import { profitOptionsInput } from "@functions/network/catalogue/schemas";
import { PROFIT_TYPES, type ProfitOptions, priceBand } from "@functions/shared/network/branchPricing";
import { formatMoney } from "@functions/shared/pricing";
import { Checkbox } from "~/components/admin/FormBits";
import { SettingsSection, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { useT } from "~/i18n";
import { API } from "./api";
import { SettingViewPage } from "./SettingViews";

const EXAMPLE_BASE = 100_000; // NT$1,000: the range reads as money next to the permille fields
const BOUNDS = [
  ["maxUpPermille", "baf.profit.maxUp", 10_000],
  ["maxDownPermille", "baf.profit.maxDown", 1000],
] as const;

/** branch-setting/profit: the price choices and band the head store allows its branches. */
export function ProfitView({ options }: { options: ProfitOptions }) {
  const t = useT();
  const form = useEditForm<ProfitOptions>(options, { whole: { api: API.profitOptions, schema: profitOptionsInput } });
  const save = () => void form.saveWhole();
  const v = form.values;
  const toggle = (type: ProfitOptions["types"][number], on: boolean) =>
    form.set(
      "types",
      PROFIT_TYPES.filter((p) => p !== "ORIGINAL" && (p === type ? on : v.types.includes(p))),
    );
  const band = priceBand(EXAMPLE_BASE, v);
  return (
    <SettingViewPage view="profit" save={{ form, onSave: save, testId: "profit-options-save" }}>
      <SettingsSection id="profit-types" title={t("baf.profit.title")} description={t("baf.profit.description")}>
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={form.error("types") ? "profit-types-error" : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-ink">{t("baf.profit.types")}</legend>
          {PROFIT_TYPES.map((p) => (
            <Checkbox
              key={p}
              label={t(`bc.profit.${p}`)}
              description={p === "ORIGINAL" ? t("baf.profit.always") : undefined}
              checked={p === "ORIGINAL" || v.types.includes(p)}
              disabled={p === "ORIGINAL"}
              onChange={(on) => toggle(p, on)}
              testId={`profit-type-${p}`}
            />
          ))}
          {form.error("types") && (
            <p id="profit-types-error" className="text-sm text-danger">
              {form.error("types")}
            </p>
          )}
        </fieldset>
      </SettingsSection>
      <SettingsSection id="profit-band" title={t("baf.profit.bandTitle")} description={t("baf.profit.bandDescription")}>
        {BOUNDS.map(([key, label, max]) => (
          <NumberField
            key={key}
            label={t(label)}
            {...form.field(key)}
            onChange={(n) => form.set(key, n ?? 0)}
            min={0}
            max={max}
            suffix="‰"
            hint={t("baf.profit.asPercent", { percent: String(v[key] / 10) })}
            testId={`profit-${key}`}
          />
        ))}
        <p className="text-sm text-muted" data-testid="profit-example">
          {t("baf.profit.example", {
            base: formatMoney(EXAMPLE_BASE),
            min: formatMoney(band.min),
            max: formatMoney(band.max),
          })}
        </p>
      </SettingsSection>
    </SettingViewPage>
  );
}
