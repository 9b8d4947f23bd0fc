-- Issue 13: the head store's branch network (docs/issue-13.md). Branch stores are stores:
-- `parent_store_id` is the head store, `introducer_store_id` the upline that brought the branch in.
ALTER TABLE `stores` ADD `introducer_store_id` integer;
--> statement-breakpoint
ALTER TABLE `stores` ADD `domain_name` text;
--> statement-breakpoint
-- The head store's review of the branch owner's profile: UNAUDITED, NORMAL, DENY.
ALTER TABLE `stores` ADD `audit_status` text DEFAULT 'NORMAL' NOT NULL;
--> statement-breakpoint
ALTER TABLE `stores` ADD `deleted_at` text;
--> statement-breakpoint
-- When a trial (from an invitation code) ends; null when the branch is not on trial.
ALTER TABLE `stores` ADD `trial_ends_at` text;
--> statement-breakpoint
CREATE INDEX `stores_parent_idx` ON `stores` (`parent_store_id`, `deleted_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_branch_domain_uq` ON `stores` (`parent_store_id`, `domain_name`);
--> statement-breakpoint
-- Closure table of each head store's tree: one row per (ancestor, descendant) pair, the head store
-- its own root (depth 0). Subtrees, levels and moves are set queries (ARCHITECTURE "Branch network").
CREATE TABLE `branch_tree` (
	`head_store_id` integer NOT NULL,
	`ancestor_id` integer NOT NULL,
	`descendant_id` integer NOT NULL,
	`depth` integer NOT NULL,
	PRIMARY KEY(`ancestor_id`, `descendant_id`),
	FOREIGN KEY (`head_store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `branch_tree_descendant_idx` ON `branch_tree` (`descendant_id`, `depth`);
--> statement-breakpoint
CREATE INDEX `branch_tree_level_idx` ON `branch_tree` (`head_store_id`, `ancestor_id`, `depth`);
--> statement-breakpoint
-- Invitation codes (spec "verifications"): a code grants a trial type and its length.
CREATE TABLE `verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`trial_type` text DEFAULT 'BY_VERIFYCODE' NOT NULL,
	`trial_length` integer DEFAULT 0 NOT NULL,
	`trial_unit` text DEFAULT 'DAY' NOT NULL,
	`start_at` text,
	`end_at` text,
	`max_uses` integer DEFAULT 0 NOT NULL,
	`used_count` integer DEFAULT 0 NOT NULL,
	`is_open` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verifications_code_uq` ON `verifications` (`store_id`, `code`);
--> statement-breakpoint
-- A visitor's application to open a branch, from the form to the created store. `store_id` is the
-- head store. One CREATED application per order: retries find it instead of creating twice.
CREATE TABLE `branch_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`introducer_store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`domain_name` text NOT NULL,
	`email` text NOT NULL,
	`identification` text NOT NULL,
	`profile` text NOT NULL,
	`verification_id` integer,
	`plan_product_id` integer,
	`order_id` integer,
	`branch_store_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `branch_applications_user_idx` ON `branch_applications` (`store_id`, `user_id`, `status`);
--> statement-breakpoint
CREATE UNIQUE INDEX `branch_applications_order_uq` ON `branch_applications` (`store_id`, `order_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `branch_applications_branch_uq` ON `branch_applications` (`branch_store_id`);
--> statement-breakpoint
-- Products and categories the head store authorises for its branches, and each branch's
-- display and price customisation of them (spec profit options).
ALTER TABLE `products` ADD `is_for_branch` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `products` ADD `platform_fee` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `product_categories` ADD `is_for_branch` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Categories that group the registration plan's products (spec `isForCreatingStore`).
ALTER TABLE `product_categories` ADD `is_for_creating_store` integer DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE `branch_customizations` (
	`store_id` integer NOT NULL,
	`head_store_id` integer NOT NULL,
	`kind` text NOT NULL,
	`object_id` integer NOT NULL,
	`profit_type` text DEFAULT 'ORIGINAL' NOT NULL,
	`profit_value` integer DEFAULT 0 NOT NULL,
	`is_display` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`store_id`, `kind`, `object_id`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Orders sold on a branch host are the head store's orders (its stock, payment and shipping);
-- `branch_store_id` names the branch that sold them.
ALTER TABLE `orders` ADD `branch_store_id` integer;
--> statement-breakpoint
CREATE INDEX `orders_branch_idx` ON `orders` (`store_id`, `branch_store_id`, `created_at`);
--> statement-breakpoint
CREATE TABLE `branch_feedbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`branch_store_id` integer NOT NULL,
	`user_id` integer,
	`reasons` text DEFAULT '[]' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`media` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'UNPROCESSED' NOT NULL,
	`reply` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `branch_feedbacks_store_idx` ON `branch_feedbacks` (`store_id`, `status`, `created_at`);
--> statement-breakpoint
-- Long network jobs (branch deletes): the request that starts one returns at once, the page polls.
CREATE TABLE `branch_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`done` integer DEFAULT 0 NOT NULL,
	`payload` text DEFAULT '{}' NOT NULL,
	`error` text,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `branch_jobs_store_idx` ON `branch_jobs` (`store_id`, `created_at`);
