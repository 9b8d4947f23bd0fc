import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// Analytics (spec back-office §2.2, issue 28 §1), spread into the admin layout in app/routes.ts
// before its catch-all. Files are relative to app/.
export const analyticsRoutes: RouteConfigEntry[] = [
  route("analytics/store", "routes/admin/analytics/store-report.tsx"),
  route("analytics/store/promotions", "routes/admin/analytics/promotion-report.tsx"),
];
