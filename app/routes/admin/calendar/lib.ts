import type {
  CalendarPromotionView,
  CalendarScheduleView,
  CalendarSubscription,
  NotificationsCalendar,
} from "@functions/store/notificationsCalendar/service";

// The calendar's days, built once from the one GET: what each Taipei day of the month holds.

export const API = "/api/admin/notifications-calendar";
export const PATH = "/admin/notifications-calendar";

export type DayItems = {
  day: string;
  orders: number;
  subscriptions: CalendarSubscription[];
  /** Promotions running that day (open or not), with whether it starts or ends then. */
  promotions: (CalendarPromotionView & { edge: "starts" | "ends" | "running" | "month" })[];
  schedules: CalendarScheduleView[];
};

const pad = (n: number) => String(n).padStart(2, "0");

export const dayOf = (month: string, n: number) => `${month}-${pad(n)}`;

// A promotion with no time limit at either end runs every day of every month: it is listed once for
// the month, not on each day.
const runsOn = (p: CalendarPromotionView, day: string) =>
  (p.startDay !== null || p.endDay !== null) &&
  (p.startDay === null || p.startDay <= day) &&
  (p.endDay === null || p.endDay >= day);

export function daysOf(cal: NotificationsCalendar): DayItems[] {
  const orders = new Map(cal.orders.map((o) => [o.day, o.orders]));
  return Array.from({ length: cal.days }, (_, i) => {
    const day = dayOf(cal.month, i + 1);
    return {
      day,
      orders: orders.get(day) ?? 0,
      subscriptions: cal.subscriptions.filter((s) => s.day === day),
      promotions: cal.promotions
        .filter((p) => runsOn(p, day))
        .map((p) => ({
          ...p,
          edge: p.startDay === day ? ("starts" as const) : p.endDay === day ? ("ends" as const) : ("running" as const),
        })),
      schedules: cal.schedules.filter((s) => s.day === day),
    };
  });
}

/** Whether a day holds anything of its own (a promotion only running through it does not count). */
export const busy = (d: DayItems) =>
  d.orders > 0 ||
  d.subscriptions.length > 0 ||
  d.schedules.length > 0 ||
  d.promotions.some((p) => p.edge !== "running");

/** The day the panel opens on: the URL's, else today in this month, else the first busy day, else the 1st. */
export function openDay(days: DayItems[], today: string, asked: string | null): string {
  if (asked && days.some((d) => d.day === asked)) return asked;
  if (days.some((d) => d.day === today)) return today;
  return (days.find(busy) ?? days[0])?.day ?? today;
}

/** Order list of one Taipei day (the order list's date filter). */
export const ordersOfDay = (day: string) => `/admin/orderlist/all?dateFrom=${day}&dateTo=${day}`;
export const promotionPath = (p: Pick<CalendarPromotionView, "id" | "kind">) =>
  p.kind === "ACTIVITY" ? `/admin/settingpage/editactivity/${p.id}` : `/admin/settingpage/editpromotion/${p.id}`;
export const schedulePath = (id: number) => `/admin/schedule-edit/${id}`;
export const SUBSCRIPTIONS_PATH = "/admin/subscription-list";

/** Menu section codes (functions/shared/access/adminMenu.ts) a link needs. */
export const SECTION = { orders: 1, subscriptions: 6, settings: 9, schedules: 14 } as const;
