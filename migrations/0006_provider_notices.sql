-- Provider callbacks (ECPay logistics notices) are retried and can be replayed: each verified notice
-- is recorded under a stable key in the same batch as its effect, and the unique index turns a
-- second delivery into a no-op that still answers the provider's success string.
CREATE TABLE `provider_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`provider` text NOT NULL,
	`notice_key` text NOT NULL,
	`order_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provider_notices_key_uq` ON `provider_notices` (`store_id`,`provider`,`notice_key`);
