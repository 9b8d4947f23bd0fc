import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { SETTING_ROUTES } from "../../../../../functions/shared/access/settingPages";

// The settings home (spec back-office §2.2: /admin/settingpage) and, for every child of the one
// list (functions/shared/access/settingPages.ts), its short path: /admin/setting-system →
// /admin/settingpage/setting-system, query kept. The areas register the children themselves.
// Spread into the admin layout in app/routes.ts before its catch-all. Files relative to app/.
export const settingHomeRoutes: RouteConfigEntry[] = [
  route("settingpage", "routes/admin/settings/home/home.tsx"),
  ...SETTING_ROUTES.map((path) =>
    route(path, "routes/admin/content/settings-redirect.ts", {
      id: `settings-redirect-${path.replace(/[/:?]/g, "-")}`,
    }),
  ),
];
