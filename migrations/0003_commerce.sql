CREATE TABLE `cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer,
	`guest_id` text,
	`cart_type` text DEFAULT 'NORMAL' NOT NULL,
	`product_id` integer NOT NULL,
	`stock_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`payment_plan` text DEFAULT 'NORMAL' NOT NULL,
	`subscription_cycle` integer DEFAULT 0 NOT NULL,
	`promotion_id` integer,
	`promotion_condition_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stock_id`) REFERENCES `product_stocks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cart_items_user_idx` ON `cart_items` (`store_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `cart_items_guest_idx` ON `cart_items` (`store_id`,`guest_id`);--> statement-breakpoint
CREATE TABLE `checkout_infos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`type` text DEFAULT 'HOME' NOT NULL,
	`receiver` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkout_infos_user_idx` ON `checkout_infos` (`store_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`type` text NOT NULL,
	`from` text,
	`to` text,
	`actor` text NOT NULL,
	`user_id` integer,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`store_id`,`order_id`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`stock_id` integer NOT NULL,
	`product_name` text NOT NULL,
	`spec` text DEFAULT '' NOT NULL,
	`media_path` text,
	`payment_plan` text NOT NULL,
	`subscription_cycle` integer DEFAULT 0 NOT NULL,
	`unit_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL,
	`promotion_id` integer,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`store_id`,`order_id`);--> statement-breakpoint
CREATE TABLE `order_sequences` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`last` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_number` text NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'UNPROCESSED' NOT NULL,
	`payment_status` text DEFAULT 'UNPAID' NOT NULL,
	`checkout_type` text DEFAULT 'normal' NOT NULL,
	`payment_method` text NOT NULL,
	`shipping_method_id` integer,
	`shipping_code` text NOT NULL,
	`receiver` text NOT NULL,
	`invoice` text,
	`note` text DEFAULT '' NOT NULL,
	`items_total_amount` integer NOT NULL,
	`shipping_fee` integer NOT NULL,
	`discount_amount` integer DEFAULT 0 NOT NULL,
	`discount_shipping_fee` integer DEFAULT 0 NOT NULL,
	`total_amount` integer NOT NULL,
	`promotion_list` text DEFAULT '[]' NOT NULL,
	`coupon_code` text,
	`idempotency_key` text,
	`subscription_id` integer,
	`payment_info` text,
	`is_read` integer DEFAULT false NOT NULL,
	`is_highlight` integer DEFAULT false NOT NULL,
	`reason` text,
	`paid_at` text,
	`delivered_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_uq` ON `orders` (`store_id`,`order_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_uq` ON `orders` (`store_id`,`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`store_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`store_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `subscription_runs` (
	`store_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`due_date` text NOT NULL,
	`order_id` integer,
	`status` text NOT NULL,
	`message` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`subscription_id`, `due_date`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`origin_order_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`stock_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`cycle` integer NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`payment_method` text NOT NULL,
	`shipping_method_id` integer,
	`shipping_code` text NOT NULL,
	`receiver` text NOT NULL,
	`next_order_date` text NOT NULL,
	`order_count` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`store_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_due_idx` ON `subscriptions` (`status`,`next_order_date`);--> statement-breakpoint
CREATE TABLE `invoice_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`is_open` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_methods_store_idx` ON `invoice_methods` (`store_id`,`sort`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`method` text NOT NULL,
	`is_open` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_uq` ON `payment_methods` (`store_id`,`method`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`provider` text NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`amount` integer NOT NULL,
	`nonce` text NOT NULL,
	`provider_ref` text,
	`message` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`store_id`,`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_nonce_uq` ON `payments` (`nonce`);--> statement-breakpoint
CREATE TABLE `coupon_usages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`promotion_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coupon_usages_user_idx` ON `coupon_usages` (`store_id`,`promotion_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`kind` text DEFAULT 'PROMOTION' NOT NULL,
	`scope` text DEFAULT 'PROMOTION' NOT NULL,
	`code` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`is_open` integer DEFAULT false NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`condition_type` text NOT NULL,
	`action_type` text NOT NULL,
	`is_cumulative` integer DEFAULT false NOT NULL,
	`conditions` text DEFAULT '[]' NOT NULL,
	`list_type` text DEFAULT 'NORMAL' NOT NULL,
	`product_ids` text DEFAULT '[]' NOT NULL,
	`subscription_scope` text DEFAULT 'NORMAL' NOT NULL,
	`store_scope` text DEFAULT 'NORMAL' NOT NULL,
	`areas` text DEFAULT '[]' NOT NULL,
	`shipping_codes` text DEFAULT '[]' NOT NULL,
	`user_ids` text DEFAULT '[]' NOT NULL,
	`using_type` text DEFAULT 'WITH_PROMOTIONS' NOT NULL,
	`total_quantity` integer DEFAULT 0 NOT NULL,
	`used_quantity` integer DEFAULT 0 NOT NULL,
	`limit_per_user` integer DEFAULT 0 NOT NULL,
	`group_number` integer DEFAULT 0 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `promotions_store_idx` ON `promotions` (`store_id`,`kind`,`is_open`);--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_code_uq` ON `promotions` (`store_id`,`code`);--> statement-breakpoint
CREATE TABLE `shipping_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`code` text NOT NULL,
	`type` text DEFAULT 'SELF' NOT NULL,
	`sub_type` text,
	`name` text NOT NULL,
	`shipping_fee` integer DEFAULT 0 NOT NULL,
	`free_shipping_amount` integer DEFAULT 0 NOT NULL,
	`if_open_cash_on_delivery` integer DEFAULT false NOT NULL,
	`check_status_url` text,
	`is_open` integer DEFAULT true NOT NULL,
	`is_foreign` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`fee_type` text DEFAULT 'FIXED' NOT NULL,
	`allowed_district_type` text DEFAULT 'ALL' NOT NULL,
	`allowed_districts` text DEFAULT '[]' NOT NULL,
	`allowed_product_type` text DEFAULT 'ALL' NOT NULL,
	`allowed_products` text DEFAULT '[]' NOT NULL,
	`district_shipping_fee` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shipping_methods_store_idx` ON `shipping_methods` (`store_id`,`sort`);