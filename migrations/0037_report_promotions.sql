-- Issue 28 §1: the yearly promotion report reads the daily roll-ups too. Each day keeps the
-- promotions and coupons its counted orders applied (id, name, scope, code, orders, discounts,
-- revenue). Roll-ups are derived from the orders, so the saved ones are dropped and recomputed on
-- their next read rather than left without promotions.
ALTER TABLE store_daily_reports ADD COLUMN promotions TEXT NOT NULL DEFAULT '[]';
DELETE FROM store_daily_reports;
