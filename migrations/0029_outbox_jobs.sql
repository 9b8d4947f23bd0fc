-- Issue 16 §3: work after an order is committed (its payment's first step, stock news) never turns
-- a placed order into an error. The order's batch writes a job here; the answer's path does the
-- work and deletes it; what a failing binding left undone, the scheduled handler retries.
CREATE TABLE `outbox_jobs` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `store_id` integer NOT NULL,
  `kind` text NOT NULL,
  `payload` text NOT NULL,
  `attempts` integer DEFAULT 0 NOT NULL,
  `run_after` integer NOT NULL,
  `last_error` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
CREATE INDEX `outbox_jobs_due_idx` ON `outbox_jobs` (`run_after`);
CREATE INDEX `outbox_jobs_store_idx` ON `outbox_jobs` (`store_id`, `kind`);
