import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The notifications list and its settings (spec back-office §2.2 Notifications, issue 28 §2),
// spread into the admin layout in app/routes.ts before its catch-all. Files are relative to app/.
export const notificationRoutes: RouteConfigEntry[] = [
  route("notifications-all", "routes/admin/notifications/notifications-all.tsx"),
  route("notification-settings", "routes/admin/notifications/notification-settings.tsx"),
];
