import { CreditCard, KeyRound, Link2, MapPin, Package, Repeat, UserRound } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { cx } from "../../components/ui";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

const tabs = [
  { to: "/profile/orders", key: "profile.orders", icon: Package, ready: true },
  { to: "/profile/subscriptions", key: "profile.subscriptions", icon: Repeat, ready: true },
  { to: "/profile/info/setting", key: "profile.settings", icon: UserRound, ready: true },
  { to: "/profile/info/address", key: "profile.addresses", icon: MapPin, ready: true },
  { to: "/profile/info/social", key: "profile.social", icon: Link2, ready: true },
  { to: "/profile/info/cards", key: "profile.cards", icon: CreditCard, ready: true },
  { to: "/profile/password/edit", key: "profile.password", icon: KeyRound, ready: true },
] as const;

/**
 * Member area shell (login enforced by the route guard in the root loader). On a phone the menu is
 * a three-column grid of icon tiles (two rows, labels may wrap) so every entry is visible without a
 * sideways scroll in either language; from 734 px it is the side list.
 */
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
          className="grid grid-cols-3 gap-1.5 min-[734px]:flex min-[734px]:w-56 min-[734px]:shrink-0 min-[734px]:flex-col min-[734px]:gap-1"
          data-testid="member-tabs"
        >
          {tabs
            .filter((x) => x.ready)
            .map(({ to, key, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cx(
                    "flex min-h-16 min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-1.5 py-2 text-center text-[13px] leading-tight",
                    "min-[734px]:h-11 min-[734px]:min-h-0 min-[734px]:flex-row min-[734px]:justify-start min-[734px]:gap-2 min-[734px]:px-3 min-[734px]:py-0 min-[734px]:text-left min-[734px]:text-[15px]",
                    isActive
                      ? "bg-brand-50 font-medium text-brand-700"
                      : "bg-white text-ink ring-1 ring-line hover:bg-black/5 min-[734px]:bg-transparent min-[734px]:ring-0",
                  )
                }
              >
                <Icon size={18} aria-hidden className="shrink-0" />
                <span className="min-w-0 break-words">{t(key)}</span>
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
