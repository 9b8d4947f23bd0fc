import { MAX_TIERS } from "@functions/commerce/promotions/schemas";
import type { ActionType, ConditionType } from "@functions/shared/commerce/commerce";
import { inBranchNetwork } from "@functions/shared/constants";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Checkbox } from "~/components/admin/FormBits";
import { NumberField } from "~/components/admin/NumberField";
import { Button, cx } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { discountIdiom } from "./discount";
import { ExtrasEditor } from "./ExtrasEditor";
import { emptyTier, type TierForm, unitsOf } from "./lib";

// The tiers of a promotion ("conditions"): a threshold (NT$ or items; none for the SHIPPING
// condition) and a benefit in its unit (NT$, a fold such as 8.5 sent in tenths, free shipping,
// or gift / add-on lines). Issue paths: conditions.{i}.condition / value / extras….

/** A percent-off typed in the language's idiom (8.5 折 / 15 % off) as text, held in tenths paid (85). */
function PercentOffField({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (tenths: number | null) => void;
  error?: string;
}) {
  const t = useT();
  const idiom = discountIdiom(useLocale());
  const [text, setText] = useState(value == null ? "" : idiom.show(value));
  const id = `n-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div
        className={cx(
          "flex h-11 items-center rounded-lg border bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
          error ? "border-danger" : "border-line",
        )}
      >
        <input
          id={id}
          type="text"
          inputMode={idiom.inputMode}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setText(e.target.value);
            onChange(idiom.parse(e.target.value));
          }}
          className="h-full w-full min-w-0 rounded-lg bg-transparent px-3 text-[15px] tabular-nums outline-none"
          data-testid={name}
        />
        <span className="pr-3 text-sm text-muted">{t("adminPromotions.tier.foldUnit")}</span>
      </div>
      {error ? (
        <p className="text-sm text-danger">{error}</p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t("adminPromotions.tier.foldHint")}
        </p>
      )}
    </div>
  );
}

export function TierEditor({
  conditionType,
  actionType,
  value,
  onChange,
  err,
}: {
  conditionType: ConditionType;
  actionType: ActionType;
  value: TierForm[];
  onChange: (next: TierForm[]) => void;
  err: (path: string) => string | undefined;
}) {
  const t = useT();
  const units = unitsOf(conditionType, actionType);
  const max = conditionType === "SHIPPING" ? 1 : MAX_TIERS;
  const update = (key: string, patch: Partial<TierForm>) =>
    onChange(value.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  return (
    <div className="flex flex-col gap-3" data-field="conditions" data-testid="tier-editor">
      {value.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
          {t("adminPromotions.tier.none")}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {value.map((tier, i) => (
          <TierItem
            key={tier.key}
            tier={tier}
            index={i}
            units={units}
            actionType={actionType}
            update={(patch) => update(tier.key, patch)}
            onRemove={() => onChange(value.filter((x) => x.key !== tier.key))}
            err={err}
          />
        ))}
      </ol>
      {err("conditions") && <p className="text-sm text-danger">{err("conditions")}</p>}
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange([...value, emptyTier(conditionType)])}
          disabled={value.length >= max}
          data-testid="tier-add"
        >
          <Plus size={16} aria-hidden /> {t("adminPromotions.tier.add")}
        </Button>
      </div>
    </div>
  );
}

type Units = ReturnType<typeof unitsOf>;

/** One tier: its title and delete, its fields, and its gift or add-on lines when the action has them. */
function TierItem({
  tier,
  index: i,
  units,
  actionType,
  update,
  onRemove,
  err,
}: {
  tier: TierForm;
  index: number;
  units: Units;
  actionType: ActionType;
  update: (patch: Partial<TierForm>) => void;
  onRemove: () => void;
  err: (path: string) => string | undefined;
}) {
  const t = useT();
  const p = `conditions.${i}`;
  return (
    <li className="rounded-xl border border-line p-3 min-[734px]:p-4" data-testid={`tier-${i}`}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-medium">{t("adminPromotions.tier.title", { n: i + 1 })}</h3>
        <Button variant="ghost" className="h-9 px-2.5 text-danger" onClick={onRemove}>
          <Trash2 size={16} aria-hidden />
          {/* Named "Delete tier 2": the visible word first, which tier after (WCAG 2.5.3). */}
          <span className="min-[734px]:sr-only">{t("adminUi.delete")}</span>
          <span className="sr-only">{t("adminPromotions.tier.removeWhich", { n: i + 1 })}</span>
        </Button>
      </div>
      <TierFields tier={tier} p={p} units={units} actionType={actionType} update={update} err={err} />
      {units.value === "extras" && (
        <div className="mt-3">
          <ExtrasEditor
            tierIndex={i}
            actionType={actionType}
            value={tier.extras}
            onChange={(extras) => update({ extras })}
            err={err}
          />
        </div>
      )}
    </li>
  );
}

/** The tier's threshold and benefit, each in its unit, and the profit share. `p` is its issue path. */
function TierFields({
  tier,
  p,
  units,
  actionType,
  update,
  err,
}: {
  tier: TierForm;
  p: string;
  units: Units;
  actionType: ActionType;
  update: (patch: Partial<TierForm>) => void;
  err: (path: string) => string | undefined;
}) {
  const t = useT();
  // Profit share is what a branch earns of a sale; a store without a network has no one to share with.
  const sharesProfit = inBranchNetwork(useRoot().store.storeType);
  return (
    <div className="grid gap-3 min-[734px]:grid-cols-3">
      {units.condition === "money" && (
        <NumberField
          label={t("adminPromotions.tier.amount")}
          money
          name={`${p}.condition`}
          value={tier.condition}
          min={0}
          onChange={(v) => update({ condition: v })}
          error={err(`${p}.condition`)}
          testId={`${p}.condition`}
        />
      )}
      {units.condition === "items" && (
        <NumberField
          label={t("adminPromotions.tier.quantity")}
          name={`${p}.condition`}
          value={tier.condition}
          min={1}
          suffix={t("adminPromotions.tier.items")}
          onChange={(v) => update({ condition: v })}
          error={err(`${p}.condition`)}
          testId={`${p}.condition`}
        />
      )}
      {units.value === "money" && (
        <NumberField
          label={t(actionType === "SINGLE_PRICE" ? "adminPromotions.tier.setPrice" : "adminPromotions.tier.off")}
          money
          name={`${p}.value`}
          value={tier.value}
          min={0}
          onChange={(v) => update({ value: v })}
          error={err(`${p}.value`)}
          testId={`${p}.value`}
        />
      )}
      {units.value === "fold" && (
        <PercentOffField
          name={`${p}.value`}
          label={t("adminPromotions.tier.fold")}
          value={tier.value}
          onChange={(v) => update({ value: v })}
          error={err(`${p}.value`)}
        />
      )}
      {units.value === "shipping" && (
        <div className="flex flex-col gap-2">
          <NumberField
            label={t("adminPromotions.tier.shippingOff")}
            money
            name={`${p}.value`}
            value={tier.free ? null : tier.value}
            disabled={tier.free}
            min={0}
            onChange={(v) => update({ value: v })}
            error={err(`${p}.value`)}
            testId={`${p}.value`}
          />
          <Checkbox
            label={t("adminPromotions.tier.freeShipping")}
            checked={tier.free}
            onChange={(free) => update({ free })}
            testId={`${p}.free`}
          />
        </div>
      )}
      {sharesProfit && (
        <NumberField
          label={t("adminPromotions.tier.profitPercent")}
          name={`${p}.profitPercent`}
          value={tier.profitPercent}
          min={0}
          max={100}
          suffix="%"
          hint={t("adminPromotions.tier.profitHint")}
          onChange={(v) => update({ profitPercent: v })}
          error={err(`${p}.profitPercent`)}
        />
      )}
    </div>
  );
}
