-- Spec §7 POST /api/store/frontendErrorLogs: errors the storefront and back office report from the
-- browser, and the browsers' Content-Security-Policy violation reports, per store. One row per
-- store, Taipei day and fingerprint (the spec skips duplicates on the same day); `count` says how
-- often the same report came that day.
CREATE TABLE `frontend_error_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`kind` text NOT NULL,
	`day` text NOT NULL,
	`fingerprint` text NOT NULL,
	`message` text NOT NULL,
	`page_url` text,
	`source` text,
	`detail` text,
	`user_agent` text,
	`count` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `frontend_error_logs_day_uq` ON `frontend_error_logs` (`store_id`,`day`,`fingerprint`);
