// THE list of /admin/settingpage children (spec back-office §2.2 Settings), read by the access table
// (adminPrivileges.ts: each child under settingpage/ and on its short path, same rule), the
// menu's Settings section (adminMenu.ts: the children that are destinations, in this order), the
// short-path redirects (app/routes/admin/settings/home/routes.ts) and so the settings home
// (/admin/settingpage lists the Settings section of the admin's menu). A child added here is
// guarded, redirected and, when it has a menu key, listed on the home — nowhere else to add it.

export type SettingPage = {
  /** The route pattern under /admin/settingpage/ (React Router syntax). */
  path: string;
  headStoreOnly: boolean;
  /** A destination of the menu and the home: its label key and the page it opens. */
  menu?: { key: string; to: string };
  /** Registered by the area as separate routes (the profile tabs): guarded, not a route of its own. */
  patternOnly?: boolean;
  /**
   * The admin's own sign-in (profile, password, security): open to every admin, even one whose
   * Settings are blocked; a person can always manage their own account (issue 28 §8).
   */
  own?: boolean;
};

const HSO = true;
const BOTH = false;
const page = (path: string, headStoreOnly: boolean, key?: string, to = path): SettingPage =>
  key ? { path, headStoreOnly, menu: { key, to: `/admin/settingpage/${to}` } } : { path, headStoreOnly };

const own = (p: SettingPage): SettingPage => ({ ...p, own: true });

export const SETTING_PAGES: readonly SettingPage[] = [
  page("setting-banner-list", BOTH, "banners"),
  page("setbanner/:id", BOTH),
  page("setting-promotion-list/:tab?", HSO, "promotions", "setting-promotion-list/promotion"),
  page("editpromotion/:id", HSO),
  page("editactivity/:id", HSO),
  page("promotions-groups-sort/edit", HSO),
  page("setting-menu", HSO, "menuSetting"),
  page("setting-page-list", HSO, "pages"),
  page("setpage/:id", HSO),
  page("setting-style", HSO, "style"),
  page("setting-payment", HSO, "payment"),
  page("setting-shipping", HSO, "shipping"),
  page("setting-invoice", HSO, "invoice"),
  page("setting-store", HSO, "companyInfo"),
  page("setting-branch-store", BOTH, "branchInfo"),
  page("setting-system", BOTH, "system"),
  page("setting-audit-profile", BOTH, "auditProfile"),
  { path: "setting-profile/info/:view", headStoreOnly: BOTH, patternOnly: true, own: true },
  own(page("setting-profile/info/setting", BOTH, "profile")),
  own(page("setting-profile/info/address", BOTH)),
  own(page("setting-profile/info/social", BOTH)),
  own(page("setting-profile/info/cards", BOTH)),
  own(page("setting-profile-password", BOTH, "userPassword")),
  page("editproductstory/:id", HSO),
  own(page("setting-security", BOTH, "security")),
  page("setting-test-mode", HSO, "testMode"),
  page("setting-calendar", HSO, "calendar"),
];

/** The children with a route of their own: each answers on its short path too (a redirect). */
export const SETTING_ROUTES = SETTING_PAGES.filter((p) => !p.patternOnly).map((p) => p.path);

/** The menu's Settings entries, in the list's order. */
export const SETTING_MENU = SETTING_PAGES.flatMap((p) => (p.menu ? [[p.menu.key, p.menu.to] as [string, string]] : []));
