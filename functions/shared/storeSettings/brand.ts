import type { MediaRef } from "../media";
import { COMPANY_KEYS, type CompanyField, type StoreImageKey } from "./companyFields";

// Reading the store's brand (logo, favicon, share image, company info) out of initial data's
// settingStore, for every place that shows it: storefront head and chrome, the admin top bar,
// JSON-LD and mails. Binding-free; settingStore is JSON, so every read is checked.

const isRef = (v: unknown): v is MediaRef =>
  !!v &&
  typeof v === "object" &&
  typeof (v as MediaRef).path === "string" &&
  (v as MediaRef).path.startsWith("/media/") &&
  typeof (v as MediaRef).variants === "object";

/** The stored image of `key`, or null. */
export function storeImage(settingStore: Record<string, unknown> | null | undefined, key: StoreImageKey) {
  const v = settingStore?.[key];
  return isRef(v) ? v : null;
}

/** Company-info text fields (empty ones left out). */
export function companyInfo(settingStore: Record<string, unknown> | null | undefined) {
  const out: Partial<Record<CompanyField, string>> = {};
  for (const k of COMPANY_KEYS) {
    const v = settingStore?.[k];
    if (typeof v === "string" && v.trim()) out[k] = v.trim();
  }
  return out;
}

const variantOr = (ref: MediaRef, name: string) => ref.variants[name]?.path ?? ref.path;

/** The logo at a header's size (w400 covers 2× screens of a 200 px wide logo), else the original. */
export const logoSrc = (ref: MediaRef) => variantOr(ref, "w400");

/** Spec §9 share image: the 1200×630 crop, or the original when it was too small for one. */
export const shareImageSrc = (ref: MediaRef) => variantOr(ref, "w1200h630");

export type IconLink = { rel: "icon" | "apple-touch-icon"; sizes: string; href: string; type?: string };

const typeOfPath = (path: string) =>
  path.endsWith(".png") ? "image/png" : path.endsWith(".webp") ? "image/webp" : undefined;

/**
 * `<link>` tags for the favicon: spec §9 favicon sizes 16, 32, 48, 128, 180, 192 and apple touch
 * icons 140, 144, 180, 192. A size the upload was too small for (never upscaled) is left out; with
 * none made, the original is the one icon.
 */
export function faviconLinks(ref: MediaRef): IconLink[] {
  const links: IconLink[] = [];
  const seen = new Set<string>();
  const add = (rel: IconLink["rel"], name: string) => {
    const v = ref.variants[name];
    // A box the original only half fills is clamped smaller (functions/media/variants.ts) and may
    // share its file with the next size: list each file once, with the size it really has.
    if (!v || seen.has(`${rel} ${v.path}`)) return;
    seen.add(`${rel} ${v.path}`);
    links.push({
      rel,
      sizes: `${v.width}x${v.height}`,
      href: v.path,
      type: rel === "icon" ? typeOfPath(v.path) : undefined,
    });
  };
  for (const n of [16, 32, 48, 128, 180, 192]) add("icon", `f${n}`);
  for (const n of [140, 144, 180, 192]) add("apple-touch-icon", `t${n}`);
  if (!links.length) links.push({ rel: "icon", sizes: "any", href: ref.path, type: typeOfPath(ref.path) });
  return links;
}
