-- Issue 13 §4: the head store's reset of a closed branch (docs/decisions/branch-network.md). The
-- branch report's isReset / CLOSE_UNPAID_RESET classes read it; null when never reset.
ALTER TABLE `stores` ADD `reset_at` text;
--> statement-breakpoint
-- The delete job's page polls the network's newest jobs of one kind.
CREATE INDEX `branch_jobs_kind_idx` ON `branch_jobs` (`store_id`, `kind`, `status`);
