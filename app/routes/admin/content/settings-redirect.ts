import { redirect } from "react-router";

// /admin/setting-banner-list, /admin/setbanner/3, … → the same page under /admin/settingpage/
// (spec back-office §2.2: the settings pages are children of /admin/settingpage; the menu links
// there). Keeps short links and old bookmarks working, query included.
// A client navigation asks for `{path}.data` (with the router's `_routes`): the redirect names the
// page itself, or the router would navigate to ".data" and land on the catch-all.
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const page = url.pathname.replace(/\.data$/, "").replace(/^\/admin\//, "/admin/settingpage/");
  const query = url.searchParams.toString();
  throw redirect(`${page}${query ? `?${query}` : ""}`, 301);
}

export default function SettingsRedirect() {
  return null;
}
