-- English names of the store's shipping and invoice methods (issue 11): optional, shown on English
-- pages when filled; empty means the built-in English name or the name as entered.
ALTER TABLE `shipping_methods` ADD `name_en` text;
--> statement-breakpoint
ALTER TABLE `invoice_methods` ADD `name_en` text;
