import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

// The admin's own account in the back office (spec back-office §2.2 Settings children
// setting-profile/info/{setting|social|address|cards}, setting-profile-password, setting-security),
// spread into the admin layout in app/routes.ts before its catch-all. The profile pages ARE the
// member area's route modules (one page, two frames); their writes are admin writes here
// (app/lib/profileWrite.server.ts). Files are relative to app/.
const PROFILE_PAGES = [
  ["setting-profile/info/setting", "routes/member/info-setting.tsx"],
  ["setting-profile/info/address", "routes/member/info-address.tsx"],
  ["setting-profile/info/social", "routes/member/info-social.tsx"],
  ["setting-profile/info/cards", "routes/member/info-cards.tsx"],
  ["setting-profile-password", "routes/member/password-edit.tsx"],
] as const;

export const profileRoutes: RouteConfigEntry[] = [
  layout("routes/admin/profile/layout.tsx", [
    ...PROFILE_PAGES.map(([path, file]) =>
      route(`settingpage/${path}`, file, { id: `admin-profile-${path.replace(/\//g, "-")}` }),
    ),
    route("settingpage/setting-security", "routes/admin/security/security.tsx"),
  ]),
];
