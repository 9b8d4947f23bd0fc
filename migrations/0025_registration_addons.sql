-- Issue 13 §2, policy selectLimit (docs/decisions/registration.md "Plan rules"): a plan's pick may
-- hold more than one unit while the picks together stay within selectLimit units.
ALTER TABLE `registration_selections` ADD `quantity` integer DEFAULT 1 NOT NULL;
