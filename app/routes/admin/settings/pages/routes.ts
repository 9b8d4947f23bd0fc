import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The issue 12 settings pages (spec back-office §2.2): settings children under settingpage/, the
// product setting and subscription contract of the Store section, the subscription setting.
// Spread into the admin layout in app/routes.ts before its catch-all. Files relative to app/.
const DIR = "routes/admin/settings/pages";

export const settingPageRoutes: RouteConfigEntry[] = [
  route("settingpage/setting-system", `${DIR}/system.tsx`),
  route("settingpage/setting-test-mode", `${DIR}/test-mode.tsx`),
  route("settingpage/setting-calendar", `${DIR}/calendar.tsx`),
  route("settingpage/editproductstory/:id", `${DIR}/product-story.tsx`),
  route("store-product-setting", `${DIR}/product-setting.tsx`),
  route("store-product-subscription-contract", `${DIR}/subscription-contract.tsx`),
  route("subscription-setting", `${DIR}/subscription-setting.tsx`),
];
