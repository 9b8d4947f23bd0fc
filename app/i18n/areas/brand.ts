// Storefront messages of the store's brand and company info (footer), from setting-store.
export const brandZhTW = {
  "brand.footer.taxId": "統一編號 {id}",
  "brand.footer.contact": "聯絡資訊",
  "brand.footer.social": "社群連結",
};
export const brandEn: Record<keyof typeof brandZhTW, string> = {
  "brand.footer.taxId": "Tax ID {id}",
  "brand.footer.contact": "Contact",
  "brand.footer.social": "Social links",
};
