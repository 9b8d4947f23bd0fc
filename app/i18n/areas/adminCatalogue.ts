// The adminCatalogue messages, split per page area (each slice file holds its zh-TW and en objects).

import { adminCatalogueListsEn, adminCatalogueListsZhTW } from "./adminCatalogue/lists";
import { adminCatalogueProductEditEn, adminCatalogueProductEditZhTW } from "./adminCatalogue/productEdit";
import { adminCatalogueTaxonomyEn, adminCatalogueTaxonomyZhTW } from "./adminCatalogue/taxonomy";
import { adminCatalogueUiEn, adminCatalogueUiZhTW } from "./adminCatalogue/ui";

export const adminCatalogueZhTW = {
  ...adminCatalogueUiZhTW,
  ...adminCatalogueTaxonomyZhTW,
  ...adminCatalogueProductEditZhTW,
  ...adminCatalogueListsZhTW,
} as const;

export const adminCatalogueEn: Record<keyof typeof adminCatalogueZhTW, string> = {
  ...adminCatalogueUiEn,
  ...adminCatalogueTaxonomyEn,
  ...adminCatalogueProductEditEn,
  ...adminCatalogueListsEn,
};
