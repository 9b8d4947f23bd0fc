import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { useT } from "../../i18n";
import { cx } from "../ui";

export type ProfileTab = { to: string; key: string; icon: LucideIcon };

/**
 * The profile menu of the member area and of the admin's own profile in the back office. On a
 * phone a three-column grid of icon tiles (labels may wrap) so every entry shows without a
 * sideways scroll in either language; from 734 px the side list.
 */
export function ProfileTabs({ tabs, label }: { tabs: readonly ProfileTab[]; label: string }) {
  const t = useT();
  return (
    <nav
      aria-label={label}
      className="grid grid-cols-3 gap-1.5 min-[734px]:flex min-[734px]:w-56 min-[734px]:shrink-0 min-[734px]:flex-col min-[734px]:gap-1"
      data-testid="member-tabs"
    >
      {tabs.map(({ to, key, icon: Icon }) => (
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
  );
}
