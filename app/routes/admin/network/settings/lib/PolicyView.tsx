import { settingBranchPatch } from "@functions/network/settings/schemas";
import { SettingsSection, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";
import { API, type BranchSettingData } from "./api";
import { SettingViewPage } from "./SettingViews";

const P = "policy";
const COUNTS = [
  ["allowBranchAmount", "branchSettings.policy.cap"],
  ["selectAmount", "branchSettings.policy.selectAmount"],
  ["selectLimit", "branchSettings.policy.selectLimit"],
] as const;

/** branch-setting/policy: the head store's policy (initial data's `policy`). */
export function PolicyView({ data }: { data: BranchSettingData }) {
  const t = useT();
  const form = useEditForm(data.policy, {
    whole: { api: API.setting, schema: settingBranchPatch, toBody: (v) => ({ [P]: v }) },
  });
  const save = () => void form.saveWhole((d) => (d as unknown as BranchSettingData).policy);
  const hints: Record<string, string | undefined> = {
    allowBranchAmount: t("branchSettings.policy.capHint", { count: data.branchCount ?? 0 }),
    selectLimit: t("branchSettings.policy.selectLimitHint"),
  };
  return (
    <SettingViewPage view="policy" save={{ form, onSave: save, testId: "branch-policy-save" }}>
      <SettingsSection id="branch-setting-policy" title={t("branchSettings.policy.title")}>
        <Toggle
          label={t("branchSettings.policy.allowBranch")}
          description={t("branchSettings.policy.allowBranchHint")}
          {...form.toggle("allowBranch")}
          testId="policy-allow-branch"
        />
        {COUNTS.map(([key, label]) => (
          <NumberField
            key={key}
            label={t(label)}
            {...form.field(key, `${P}.${key}`)}
            onChange={(n) => form.set(key, n ?? 0)}
            min={0}
            hint={hints[key]}
            testId={`policy-${key}`}
          />
        ))}
        <Toggle
          label={t("branchSettings.policy.isLimited")}
          description={t("branchSettings.policy.isLimitedHint")}
          {...form.toggle("isLimited")}
          testId="policy-is-limited"
        />
      </SettingsSection>
    </SettingViewPage>
  );
}
