import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The catalogue's back-office pages (spec back-office §2.2 "Products"), spread into the admin
// layout in app/routes.ts before its catch-all. Files are relative to app/.
const r = (path: string, file: string) => route(path, `routes/admin/catalogue/${file}`);

export const catalogueRoutes: RouteConfigEntry[] = [
  r("store-productlist/:categoryId/:isDisplay", "product-list.tsx"),
  r("product-edit/:id", "product-edit.tsx"),
  r("store-stock/:categoryId/:isDisplay", "stock.tsx"),
  r("product-stock-import", "stock-import.tsx"),
  r("store-price/:categoryId/:isDisplay", "price.tsx"),
  r("store-category/:isdisplay", "category-list.tsx"),
  r("store-subcategory/:parentId/:isdisplay", "subcategory-list.tsx"),
  r("store-editcategory/:id/:hasChildren", "category-edit.tsx"),
  r("store-topic-list", "topic-list.tsx"),
  r("store-edit-topic/:id", "topic-edit.tsx"),
  r("store-product-tags/:isdisplay", "tag-list.tsx"),
  r("store-edit-tag/:id", "tag-edit.tsx"),
  r("store-information/:isdisplay", "information-list.tsx"),
  r("store-editinformation/:id", "information-edit.tsx"),
  r("store-setting-product", "product-image-setting.tsx"),
  r("products-import", "products-import.tsx"),
];
