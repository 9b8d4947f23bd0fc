-- Stock never goes below 0, whatever statement tries: an order's conditional decrements run in one
-- D1 batch, and this abort rolls the whole batch (order, lines, every decrement) back.
CREATE TRIGGER `product_stocks_never_negative` BEFORE UPDATE OF `stock` ON `product_stocks`
WHEN NEW.`stock` < 0
BEGIN
  SELECT RAISE(ABORT, 'OUT_OF_STOCK');
END;
