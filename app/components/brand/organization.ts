import { companyInfo, storeImage } from "@functions/shared/storeSettings/brand";
import type { StoreInitialData } from "@functions/store/initial";
import { absoluteUrl } from "../shop/images";

/**
 * schema.org Organization of the store (setting-store company info): on every storefront page,
 * next to the WebSite block. Social links become sameAs.
 */
export function organizationJsonLd(store: StoreInitialData, origin: string) {
  const info = companyInfo(store.settingStore);
  const logo = storeImage(store.settingStore, "logo");
  const sameAs = Object.values(store.social).filter((u) => typeof u === "string" && /^https?:\/\//.test(u));
  const contact = info.phone || info.email;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: info.companyName ?? store.storeName,
    alternateName: info.companyName && info.companyName !== store.storeName ? store.storeName : undefined,
    url: `${origin}/`,
    logo: logo ? absoluteUrl(origin, logo.path) : undefined,
    email: info.email,
    telephone: info.phone,
    taxID: info.companyId,
    address: info.address,
    contactPoint: contact
      ? {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: info.phone,
          email: info.email,
          hoursAvailable: info.serviceTime,
        }
      : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
}
