CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`store_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_root` integer DEFAULT false NOT NULL,
	`blocked_privileges` text DEFAULT '[]' NOT NULL,
	`avatar` text,
	`phone` text,
	`gender` text,
	`birthday` text,
	`has_address` integer DEFAULT false NOT NULL,
	`last_seen_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_store_email_uq` ON `users` (`store_id`,`email`);--> statement-breakpoint
CREATE TABLE `audit_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer,
	`user_name` text,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`system` text NOT NULL,
	`object_id` text,
	`payload` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `audit_logs_store_idx` ON `audit_logs` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_store_idx` ON `mail_outbox` (`store_id`,`to`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `store_hosts` (
	`hostname` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `store_hosts_store_idx` ON `store_hosts` (`store_id`);--> statement-breakpoint
CREATE TABLE `stores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'NORMAL' NOT NULL,
	`type` text DEFAULT 'NORMAL' NOT NULL,
	`trial_type` text DEFAULT 'NONE' NOT NULL,
	`is_whole_saler` integer DEFAULT false NOT NULL,
	`parent_store_id` integer,
	`default_domain` text,
	`policy` text,
	`plan` text,
	`setting_store` text,
	`setting_branch` text,
	`setting_system` text,
	`setting_page` text,
	`tappay` text,
	`ecpay_merchant_id` text,
	`countries` text,
	`invoice_methods` text,
	`store_verification` text,
	`profit_percent` integer DEFAULT 20 NOT NULL,
	`settlement_cycle` integer DEFAULT 1 NOT NULL,
	`min_revenue` integer DEFAULT 0 NOT NULL,
	`min_amount_shopping_for_creating_store` integer DEFAULT 0 NOT NULL,
	`product_payment_plan_for_creating_store` text,
	`social` text,
	`labels` text,
	`image_border_type` text DEFAULT 'RADIUS1' NOT NULL,
	`if_must_review_user_info` integer DEFAULT false NOT NULL,
	`test_mode_time` text,
	`meta_title` text,
	`meta_description` text,
	`personal_settings` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
