import { HIGHLIGHT_TYPES, highlightByType } from "./types";

// The store's notifications (issue 28 §2, /admin/notifications-all): one per event that raises a
// highlight, of the same types. Shared: the page and the API name the same pages and limits.

export const NOTIFICATION_TYPES = HIGHLIGHT_TYPES.map((h) => h.type as string);

/** A page of /admin/notifications-all and of GET /api/admin/notifications (newest first). */
export const NOTIFICATIONS_PAGE = 20;
export const NOTIFICATIONS_MAX_PAGE = 100;

/** The kinds whose notifications can also reach the admin by e-mail (issue 28 §2: the mail switch). */
export const MAILED_TYPES = ["ORDER_UNPROCESSED", "PRODUCT_UNDER_STOCK", "BRANCH_FEEDBACK_NEW"] as const;
export type MailedType = (typeof MAILED_TYPES)[number];
export const isMailedType = (t: string): t is MailedType => (MAILED_TYPES as readonly string[]).includes(t);

/** The mail window (minutes): at most one mail per kind within it; 10 unless the store sets another. */
export const MAIL_WINDOW_DEFAULT = 10;
export const MAIL_WINDOW_MIN = 1;
export const MAIL_WINDOW_MAX = 1440;

/** Where a notification leads: the object it is about, else the page its badge belongs to. */
export function notificationPath(type: string, objectId: number | null): string {
  if (type.startsWith("ORDER_") && objectId) return `/admin/order/${objectId}`;
  if (type === "PRODUCT_UNDER_STOCK" && objectId) return `/admin/product-edit/${objectId}`;
  if (type === "NOTIFICATION_NEW" && objectId) return `/admin/user-member/${objectId}`;
  if (type === "BRANCH_FEEDBACK_NEW") return "/admin/branch-feedback-list/subscription_feedback";
  if (type === "BRANCH_USER_NORMAL" || type === "BRANCH_USER_DENY") return "/admin/settingpage/setting-audit-profile";
  return highlightByType(type)?.page ?? "/admin/notifications-all";
}
