import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The operation log (spec back-office §2.2 Users: /admin/user-logs-list), spread into the admin
// layout in app/routes.ts before its catch-all. Files are relative to app/.
export const auditRoutes: RouteConfigEntry[] = [
  route("user-logs-list", "routes/admin/audit/log-list.tsx"),
  route("user-logs-list/:id", "routes/admin/audit/log-detail.tsx"),
];
