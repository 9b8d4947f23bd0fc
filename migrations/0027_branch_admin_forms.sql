-- Issue 13 (slice ADM): a branch sale keeps the seller's upline as it was at order time, so a
-- later move of the branch never changes whom a past order pays (docs/decisions/branch-compensation.md).
-- JSON array of store ids from the head store down to the seller's direct introducer; null for
-- the head store's own sales.
ALTER TABLE `orders` ADD `branch_path` text;
