import { CalendarClock, Percent, Repeat, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { weekdayNames } from "~/lib/taipeiTime";
import type { DayItems } from "./lib";

// The month as seven columns (Sunday first, as Taiwan's calendars are), from 734 px. Each day is a
// button that opens its items in the panel; its counts have a spoken summary.

const weekdays = weekdayNames;

function Count({ icon, n, tone }: { icon: ReactNode; n: number; tone: string }) {
  if (n === 0) return null;
  return (
    <span className={cx("inline-flex items-center gap-0.5 rounded px-1 text-xs font-medium tabular-nums", tone)}>
      {icon}
      {n}
    </span>
  );
}

export function MonthGrid({
  days,
  firstWeekday,
  today,
  selected,
  onSelect,
  label,
}: {
  days: DayItems[];
  firstWeekday: number;
  today: string;
  selected: string;
  onSelect: (day: string) => void;
  label: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="hidden min-[734px]:block" data-testid="calendar-grid">
      <div className="grid grid-cols-7 gap-1 pb-1 text-center text-xs font-medium text-muted" aria-hidden>
        {weekdays(locale).map((w) => (
          <div key={w}>{w}</div>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-1" aria-label={label}>
        {days.map((d, i) => {
          const counts = {
            orders: d.orders,
            subscriptions: d.subscriptions.length,
            promotions: d.promotions.length,
            schedules: d.schedules.length,
          };
          const isToday = d.day === today;
          return (
            <li key={d.day} style={i === 0 ? { gridColumnStart: firstWeekday + 1 } : undefined}>
              <button
                type="button"
                onClick={() => onSelect(d.day)}
                aria-pressed={d.day === selected}
                data-testid={`calendar-cell-${d.day}`}
                className={cx(
                  "flex h-24 w-full flex-col items-start gap-1 rounded-lg border bg-white p-1.5 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600",
                  d.day === selected ? "border-brand-600 ring-2 ring-brand-600/30" : "border-line",
                )}
              >
                <span
                  className={cx(
                    "inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-sm font-semibold tabular-nums",
                    isToday && "bg-brand-600 text-white",
                  )}
                >
                  {Number(d.day.slice(8))}
                </span>
                {/* The name is the visible day followed by words for the icons' counts, so a voice
                    command that says the day still reaches the cell (WCAG 2.5.3). */}
                <span className="sr-only">
                  {isToday ? `${t("calendar.todayMark")} ` : ""}
                  {t("calendar.cellSummary", counts)}
                </span>
                <span className="flex flex-wrap gap-1" aria-hidden>
                  <Count icon={<ShoppingBag size={12} />} n={counts.orders} tone="bg-brand-50 text-brand-700" />
                  <Count icon={<Repeat size={12} />} n={counts.subscriptions} tone="bg-sky-50 text-sky-800" />
                  <Count icon={<CalendarClock size={12} />} n={counts.schedules} tone="bg-amber-100 text-amber-900" />
                  <Count icon={<Percent size={12} />} n={counts.promotions} tone="bg-black/[0.06] text-muted" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What the grid's little counts mean. */
export function Legend() {
  const t = useT();
  const items = [
    { icon: <ShoppingBag size={14} aria-hidden />, key: "orders" },
    { icon: <Repeat size={14} aria-hidden />, key: "subscriptions" },
    { icon: <CalendarClock size={14} aria-hidden />, key: "schedules" },
    { icon: <Percent size={14} aria-hidden />, key: "promotions" },
  ] as const;
  return (
    <ul className="hidden flex-wrap gap-3 text-xs text-muted min-[734px]:flex" aria-label={t("calendar.legend")}>
      {items.map((i) => (
        <li key={i.key} className="inline-flex items-center gap-1">
          {i.icon}
          {t(`calendar.kind.${i.key}`)}
        </li>
      ))}
    </ul>
  );
}
