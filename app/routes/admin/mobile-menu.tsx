import { badge, type MenuSection, sectionPath } from "@functions/shared/access/adminMenu";
import {
  Award,
  BarChart3,
  Bell,
  BookOpen,
  CalendarClock,
  ChevronRight,
  ClipboardCheck,
  CreditCard,
  LayoutGrid,
  type LucideIcon,
  Megaphone,
  Network,
  Newspaper,
  Package,
  Receipt,
  Repeat,
  Settings,
  ShoppingBag,
  Store,
  Users,
  Wallet,
} from "lucide-react";
import { Link, useOutletContext, useRouteLoaderData } from "react-router";
import { AdminPage } from "../../components/admin/AdminPage";
import { Card } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { menuLabel } from "../../i18n/adminMenu";
import { useRoot } from "../../lib/useRoot";

// /admin/mobile-menu — the back office's home on a phone (spec §2.1 section 12): every section the
// admin may use, with its pages and its badge, in thumb-sized tiles. What it lists is the same
// menu as the top bar (store type, blocked privileges), so it can never offer a refused page.

const ICONS: Record<number, LucideIcon> = {
  1: ShoppingBag,
  2: Wallet,
  3: BarChart3,
  4: Package,
  5: Network,
  6: Repeat,
  7: Newspaper,
  8: Users,
  9: Settings,
  10: CreditCard,
  11: Megaphone,
  12: LayoutGrid,
  13: Bell,
  14: CalendarClock,
  15: BookOpen,
  16: Award,
};

export default function MobileMenu() {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const { menu } = useOutletContext<{ menu: MenuSection[] }>();
  const layout = useRouteLoaderData("routes/admin/layout") as { badges?: Record<number, number> } | undefined;
  const sections = menu.filter((s) => s.code !== 12);
  return (
    <AdminPage title={menuLabel("mobileDashboard", locale)} description={store.storeName} testId="mobile-menu">
      {[
        { to: "/", icon: Store, label: t("admin.goToStore"), testId: "mobile-go-to-store" },
        { to: "/admin/test", icon: ClipboardCheck, label: t("storeCheck.title"), testId: "mobile-store-check" },
      ].map(({ to, icon: Icon, label, testId }) => (
        <Link
          key={testId}
          to={to}
          className="mb-4 flex items-center gap-3 rounded-xl border border-line bg-white p-4 text-[15px] font-medium hover:bg-surface"
          data-testid={testId}
        >
          <Icon size={20} className="text-brand-600" aria-hidden />
          {label}
          <ChevronRight size={18} className="ml-auto text-muted" aria-hidden />
        </Link>
      ))}
      <div className="grid gap-3 min-[734px]:grid-cols-2 min-[1024px]:grid-cols-3">
        {sections.map((s) => {
          const Icon = ICONS[s.code] ?? Receipt;
          const count = layout?.badges?.[s.code] ?? 0;
          return (
            <Card key={s.code} className="p-4" data-testid={`mobile-section-${s.key}`}>
              <Link
                to={sectionPath(s)}
                reloadDocument={sectionPath(s).includes("/admins/")}
                className="flex items-center gap-3"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon size={20} aria-hidden />
                </span>
                <span className="text-[17px] font-semibold">{menuLabel(s.key, locale, store.labels)}</span>
                {count > 0 && (
                  <span
                    className="ml-auto rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-white"
                    data-testid={`mobile-badge-${s.key}`}
                  >
                    {badge(count)}
                  </span>
                )}
              </Link>
              {s.entries.length > 1 && (
                <ul className="mt-3 grid grid-cols-2 gap-2">
                  {s.entries.map((e) => (
                    <li key={e.id}>
                      <Link
                        to={e.path}
                        reloadDocument={e.path.includes("/admins/")}
                        className="flex min-h-11 items-center rounded-lg bg-surface px-3 text-sm hover:bg-black/5"
                      >
                        {menuLabel(e.key, locale)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          );
        })}
      </div>
    </AdminPage>
  );
}
