// The adminContent messages, split per page area (each slice file holds its zh-TW and en objects).

import { adminContentArticlesEn, adminContentArticlesZhTW } from "./adminContent/articles";
import { adminContentBannersEn, adminContentBannersZhTW } from "./adminContent/banners";
import { adminContentMenuEn, adminContentMenuZhTW } from "./adminContent/menu";
import { adminContentStyleEn, adminContentStyleZhTW } from "./adminContent/style";

export const adminContentZhTW = {
  ...adminContentBannersZhTW,
  ...adminContentStyleZhTW,
  ...adminContentMenuZhTW,
  ...adminContentArticlesZhTW,
} as const;

export const adminContentEn: Record<keyof typeof adminContentZhTW, string> = {
  ...adminContentBannersEn,
  ...adminContentStyleEn,
  ...adminContentMenuEn,
  ...adminContentArticlesEn,
};
