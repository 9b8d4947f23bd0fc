import type { NotificationView } from "@functions/store/notifications/service";
import type { Locale } from "~/i18n";
import { translate } from "~/i18n";

// What the notification pages share: the calls and how one notification reads.

export const API = {
  list: "/api/admin/notifications",
  typeSwitches: "/api/admin/notification/typeSwitches",
  notAllow: "/api/admin/notification/notAllowTypes",
  objectSwitches: "/api/admin/notification/objectSwitches",
} as const;
export const LIST_PATH = "/admin/notifications-all";
export const SETTINGS_PATH = "/admin/notification-settings";

export const typeLabel = (type: string, locale: Locale) => translate(locale, `notices.type.${type}`);

/** The notification's line: its type's wording around the stored message, else the message. */
export function messageOf(n: Pick<NotificationView, "type" | "message">, locale: Locale): string {
  const key = `notices.message.${n.type}`;
  const worded = translate(locale, key, { message: n.message });
  return worded === key ? n.message : worded;
}
