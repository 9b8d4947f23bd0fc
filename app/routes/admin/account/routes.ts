import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The Account section of the back office (spec back-office §2.2 Account), spread into the admin
// layout in app/routes.ts before its catch-all. Files are relative to app/.
export const accountRoutes: RouteConfigEntry[] = [
  route("account-store", "routes/admin/account/account-store.tsx"),
  route("account-bill-list", "routes/admin/account/bill-list.tsx"),
  route("bill/:id/:storeType", "routes/admin/account/bill-detail.tsx"),
];
