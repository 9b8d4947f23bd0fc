import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The content pages of the back office (spec back-office §2.2 "Articles" and the Settings children
// banners, pages, style and menu), spread into the admin layout in app/routes.ts before its
// catch-all. Settings pages live under /admin/settingpage/ like the menu's entries; the same
// paths without that segment redirect there (settings/home/routes.ts). Files are relative to app/.
const r = (path: string, file: string, id?: string) =>
  id
    ? route(path, `routes/admin/content/${file}`, { id: `content-${id}` })
    : route(path, `routes/admin/content/${file}`);

const SETTINGS_PAGES = [
  ["setting-banner-list", "banner-list.tsx"],
  ["setbanner/:id", "banner-edit.tsx"],
  ["setting-page-list", "page-list.tsx"],
  ["setpage/:id", "page-edit.tsx"],
  ["setting-style", "style.tsx"],
  ["setting-menu", "menu.tsx"],
] as const;

export const contentRoutes: RouteConfigEntry[] = [
  ...SETTINGS_PAGES.map(([path, file]) => r(`settingpage/${path}`, file)),
  r("article-list/:id/:isdisplay", "article-list.tsx"),
  r("article-edit/:id", "article-edit.tsx"),
  r("article-category-list/:isdisplay", "article-category-list.tsx"),
  r("article-edit-category/:id", "article-category-edit.tsx"),
];
