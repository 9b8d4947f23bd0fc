-- Issue 12 §4: the operation log row says what changed. `label` is derived from the method and
-- system (spec §3 "derived label"), `object_name` names the object when the call knows it, and
-- `changes` holds the changed fields as JSON [{field, before, after}] with secrets redacted.
ALTER TABLE `audit_logs` ADD `label` text;
--> statement-breakpoint
ALTER TABLE `audit_logs` ADD `object_name` text;
--> statement-breakpoint
ALTER TABLE `audit_logs` ADD `changes` text;
--> statement-breakpoint
CREATE INDEX `audit_logs_store_system_idx` ON `audit_logs` (`store_id`,`system`,`created_at`);
