import {
  ACTION_TYPES,
  type ActionType,
  CONDITION_TYPES,
  type ConditionType,
} from "@functions/shared/commerce/commerce";
import { Section } from "~/components/admin/AdminPage";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { DateField, type useEditForm } from "~/components/admin/kit";
import { Toggle } from "~/components/admin/Toggle";
import { SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import { canBeCumulative, emptyTier, type PromotionForm } from "./lib";
import { TierEditor } from "./TierEditor";

// The promotion form's own sections: the basics (name, description, code, open), its time window,
// and its rules (condition, action, stacking, tiers). Who and what it applies to: ScopeSections.

type PromoForm = ReturnType<typeof useEditForm<PromotionForm>>;

export function BasicsSection({
  form,
  coupon,
  showCode,
  codeTaken,
}: {
  form: PromoForm;
  /** A coupon's code is required; an activity's is optional. */
  coupon: boolean;
  showCode: boolean;
  codeTaken: boolean;
}) {
  const t = useT();
  const { values: v, set } = form;
  const err = form.error;
  return (
    <Section title={t("adminPromotions.section.basics")}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t("adminPromotions.field.name")}
          {...form.field("name")}
          maxLength={100}
          required
          testId="promotion-name"
        />
        <TextAreaField
          label={t("adminPromotions.field.description")}
          {...form.area("description")}
          maxLength={2000}
          rows={3}
        />
        {showCode && (
          <TextField
            label={t(coupon ? "adminPromotions.field.couponCode" : "adminPromotions.field.activityCode")}
            name="code"
            value={v.code}
            onChange={(x) => set("code", x)}
            maxLength={32}
            required={coupon}
            autoComplete="off"
            hint={t("adminPromotions.field.codeHint")}
            error={err("code") ?? (codeTaken ? t("adminPromotions.codeTaken") : undefined)}
            testId="promotion-code"
          />
        )}
        <Toggle
          label={t("adminPromotions.field.isOpen")}
          description={t("adminPromotions.field.isOpenHint")}
          checked={v.isOpen}
          onChange={(x) => set("isOpen", x)}
          testId="promotion-isOpen"
        />
      </div>
    </Section>
  );
}

export function TimeSection({ form }: { form: PromoForm }) {
  const t = useT();
  const { values: v, set } = form;
  return (
    <Section title={t("adminPromotions.section.time")} description={t("adminPromotions.field.timeHint")}>
      <div className="flex flex-col gap-4">
        <Toggle
          label={t("adminPromotions.noTimeLimit")}
          checked={!v.isLimitedTime}
          onChange={(x) => set("isLimitedTime", !x)}
          testId="promotion-noTimeLimit"
        />
        {v.isLimitedTime && (
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <DateField
              kind="datetime-local"
              label={t("adminPromotions.field.start")}
              {...form.field("start", "startAt")}
              required
              testId="promotion-start"
            />
            <div className="flex flex-col gap-3">
              <Toggle
                label={t("adminPromotions.field.hasEnd")}
                checked={v.hasEndTime}
                onChange={(x) => set("hasEndTime", x)}
              />
              {v.hasEndTime && (
                <DateField
                  kind="datetime-local"
                  label={t("adminPromotions.field.end")}
                  {...form.field("end", "endAt")}
                  required
                  testId="promotion-end"
                />
              )}
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}

/** The condition and the action choose each other's meaning: changing one adjusts the other and the tiers. */
export function RulesSection({ form }: { form: PromoForm }) {
  const t = useT();
  const { values: v, set, patch } = form;
  const err = form.error;

  function setConditionType(c: ConditionType) {
    patch({
      conditionType: c,
      isCumulative: canBeCumulative(c, v.actionType) && v.isCumulative,
      // SHIPPING has one tier with no threshold.
      tiers: c === "SHIPPING" ? [{ ...(v.tiers[0] ?? emptyTier(c)), condition: 0 }] : v.tiers,
      ...(v.actionType === "SINGLE_PRICE" && c !== "FULL_QUANTITY" ? { actionType: "AMOUNT_OFF" as const } : {}),
    });
  }
  function setActionType(a: ActionType) {
    patch({
      actionType: a,
      isCumulative: canBeCumulative(v.conditionType, a) && v.isCumulative,
      // Values change meaning with the action (NT$ vs tenths): start them empty.
      tiers: v.tiers.map((x) => ({ ...x, value: null, free: false, extras: a === v.actionType ? x.extras : [] })),
      ...(a === "SINGLE_PRICE" ? { conditionType: "FULL_QUANTITY" as const } : {}),
    });
  }

  const option = (group: string) => (x: string) => (
    <option key={x} value={x}>
      {t(`adminPromotions.${group}.${x}`)}
    </option>
  );

  return (
    <Section title={t("adminPromotions.section.rules")}>
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <SelectField
            label={t("adminPromotions.field.conditionType")}
            name="conditionType"
            value={v.conditionType}
            onChange={(e) => setConditionType(e.target.value as ConditionType)}
            error={err("conditionType")}
            data-testid="promotion-conditionType"
          >
            {CONDITION_TYPES.map(option("conditionType"))}
          </SelectField>
          <SelectField
            label={t("adminPromotions.field.actionType")}
            name="actionType"
            value={v.actionType}
            onChange={(e) => setActionType(e.target.value as ActionType)}
            error={err("actionType")}
            data-testid="promotion-actionType"
          >
            {ACTION_TYPES.map(option("actionType"))}
          </SelectField>
        </div>
        <Toggle
          label={t("adminPromotions.field.isCumulative")}
          description={t(
            canBeCumulative(v.conditionType, v.actionType)
              ? "adminPromotions.field.isCumulativeHint"
              : "adminPromotions.field.notCumulativeHint",
          )}
          checked={v.isCumulative}
          disabled={!canBeCumulative(v.conditionType, v.actionType)}
          onChange={(x) => set("isCumulative", x)}
          testId="promotion-isCumulative"
        />
        {err("isCumulative") && <p className="text-sm text-danger">{err("isCumulative")}</p>}
        <TierEditor
          conditionType={v.conditionType}
          actionType={v.actionType}
          value={v.tiers}
          onChange={(tiers) => set("tiers", tiers)}
          err={err}
        />
      </div>
    </Section>
  );
}
