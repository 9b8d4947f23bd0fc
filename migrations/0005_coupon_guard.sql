-- Coupon limits hold under concurrent checkouts the way stock does: the checkout batch bumps
-- used_quantity and inserts a coupon_usages row; these aborts roll the whole order back.
CREATE TRIGGER `promotions_used_within_total` BEFORE UPDATE OF `used_quantity` ON `promotions`
WHEN NEW.`total_quantity` > 0 AND NEW.`used_quantity` > NEW.`total_quantity`
BEGIN
  SELECT RAISE(ABORT, 'COUPON_EXHAUSTED');
END;
--> statement-breakpoint
CREATE TRIGGER `coupon_usages_within_user_limit` BEFORE INSERT ON `coupon_usages`
WHEN (SELECT `limit_per_user` FROM `promotions` WHERE `id` = NEW.`promotion_id`) > 0
  AND (SELECT count(*) FROM `coupon_usages` WHERE `promotion_id` = NEW.`promotion_id` AND `user_id` = NEW.`user_id`)
    >= (SELECT `limit_per_user` FROM `promotions` WHERE `id` = NEW.`promotion_id`)
BEGIN
  SELECT RAISE(ABORT, 'COUPON_USER_LIMIT');
END;
