import type { StoreSettingPatch } from "@functions/shared/storeSettings/company";
import type { StoreSetting } from "@functions/store/settings/settingStore";

// The setting-store form's values and the PATCH body made from them (the API's own shape, so one
// zod schema checks both).

export const API = "/api/admin/setting/store";

// The form edits the GET view as it is (it already carries every social key), so one type.
export type FormValues = StoreSetting;

export const valuesOf = (s: StoreSetting): FormValues => ({ ...s, social: { ...s.social } });

export const bodyOf = (v: FormValues): StoreSettingPatch => ({
  storeName: v.storeName,
  companyName: v.companyName,
  companyId: v.companyId,
  phone: v.phone,
  email: v.email,
  address: v.address,
  serviceTime: v.serviceTime,
  social: v.social,
  metaTitle: v.metaTitle,
  metaDescription: v.metaDescription,
  logoId: v.logo?.id ?? null,
  faviconId: v.favicon?.id ?? null,
  shareImageId: v.shareImage?.id ?? null,
});
