-- Issue 28 §3: schedules (spec back-office §2.2 Schedule, §7 CRUD /api/admin/schedules). A schedule
-- publishes or unpublishes one product, article, banner or promotion at its time; the Worker's
-- scheduled handler runs it. `status` NORMAL waits; the run claims the row (NORMAL → DONE with a
-- fresh run_token) in the same batch as the change, so a second firing finds nothing to claim.
CREATE TABLE `schedules` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `type` text NOT NULL,
  `target_id` integer NOT NULL,
  `action` text NOT NULL,
  `run_at` text NOT NULL,
  `note` text DEFAULT '' NOT NULL,
  `status` text DEFAULT 'NORMAL' NOT NULL,
  `ran_at` text,
  `run_token` text,
  `result` text,
  `created_by` integer,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE INDEX `schedules_due_idx` ON `schedules` (`status`, `run_at`);
CREATE INDEX `schedules_store_idx` ON `schedules` (`store_id`, `status`, `run_at`);

-- Issue 28 §3: achievements (ACHIEVEMENT_NEW). One row per milestone a store reached, written once
-- when it is first seen reached; `seen_at` is set when the admin opens /admin/achievements.
CREATE TABLE `store_achievements` (
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `key` text NOT NULL,
  `reached_at` text NOT NULL,
  `seen_at` text,
  PRIMARY KEY (`store_id`, `key`)
);

-- The milestones' numbers per store (docs/decisions/achievements.md): JSON lists; NULL = the defaults.
CREATE TABLE `achievement_settings` (
  `store_id` integer PRIMARY KEY NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `order_counts` text,
  `revenues` text
);
