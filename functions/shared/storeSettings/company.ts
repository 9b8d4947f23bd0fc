import { z } from "zod";
import { emailRule } from "../validators";
import {
  COMPANY_FIELDS,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SOCIAL_KEYS,
  type SocialKey,
  STORE_NAME_MAX,
  type StoreImageKey,
} from "./companyFields";

// Store settings (back-office setting-store, "company info"; spec back-office §2.2, §3 store
// initial data, §5 company id). One schema for the page and PATCH /api/admin/setting/store.
// Binding-free: the page imports it to validate before sending.

export * from "./companyFields";

/** Every text field's length cap by its name (the page's counters; the schema below uses the same). */
export const STORE_TEXT_MAX = {
  storeName: STORE_NAME_MAX,
  ...COMPANY_FIELDS,
  metaTitle: META_TITLE_MAX,
  metaDescription: META_DESCRIPTION_MAX,
} as const;

/** Optional text: trimmed, "" clears it. */
const text = (max: number) => z.string().trim().max(max, "validation.maxLength");

/** Spec §5 company id: 8 digits (optional). */
const companyId = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d{8}$/.test(v), "validation.companyId");

/** Generic phone (spec §5: digits only), with the usual separators people type. */
const phone = z
  .string()
  .trim()
  .max(COMPANY_FIELDS.phone, "validation.maxLength")
  .refine((v) => v === "" || /^\+?[\d\s()-]{6,20}$/.test(v), "validation.phone");

const email = z.union([z.literal(""), emailRule]);

const url = z
  .string()
  .trim()
  .max(300, "validation.maxLength")
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), "validation.url");

/** A media id of the matching store type, or null to clear the image. */
const mediaId = z.number({ error: "validation.required" }).int().positive().nullable();

export const storeSettingPatchInput = z
  .strictObject({
    storeName: z.string().trim().min(1, "validation.required").max(STORE_NAME_MAX, "validation.maxLength"),
    companyName: text(COMPANY_FIELDS.companyName),
    companyId,
    phone,
    email,
    address: text(COMPANY_FIELDS.address),
    serviceTime: text(COMPANY_FIELDS.serviceTime),
    social: z
      .strictObject(Object.fromEntries(SOCIAL_KEYS.map((k) => [k, url])) as Record<SocialKey, typeof url>)
      .partial(),
    metaTitle: text(META_TITLE_MAX),
    metaDescription: text(META_DESCRIPTION_MAX),
    logoId: mediaId,
    faviconId: mediaId,
    shareImageId: mediaId,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "validation.emptyPatch", path: ["_"] });
export type StoreSettingPatch = z.infer<typeof storeSettingPatchInput>;

/** The body field naming each image's media id. */
export const imageIdField = (k: StoreImageKey) => `${k}Id` as const;
