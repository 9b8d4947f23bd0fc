import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Export jobs (issue 28 §1, migration 0031): an export built page by page into R2 pieces.
export const exportJobs = sqliteTable(
  "export_jobs",
  {
    id: text("id").primaryKey(),
    storeId: storeRef(),
    kind: text("kind").notNull(),
    query: text("query").notNull(),
    locale: text("locale").notNull(),
    /** RUNNING, DONE or FAILED. */
    status: text("status").notNull().default("RUNNING"),
    /** Records (orders, products, members) the filter matched when the job began. */
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    /** The keyset cursor: the last record id written; null before the first page. */
    cursor: integer("cursor"),
    pieces: integer("pieces").notNull().default(0),
    leaseUntil: integer("lease_until").notNull().default(0),
    filename: text("filename").notNull(),
    error: text("error"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("export_jobs_store_idx").on(t.storeId, t.createdAt),
    index("export_jobs_running_idx").on(t.status, t.leaseUntil),
  ],
);
