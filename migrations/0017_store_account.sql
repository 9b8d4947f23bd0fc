-- The store's own account with the platform (issue 12 §5): its plan subscription, the bills the
-- platform charges it, and the owner's review data. Plans and prices are platform config
-- (functions/account/plans.ts), never rows. Every row carries store_id (one placement unit).
CREATE TABLE `store_subscriptions` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`plan_code` text NOT NULL,
	`payment_plan` text NOT NULL,
	`auto_renew` integer DEFAULT true NOT NULL,
	`period_start` text,
	`period_end` text,
	`next_plan_code` text,
	`next_payment_plan` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `store_bills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`number` text NOT NULL,
	`status` text NOT NULL,
	`plan_code` text NOT NULL,
	`payment_plan` text NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`subtotal` integer NOT NULL,
	`tax` integer NOT NULL,
	`total` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider` text,
	`provider_ref` text,
	`card_brand` text,
	`card_last4` text,
	`buyer` text,
	`paid_by_user_id` integer,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_bills_key_idx` ON `store_bills` (`store_id`,`idempotency_key`);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_bills_period_idx` ON `store_bills` (`store_id`,`period_start`);
--> statement-breakpoint
CREATE TABLE `store_reviews` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`owner_name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`company_name` text DEFAULT '' NOT NULL,
	`company_id` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'SUBMITTED' NOT NULL,
	`submitted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
