import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";
import { stores } from "./stores";

// Issue 28 §3 (migration 0034): schedules and the milestones a store reached.

/** A publish or unpublish of one object at a time (spec back-office §2.2 Schedule). */
export const schedules = sqliteTable(
  "schedules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    /** PRODUCT | ARTICLE | BANNER | PROMOTION */
    type: text("type").notNull(),
    targetId: integer("target_id").notNull(),
    /** PUBLISH | UNPUBLISH */
    action: text("action").notNull(),
    /** UTC ISO instant. */
    runAt: text("run_at").notNull(),
    note: text("note").notNull().default(""),
    /** NORMAL (waiting) | DONE | FAILED (the object was gone at its time) */
    status: text("status").notNull().default("NORMAL"),
    ranAt: text("ran_at"),
    /** The run that claimed the row: the change's statements apply only under this token. */
    runToken: text("run_token"),
    result: text("result"),
    createdBy: integer("created_by"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("schedules_due_idx").on(t.status, t.runAt),
    index("schedules_store_idx").on(t.storeId, t.status, t.runAt),
  ],
);
export type ScheduleRow = typeof schedules.$inferSelect;

/** A milestone the store reached (ACHIEVEMENT_NEW until the admin has seen it). */
export const storeAchievements = sqliteTable(
  "store_achievements",
  {
    storeId: storeRef(),
    key: text("key").notNull(),
    reachedAt: text("reached_at").notNull(),
    seenAt: text("seen_at"),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);

/** The milestones' numbers of one store; NULL lists are the defaults (shared/store/achievements.ts). */
export const achievementSettings = sqliteTable("achievement_settings", {
  storeId: integer("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  orderCounts: text("order_counts", { mode: "json" }).$type<number[]>(),
  revenues: text("revenues", { mode: "json" }).$type<number[]>(),
});
