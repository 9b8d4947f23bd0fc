import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Local mail provider: every message lands here so dev and tests can read it.
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The HTML part with the store's brand header and footer (functions/platform/mail/mailBrand.ts). */
    html: text("html"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("mail_outbox_store_idx").on(t.storeId, t.to)],
);

// Fixed-window counters; D1 is strongly consistent where KV is not, so limits hold under bursts.
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

// The spec's operation log: one row per admin write.
export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    userId: integer("user_id"),
    userName: text("user_name"),
    method: text("method").notNull(),
    path: text("path").notNull(),
    system: text("system").notNull(),
    objectId: text("object_id"),
    payload: text("payload"),
    /** Derived from method and system (spec §3): "Product.create", "Order.update", … */
    label: text("label"),
    objectName: text("object_name"),
    /** JSON [{field, before, after}], secrets redacted (functions/shared/store/auditChanges.ts). */
    changes: text("changes"),
    createdAt: text("created_at").notNull().default(now),
    /** JSON list of the cache-map keys the write made stale: a trigger bumps `cache_versions` (migration 0028). */
    cacheKeys: text("cache_keys"),
  },
  (t) => [
    index("audit_logs_store_idx").on(t.storeId, t.createdAt),
    index("audit_logs_store_system_idx").on(t.storeId, t.system, t.createdAt),
  ],
);

// Per store, each cache-map key → ms of its last change: the truth behind KV's copy (issue 16).
export const cacheVersions = sqliteTable(
  "cache_versions",
  {
    storeId: integer("store_id").notNull(),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);

// Short-lived single-use states of a shopper's trip through a third party (ECPay's map).
export const pendingStates = sqliteTable(
  "pending_states",
  {
    storeId: integer("store_id").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), index("pending_states_expiry_idx").on(t.expiresAt)],
);

// Stores whose KV copy of the cache map KV refused (an outage): copied again by the scheduled handler.
export const kvRepairs = sqliteTable("kv_repairs", {
  storeId: integer("store_id").primaryKey(),
  since: integer("since").notNull(),
});

// Work after a commit that must happen but must not fail the answer (issue 16 §3): written in the
// change's batch, done and deleted on the answer's path, else retried by the scheduled handler.
export const outboxJobs = sqliteTable(
  "outbox_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: integer("store_id").notNull(),
    kind: text("kind").notNull(),
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    runAfter: integer("run_after").notNull(),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("outbox_jobs_due_idx").on(t.runAfter), index("outbox_jobs_store_idx").on(t.storeId, t.kind)],
);
