import { type SettingSystem, settingSystemInput } from "@functions/shared/storeSettings/pages";
import { adminLoad } from "~/components/admin/adminApi";
import { ChoiceField } from "~/components/admin/FormBits";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";

// /admin/settingpage/setting-system — GET/PATCH /api/admin/setting/system (spec back-office §7);
// open to head stores and branches (spec §6). Where each value takes effect: docs/decisions.md.

const API = "/api/admin/setting/system";
const PAGE_ID = "setting-system";

export async function clientLoader() {
  return { system: await adminLoad<SettingSystem>(API) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function SystemSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const form = useEditForm<SettingSystem>(loaderData.system, { whole: { api: API, schema: settingSystemInput } });
  const v = form.values;
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.system.title")}
      description={t("adminSettings.system.description")}
      crumbs={[t("adminSettings.settings")]}
      save={{ form, onSave: () => void form.saveWhole(), testId: "system-save" }}
    >
      <SettingsSection id="system-store" title={t("adminSettings.system.title")}>
        <Toggle
          label={t("adminSettings.system.maintenance")}
          description={t("adminSettings.system.maintenanceHint")}
          checked={v.isMaintenance}
          onChange={(x) => form.set("isMaintenance", x)}
          testId="system-maintenance"
        />
        <ChoiceField
          label={t("adminSettings.system.locale")}
          name="defaultLocale"
          value={v.defaultLocale}
          onChange={(x) => form.set("defaultLocale", x)}
          options={(["zh-TW", "en"] as const).map((l) => ({ value: l, label: t(`adminSettings.locale.${l}`) }))}
          hint={t("adminSettings.system.localeHint")}
        />
        <NumberField
          label={t("adminSettings.system.lowStock")}
          name="lowStockThreshold"
          min={0}
          value={Number.isNaN(v.lowStockThreshold) ? null : v.lowStockThreshold}
          // Empty or not a number stays NaN, which the API's schema names on the field.
          onChange={(x) => form.set("lowStockThreshold", x ?? Number.NaN)}
          error={form.error("lowStockThreshold")}
          hint={t("adminSettings.system.lowStockHint")}
          testId="system-low-stock"
        />
      </SettingsSection>
    </SettingsPage>
  );
}
