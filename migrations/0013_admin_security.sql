-- Admin two-factor sign-in and the session list of /admin/settingpage/setting-security (issue 12).
-- A TOTP secret per user: `enabled_at` is null while enrolment waits for its first code, and the
-- secret is never sent again once it is set. `last_step` is the 30-second step of the last code
-- accepted, so one code cannot be replayed inside its window.
CREATE TABLE `user_totp` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`secret` text NOT NULL,
	`enabled_at` text,
	`last_step` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_totp_store_idx` ON `user_totp` (`store_id`,`user_id`);
--> statement-breakpoint
-- One-time recovery codes: only their SHA-256 is kept; a used code keeps its row with `used_at`.
CREATE TABLE `user_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_recovery_codes_user_idx` ON `user_recovery_codes` (`store_id`,`user_id`);
--> statement-breakpoint
-- The second step of a sign-in: a random one-time token (stored hashed) that proves the password
-- was right, valid a few minutes and for a few code attempts.
CREATE TABLE `user_login_challenges` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_login_challenges_user_idx` ON `user_login_challenges` (`store_id`,`user_id`);
--> statement-breakpoint
-- What the session list shows: the device, the address and when the session was last used.
ALTER TABLE `sessions` ADD `user_agent` text;
--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip` text;
--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` text;
