-- Issue 28 §2: the store's notifications (GET /api/admin/notifications, /admin/notifications-all)
-- and their settings (spec back-office §7 notification switches). A notification is written in the
-- same batch as its event (a new order, a sale that leaves stock low, a branch's feedback) together
-- with its highlight count; the list pages by id (beforeId).
CREATE TABLE `store_notifications` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `type` text NOT NULL,
  `object_id` integer,
  `message` text DEFAULT '' NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE INDEX `store_notifications_store_idx` ON `store_notifications` (`store_id`, `id`);

-- typeSwitches: the types whose notifications also reach the admin by e-mail.
CREATE TABLE `notification_type_switches` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `type` text NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE UNIQUE INDEX `notification_type_switches_uq` ON `notification_type_switches` (`store_id`, `type`);

-- objectSwitches: one object (a product, an order) whose notifications send no e-mail.
CREATE TABLE `notification_object_switches` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `type` text NOT NULL,
  `object_id` integer NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE UNIQUE INDEX `notification_object_switches_uq` ON `notification_object_switches` (`store_id`, `type`, `object_id`);

-- notAllowTypes (types left out of the list) and the mail window (minutes, per store); the mail
-- marks hold when each kind was last mailed, claimed atomically (one mail per kind per window).
CREATE TABLE `notification_settings` (
  `store_id` integer PRIMARY KEY NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `not_allow_types` text DEFAULT '[]' NOT NULL,
  `mail_window_minutes` integer DEFAULT 10 NOT NULL
);
CREATE TABLE `notification_mail_marks` (
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `type` text NOT NULL,
  `sent_at` text NOT NULL,
  PRIMARY KEY (`store_id`, `type`)
);
