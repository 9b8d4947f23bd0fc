import type { StoreSettingRow } from "@db/storeSettings";
import { mediaRef } from "../../media/ref";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { MediaRef } from "../../shared/media";
import { companyInfo, storeImage } from "../../shared/storeSettings/brand";
import {
  COMPANY_KEYS,
  imageIdField,
  SOCIAL_KEYS,
  type SocialKey,
  STORE_IMAGE_KEYS,
  STORE_IMAGES,
  type StoreImageKey,
  type StoreSettingPatch,
} from "../../shared/storeSettings/company";
import type { FieldIssue } from "../../shared/validators";
import { missingRefs } from "../content/common";

// setting-store (GET/PATCH /api/admin/setting/store): store name, company info, social links, meta
// title/description and the three brand images. Everything lives on the store's own row, which
// initial data and every page already carry, so showing it costs no query. An image is kept in
// setting_store as its MediaRef (paths and variants), not as a bare id, for the same reason.

export type StoreSetting = {
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

function view(row: StoreSettingRow): StoreSetting {
  const s = row.settingStore ?? {};
  const info = companyInfo(s);
  const social = Object.fromEntries(
    SOCIAL_KEYS.map((k) => [k, typeof row.social?.[k] === "string" ? row.social[k] : ""]),
  ) as Record<SocialKey, string>;
  return {
    storeName: row.name,
    companyName: info.companyName ?? "",
    companyId: info.companyId ?? "",
    phone: info.phone ?? "",
    email: info.email ?? "",
    address: info.address ?? "",
    serviceTime: info.serviceTime ?? "",
    social,
    metaTitle: row.metaTitle ?? "",
    metaDescription: row.metaDescription ?? "",
    logo: storeImage(s, "logo"),
    favicon: storeImage(s, "favicon"),
    shareImage: storeImage(s, "shareImage"),
  };
}

export async function getStoreSetting(scope: StoreScope): Promise<StoreSetting> {
  const row = await scope.storeSettings.get();
  if (!row) throw notFound();
  return view(row);
}

/**
 * The images a PATCH names, read in one query: an id that is not this store's (another store's,
 * deleted, never made) is DATA_DOES_NOT_EXIST naming the field; one of another media type (a
 * product photo as the favicon) is a 422 on the field.
 */
async function resolveImages(scope: StoreScope, patch: StoreSettingPatch) {
  const asked = STORE_IMAGE_KEYS.flatMap((k) => {
    const id = patch[imageIdField(k)];
    return typeof id === "number" ? [{ key: k, id }] : [];
  });
  const rows = await scope.media.findMany(asked.map((a) => a.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing: FieldIssue[] = [];
  const wrongType: FieldIssue[] = [];
  const refs: Partial<Record<StoreImageKey, MediaRef>> = {};
  for (const a of asked) {
    const row = byId.get(a.id);
    if (!row) missing.push({ path: imageIdField(a.key), message: "validation.notFound" });
    else if (row.type !== STORE_IMAGES[a.key])
      wrongType.push({ path: imageIdField(a.key), message: "validation.mediaType" });
    else refs[a.key] = mediaRef(row);
  }
  if (missing.length) throw missingRefs(missing);
  if (wrongType.length) throw invalid(wrongType);
  return refs;
}

export async function updateStoreSetting(
  scope: StoreScope,
  patch: StoreSettingPatch,
  audit: AuditTrail,
): Promise<StoreSetting> {
  const refs = await resolveImages(scope, patch);
  const settingStore: Record<string, unknown> = {};
  for (const k of COMPANY_KEYS) if (patch[k] !== undefined) settingStore[k] = patch[k];
  for (const k of STORE_IMAGE_KEYS) {
    const id = patch[imageIdField(k)];
    if (id === null)
      settingStore[k] = null; // json_patch: null removes the key
    else if (id !== undefined) settingStore[k] = refs[k];
  }
  const social = patch.social
    ? (Object.fromEntries(Object.entries(patch.social).filter(([, v]) => v !== undefined)) as Record<string, string>)
    : undefined;
  const item = audit.item({ objectId: scope.storeId, objectName: scope.store.name, after: patch });
  const row = await scope.storeSettings.patch(
    {
      name: patch.storeName,
      settingStore,
      social,
      // "" clears: initial data then falls back to the store name and no description.
      metaTitle: patch.metaTitle === undefined ? undefined : patch.metaTitle || null,
      metaDescription: patch.metaDescription === undefined ? undefined : patch.metaDescription || null,
    },
    [item],
  );
  if (!row) throw notFound();
  return view(row);
}
