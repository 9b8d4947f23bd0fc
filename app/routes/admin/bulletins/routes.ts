import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { PRODUCT } from "../../../../functions/shared/constants";

// Bulletins (spec back-office §2.2 Bulletins, issue 28 §3) and the notices under Notifications
// (§2.2: the head store's bulletins and promotions to a branch, the platform's system notices),
// spread into the admin layout in app/routes.ts before its catch-all. Files are relative to app/.
const r = (path: string, file: string) => route(path, `routes/admin/bulletins/${file}`);

export const bulletinRoutes: RouteConfigEntry[] = [
  r("bulletin-list/:id/:isdisplay", "bulletin-list.tsx"),
  r("bulletin-edit/:id", "bulletin-edit.tsx"),
  r("bulletin-detail/:id", "bulletin-detail.tsx"),
  r("bulletin-category/:isdisplay", "bulletin-category.tsx"),
  r("bulletin-category-edit/:id", "bulletin-category-edit.tsx"),
  r("bulletin-import", "bulletin-import.tsx"),
  r("notifications-branch-bulletin-list/:id/:isdisplay", "notifications-branch-bulletin-list.tsx"),
  r(`notifications-${PRODUCT}-bulletin-list/:id`, "notifications-system-bulletin-list.tsx"),
  r("notifications-branch-promotionlist", "notifications-branch-promotionlist.tsx"),
];
