-- Issue 28 §2: the highlight counters (spec back-office §3 Highlight) that no other row derives —
-- low stock, new feedback, notices, achievements — one row per store and type. Writers count up in
-- their own batch; DELETE /api/admin/highlights/{id} (or visiting the page) sets the amount to 0.
CREATE TABLE `store_highlights` (
  `store_id` integer NOT NULL REFERENCES `stores`(`id`) ON DELETE cascade,
  `type` text NOT NULL,
  `amount` integer DEFAULT 0 NOT NULL,
  `notification_id` integer,
  `message` text DEFAULT '' NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
  PRIMARY KEY (`store_id`, `type`)
);
