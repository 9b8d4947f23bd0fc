import { CreditCard, KeyRound, MapPin, Package, Repeat, UserRound } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { cx } from "../../components/ui";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

const tabs = [
  { to: "/profile/orders", key: "profile.orders", icon: Package, ready: true },
  { to: "/profile/subscriptions", key: "profile.subscriptions", icon: Repeat, ready: true },
  { to: "/profile/info/setting", key: "profile.settings", icon: UserRound, ready: true },
  { to: "/profile/info/address", key: "profile.addresses", icon: MapPin, ready: true },
  { to: "/profile/info/cards", key: "profile.cards", icon: CreditCard, ready: true },
  { to: "/profile/password/edit", key: "profile.password", icon: KeyRound, ready: true },
] as const;

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
        <nav
          aria-label={t("profile.title")}
          className="-mx-4 flex gap-1 overflow-x-auto px-4 min-[734px]:mx-0 min-[734px]:w-56 min-[734px]:shrink-0 min-[734px]:flex-col min-[734px]:px-0"
        >
          {tabs
            .filter((x) => x.ready)
            .map(({ to, key, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cx(
                    "inline-flex h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-[15px]",
                    isActive ? "bg-brand-50 font-medium text-brand-700" : "text-ink hover:bg-black/5",
                  )
                }
              >
                <Icon size={18} aria-hidden /> {t(key)}
              </NavLink>
            ))}
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
