-- Back-office members (issue 12, /admin/user-list): an admin can block a member (no sign-in, no
-- checkout), keep an internal note, and flag a member as a supplier user with a company name
-- (/admin/user-supplier-list).
ALTER TABLE `users` ADD `blocked_at` text;
--> statement-breakpoint
ALTER TABLE `users` ADD `admin_note` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `is_supplier` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `company_name` text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX `users_store_created_idx` ON `users` (`store_id`,`created_at`);
--> statement-breakpoint
-- Payment error logs (/admin/user-payment-logs-list): one row per failed attempt, provider error or
-- callback that did not verify. `detail` holds the provider's answer with secrets left out.
CREATE TABLE `payment_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`kind` text NOT NULL,
	`provider` text NOT NULL,
	`method` text,
	`order_id` integer,
	`order_number` text,
	`user_id` integer,
	`amount` integer,
	`message` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_logs_store_idx` ON `payment_logs` (`store_id`,`created_at`);
