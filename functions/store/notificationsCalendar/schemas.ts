import { z } from "zod";

// GET /api/admin/notifications-calendar?month=YYYY-MM (docs/decisions/notifications-calendar.md):
// the spec names the page (back-office §2.2 Notifications) but no call, so this is the one call.
// Shared by the API and the page.

export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

export const calendarQuery = z.object({
  month: z.string({ error: "validation.required" }).regex(MONTH_RE, "validation.date"),
});

/** The four kinds the calendar draws, in the order a day lists them. */
export const CALENDAR_KINDS = ["orders", "subscriptions", "promotions", "schedules"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
