import { type Display, type Shelf, shelfWord } from "./filters";

// Page paths of the catalogue back office (spec back-office §2.2), built in one place.

export const editCategoryPath = (id: number | "0", hasChildren: boolean, parentId?: number | null) =>
  `/admin/store-editcategory/${id}/${hasChildren ? 1 : 0}${parentId ? `?parentId=${parentId}` : ""}`;
export const levelPath = (parentId: number | null | undefined, display: Display) =>
  parentId ? `/admin/store-subcategory/${parentId}/${display}` : `/admin/store-category/${display}`;

export const productListPath = (categoryId: number, shelf: Shelf) =>
  `/admin/store-productlist/${categoryId}/${shelfWord(shelf)}`;
export const stockPath = (categoryId: number, shelf: Shelf) => `/admin/store-stock/${categoryId}/${shelfWord(shelf)}`;
export const pricePath = (categoryId: number, shelf: Shelf) => `/admin/store-price/${categoryId}/${shelfWord(shelf)}`;
export const productEditPath = (id: number | "new") => `/admin/product-edit/${id}`;

export const tagListPath = (display: Display) => `/admin/store-product-tags/${display}`;
export const tagEditPath = (id: number | "0") => `/admin/store-edit-tag/${id}`;
export const informationListPath = (display: Display) => `/admin/store-information/${display}`;
export const informationEditPath = (id: number | "0") => `/admin/store-editinformation/${id}`;
export const topicListPath = (display?: Display, showing?: number) => {
  const q = new URLSearchParams();
  if (display) q.set("isDisplay", display);
  if (showing) q.set("showing", String(showing));
  const s = q.toString();
  return `/admin/store-topic-list${s ? `?${s}` : ""}`;
};
export const topicEditPath = (id: number | "0") => `/admin/store-edit-topic/${id}`;
