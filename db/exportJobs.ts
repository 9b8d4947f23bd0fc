import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { exportJobs } from "./schema";

// Export jobs of one store (issue 28 §1). Every statement names store_id, so a store can neither
// read nor advance another store's export. The cron's sweep (staleExportJobs) is the one read
// across stores: it only hands each job to a scope of the job's own store.

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** The cursor once every page is written: what is left is zipping the pieces. */
export const PAGES_DONE = -1;

export function exportJobsOf(db: Db, storeId: number) {
  const mine = (id: string) => and(eq(exportJobs.storeId, storeId), eq(exportJobs.id, id));
  return {
    async create(row: { id: string; kind: string; query: string; locale: string; total: number; filename: string }) {
      await db.insert(exportJobs).values({ ...row, storeId });
    },
    async get(id: string): Promise<ExportJobRow | undefined> {
      return db.select().from(exportJobs).where(mine(id)).get();
    },
    /** Takes the job's next step for `ms` if nobody holds it; the row as claimed, or undefined. */
    async claim(id: string, now: number, ms: number): Promise<ExportJobRow | undefined> {
      const [row] = await db
        .update(exportJobs)
        .set({ leaseUntil: now + ms })
        .where(and(mine(id), eq(exportJobs.status, "RUNNING"), lt(exportJobs.leaseUntil, now)))
        .returning();
      return row;
    },
    /** One page written: moves the cursor only from where the claim found it (a late duplicate is a no-op). */
    async advance(job: ExportJobRow, next: { cursor: number; rows: number }) {
      const from = job.cursor === null ? sql`${exportJobs.cursor} IS NULL` : eq(exportJobs.cursor, job.cursor);
      await db
        .update(exportJobs)
        .set({
          cursor: next.cursor,
          done: sql`${exportJobs.done} + ${next.rows}`,
          pieces: sql`${exportJobs.pieces} + 1`,
          leaseUntil: 0,
          updatedAt: new Date().toISOString(),
        })
        .where(and(mine(job.id), from, eq(exportJobs.pieces, job.pieces)));
    },
    async finish(id: string, status: "DONE" | "FAILED", error: string | null = null) {
      await db
        .update(exportJobs)
        .set({ status, error, leaseUntil: 0, updatedAt: new Date().toISOString() })
        .where(mine(id));
    },
    /** A failed job starts over from its first page (the retry of the page's button). */
    async restart(id: string) {
      await db
        .update(exportJobs)
        .set({ status: "RUNNING", error: null, cursor: null, pieces: 0, done: 0, leaseUntil: 0 })
        .where(and(mine(id), eq(exportJobs.status, "FAILED")));
    },
  };
}

/** Running jobs nobody holds (their page was closed): the cron finishes them. */
export async function staleExportJobs(db: Db, now: number, limit = 20) {
  return db
    .select({ id: exportJobs.id, storeId: exportJobs.storeId })
    .from(exportJobs)
    .where(and(eq(exportJobs.status, "RUNNING"), lt(exportJobs.leaseUntil, now)))
    .limit(limit);
}
