import { unreadTotal } from "@functions/commerce/orders/adminService";
import { branchRemindOf } from "@functions/network/settings/audit";
import { networkHighlights } from "@functions/network/settings/networkNotices";
import { badge, menuFor, privilegeOfPath, sectionPath } from "@functions/shared/adminMenu";
import { NETWORK_PRIVILEGE } from "@functions/shared/networkHighlights";
import { ChevronDown, LogOut, MoreHorizontal, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";
import { AccountLinks } from "../../components/admin/AccountLinks";
import { BranchRemindBar } from "../../components/admin/BranchRemindBar";
import { NetworkNoticeBar } from "../../components/admin/NetworkNoticeBar";
import { inlineClass, moreButtonClass, moreClass } from "../../components/admin/tabVisibility";
import { LanguageSwitch } from "../../components/LanguageSwitch";
import { AdminTestModeBar } from "../../components/settings/TestModeBars";
import { cx } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import "../../i18n/admin";
import { StoreMark } from "../../components/brand/StoreMark";
import { menuLabel } from "../../i18n/adminMenu";
import { activeUser, scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  const scope = scopeOf(context);
  const session = activeUser(context);
  const settingBranch = (scope.store.settingBranch ?? {}) as { isGuideOpen?: boolean };
  const menu = menuFor({
    storeType: scope.store.type,
    isWholeSaler: scope.store.isWholeSaler,
    blockedPrivileges: session?.user.blockedPrivileges ?? [],
    isRoot: session?.user.isRoot ?? false,
    guideOpenToBranches: Boolean(settingBranch.isGuideOpen),
  });
  // Highlight counts arrive with the orders and notifications issues; the shell already shows them.
  const badges: Record<number, number> = {};
  if (menu.some((s) => s.code === 1)) badges[1] = await unreadTotal(scope);
  // The head store's network notices (owners to review, failed renewals, plan changes).
  const [remind, network] = await Promise.all([
    branchRemindOf(scope),
    menu.some((s) => s.code === NETWORK_PRIVILEGE) ? networkHighlights(scope) : [],
  ]);
  return { menu, badges, remind, network };
}

function activeSection(menu: Route.ComponentProps["loaderData"]["menu"], pathname: string) {
  const listed = menu.find((s) =>
    s.entries.some((e) => pathname === e.path || pathname.startsWith(e.path.split("/").slice(0, 3).join("/"))),
  );
  if (listed) return listed;
  // Edit and import pages are not in the menu: their privilege is their section's code.
  // Pages of no section (the store check) light no tab.
  const code = privilegeOfPath(pathname);
  return code === null ? undefined : (menu.find((s) => s.code === code) ?? menu[0]);
}

// The header's "go to store" button shows from 734 px; narrower screens have it in the user menu.
const STORE_BUTTON =
  "hidden h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm hover:bg-surface min-[734px]:inline-flex";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { menu, badges, remind, network } = loaderData;
  const t = useT();
  const locale = useLocale();
  const { store, user } = useRoot();
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const on = () => setScrolled(window.scrollY >= 70);
    on();
    window.addEventListener("scroll", on, { passive: true });
    return () => window.removeEventListener("scroll", on);
  }, []);
  const current = activeSection(menu, decodeURI(pathname));
  const first = menu[0];
  const tabLink = (s: (typeof menu)[number]) =>
    // Paths containing "admins" open by full page reload (spec §2.3).
    ({ to: sectionPath(s), reloadDocument: sectionPath(s).includes("/admins/") });
  return (
    <div className="min-h-screen bg-surface">
      <header
        className={cx("sticky top-0 z-30 border-b border-line bg-white", scrolled && "shadow-md")}
        data-testid="admin-topbar"
      >
        <div className="flex h-16 items-center gap-2 px-3 min-[734px]:px-5">
          <Link
            to={first ? sectionPath(first) : "/admin"}
            className="flex shrink-0 items-center gap-2"
            aria-label={store.storeName}
          >
            <StoreMark
              storeName={store.storeName}
              settingStore={store.settingStore}
              className="h-9 max-w-32"
              testId="admin-logo"
            />
            <span className="hidden max-w-40 truncate font-bold min-[1024px]:inline">{store.storeName}</span>
          </Link>
          <nav aria-label="admin" className="ml-2 flex min-w-0 items-center gap-1" data-testid="admin-tabs">
            {menu.map((s, i) => (
              <NavLink
                key={s.code}
                {...tabLink(s)}
                data-testid={`tab-${s.key}`}
                data-code={s.code}
                className={cx(
                  inlineClass(i),
                  "h-10 shrink-0 items-center gap-1.5 rounded-lg px-3 text-[15px]",
                  current?.code === s.code ? "bg-brand-50 font-semibold text-brand-700" : "text-ink hover:bg-black/5",
                )}
              >
                {menuLabel(s.key, locale, store.labels)}
                {badges[s.code] ? (
                  <span className="rounded-full bg-danger px-1.5 text-xs text-white">{badge(badges[s.code] ?? 0)}</span>
                ) : null}
              </NavLink>
            ))}
            {menu.length > 1 && (
              <details className={cx("relative", moreButtonClass(menu.length))} data-testid="admin-more">
                <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-lg px-3 text-[15px] hover:bg-black/5">
                  <MoreHorizontal size={18} aria-hidden /> {t("admin.more")} <ChevronDown size={16} aria-hidden />
                </summary>
                <div className="absolute left-0 top-11 z-40 w-56 rounded-xl border border-line bg-white p-1.5 shadow-lg">
                  {menu.map((s, i) => (
                    <Link
                      key={s.code}
                      {...tabLink(s)}
                      className={cx(moreClass(i), "rounded-lg px-3 py-2 text-[15px] hover:bg-surface")}
                      data-testid={`more-${s.key}`}
                    >
                      {menuLabel(s.key, locale, store.labels)}
                    </Link>
                  ))}
                </div>
              </details>
            )}
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <Link to="/" className={STORE_BUTTON} data-testid="go-to-store">
              <Store size={16} aria-hidden /> {t("admin.goToStore")}
            </Link>
            <details className="relative" data-testid="admin-user-menu">
              <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-2 hover:bg-black/5">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700">
                  {user?.name.slice(0, 1)}
                </span>
                <ChevronDown size={16} aria-hidden />
              </summary>
              <div className="absolute right-0 top-11 z-40 w-64 rounded-xl border border-line bg-white p-2 shadow-lg">
                <div className="border-b border-line px-3 pb-2.5 pt-1.5">
                  <p className="font-semibold">{user?.name}</p>
                  <p className="truncate text-sm text-muted">{user?.email}</p>
                </div>
                <AccountLinks />
                <Link to="/" className="flex rounded-lg px-3 py-2 text-sm hover:bg-surface min-[734px]:hidden">
                  {t("admin.goToStore")}
                </Link>
                <LanguageSwitch />
                <Form method="post" action="/logout">
                  <input type="hidden" name="from" value="admin" />
                  <button
                    type="submit"
                    className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-danger hover:bg-surface"
                    data-testid="admin-logout"
                  >
                    <LogOut size={16} aria-hidden /> {t("admin.logout")}
                  </button>
                </Form>
              </div>
            </details>
          </div>
        </div>
        {current && current.entries.length > 1 && (
          <nav
            aria-label={menuLabel(current.key, locale, store.labels)}
            className="flex gap-1 overflow-x-auto border-t border-line px-3 py-2 min-[734px]:px-5"
          >
            {current.entries.map((e) => (
              <NavLink
                key={e.id}
                to={e.path}
                reloadDocument={e.path.includes("/admins/")}
                className={({ isActive }) =>
                  cx(
                    "shrink-0 rounded-full px-3 py-1.5 text-sm",
                    isActive ? "bg-ink text-white" : "text-muted hover:bg-black/5",
                  )
                }
              >
                {menuLabel(e.key, locale)}
              </NavLink>
            ))}
          </nav>
        )}
      </header>
      <AdminTestModeBar />
      <BranchRemindBar remind={remind} />
      <NetworkNoticeBar notices={network} />
      <Outlet context={{ menu, current }} />
    </div>
  );
}
