import { PRODUCT_SORTS, type SettingProduct, settingProductInput } from "../../../../functions/shared/storeSettings";
import { AdminPage, Section } from "../../../components/admin/AdminPage";
import { adminLoad } from "../../../components/admin/adminApi";
import { FilterSelect } from "../../../components/admin/FormBits";
import { Toggle } from "../../../components/admin/Toggle";
import { SaveBar, SettingsError, SettingsLoading, useSettingForm } from "../../../components/settings/useSettingForm";
import { useT } from "../../../i18n";

// /admin/store-product-setting — the store's product setting (GET/PATCH /api/admin/setting/product):
// list default order, the "only N left" note and the ships-by date on the product page. The image
// setting is its own page (/admin/store-setting-product).

const API = "/api/admin/setting/product";
const PAGE_ID = "store-product-setting";

export async function clientLoader() {
  return { setting: await adminLoad<SettingProduct>(API) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function ProductSetting({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { form, save, saving, discard } = useSettingForm<SettingProduct>(API, loaderData.setting, settingProductInput);
  const v = form.values;
  return (
    <AdminPage
      title={t("adminSettings.product.title")}
      description={t("adminSettings.product.description")}
      breadcrumbs={[{ label: t("adminSettings.products") }, { label: t("adminSettings.product.title") }]}
      testId={PAGE_ID}
      narrow
    >
      <Section id="product-setting" title={t("adminSettings.product.title")}>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5" data-field="defaultSort" data-testid="product-default-sort">
            <span className="text-sm font-medium text-ink">{t("adminSettings.product.sort")}</span>
            <FilterSelect
              label={t("adminSettings.product.sort")}
              value={v.defaultSort}
              onChange={(x) => form.set("defaultSort", x as SettingProduct["defaultSort"])}
              options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`adminSettings.product.sort.${s}`) }))}
            />
          </div>
          <Toggle
            label={t("adminSettings.product.lowStock")}
            description={t("adminSettings.product.lowStockHint")}
            checked={v.showLowStock}
            onChange={(x) => form.set("showLowStock", x)}
            testId="product-low-stock"
          />
          <Toggle
            label={t("adminSettings.product.estimate")}
            description={t("adminSettings.product.estimateHint")}
            checked={v.showDeliveryEstimate}
            onChange={(x) => form.set("showDeliveryEstimate", x)}
            testId="product-estimate"
          />
        </div>
      </Section>
      <SaveBar
        dirty={form.dirty}
        saving={saving}
        onDiscard={discard}
        onSave={() => save()}
        testId="product-setting-save"
      />
    </AdminPage>
  );
}
