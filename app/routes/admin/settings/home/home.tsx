import type { MenuSection } from "@functions/shared/access/adminMenu";
import {
  Building2,
  CalendarDays,
  ChevronRight,
  CreditCard,
  FileText,
  FlaskConical,
  Image,
  KeyRound,
  LayoutList,
  type LucideIcon,
  Megaphone,
  Palette,
  Receipt,
  Settings,
  ShieldCheck,
  Store,
  Truck,
  UserCog,
  UserRoundCheck,
} from "lucide-react";
import { Link, useOutletContext } from "react-router";
import { AdminPage } from "~/components/admin/AdminPage";
import { Card, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";

// /admin/settingpage — the settings home: every settings child this admin may open, which is the
// Settings section of their menu (store type, blocked privileges), itself the one list of
// functions/shared/access/settingPages.ts. Nothing to load: the layout has the menu.

const ICONS: Record<string, LucideIcon> = {
  banners: Image,
  promotions: Megaphone,
  menuSetting: LayoutList,
  pages: FileText,
  style: Palette,
  payment: CreditCard,
  shipping: Truck,
  invoice: Receipt,
  companyInfo: Building2,
  branchInfo: Store,
  system: Settings,
  auditProfile: UserRoundCheck,
  profile: UserCog,
  userPassword: KeyRound,
  security: ShieldCheck,
  testMode: FlaskConical,
  calendar: CalendarDays,
};

export default function SettingsHome() {
  const t = useT();
  const locale = useLocale();
  const { menu } = useOutletContext<{ menu: MenuSection[] }>();
  const entries = menu.find((s) => s.code === 9)?.entries ?? [];
  return (
    <AdminPage title={menuLabel("settings", locale)} description={t("settingsHome.description")} testId="settings-home">
      {entries.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Settings size={36} aria-hidden />}
            title={t("settingsHome.emptyTitle")}
            body={t("settingsHome.emptyBody")}
          />
        </Card>
      ) : (
        <ul
          className="grid gap-3 min-[734px]:grid-cols-2 min-[1024px]:grid-cols-3"
          aria-label={menuLabel("settings", locale)}
        >
          {entries.map((e) => {
            const Icon = ICONS[e.key] ?? Settings;
            return (
              <li key={e.id}>
                <Link
                  to={e.path}
                  className="flex h-full items-start gap-3 rounded-xl border border-line bg-white p-4 hover:bg-surface"
                  data-testid={`settings-home-${e.key}`}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon size={20} aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-[15px] font-semibold">{menuLabel(e.key, locale)}</span>
                    <span className="mt-0.5 block text-sm text-muted">{t(`settingsHome.about.${e.key}`)}</span>
                  </span>
                  <ChevronRight size={18} className="mt-2.5 shrink-0 text-muted" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}
