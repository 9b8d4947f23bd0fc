import { Link } from "react-router";
import { cx } from "../ui";
import { ScrollStrip } from "./ScrollStrip";

export type StatusTab = { key: string; label: string; to: string; count?: number };

/**
 * Link tabs for a list's status filter (on shelf / off shelf / all): each tab is a URL, so the
 * filter survives reloads and the back button. Scrolls sideways when it must, and shows it does.
 */
export function StatusTabs({
  tabs,
  active,
  label,
  className,
}: {
  tabs: StatusTab[];
  active: string;
  /** Accessible name of the tab group. */
  label: string;
  className?: string;
}) {
  return (
    <ScrollStrip label={label} className={className}>
      <ul className="flex w-max gap-1 rounded-xl border border-line bg-white p-1">
        {tabs.map((tab) => {
          const on = tab.key === active;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                aria-current={on ? "page" : undefined}
                data-testid={`status-tab-${tab.key}`}
                className={cx(
                  "inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm whitespace-nowrap transition-colors",
                  on ? "bg-ink font-medium text-white" : "text-muted hover:bg-black/5 hover:text-ink",
                )}
              >
                {tab.label}
                {tab.count != null && (
                  <span
                    className={cx(
                      "rounded-full px-1.5 text-xs tabular-nums",
                      on ? "bg-white/20 text-white" : "bg-surface text-muted",
                    )}
                  >
                    {tab.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </ScrollStrip>
  );
}
