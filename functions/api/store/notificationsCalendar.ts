import { Hono } from "hono";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { calendarQuery } from "../../store/notificationsCalendar/schemas";
import { notificationsCalendar } from "../../store/notificationsCalendar/service";
import { adminScope, query } from "../helpers";

// GET /api/admin/notifications-calendar?month=YYYY-MM: the page's one read (the spec names the page,
// not a call; docs/decisions/notifications-calendar.md). Notifications 13, head store and branches.

export const notificationsCalendarRoutes = new Hono<AppEnv>().get("/admin/notifications-calendar", async (c) =>
  ok(c, await notificationsCalendar(adminScope(c), query(c, calendarQuery).month)),
);
