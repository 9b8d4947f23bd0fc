import { PRODUCT_SORTS, type SettingProduct, settingProductInput } from "@functions/shared/storeSettings/pages";
import { adminLoad } from "~/components/admin/adminApi";
import { ChoiceField } from "~/components/admin/FormBits";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";

// /admin/store-product-setting — the store's product setting (GET/PATCH /api/admin/setting/product):
// list default order, the "only N left" note and the ships-by date on the product page. The image
// setting is its own page (/admin/store-setting-product).

const API = "/api/admin/setting/product";
const PAGE_ID = "store-product-setting";

// The product page's two notes, each an on/off switch worded by `adminSettings.product.<text>`.
const TOGGLES = [
  { key: "showLowStock", text: "lowStock", testId: "product-low-stock" },
  { key: "showDeliveryEstimate", text: "estimate", testId: "product-estimate" },
] as const;

export async function clientLoader() {
  return { setting: await adminLoad<SettingProduct>(API) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function ProductSetting({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const form = useEditForm<SettingProduct>(loaderData.setting, { whole: { api: API, schema: settingProductInput } });
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.product.title")}
      description={t("adminSettings.product.description")}
      crumbs={[t("adminSettings.products")]}
      save={{ form, onSave: () => void form.saveWhole(), testId: "product-setting-save" }}
    >
      <SettingsSection id="product-setting" title={t("adminSettings.product.title")}>
        <ChoiceField
          label={t("adminSettings.product.sort")}
          {...form.field("defaultSort")}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`adminSettings.product.sort.${s}`) }))}
          testId="product-default-sort"
        />
        {TOGGLES.map(({ key, text, testId }) => (
          <Toggle
            key={key}
            label={t(`adminSettings.product.${text}`)}
            description={t(`adminSettings.product.${text}Hint`)}
            {...form.toggle(key)}
            testId={testId}
          />
        ))}
      </SettingsSection>
    </SettingsPage>
  );
}
