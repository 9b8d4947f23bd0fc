import { unreadTotal } from "@functions/commerce/orders/adminService";
import { branchRemindOf } from "@functions/network/settings/audit";
import { networkHighlights } from "@functions/network/settings/networkNotices";
import { menuFor, privilegeOfPath, sectionPath } from "@functions/shared/access/adminMenu";
import { NETWORK_PRIVILEGE } from "@functions/shared/network/networkHighlights";
import { closedLayerOf, importantNoticesOf } from "@functions/shared/store/dashboardBanners";
import { achievementState } from "@functions/store/achievements/service";
import { badgesOf, clearOnVisit, storedHighlights } from "@functions/store/highlights/service";
import { Store } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { AdminClosedOverlay } from "~/components/admin/AdminClosedOverlay";
import { BranchRemindBar } from "~/components/admin/BranchRemindBar";
import { ImportantNoticeBar } from "~/components/admin/ImportantNoticeBar";
import { NetworkNoticeBar } from "~/components/admin/NetworkNoticeBar";
import { RefusedNotice } from "~/components/admin/RefusedNotice";
import { SectionEntries, SectionTabs } from "~/components/admin/shell/SectionTabs";
import { UserMenu } from "~/components/admin/shell/UserMenu";
import { AdminTestModeBar } from "~/components/settings/TestModeBars";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";
import "~/i18n/admin";
import { StoreMark } from "~/components/brand/StoreMark";
import { activeUser, scopeOf } from "~/lib/context.server";
import { useRoot } from "~/lib/useRoot";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs) {
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
  // The head store's network notices (owners to review, failed renewals, plan changes).
  const [remind, network, counted0, orders, achievements] = await Promise.all([
    branchRemindOf(scope),
    menu.some((s) => s.code === NETWORK_PRIVILEGE) ? networkHighlights(scope) : [],
    storedHighlights(scope),
    menu.some((s) => s.code === 1) ? unreadTotal(scope) : 0,
    // ACHIEVEMENT_NEW: the same state the achievements page shows (one source).
    menu.some((s) => s.code === 16) ? achievementState(scope).then((a) => a.newCount) : 0,
  ]);
  // Visiting the page a stored badge belongs to clears it (issue 28 §2).
  // A client-side navigation asks for the page's data as "<path>.data".
  const visited = new URL(request.url).pathname.replace(/\.data$/, "");
  const cleared = await clearOnVisit(scope, visited, counted0);
  const stored = counted0.filter((h) => !cleared.includes(h.type));
  // Badges only on sections the admin has in the menu (a blocked section shows no count).
  const counted = badgesOf(stored);
  const badges = Object.fromEntries(
    Object.entries({ ...counted, 1: (counted[1] ?? 0) + orders, 16: achievements }).filter(
      ([code, n]) => n > 0 && menu.some((s) => s.code === Number(code)),
    ),
  ) as Record<number, number>;
  return { menu, badges, remind, network, notices: importantNoticesOf(stored) };
}

function activeSection(menu: Route.ComponentProps["loaderData"]["menu"], pathname: string) {
  const listed = menu.find((s) =>
    s.entries.some((e) => pathname === e.path || pathname.startsWith(e.path.split("/").slice(0, 3).join("/"))),
  );
  if (listed) return listed;
  // Edit and import pages are not in the menu: their privilege is their section's code.
  // Pages of no section (the store check) light no tab.
  // Pages open to every admin (their own sign-in) while their section is blocked light none.
  const code = privilegeOfPath(pathname);
  return code === null ? undefined : menu.find((s) => s.code === code);
}

// The header's "go to store" button shows from 734 px; narrower screens have it in the user menu.
const STORE_BUTTON =
  "hidden h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm hover:bg-surface min-[734px]:inline-flex";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { menu, badges, remind, network, notices } = loaderData;
  const t = useT();
  const { store } = useRoot();
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
  // Spec §2.4: a closed store's overlay, and no admin content under it or while unpaid.
  const closed = closedLayerOf(store.storeStatus);
  return (
    <div className="min-h-screen bg-surface">
      <header
        className={cx("sticky top-0 z-30 border-b border-line bg-white", scrolled && "shadow-md")}
        data-testid="admin-topbar"
      >
        <div className="flex h-16 items-center gap-2 px-3 min-[734px]:px-5">
          {/* Named by its own text (WCAG 2.5.3: a name that says what is shown), read out at every
              width though written only from 1024 px; the mark beside it adds no name of its own. */}
          <Link to={first ? sectionPath(first) : "/admin"} className="flex shrink-0 items-center gap-2">
            <StoreMark
              storeName={store.storeName}
              settingStore={store.settingStore}
              className="h-9 max-w-32"
              testId="admin-logo"
              decorative
            />
            <span className="sr-only min-[1024px]:not-sr-only">
              <span className="block max-w-40 truncate font-bold">{store.storeName}</span>
            </span>
          </Link>
          <SectionTabs menu={menu} current={current} badges={badges} />
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <Link to="/" className={STORE_BUTTON} data-testid="go-to-store">
              <Store size={16} aria-hidden /> {t("admin.goToStore")}
            </Link>
            <UserMenu />
          </div>
        </div>
        <SectionEntries current={current} />
      </header>
      <ImportantNoticeBar notices={notices} />
      <RefusedNotice />
      <AdminTestModeBar />
      <BranchRemindBar remind={remind} />
      <NetworkNoticeBar notices={network} />
      {closed.hideContent ? null : <Outlet context={{ menu, current }} />}
      <AdminClosedOverlay layer={closed} />
    </div>
  );
}
