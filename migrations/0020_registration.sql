-- Issue 13 §2, storefront §4 "Registration plan selection": the products a registrant chose for a
-- registration plan (a MUST_BE_BOUGHT product), kept per plan and deduplicated by the primary key.
CREATE TABLE `registration_selections` (
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`store_id`, `user_id`, `plan_id`, `product_id`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
