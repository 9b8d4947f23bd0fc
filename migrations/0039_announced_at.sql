-- Issue 28 §2/§3: a head store's bulletin, promotion or activity tells its branches once, when it
-- becomes visible to them (shown, open and started), whichever write or run makes it so: the
-- announcement stamps announced_at in the same batch (db/announcements.ts). Rows that exist
-- already were told (or not) under the old rule: they count as announced.
ALTER TABLE `bulletins` ADD `announced_at` text;
ALTER TABLE `promotions` ADD `announced_at` text;
UPDATE `bulletins` SET `announced_at` = `created_at`;
UPDATE `promotions` SET `announced_at` = `created_at`;
-- The scheduled run's look for promotions whose start time has come.
CREATE INDEX `promotions_unannounced_idx` ON `promotions` (`start_at`) WHERE `announced_at` IS NULL;
