import "~/i18n/areas/adminCalendar";
import type { MenuSection } from "@functions/shared/access/adminMenu";
import { shiftMonth, taipeiMonthOf } from "@functions/store/notificationsCalendar/month";
import { MONTH_RE } from "@functions/store/notificationsCalendar/schemas";
import type { NotificationsCalendar } from "@functions/store/notificationsCalendar/service";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link, useNavigation, useOutletContext } from "react-router";
import { AdminPage, AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { HeaderLink } from "~/components/admin/kit";
import { cx, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { formatMonthTitle } from "~/lib/taipeiTime";
import { DayList, dayLabel } from "./DayList";
import { API, busy, type DayItems, daysOf, openDay, PATH } from "./lib";
import { Legend, MonthGrid } from "./MonthGrid";

// /admin/notifications-calendar (spec back-office §2.2 Notifications, issue 28 §2): one Taipei month
// of orders per day, subscriptions' next orders, promotions and schedules from its one GET
// (docs/decisions/notifications-calendar.md). A grid and a day panel from 734 px; a list of the
// busy days below it.

export async function clientLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("month") ?? "";
  const month = MONTH_RE.test(asked) ? asked : taipeiMonthOf();
  const cal = await adminLoad<NotificationsCalendar>(API, { month });
  return { cal, day: url.searchParams.get("day") };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

const monthLabel = formatMonthTitle;

// Arrows alone at 375 px (their words stay for screen readers), words beside them from 734 px.
const NAV =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-3 text-[15px] hover:bg-surface";

const monthHref = (month: string) => `${PATH}?month=${month}`;

export default function NotificationsCalendarPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof clientLoader>>;
}) {
  const t = useT();
  const locale = useLocale();
  const { cal, day } = loaderData;
  const { menu } = useOutletContext<{ menu: MenuSection[] }>();
  const sections = new Set(menu.map((s) => s.code));
  const loading = useNavigation().state === "loading";
  const days = daysOf(cal);
  const label = monthLabel(cal.month, locale);
  const thisMonth = cal.today.slice(0, 7);
  return (
    <AdminPage
      title={menuLabel("notificationsCalendar", locale)}
      breadcrumbs={[
        { label: menuLabel("notifications", locale) },
        { label: menuLabel("notificationsCalendar", locale) },
      ]}
      description={t("calendar.description")}
      testId="notifications-calendar"
      toolbar={
        <nav aria-label={t("calendar.monthNav")} className="flex flex-wrap items-center gap-2">
          <Link to={monthHref(shiftMonth(cal.month, -1))} className={NAV} data-testid="calendar-prev">
            <ChevronLeft size={16} aria-hidden />
            <span className="sr-only min-[734px]:not-sr-only">{t("calendar.prev")}</span>
          </Link>
          <h2 className="min-w-0 flex-1 text-center text-lg font-semibold tabular-nums" data-testid="calendar-month">
            {label}
          </h2>
          <Link to={monthHref(shiftMonth(cal.month, 1))} className={NAV} data-testid="calendar-next">
            <span className="sr-only min-[734px]:not-sr-only">{t("calendar.next")}</span>
            <ChevronRight size={16} aria-hidden />
          </Link>
          {cal.month !== thisMonth && (
            <HeaderLink
              to={monthHref(thisMonth)}
              icon={<CalendarDays size={16} aria-hidden />}
              label={t("calendar.today")}
            />
          )}
        </nav>
      }
    >
      <div className={cx("flex flex-col gap-4 transition-opacity", loading && "opacity-60")} aria-busy={loading}>
        <Month key={cal.month} cal={cal} days={days} asked={day} label={label} sections={sections} />
      </div>
    </AdminPage>
  );
}

/** Every promotion of the month with no day of their own (the 375 px list shows their starts and ends on their days). */
const monthPromotions = (cal: NotificationsCalendar): DayItems["promotions"] =>
  cal.promotions.map((p) => ({ ...p, edge: "month" as const }));

function Month({
  cal,
  days,
  asked,
  label,
  sections,
}: {
  cal: NotificationsCalendar;
  days: DayItems[];
  asked: string | null;
  label: string;
  sections: ReadonlySet<number>;
}) {
  const t = useT();
  const locale = useLocale();
  const [selected, setSelected] = useState(() => openDay(days, cal.today, asked));
  const chosen = days.find((d) => d.day === selected) ?? days[0];
  const busyDays = days.filter(busy);
  const nothing = busyDays.length === 0 && cal.promotions.length === 0;
  return (
    <>
      <Legend />
      <div className="grid gap-4 min-[1024px]:grid-cols-[minmax(0,1fr)_20rem]">
        <MonthGrid
          days={days}
          firstWeekday={cal.firstWeekday}
          today={cal.today}
          selected={selected}
          onSelect={setSelected}
          label={t("calendar.grid", { month: label })}
        />
        {chosen && (
          <Section
            id="calendar-day"
            title={t("calendar.dayTitle", { date: dayLabel(chosen.day, locale) })}
            className="hidden min-[734px]:block"
          >
            <div aria-live="polite">
              <DayList d={chosen} sections={sections} testId="calendar-panel" />
            </div>
          </Section>
        )}
      </div>
      {nothing ? (
        <EmptyState
          icon={<CalendarDays size={36} aria-hidden />}
          title={t("calendar.emptyTitle")}
          body={t("calendar.emptyBody")}
        />
      ) : (
        <section aria-labelledby="calendar-list-title" className="min-[734px]:hidden" data-testid="calendar-list">
          <h2 id="calendar-list-title" className="mb-2 text-base font-semibold">
            {t("calendar.listTitle")}
          </h2>
          <ol className="flex flex-col gap-3">
            {busyDays.map((d) => (
              <li key={d.day} className="rounded-[var(--radius-card)] border border-line bg-white p-3">
                <h3 className="text-sm font-semibold">
                  {dayLabel(d.day, locale)}
                  {d.day === cal.today && <span className="ml-2 text-brand-700">{t("calendar.todayMark")}</span>}
                </h3>
                <DayList
                  d={{ ...d, promotions: d.promotions.filter((p) => p.edge !== "running") }}
                  sections={sections}
                  testId={`calendar-day-${d.day}`}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      <Section id="calendar-promotions" title={t("calendar.monthPromotions")}>
        {cal.promotions.length > 0 ? (
          <DayList
            d={{ day: cal.firstDay, orders: 0, subscriptions: [], schedules: [], promotions: monthPromotions(cal) }}
            sections={sections}
            testId="calendar-month-promotions"
          />
        ) : (
          <p className="text-sm text-muted">{t("calendar.monthPromotionsEmpty")}</p>
        )}
      </Section>
    </>
  );
}
