import { CreditCard, KeyRound, Link2, MapPin, Package, Repeat, UserRound } from "lucide-react";
import { Outlet } from "react-router";
import { type ProfileTab, ProfileTabs } from "../../components/profile/ProfileTabs";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

const tabs: ProfileTab[] = [
  { to: "/profile/orders", key: "profile.orders", icon: Package },
  { to: "/profile/subscriptions", key: "profile.subscriptions", icon: Repeat },
  { to: "/profile/info/setting", key: "profile.settings", icon: UserRound },
  { to: "/profile/info/address", key: "profile.addresses", icon: MapPin },
  { to: "/profile/info/social", key: "profile.social", icon: Link2 },
  { to: "/profile/info/cards", key: "profile.cards", icon: CreditCard },
  { to: "/profile/password/edit", key: "profile.password", icon: KeyRound },
];

/** Member area shell (login enforced by the route guard in the root loader). */
export default function MemberLayout() {
  const t = useT();
  const { user } = useRoot();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 min-[734px]:py-12">
      <div className="mb-6 flex items-center gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700">
          {user?.name.slice(0, 1)}
        </span>
        <div>
          <h1 className="text-xl font-bold">{t("profile.title")}</h1>
          <p className="text-sm text-muted">{user?.email}</p>
        </div>
      </div>
      <div className="flex flex-col gap-6 min-[734px]:flex-row">
        <ProfileTabs tabs={tabs} label={t("profile.title")} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
