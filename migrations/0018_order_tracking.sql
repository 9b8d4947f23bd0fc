-- The carrier's tracking number of an order (issue 12, order import): set by the back office's
-- spreadsheet import with or without a status change, shown to the store and the member.
ALTER TABLE `orders` ADD `tracking_number` text;
