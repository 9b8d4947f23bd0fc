import { z } from "zod";
import {
  MAIL_WINDOW_MAX,
  MAIL_WINDOW_MIN,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_MAX_PAGE,
  NOTIFICATIONS_PAGE,
} from "../../shared/highlights/notifications";

// The notification calls of spec back-office §7 (GET /api/admin/notifications, the switches).
// Shared by the API and the pages.

const type = z.enum(NOTIFICATION_TYPES as [string, ...string[]], { error: "validation.oneOf" });

export const notificationsQuery = z.object({
  beforeId: z.coerce.number({ error: "validation.integer" }).int().positive().optional(),
  limit: z.coerce
    .number({ error: "validation.integer" })
    .int()
    .min(1, "validation.min")
    .max(NOTIFICATIONS_MAX_PAGE, "validation.max")
    .default(NOTIFICATIONS_PAGE),
});

/** POST /api/admin/notification/typeSwitches: this type's notifications also go out by e-mail. */
export const typeSwitchInput = z.object({ type });

/** POST /api/admin/notification/objectSwitches: one object's notifications of a type send no mail. */
export const objectSwitchInput = z.object({
  type,
  objectId: z.number({ error: "validation.integer" }).int().positive("validation.min"),
});

/** PATCH /api/admin/notification/notAllowTypes: the types left out of the list, and the mail window. */
export const notAllowInput = z.object({
  notAllowTypes: z.array(type).max(NOTIFICATION_TYPES.length, "validation.tooMany").optional(),
  mailWindowMinutes: z
    .number({ error: "validation.integer" })
    .int()
    .min(MAIL_WINDOW_MIN, "validation.min")
    .max(MAIL_WINDOW_MAX, "validation.max")
    .optional(),
});
export type NotAllowInput = z.infer<typeof notAllowInput>;
