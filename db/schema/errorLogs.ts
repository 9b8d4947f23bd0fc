import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Spec §7 frontend error log and CSP violation reports (migration 0009): one row per store, Taipei
// day and fingerprint; a repeat the same day only bumps `count` and `lastSeenAt`.
export const frontendErrorLogs = sqliteTable(
  "frontend_error_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    /** ERROR (the app's own report) or CSP (a browser's violation report). */
    kind: text("kind").notNull(),
    day: text("day").notNull(),
    fingerprint: text("fingerprint").notNull(),
    message: text("message").notNull(),
    pageUrl: text("page_url"),
    source: text("source"),
    /** JSON of the remaining fields (stack, directive, sample…). */
    detail: text("detail"),
    userAgent: text("user_agent"),
    count: integer("count").notNull().default(1),
    createdAt: text("created_at").notNull().default(now),
    lastSeenAt: text("last_seen_at").notNull().default(now),
  },
  (t) => [uniqueIndex("frontend_error_logs_day_uq").on(t.storeId, t.day, t.fingerprint)],
);

export type FrontendErrorLogRow = typeof frontendErrorLogs.$inferSelect;
