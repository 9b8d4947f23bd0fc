// Messages of the image upload widgets and media errors. zh-TW first; en must have every key.
export const mediaZhTW = {} as const;

export const mediaEn: Record<keyof typeof mediaZhTW, string> = {};
