import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// setting-store (spec back-office §2.2 Settings child "setting-store (company info)"), spread into
// the admin layout in app/routes.ts before its catch-all; /admin/setting-store redirects to it like
// the other settings pages (settings/home/routes.ts). Files are relative to app/.
export const storeSettingRoutes: RouteConfigEntry[] = [
  route("settingpage/setting-store", "routes/admin/settings/store/setting-store.tsx"),
];
