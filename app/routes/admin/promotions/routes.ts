import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The promotion pages of the back office (spec back-office §2.2 Settings children
// setting-promotion-list/{tab}, editpromotion/{id}, editactivity/{id}, promotions-groups-sort/edit),
// spread into the admin layout in app/routes.ts before its catch-all. Same /admin/settingpage/
// home and short-path redirects as the content area. Files are relative to app/.
const PAGES = [
  ["setting-promotion-list/:tab?", "list.tsx"],
  ["editpromotion/:id", "edit-promotion.tsx"],
  ["editactivity/:id", "edit-activity.tsx"],
  ["promotions-groups-sort/edit", "groups-sort.tsx"],
  // Not a spec page: the page of POST /api/admin/promotion/excel/import (issue 28 §4).
  ["promotion-import", "promotion-import.tsx"],
] as const;

export const promotionRoutes: RouteConfigEntry[] = [
  ...PAGES.map(([path, file]) => route(`settingpage/${path}`, `routes/admin/promotions/${file}`)),
];
