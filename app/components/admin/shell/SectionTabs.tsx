import { badge, type MenuSection, sectionPath } from "@functions/shared/access/adminMenu";
import { ChevronDown, MoreHorizontal } from "lucide-react";
import { Link, NavLink } from "react-router";
import { cx } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { useRoot } from "~/lib/useRoot";
import { inlineClass, moreButtonClass, moreClass } from "../tabVisibility";

// The back office's top bar navigation: a tab per menu section (those that do not fit the width
// go under "more") and, under the bar, the current section's pages.

const tabLink = (s: MenuSection) =>
  // Paths containing "admins" open by full page reload (spec §2.3).
  ({ to: sectionPath(s), reloadDocument: sectionPath(s).includes("/admins/") });

/** `badges` are highlight counts by section code. */
export function SectionTabs({
  menu,
  current,
  badges,
}: {
  menu: MenuSection[];
  current: MenuSection | undefined;
  badges: Record<number, number>;
}) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  return (
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
  );
}

/** The current section's pages, when it has more than one. */
export function SectionEntries({ current }: { current: MenuSection | undefined }) {
  const locale = useLocale();
  const { store } = useRoot();
  if (!current || current.entries.length <= 1) return null;
  return (
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
  );
}
