import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { outboxJobs } from "./schema";

// The outbox (issue 16 §3): jobs written in a change's own batch, so the work after a commit is
// never lost with the answer. Kinds and their handlers live in functions/platform/jobs/outbox.ts.

/** A job row as a statement of a raw-SQL batch (db/checkout.ts): `payload` is SQL, e.g. json_object(…). */
export const jobStatement = (storeId: number, kind: string, payload: ReturnType<typeof sql>, graceMs: number) =>
  sql`INSERT INTO outbox_jobs (store_id, kind, payload, run_after)
      SELECT ${storeId}, ${kind}, ${payload}, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) + ${graceMs}`;

export type OutboxJob = typeof outboxJobs.$inferSelect;

export async function dueJobs(db: Db, now: number, limit = 100): Promise<OutboxJob[]> {
  return db
    .select()
    .from(outboxJobs)
    .where(lte(outboxJobs.runAfter, now))
    .orderBy(asc(outboxJobs.runAfter))
    .limit(limit);
}

export async function jobDone(db: Db, storeId: number, id: number): Promise<void> {
  await db.delete(outboxJobs).where(and(eq(outboxJobs.storeId, storeId), eq(outboxJobs.id, id)));
}

/** The job of one kind and payload field (e.g. the order's), for the answer's path to finish. */
export async function jobFor(db: Db, storeId: number, kind: string, field: string, value: number) {
  return db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(
      and(
        eq(outboxJobs.storeId, storeId),
        eq(outboxJobs.kind, kind),
        sql`json_extract(${outboxJobs.payload}, ${`$.${field}`}) = ${value}`,
      ),
    )
    .get();
}

export async function jobFailed(db: Db, job: OutboxJob, error: string, retryAt: number): Promise<void> {
  await db
    .update(outboxJobs)
    .set({ attempts: job.attempts + 1, lastError: error.slice(0, 500), runAfter: retryAt })
    .where(and(eq(outboxJobs.storeId, job.storeId), eq(outboxJobs.id, job.id)));
}
