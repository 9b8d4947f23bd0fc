-- Issue 28 §1: an export that holds every row its filter matches runs as a job. Each step writes
-- one keyset page of the sheet to R2 (a piece) and moves the cursor; the last step zips the pieces
-- into the .xlsx. The lease keeps two pollers (or the poll and the cron) off the same step.
CREATE TABLE `export_jobs` (
  `id` text PRIMARY KEY NOT NULL,
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `kind` text NOT NULL,
  `query` text NOT NULL,
  `locale` text NOT NULL,
  `status` text DEFAULT 'RUNNING' NOT NULL,
  `total` integer DEFAULT 0 NOT NULL,
  `done` integer DEFAULT 0 NOT NULL,
  `cursor` integer,
  `pieces` integer DEFAULT 0 NOT NULL,
  `lease_until` integer DEFAULT 0 NOT NULL,
  `filename` text NOT NULL,
  `error` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE INDEX `export_jobs_store_idx` ON `export_jobs` (`store_id`, `created_at`);
CREATE INDEX `export_jobs_running_idx` ON `export_jobs` (`status`, `lease_until`);
