import { type SettingSystem, settingSystemInput } from "../../../../functions/shared/storeSettings";
import { AdminPage, Section } from "../../../components/admin/AdminPage";
import { adminLoad } from "../../../components/admin/adminApi";
import { FilterSelect, TextField } from "../../../components/admin/FormBits";
import { Toggle } from "../../../components/admin/Toggle";
import { SaveBar, SettingsError, SettingsLoading, useSettingForm } from "../../../components/settings/useSettingForm";
import { useT } from "../../../i18n";

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
  const { form, save, saving, discard } = useSettingForm<SettingSystem>(API, loaderData.system, settingSystemInput);
  const v = form.values;
  return (
    <AdminPage
      title={t("adminSettings.system.title")}
      description={t("adminSettings.system.description")}
      breadcrumbs={[{ label: t("adminSettings.settings") }, { label: t("adminSettings.system.title") }]}
      testId={PAGE_ID}
      narrow
    >
      <Section id="system-store" title={t("adminSettings.system.title")}>
        <div className="flex flex-col gap-5">
          <Toggle
            label={t("adminSettings.system.maintenance")}
            description={t("adminSettings.system.maintenanceHint")}
            checked={v.isMaintenance}
            onChange={(x) => form.set("isMaintenance", x)}
            testId="system-maintenance"
          />
          <div className="flex flex-col gap-1.5" data-field="defaultLocale">
            <span className="text-sm font-medium text-ink">{t("adminSettings.system.locale")}</span>
            <FilterSelect
              label={t("adminSettings.system.locale")}
              value={v.defaultLocale}
              onChange={(x) => form.set("defaultLocale", x as SettingSystem["defaultLocale"])}
              options={(["zh-TW", "en"] as const).map((l) => ({ value: l, label: t(`adminSettings.locale.${l}`) }))}
            />
            <p className="text-sm text-muted">{t("adminSettings.system.localeHint")}</p>
          </div>
          <TextField
            label={t("adminSettings.system.lowStock")}
            name="lowStockThreshold"
            inputMode="numeric"
            value={String(v.lowStockThreshold)}
            onChange={(x) => form.set("lowStockThreshold", x === "" ? Number.NaN : Number(x))}
            error={form.error("lowStockThreshold")}
            hint={t("adminSettings.system.lowStockHint")}
            testId="system-low-stock"
          />
        </div>
      </Section>
      <SaveBar dirty={form.dirty} saving={saving} onDiscard={discard} onSave={() => save()} testId="system-save" />
    </AdminPage>
  );
}
