import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The notifications calendar (spec back-office §2.2 Notifications, issue 28 §2), spread into the
// admin layout in app/routes.ts before its catch-all. Files are relative to app/.
export const calendarRoutes: RouteConfigEntry[] = [
  route("notifications-calendar", "routes/admin/calendar/notifications-calendar.tsx"),
];
