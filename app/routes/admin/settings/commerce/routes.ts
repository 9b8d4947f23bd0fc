import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The commerce settings pages of the back office (spec back-office §2.2 Settings children
// setting-shipping, setting-payment, setting-invoice), spread into the admin layout in
// app/routes.ts before its catch-all. Same /admin/settingpage/ home and short-path redirects as
// the content area. Files are relative to app/.
const PAGES = [
  ["setting-shipping", "shipping.tsx"],
  ["setting-payment", "payment.tsx"],
  ["setting-invoice", "invoice.tsx"],
  // Not a spec page: the page of POST /api/admin/shipping/product/excel/import (issue 28 §4).
  ["shipping-product-import", "shipping-product-import.tsx"],
] as const;

export const settingsRoutes: RouteConfigEntry[] = [
  ...PAGES.map(([path, file]) => route(`settingpage/${path}`, `routes/admin/settings/commerce/${file}`)),
];
