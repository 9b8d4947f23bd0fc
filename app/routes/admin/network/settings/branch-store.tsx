import { settingBranchPatch } from "@functions/network/settings/schemas";
import { STORE_NAME_MAX } from "@functions/shared/storeSettings/company";
import { adminLoad } from "~/components/admin/adminApi";
import { BranchPlanSection, loadBranchPlan } from "~/components/admin/BranchPlanSection";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { API, type BranchSettingData } from "./lib/api";

// /admin/settingpage/setting-branch-store — the store's own branch information (issue 13 §4):
// a branch edits what its storefront and the network show; a head store its contact details for
// the branches. PATCH /api/admin/setting/branch with `branchInfo` (open to both store kinds).

const PAGE_ID = "setting-branch-store";
const P = "branchInfo";

export async function clientLoader() {
  const data = await adminLoad<BranchSettingData>(API.setting);
  return { data, plan: data.isHeadStore ? null : await loadBranchPlan() };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function BranchStore({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { data } = loaderData;
  const form = useEditForm(data.branchInfo, {
    whole: { api: API.setting, schema: settingBranchPatch, toBody: (v) => ({ [P]: v }) },
  });
  const save = () => void form.saveWhole((d) => (d as unknown as BranchSettingData).branchInfo);
  const net = data.settingBranch;
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("branchSettings.store.title")}
      description={t(data.isHeadStore ? "branchSettings.store.headDescription" : "branchSettings.store.description")}
      crumbs={[t("adminSettings.settings")]}
      save={{ form, onSave: save, testId: "branch-store-save" }}
    >
      <SettingsSection id="branch-store-info" title={t("branchSettings.store.title")}>
        <TextField
          label={t("branchSettings.store.name")}
          {...form.field("storeName", `${P}.storeName`)}
          required
          maxLength={STORE_NAME_MAX}
          testId="branch-store-name"
        />
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <TextField
            label={t("branchSettings.store.phone")}
            {...form.field("phone", `${P}.phone`)}
            type="tel"
            inputMode="tel"
            maxLength={30}
          />
          <TextField
            label={t("branchSettings.store.email")}
            {...form.field("email", `${P}.email`)}
            type="email"
            maxLength={120}
          />
        </div>
        <TextField label={t("branchSettings.store.lineId")} {...form.field("lineId", `${P}.lineId`)} maxLength={60} />
        <TextAreaField
          label={t("branchSettings.store.introduction")}
          {...form.area("introduction", `${P}.introduction`)}
          maxLength={500}
          rows={4}
        />
      </SettingsSection>
      {loaderData.plan && <BranchPlanSection plan={loaderData.plan} />}
      {!data.isHeadStore && (
        <SettingsSection id="branch-store-network" title={t("branchSettings.store.network")}>
          <p className="text-sm text-muted" data-testid="branch-store-network">
            {t("branchSettings.store.networkHint", {
              domain: net.branchBaseDomain,
              logo: t(net.ifBranchCanCustomizeLogo ? "branchSettings.store.logoYes" : "branchSettings.store.logoNo"),
            })}
          </p>
        </SettingsSection>
      )}
    </SettingsPage>
  );
}
