import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { storeRef } from "./columns";

/** Network notices (migrations/0023_branch_settings.sql): `storeId` sees it, `subjectStoreId` is the branch. */
export const branchNotices = sqliteTable(
  "branch_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    headStoreId: integer("head_store_id").notNull(),
    /** BRANCH_USER_UNAUDITED, BRANCH_USER_NORMAL, BRANCH_USER_DENY (spec §3 highlight types). */
    type: text("type").notNull(),
    subjectStoreId: integer("subject_store_id"),
    message: text("message").notNull().default(""),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    readAt: text("read_at"),
  },
  (t) => [index("branch_notices_store_idx").on(t.storeId, t.readAt, t.type)],
);

export type BranchNoticeRow = typeof branchNotices.$inferSelect;
