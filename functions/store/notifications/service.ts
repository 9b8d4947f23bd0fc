import type { StoreNotificationRow } from "@db/schema/notifications";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { MAIL_WINDOW_DEFAULT, NOTIFICATION_TYPES, notificationPath } from "../../shared/highlights/notifications";
import { showsHighlight } from "../../shared/highlights/types";
import type { NotAllowInput } from "./schemas";

// GET /api/admin/notifications and the notification switches (spec back-office §7). The list
// pages by id (beforeId: older than that one), newest first, without the types the store's type
// never shows (spec §4) or the store left out (notAllowTypes).

export type NotificationView = {
  id: number;
  type: string;
  objectId: number | null;
  message: string;
  createdAt: string;
  /** The back-office page it leads to. */
  path: string;
};
export type NotificationsPage = { items: NotificationView[]; nextBeforeId: number | null };

const view = (r: StoreNotificationRow): NotificationView => ({
  id: r.id,
  type: r.type,
  objectId: r.objectId,
  message: r.message,
  createdAt: r.createdAt,
  path: notificationPath(r.type, r.objectId),
});

export async function notificationSettingsOf(scope: StoreScope) {
  const s = await scope.notifications.settings();
  return {
    notAllowTypes: s?.notAllowTypes ?? [],
    mailWindowMinutes: s?.mailWindowMinutes ?? MAIL_WINDOW_DEFAULT,
  };
}

export async function listNotifications(
  scope: StoreScope,
  q: { beforeId?: number; limit: number },
): Promise<NotificationsPage> {
  const { notAllowTypes } = await notificationSettingsOf(scope);
  const hidden = new Set([...notAllowTypes, ...NOTIFICATION_TYPES.filter((t) => !showsHighlight(scope.store.type, t))]);
  // One more than the page: whether there is an older page to offer.
  const rows = await scope.notifications.page({ beforeId: q.beforeId, limit: q.limit + 1, notAllow: [...hidden] });
  const items = rows.slice(0, q.limit).map(view);
  return { items, nextBeforeId: rows.length > q.limit ? (items.at(-1)?.id ?? null) : null };
}

/** PATCH /api/admin/notification/notAllowTypes: what the list leaves out, and the mail window. */
export async function saveNotAllow(scope: StoreScope, input: NotAllowInput, audit: AuditTrail) {
  const before = await notificationSettingsOf(scope);
  const after = {
    notAllowTypes: input.notAllowTypes ? [...new Set(input.notAllowTypes)] : before.notAllowTypes,
    mailWindowMinutes: input.mailWindowMinutes ?? before.mailWindowMinutes,
  };
  await scope.batch([
    scope.notifications.saveSettings(after),
    audit.item({ objectName: "notAllowTypes", before, after }),
  ]);
  return after;
}

export const typeSwitches = (scope: StoreScope) => scope.notifications.typeSwitches();
export const objectSwitches = (scope: StoreScope) => scope.notifications.objectSwitches();

export async function addTypeSwitch(scope: StoreScope, type: string, audit: AuditTrail) {
  const [rows] = (await scope.batch([
    scope.notifications.addTypeSwitch(type),
    audit.item({ created: true, objectName: type, after: { type } }),
  ])) as [{ id: number; type: string; createdAt: string }[]];
  // Already on: the same switch, nothing written.
  const row = rows[0] ?? (await scope.notifications.typeSwitches()).find((r) => r.type === type);
  if (!row) throw new Error("type switch not written");
  return row;
}

export async function deleteTypeSwitch(scope: StoreScope, id: number, audit: AuditTrail) {
  const row = (await scope.notifications.typeSwitches()).find((r) => r.id === id);
  if (!row) throw notFound();
  await scope.batch([
    scope.notifications.deleteTypeSwitch(id),
    audit.item({ objectId: id, objectName: row.type, before: { type: row.type } }),
  ]);
  return { id };
}

export async function addObjectSwitch(scope: StoreScope, type: string, objectId: number, audit: AuditTrail) {
  const [rows] = (await scope.batch([
    scope.notifications.addObjectSwitch(type, objectId),
    audit.item({ created: true, objectName: type, after: { type, objectId } }),
  ])) as [{ id: number; type: string; objectId: number; createdAt: string }[]];
  const row =
    rows[0] ?? (await scope.notifications.objectSwitches()).find((r) => r.type === type && r.objectId === objectId);
  if (!row) throw new Error("object switch not written");
  return row;
}

export async function deleteObjectSwitch(scope: StoreScope, id: number, audit: AuditTrail) {
  const row = (await scope.notifications.objectSwitches()).find((r) => r.id === id);
  if (!row) throw notFound();
  await scope.batch([
    scope.notifications.deleteObjectSwitch(id),
    audit.item({ objectId: id, objectName: row.type, before: { type: row.type, objectId: row.objectId } }),
  ]);
  return { id };
}
