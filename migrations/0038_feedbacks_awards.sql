-- Issue 28 §4: subscription feedbacks (spec back-office §7 GET /api/admin/subscription/feedbacks,
-- PATCH /{id}, excel) — why a member cancelled a subscription (the spec's five cancel reasons),
-- which the store reads, answers and marks processed.
CREATE TABLE `subscription_feedbacks` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `subscription_id` integer NOT NULL,
  `user_id` integer,
  `reasons` text DEFAULT '[]' NOT NULL,
  `content` text DEFAULT '' NOT NULL,
  `status` text DEFAULT 'UNPROCESSED' NOT NULL,
  `reply` text DEFAULT '' NOT NULL,
  `seed_key` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE INDEX `subscription_feedbacks_store_idx` ON `subscription_feedbacks` (`store_id`, `status`, `created_at`);
-- The demo seed adds its few feedbacks once each (idempotent per item).
CREATE UNIQUE INDEX `subscription_feedbacks_seed_uq` ON `subscription_feedbacks` (`store_id`, `seed_key`);

-- Issue 28 §4: product awards (spec back-office §7 POST, GET /api/admin/product/awards; PUT
-- /{groupId}; DELETE /{id}). A group is one award (its title, who gave it, the year) given to one
-- or more products; each product of it is one row of product_awards (the {id} a DELETE removes).
CREATE TABLE `product_award_groups` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `title` text NOT NULL,
  `issuer` text DEFAULT '' NOT NULL,
  `year` integer,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE INDEX `product_award_groups_store_idx` ON `product_award_groups` (`store_id`, `id`);
CREATE TABLE `product_awards` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `group_id` integer NOT NULL REFERENCES `product_award_groups`(`id`) ON DELETE cascade,
  `product_id` integer NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE UNIQUE INDEX `product_awards_uq` ON `product_awards` (`store_id`, `group_id`, `product_id`);
CREATE INDEX `product_awards_product_idx` ON `product_awards` (`store_id`, `product_id`);
