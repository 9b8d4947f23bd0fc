-- Issue 28 §2/§3: the platform operator's notices to every store (spec back-office §2.2
-- notifications-{product}-bulletin-list/{id}, §7 GET /api/{product}/bulletins). Platform-wide, so no
-- store_id: the operator writes them (POST /operator/bulletins), every store's admins read them.
CREATE TABLE `system_bulletins` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `title` text NOT NULL,
  `content` text DEFAULT '' NOT NULL,
  `is_top` integer DEFAULT false NOT NULL,
  `is_display` integer DEFAULT true NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `system_bulletins_shown_idx` ON `system_bulletins` (`is_display`,`is_top`,`created_at`);
