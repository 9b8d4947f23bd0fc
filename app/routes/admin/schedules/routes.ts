import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// Schedules (spec back-office §2.2 Schedule, issue 28 §3), spread into the admin layout in
// app/routes.ts before its catch-all. Files are relative to app/.
export const scheduleRoutes: RouteConfigEntry[] = [
  route("schedule-list/:type/:status", "routes/admin/schedules/schedule-list.tsx"),
  route("schedule-edit/:id", "routes/admin/schedules/schedule-edit.tsx"),
];
