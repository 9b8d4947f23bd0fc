// Messages of the back-office banner, page, article, bulletin, style and menu pages. zh-TW first; en must have every key.
export const adminContentZhTW = {} as const;

export const adminContentEn: Record<keyof typeof adminContentZhTW, string> = {};
