import type { MediaRef } from "../../../../functions/shared/media";
import { SOCIAL_KEYS, type SocialKey, type StoreSettingPatch } from "../../../../functions/shared/storeSetting";
import type { StoreSetting } from "../../../../functions/stores/settingStore";

// The setting-store form's values and the PATCH body made from them (the API's own shape, so one
// zod schema checks both).

export const API = "/api/admin/setting/store";

export type FormValues = {
  storeName: string;
  companyName: string;
  companyId: string;
  phone: string;
  email: string;
  address: string;
  serviceTime: string;
  social: Record<SocialKey, string>;
  metaTitle: string;
  metaDescription: string;
  logo: MediaRef | null;
  favicon: MediaRef | null;
  shareImage: MediaRef | null;
};

export const valuesOf = (s: StoreSetting): FormValues => ({
  storeName: s.storeName,
  companyName: s.companyName,
  companyId: s.companyId,
  phone: s.phone,
  email: s.email,
  address: s.address,
  serviceTime: s.serviceTime,
  social: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, s.social[k] ?? ""])) as Record<SocialKey, string>,
  metaTitle: s.metaTitle,
  metaDescription: s.metaDescription,
  logo: s.logo,
  favicon: s.favicon,
  shareImage: s.shareImage,
});

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
