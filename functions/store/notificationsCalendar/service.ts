import type {
  CalendarOrderDay,
  CalendarPromotion,
  CalendarSchedule,
  CalendarSubscription,
} from "../../../db/notificationsCalendar";

export type { CalendarSubscription } from "../../../db/notificationsCalendar";

import type { StoreScope } from "../../platform/tenancy/scope";
import { type MonthRange, monthRange, taipeiDayOf, taipeiMonthOf } from "./month";

// /admin/notifications-calendar (issue 28 §2, spec back-office §2.2 Notifications): what happens in
// the store on each Taipei day of one month — orders placed, subscriptions' next orders, promotions
// running, schedules — read through the scope in one query per kind, side by side.

export type CalendarPromotionView = CalendarPromotion & {
  /** Taipei days the promotion starts and ends; null for the spec's "no time limit" sentinels. */
  startDay: string | null;
  endDay: string | null;
};
export type CalendarScheduleView = CalendarSchedule & { day: string };

export type NotificationsCalendar = Omit<MonthRange, "fromIso" | "toIso"> & {
  /** Today in Taipei, so the page marks it without its own clock. */
  today: string;
  orders: CalendarOrderDay[];
  subscriptions: CalendarSubscription[];
  promotions: CalendarPromotionView[];
  schedules: CalendarScheduleView[];
};

// The 1111 / 3333 years stand for "from always" / "until further notice" (db/schema/promotions.ts).
const unlimited = (iso: string) => iso.startsWith("1111") || iso.startsWith("3333");

export async function notificationsCalendar(
  scope: StoreScope,
  month: string,
  now = Date.now(),
): Promise<NotificationsCalendar> {
  const range = monthRange(month);
  const q = scope.notificationsCalendar;
  const [orders, subscriptions, promotions, schedules] = await Promise.all([
    q.orderDays(range.fromIso, range.toIso),
    q.subscriptionRuns(range.firstDay, range.lastDay),
    q.promotions(range.fromIso, range.toIso),
    q.schedules(range.fromIso, range.toIso),
  ]);
  const { fromIso: _f, toIso: _t, ...month_ } = range;
  return {
    ...month_,
    today: taipeiDayOf(new Date(now).toISOString()),
    orders: orders.map((o) => ({ day: o.day, orders: Number(o.orders) })),
    subscriptions,
    promotions: promotions.map((p) => ({
      ...p,
      startDay: unlimited(p.startAt) ? null : taipeiDayOf(p.startAt),
      endDay: unlimited(p.endAt) ? null : taipeiDayOf(p.endAt),
    })),
    schedules: schedules.map((s) => ({ ...s, day: taipeiDayOf(s.runAt) })),
  };
}

/** The month the page opens on when the URL names none. */
export const currentMonth = (now = Date.now()) => taipeiMonthOf(now);
