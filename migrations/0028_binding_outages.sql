-- Issue 16: KV is a copy, never the only source (docs/decisions/binding-outages.md).

-- Each store's cache-map versions (spec apiCacheMap: key → ms of its last change). KV keeps a copy
-- for the hot path; this is the truth a KV outage falls back to.
CREATE TABLE `cache_versions` (
  `store_id` integer NOT NULL,
  `key` text NOT NULL,
  `at` integer NOT NULL,
  PRIMARY KEY (`store_id`, `key`)
);

-- The cache keys an admin write made stale, on its audit row: the trigger below bumps them in the
-- same batch (one transaction) as the change, so D1's versions can never lag a committed write.
ALTER TABLE `audit_logs` ADD `cache_keys` text;

CREATE TRIGGER `audit_logs_bump_cache_versions` AFTER INSERT ON `audit_logs`
WHEN NEW.`cache_keys` IS NOT NULL
BEGIN
  INSERT INTO `cache_versions` (`store_id`, `key`, `at`)
  SELECT NEW.`store_id`, j.value, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
  FROM json_each(NEW.`cache_keys`) AS j WHERE true
  ON CONFLICT (`store_id`, `key`) DO UPDATE SET `at` = max(excluded.`at`, `cache_versions`.`at` + 1);
END;

-- Stores whose KV copy of the versions KV refused: the scheduled handler copies them again.
CREATE TABLE `kv_repairs` (
  `store_id` integer PRIMARY KEY NOT NULL,
  `since` integer NOT NULL
);

-- Short-lived states of a shopper's round trip through a third party (the ECPay map's signed
-- state, the store chosen there), per store: single use, strongly consistent, 30 minutes.
CREATE TABLE `pending_states` (
  `store_id` integer NOT NULL,
  `key` text NOT NULL,
  `value` text NOT NULL,
  `expires_at` integer NOT NULL,
  PRIMARY KEY (`store_id`, `key`)
);
CREATE INDEX `pending_states_expiry_idx` ON `pending_states` (`expires_at`);
