-- Issue 13, slice REN: a branch's plan renews (docs/decisions/branch-renewal.md). A branch holds
-- its plan (the MUST_BE_BOUGHT product it bought) until `plan_ends_at` (UTC; NULL = never ends).
-- `branch_renewals` is one row per renewal order (store_id = the head store that sells it): PENDING
-- until its order is paid, then APPLIED in the batch that extends the plan. The unique order id
-- makes a second callback or a second confirm extend nothing.
ALTER TABLE `stores` ADD `plan_ends_at` text;
--> statement-breakpoint
ALTER TABLE `stores` ADD `plan_product_id` integer;
--> statement-breakpoint
CREATE TABLE `branch_renewals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`branch_store_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`plan_product_id` integer NOT NULL,
	`term_months` integer NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`ends_before` text,
	`ends_after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`applied_at` text,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `branch_renewals_order_uq` ON `branch_renewals` (`order_id`);
--> statement-breakpoint
CREATE INDEX `branch_renewals_branch_idx` ON `branch_renewals` (`store_id`, `branch_store_id`, `status`);
--> statement-breakpoint
CREATE INDEX `stores_plan_ends_idx` ON `stores` (`status`, `plan_ends_at`) WHERE `parent_store_id` IS NOT NULL;
--> statement-breakpoint
-- Existing branches: the plan they registered with, ending at the trial's end, else a year after
-- they opened (the default term) — nobody is closed by this migration.
UPDATE `stores` SET
	`plan_product_id` = (SELECT oi.product_id FROM branch_applications a
		JOIN order_items oi ON oi.order_id = a.order_id
		JOIN products p ON p.id = oi.product_id AND p.type_for_creating_store = 'MUST_BE_BOUGHT'
		WHERE a.branch_store_id = stores.id LIMIT 1),
	`plan_ends_at` = COALESCE(`trial_ends_at`, strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+12 months'))
WHERE `parent_store_id` IS NOT NULL AND `deleted_at` IS NULL;
