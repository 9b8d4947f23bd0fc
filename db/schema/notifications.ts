import { integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// The store's notifications and their switches (migration 0036; spec back-office §7 notifications).

export const storeNotifications = sqliteTable("store_notifications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  storeId: storeRef(),
  /** A highlight type (functions/shared/highlights/types.ts). */
  type: text("type").notNull(),
  /** What it is about: the order, the stock line's product, the feedback. */
  objectId: integer("object_id"),
  message: text("message").notNull().default(""),
  createdAt: text("created_at").notNull().default(now),
});

export const notificationTypeSwitches = sqliteTable(
  "notification_type_switches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    type: text("type").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("notification_type_switches_uq").on(t.storeId, t.type)],
);

export const notificationObjectSwitches = sqliteTable(
  "notification_object_switches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    type: text("type").notNull(),
    objectId: integer("object_id").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("notification_object_switches_uq").on(t.storeId, t.type, t.objectId)],
);

export const notificationSettings = sqliteTable("notification_settings", {
  storeId: storeRef().primaryKey(),
  notAllowTypes: text("not_allow_types", { mode: "json" }).$type<string[]>().notNull().default([]),
  mailWindowMinutes: integer("mail_window_minutes").notNull().default(10),
});

export const notificationMailMarks = sqliteTable(
  "notification_mail_marks",
  {
    storeId: storeRef(),
    type: text("type").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.type] })],
);

export type StoreNotificationRow = typeof storeNotifications.$inferSelect;
