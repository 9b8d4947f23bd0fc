import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// Staff pages of the Users section (spec back-office §2.2), spread into the admin layout in
// app/routes.ts before its catch-all. user-edit/{type}: "new" creates, a staff id edits.
export const staffRoutes: RouteConfigEntry[] = [
  route("user-admin-list", "routes/admin/staff/staff-list.tsx"),
  route("user-edit/:type", "routes/admin/staff/staff-edit.tsx"),
];
