import { CreditCard, KeyRound, Link2, MapPin, ShieldCheck, UserRound } from "lucide-react";
import { Outlet } from "react-router";
import { AdminPage } from "~/components/admin/AdminPage";
import { type ProfileTab, ProfileTabs } from "~/components/profile/ProfileTabs";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";

// The admin's own profile inside the back office (spec back-office §2.2 setting-profile/info/…,
// setting-profile-password): the member area's pages, framed with the same menu as the member
// area, plus the security page. Test mode sends every admin path to /not-allow-preview (spec §4).
const BASE = "/admin/settingpage";
const tabs: ProfileTab[] = [
  { to: `${BASE}/setting-profile/info/setting`, key: "profile.settings", icon: UserRound },
  { to: `${BASE}/setting-profile/info/address`, key: "profile.addresses", icon: MapPin },
  { to: `${BASE}/setting-profile/info/social`, key: "profile.social", icon: Link2 },
  { to: `${BASE}/setting-profile/info/cards`, key: "profile.cards", icon: CreditCard },
  { to: `${BASE}/setting-profile-password`, key: "profile.password", icon: KeyRound },
  { to: `${BASE}/setting-security`, key: "adminProfile.security", icon: ShieldCheck },
];

export default function AdminProfileLayout() {
  const t = useT();
  const { user } = useRoot();
  return (
    <AdminPage title={t("adminProfile.title")} description={user?.email} testId="admin-profile">
      <div className="flex flex-col gap-6 min-[734px]:flex-row">
        <ProfileTabs tabs={tabs} label={t("adminProfile.menu")} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </AdminPage>
  );
}
