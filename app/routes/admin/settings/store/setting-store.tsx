import { storeSettingPatchInput } from "@functions/shared/storeSettings/company";
import type { StoreSetting } from "@functions/store/settings/settingStore";
import { adminLoad } from "~/components/admin/adminApi";
import { SettingsError, SettingsLoading, SettingsPage, useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { BrandImages } from "./BrandImages";
import { CompanySection, SeoSection } from "./CompanySections";
import { API, bodyOf, valuesOf } from "./values";

// /admin/settingpage/setting-store — company info, brand images and search/share texts
// (GET/PATCH /api/admin/setting/store). The storefront reads all of it from initial data.

export async function clientLoader() {
  return { setting: await adminLoad<StoreSetting>(API) };
}

const PAGE_ID = "setting-store";
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function StoreSettingPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const form = useEditForm(valuesOf(loaderData.setting), {
    whole: { api: API, schema: storeSettingPatchInput, toBody: bodyOf, message: "storeSetting.saved" },
  });
  const { values } = form;

  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("storeSetting.title")}
      description={t("storeSetting.description")}
      crumbs={[t("storeSetting.settings")]}
      save={{
        form,
        onSave: () => void form.saveWhole(valuesOf),
        testId: "store-setting-save",
        discardLabel: t("storeSetting.discard"),
      }}
    >
      <BrandImages
        storeName={values.storeName}
        values={{ logo: values.logo, favicon: values.favicon, shareImage: values.shareImage }}
        onChange={(k, m) => form.set(k, m)}
        error={form.error}
      />
      <CompanySection
        values={values}
        bind={form}
        setSocial={(k, v) => form.set("social", { ...values.social, [k]: v })}
        error={form.error}
      />
      <SeoSection values={values} bind={form} />
    </SettingsPage>
  );
}
