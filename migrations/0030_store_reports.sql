-- Issue 28 §1: the store report's daily roll-ups and the once-a-day visit marks.
-- One row per store per Asia/Taipei day; money in integer minor units. A row computed before its
-- day ended, or older than the last change of one of that day's orders, is recomputed on read.
CREATE TABLE store_daily_reports (
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  revenue INTEGER NOT NULL DEFAULT 0,
  orders INTEGER NOT NULL DEFAULT 0,
  refunds INTEGER NOT NULL DEFAULT 0,
  refund_count INTEGER NOT NULL DEFAULT 0,
  new_members INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  payments TEXT NOT NULL DEFAULT '{}',
  shippings TEXT NOT NULL DEFAULT '{}',
  products TEXT NOT NULL DEFAULT '[]',
  computed_at TEXT NOT NULL,
  PRIMARY KEY (store_id, day)
);

-- A visitor counted once per store per Taipei day (POST /api/admin/report/store/visit).
CREATE TABLE store_visits (
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (store_id, day, visitor)
) WITHOUT ROWID;

-- The roll-up reads orders by placing time and finds days whose orders changed since.
CREATE INDEX orders_created_idx ON orders (store_id, created_at);
CREATE INDEX orders_updated_idx ON orders (store_id, updated_at);
