import { NAME_REMIND_TYPES, PAY_TYPES, settingBranchPatch } from "@functions/network/settings/schemas";
import "~/i18n/areas/network/branchRenewal";
import { ChoiceField, TextField } from "~/components/admin/FormBits";
import { SettingsSection, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";
import { API, type BranchSettingData } from "./api";
import { SettingViewPage } from "./SettingViews";

const P = "settingBranch";
/** The plan's term and grace (functions/shared/network/branchTerm.ts). */
const RENEWAL = [
  ["planTermMonths", "ren.setting.term", 120],
  ["renewalGraceDays", "ren.setting.grace", 60],
] as const;

/** branch-setting/info: defaults of new branches (settingBranch). */
export function InfoView({ data }: { data: BranchSettingData }) {
  const t = useT();
  const form = useEditForm(data.settingBranch, {
    whole: { api: API.setting, schema: settingBranchPatch, toBody: (v) => ({ [P]: v }) },
  });
  const v = form.values;
  const save = () => void form.saveWhole((d) => (d as unknown as BranchSettingData).settingBranch);
  return (
    <SettingViewPage view="info" save={{ form, onSave: save, testId: "branch-setting-save" }}>
      <SettingsSection id="branch-setting-info" title={t("branchSettings.info.title")}>
        <TextField
          label={t("branchSettings.info.baseDomain")}
          {...form.field("branchBaseDomain", `${P}.branchBaseDomain`)}
          hint={t("branchSettings.info.baseDomainHint", { domain: v.branchBaseDomain || "…" })}
          required
          maxLength={200}
          inputMode="url"
          testId="branch-base-domain"
        />
        <ChoiceField
          label={t("branchSettings.info.payType")}
          {...form.field("payType", `${P}.payType`)}
          options={PAY_TYPES.map((p) => ({ value: p, label: t(`branchSettings.payType.${p}`) }))}
          testId="branch-pay-type"
        />
        <ChoiceField
          label={t("branchSettings.info.remind")}
          {...form.field("branchNameRemindType", `${P}.branchNameRemindType`)}
          options={NAME_REMIND_TYPES.map((p) => ({ value: p, label: t(`branchSettings.remind.${p}`) }))}
        />
        <Toggle
          label={t("branchSettings.info.customLogo")}
          description={t("branchSettings.info.customLogoHint")}
          {...form.toggle("ifBranchCanCustomizeLogo")}
          testId="branch-custom-logo"
        />
        <Toggle
          label={t("branchSettings.info.mustReview")}
          description={t("branchSettings.info.mustReviewHint")}
          {...form.toggle("ifMustReviewUserInfo")}
          testId="branch-must-review"
        />
        {RENEWAL.map(([key, label, max]) => (
          <NumberField
            key={key}
            label={t(label)}
            {...form.field(key, `${P}.${key}`)}
            value={v[key] ?? null}
            onChange={(n) => form.set(key, n ?? 0)}
            min={0}
            max={max}
            hint={t(`${label}Hint`)}
            testId={`branch-${key}`}
          />
        ))}
      </SettingsSection>
    </SettingViewPage>
  );
}
