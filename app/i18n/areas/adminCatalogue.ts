// Messages of the back-office product, category, topic, tag and information pages. zh-TW first; en must have every key.
export const adminCatalogueZhTW = {} as const;

export const adminCatalogueEn: Record<keyof typeof adminCatalogueZhTW, string> = {};
