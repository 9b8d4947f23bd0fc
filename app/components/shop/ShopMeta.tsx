import { shareImageSrc, storeImage } from "@functions/shared/storeSettings/brand";
import { useLocale } from "../../i18n";
import { useRoot } from "../../lib/useRoot";
import { PageMeta } from "../PageMeta";
import { absoluteUrl } from "./images";

/**
 * Share image of the store: the setting-store share image (its 1200×630 crop), else its logo, else
 * an older plain path under one of the legacy keys.
 */
export function storeShareImage(settingStore: Record<string, unknown>): string | undefined {
  const share = storeImage(settingStore, "shareImage");
  if (share) return shareImageSrc(share);
  const logo = storeImage(settingStore, "logo");
  if (logo) return logo.path;
  for (const k of ["shareImage", "shareImagePath", "shareImageUrl", "logo", "logoPath"]) {
    const v = settingStore[k];
    if (typeof v === "string" && v) return v;
    if (v && typeof v === "object" && typeof (v as { path?: unknown }).path === "string")
      return (v as { path: string }).path;
  }
  return undefined;
}

/**
 * Page title, description and share tags per host (spec §2 home; same for every browse page):
 * the title ends with the store name, og:url is the canonical URL, og:image is absolute.
 */
export function ShopMeta({
  title,
  description,
  image,
  type = "website",
  noindex,
}: {
  title?: string;
  description?: string;
  image?: string | null;
  type?: "website" | "product" | "article";
  noindex?: boolean;
}) {
  const { store, origin, canonical } = useRoot();
  const locale = useLocale();
  const desc = (description || store.metaDescription || "").replace(/\s+/g, " ").trim().slice(0, 200);
  const img = absoluteUrl(origin, image || storeShareImage(store.settingStore));
  const siteName = store.metaTitle || store.storeName;
  return (
    <>
      <PageMeta title={title} storeName={siteName} description={desc || undefined} />
      {desc && <meta property="og:description" content={desc} />}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale === "en" ? "en_US" : "zh_TW"} />
      {img && <meta property="og:image" content={img} />}
      <meta name="twitter:card" content={img ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title ? `${title} | ${siteName}` : siteName} />
      {desc && <meta name="twitter:description" content={desc} />}
      {img && <meta name="twitter:image" content={img} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
    </>
  );
}
