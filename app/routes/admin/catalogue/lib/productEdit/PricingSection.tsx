import { effectivePrice, formatMoney } from "@functions/shared/pricing";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { NumberField } from "~/components/admin/NumberField";
import { Button, SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import { PAYMENT_PLANS, SUBSCRIPTION_PLANS } from "../product";
import type { SectionProps } from "./MainSections";

/** The months a subscription cycle may run. */
const CYCLE = { min: 1, max: 60 };

/** Payment plan, prices, what the shopper pays, and subscription cycles. */
export function PricingSection({ form }: SectionProps) {
  const t = useT();
  const { values: v, set } = form;
  const e = form.error;
  const [cycle, setCycle] = useState<number | null>(null);
  const subscription = SUBSCRIPTION_PLANS.includes(v.paymentPlan);
  const eff = effectivePrice({ specialPrice: v.specialPrice ?? 0, subscriptionPrice: v.subscriptionPrice ?? 0 });
  const pays = eff > 0 ? eff : (v.price ?? 0);
  const off = v.price && eff > 0 && eff < v.price ? Math.round((1 - eff / v.price) * 100) : 0;
  const prices: {
    key: "price" | "specialPrice" | "subscriptionPrice";
    required?: boolean;
    hint?: string;
    testId?: string;
  }[] = [
    { key: "price", required: true, testId: "product-price" },
    { key: "specialPrice", hint: t("pe.specialPriceHint") },
    { key: "subscriptionPrice", hint: subscription ? t("pe.subscriptionPriceHint") : t("pe.subscriptionPriceOff") },
  ];
  return (
    <Section title={t("pe.pricing")} id="pricing">
      <div className="grid gap-4 min-[734px]:grid-cols-2">
        <SelectField label={t("pe.paymentPlan")} {...form.area("paymentPlan")}>
          {PAYMENT_PLANS.map((p) => (
            <option key={p} value={p}>
              {t(`plan.${p}`)}
            </option>
          ))}
        </SelectField>
        <div className="hidden min-[734px]:block" />
        {prices.map((p) => (
          <NumberField
            key={p.key}
            label={t(`pe.${p.key}`)}
            money
            required={p.required}
            {...form.field(p.key)}
            min={0}
            hint={p.hint}
            testId={p.testId}
          />
        ))}
        <output
          className="flex flex-col justify-center rounded-xl bg-surface px-4 py-3"
          aria-live="polite"
          data-testid="effective-price"
        >
          <span className="text-sm text-muted">{t("pe.shopperPays")}</span>
          <span className="text-xl font-bold tabular-nums">
            {formatMoney(pays)}
            {off > 0 && <span className="ml-2 text-sm font-medium text-danger">-{off}%</span>}
          </span>
          <span className="text-xs text-muted">{eff > 0 ? t("pe.effectiveRule") : t("pe.regularPrice")}</span>
        </output>
      </div>
      {subscription && (
        <div className="mt-4 flex flex-col gap-2" data-field="subscriptionCycles">
          <p className="text-sm font-medium">{t("pe.cycles")}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("pe.cycles")}>
            {v.subscriptionCycles.map((c) => (
              <li
                key={c}
                className="inline-flex items-center gap-1 rounded-full border border-line bg-white py-0.5 pr-1 pl-3 text-sm"
              >
                {t("pe.cycleN", { n: c })}
                <button
                  type="button"
                  onClick={() =>
                    set(
                      "subscriptionCycles",
                      v.subscriptionCycles.filter((x) => x !== c),
                    )
                  }
                  aria-label={t("pe.removeCycle", { n: c })}
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-black/5"
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-end gap-2">
            <NumberField
              label={t("pe.addCycle")}
              value={cycle}
              onChange={setCycle}
              {...CYCLE}
              suffix={t("pe.months")}
              className="w-44"
            />
            <Button
              type="button"
              variant="secondary"
              disabled={!cycle || cycle < CYCLE.min || cycle > CYCLE.max || v.subscriptionCycles.includes(cycle)}
              onClick={() => {
                if (!cycle) return;
                set(
                  "subscriptionCycles",
                  [...v.subscriptionCycles, cycle].sort((a, b) => a - b),
                );
                setCycle(null);
              }}
            >
              <Plus size={16} aria-hidden /> {t("pe.add")}
            </Button>
          </div>
          {e("subscriptionCycles") && <p className="text-sm text-danger">{e("subscriptionCycles")}</p>}
        </div>
      )}
    </Section>
  );
}
