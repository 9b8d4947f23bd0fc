import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The branch catalogue's back-office pages (issue 13 §3–4), spread into the admin layout in
// app/routes.ts. The head store's authorisation page and a branch's product list are one page
// (the API answers the viewer's view), registered twice with their own ids.
const r = (path: string, file: string, id?: string) =>
  route(path, `routes/admin/network/catalogue/${file}`, id ? { id } : {});

export const branchCatalogueRoutes: RouteConfigEntry[] = [
  r("branch-products", "products.tsx", "branch-products"),
  r("store-branchproductlist", "products.tsx", "store-branchproductlist"),
  r("store-branchcategorylist/:auth", "categories.tsx"),
  r("incomelist/:view", "income-list.tsx"),
  r("my-orderdetail/:id", "income-detail.tsx"),
];
