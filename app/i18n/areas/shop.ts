// Messages of the storefront catalogue and content pages. zh-TW first; en must have every key.
export const shopZhTW = {} as const;

export const shopEn: Record<keyof typeof shopZhTW, string> = {};
