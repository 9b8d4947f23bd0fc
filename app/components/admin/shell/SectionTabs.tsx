import { badge, currentEntry, type MenuSection, sectionPath } from "@functions/shared/access/adminMenu";
import { ChevronDown, MoreHorizontal } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cx } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { useRoot } from "~/lib/useRoot";
import { ScrollStrip } from "../ScrollStrip";
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
  const locale = useLocale();
  const { store } = useRoot();
  const at = current ? menu.findIndex((s) => s.code === current.code) : -1;
  return (
    <nav aria-label="admin" className="ml-1 flex min-w-0 items-center gap-1" data-testid="admin-tabs">
      {menu.map((s, i) => (
        <Link
          key={s.code}
          {...tabLink(s)}
          data-testid={`tab-${s.key}`}
          data-code={s.code}
          aria-current={i === at ? "page" : undefined}
          className={cx(
            inlineClass(i, at),
            // A long label (the current section at 375 px) gives way with an ellipsis, not the bar.
            "h-10 min-w-0 items-center gap-1.5 rounded-lg px-3 text-[15px] whitespace-nowrap",
            i === at ? "bg-brand-50 font-semibold text-brand-700" : "text-ink hover:bg-black/5",
          )}
        >
          <span className="truncate">{menuLabel(s.key, locale, store.labels)}</span>
          {badges[s.code] ? (
            <span className="shrink-0 rounded-full bg-danger px-1.5 text-xs text-white">
              {badge(badges[s.code] ?? 0)}
            </span>
          ) : null}
        </Link>
      ))}
      {menu.length > 1 && <MoreMenu menu={menu} at={at} badges={badges} />}
    </nav>
  );
}

/**
 * The sections that do not fit the bar, one per line. Below 734 px it opens as a sheet under the
 * top bar, the screen's width, so no item lies off screen (issue 28 §8: it laid them in one row).
 */
function MoreMenu({ menu, at, badges }: { menu: MenuSection[]; at: number; badges: Record<number, number> }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  return (
    <details className={cx("relative", moreButtonClass(menu.length))} data-testid="admin-more">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-lg px-2.5 text-[15px] whitespace-nowrap hover:bg-black/5">
        <MoreHorizontal size={18} aria-hidden />
        <span className="sr-only min-[734px]:not-sr-only">{t("admin.more")}</span>
        <ChevronDown size={16} aria-hidden />
      </summary>
      <div
        className="fixed inset-x-3 top-[4.25rem] z-40 flex max-h-[calc(100dvh-5.5rem)] flex-col overflow-y-auto rounded-xl border border-line bg-white p-1.5 shadow-lg min-[734px]:absolute min-[734px]:inset-x-auto min-[734px]:left-0 min-[734px]:top-11 min-[734px]:w-max min-[734px]:min-w-56"
        data-testid="admin-more-items"
      >
        {menu.map((s, i) => (
          <Link
            key={s.code}
            {...tabLink(s)}
            className={cx(
              moreClass(i, at),
              "items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-[15px] whitespace-nowrap hover:bg-surface",
            )}
            data-testid={`more-${s.key}`}
          >
            {menuLabel(s.key, locale, store.labels)}
            {badges[s.code] ? (
              <span className="rounded-full bg-danger px-1.5 text-xs text-white">{badge(badges[s.code] ?? 0)}</span>
            ) : null}
          </Link>
        ))}
      </div>
    </details>
  );
}

/**
 * The current section's pages, when it has more than one; the one the page belongs to is current
 * on its edit and detail pages too (an order's detail lights the order list).
 */
export function SectionEntries({ current }: { current: MenuSection | undefined }) {
  const locale = useLocale();
  const { store } = useRoot();
  const { pathname } = useLocation();
  if (!current || current.entries.length <= 1) return null;
  const at = currentEntry(current, decodeURI(pathname));
  return (
    <ScrollStrip label={menuLabel(current.key, locale, store.labels)} className="border-t border-line">
      <div className="flex w-max gap-1 px-3 py-2 min-[734px]:px-5">
        {current.entries.map((e) => (
          <Link
            key={e.id}
            to={e.path}
            reloadDocument={e.path.includes("/admins/")}
            aria-current={e === at ? "page" : undefined}
            data-testid={`entry-${e.key}`}
            className={cx(
              "shrink-0 rounded-full px-3 py-1.5 text-sm",
              e === at ? "bg-ink text-white" : "text-muted hover:bg-black/5",
            )}
          >
            {menuLabel(e.key, locale)}
          </Link>
        ))}
      </div>
    </ScrollStrip>
  );
}
