import { storeSettingPatchInput } from "@functions/shared/storeSetting";
import type { StoreSetting } from "@functions/store/settings/settingStore";
import { useState } from "react";
import { AdminPage, AdminRouteError, AdminSkeleton, StickyActions } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { UnsavedChangesGuard, useAdminForm } from "~/components/admin/useAdminForm";
import { Button } from "~/components/ui";
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
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function StoreSettingPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const [saved, setSaved] = useState(() => valuesOf(loaderData.setting));
  const form = useAdminForm(saved);
  const [saving, setSaving] = useState(false);
  const { values } = form;

  async function save() {
    const body = bodyOf(values);
    if (!form.check(storeSettingPatchInput, body)) return;
    setSaving(true);
    const r = await adminSend<StoreSetting>("PATCH", API, body);
    setSaving(false);
    if (!r.ok) {
      form.fail(r);
      return;
    }
    const next = valuesOf(r.data);
    setSaved(next);
    form.reset(next);
    flash.success(t("storeSetting.saved"));
  }

  return (
    <AdminPage
      title={t("storeSetting.title")}
      description={t("storeSetting.description")}
      breadcrumbs={[{ label: t("storeSetting.settings") }, { label: t("storeSetting.title") }]}
      testId={PAGE_ID}
      narrow
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
      <StickyActions>
        <Button variant="secondary" onClick={() => form.reset(saved)} disabled={!form.dirty || saving}>
          {t("storeSetting.discard")}
        </Button>
        <Button onClick={save} busy={saving} disabled={!form.dirty} data-testid="store-setting-save">
          {t("storeSetting.save")}
        </Button>
      </StickyActions>
      <UnsavedChangesGuard when={form.dirty && !saving} />
    </AdminPage>
  );
}
