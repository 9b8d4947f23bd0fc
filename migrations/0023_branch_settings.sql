-- Issue 13, slice SET: the network's notices (spec highlight types BRANCH_USER_UNAUDITED to the
-- head store, BRANCH_USER_NORMAL / BRANCH_USER_DENY to a branch). `store_id` is the store that sees
-- the notice; `head_store_id` keeps every row inside one network (the unit of placement).
CREATE TABLE `branch_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`head_store_id` integer NOT NULL,
	`type` text NOT NULL,
	`subject_store_id` integer,
	`message` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`read_at` text,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `branch_notices_store_idx` ON `branch_notices` (`store_id`, `read_at`, `type`);
