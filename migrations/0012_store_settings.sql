-- Issue 12 settings pages: the calendar (shipping weekdays, cut-off, dated holidays), the product
-- setting and the subscription setting live as JSON on the store row like its other settings
-- (a missing key falls back to its default in functions/settings). Product stories and the
-- versioned subscription contract are tenant rows of their own.
ALTER TABLE `stores` ADD `setting_calendar` text;
--> statement-breakpoint
ALTER TABLE `stores` ADD `setting_product` text;
--> statement-breakpoint
ALTER TABLE `stores` ADD `setting_subscription` text;
--> statement-breakpoint
CREATE TABLE `product_stories` (
	`store_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`is_display` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`store_id`, `product_id`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `subscription_contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`version` integer NOT NULL,
	`content` text NOT NULL,
	`effective_at` text NOT NULL,
	`created_by` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_contracts_version_uq` ON `subscription_contracts` (`store_id`,`version`);
--> statement-breakpoint
CREATE INDEX `subscription_contracts_effective_idx` ON `subscription_contracts` (`store_id`,`effective_at`);
