import { KeyRound, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

/** Spec back-office §2.3: the user menu's profile links are hidden while test mode is active. */
export function profileLinksShown(testModeTime: string | null | undefined, now = Date.now()): boolean {
  return !(testModeTime && Date.parse(testModeTime) > now);
}

const LINKS = [
  { to: "/admin/settingpage/setting-profile/info/setting", key: "adminProfile.title", icon: UserRound },
  { to: "/admin/settingpage/setting-profile-password", key: "profile.password", icon: KeyRound },
  { to: "/admin/settingpage/setting-security", key: "adminProfile.security", icon: ShieldCheck },
] as const;

/** The admin's own account pages, in the top bar's user menu. */
export function AccountLinks() {
  const t = useT();
  const { store } = useRoot();
  if (!profileLinksShown(store.testModeTime)) return null;
  return (
    <div className="border-b border-line py-1" data-testid="admin-account-links">
      {LINKS.map(({ to, key, icon: Icon }) => (
        <Link key={to} to={to} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-surface">
          <Icon size={16} aria-hidden /> {t(key)}
        </Link>
      ))}
    </div>
  );
}
