import type { Db } from "./client";
import { articlesOf } from "./content/articles";
import { bannersOf } from "./content/banners";
import { bulletinsOf } from "./content/bulletins";
import { contentCategoriesOf } from "./content/categories";
import { pagesOf } from "./content/pages";
import { contentRefsOf } from "./content/refs";
import { storeStyleOf } from "./content/storeStyle";

// Tenant-scoped content queries (banners, pages, articles, bulletins, store style and menu).
// Built per request for the request's store: every statement carries `store_id = storeId`, joins
// included, so a row of another store can be neither read nor written through this accessor.

export type {
  ArticleCategoryRow,
  ArticleRow,
  ArticleValues,
  AttachmentRow,
  BannerMediaRow,
  BannerMediaValues,
  BannerRow,
  BannerValues,
  BulletinCategoryRow,
  BulletinRow,
  BulletinValues,
  CategoryValues,
  PageRow,
  PageValues,
} from "./content/shared";

// One accessor per concern (db/content/*), merged: callers keep using contentOf(db, storeId).
export function contentOf(db: Db, storeId: number) {
  return {
    ...contentRefsOf(db, storeId),
    ...bannersOf(db, storeId),
    ...pagesOf(db, storeId),
    ...contentCategoriesOf(db, storeId),
    ...articlesOf(db, storeId),
    ...bulletinsOf(db, storeId),
    ...storeStyleOf(db, storeId),
  };
}

export type ContentDb = ReturnType<typeof contentOf>;
