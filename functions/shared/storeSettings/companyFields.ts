// The store settings' field names and caps, without their schemas (storeSetting.ts): the storefront
// shows the company info on every page and must not load zod for it.

/** The three store images (spec media types STORE_LOGO, STORE_FAVICON, STORE_SHARE_IMAGE). */
export const STORE_IMAGES = {
  logo: "STORE_LOGO",
  favicon: "STORE_FAVICON",
  shareImage: "STORE_SHARE_IMAGE",
} as const;
export type StoreImageKey = keyof typeof STORE_IMAGES;
export const STORE_IMAGE_KEYS = Object.keys(STORE_IMAGES) as StoreImageKey[];

/** Spec storefront §3 social links. */
export const SOCIAL_KEYS = ["facebook", "instagram", "line", "youtube"] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** Company-info text fields kept in stores.setting_store, with their length caps (ours). */
export const COMPANY_FIELDS = {
  companyName: 60,
  companyId: 8,
  phone: 20,
  email: 254,
  address: 120,
  serviceTime: 120,
} as const;
export type CompanyField = keyof typeof COMPANY_FIELDS;
export const COMPANY_KEYS = Object.keys(COMPANY_FIELDS) as CompanyField[];

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const STORE_NAME_MAX = 60;
