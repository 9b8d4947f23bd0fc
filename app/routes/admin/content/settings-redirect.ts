import { redirect } from "react-router";

// /admin/setting-banner-list, /admin/setbanner/3, … → the same page under /admin/settingpage/
// (spec back-office §2.2: the settings pages are children of /admin/settingpage; the menu links
// there). Keeps short links and old bookmarks working, query included.
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.replace(/^\/admin\//, "/admin/settingpage/")}${url.search}`, 301);
}

export default function SettingsRedirect() {
  return null;
}
