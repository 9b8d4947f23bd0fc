import { sql } from "drizzle-orm";
import type { Statement } from "../batch";
import type { Db } from "../client";

// One head store's branch jobs (branch_jobs: the network's long work, run off the request, such as
// deleting branches): the job rows and their progress. Every statement names the head store, so
// no other network's job is read or written; the scheduled resume's cross-network read is
// db/network/branchDelete.ts stalledDeleteJobs.

export type DeletePayload = {
  ids: number[];
  names: Record<string, string>;
  deleted: number[];
  failed: number[];
};

export type DeleteJob = {
  id: number;
  status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
  total: number;
  done: number;
  payload: DeletePayload;
  error: string | null;
  createdAt: string;
  updatedAt: string;
};

type JobRow = Omit<DeleteJob, "payload"> & { payload: string };
const parse = (r: JobRow): DeleteJob => ({ ...r, payload: JSON.parse(r.payload) as DeletePayload });
const jobColumns = sql`id, status, total, done, payload, error, created_at AS createdAt, updated_at AS updatedAt`;

export function branchJobsOf(db: Db, headStoreId: number, kind: string) {
  const H = headStoreId;
  return {
    async find(id: number): Promise<DeleteJob | undefined> {
      const [r] = await db.all<JobRow>(
        sql`SELECT ${jobColumns} FROM branch_jobs WHERE store_id = ${H} AND kind = ${kind} AND id = ${id}`,
      );
      return r ? parse(r) : undefined;
    },
    async recent(limit = 10): Promise<DeleteJob[]> {
      const rows = await db.all<JobRow>(sql`SELECT ${jobColumns} FROM branch_jobs
        WHERE store_id = ${H} AND kind = ${kind} ORDER BY id DESC LIMIT ${limit}`);
      return rows.map(parse);
    },
    /** A job still working: PENDING or RUNNING and heard of since `since`. */
    async active(since: string): Promise<DeleteJob | undefined> {
      const [r] = await db.all<JobRow>(sql`SELECT ${jobColumns} FROM branch_jobs
        WHERE store_id = ${H} AND kind = ${kind} AND status IN ('PENDING', 'RUNNING') AND updated_at > ${since}
        ORDER BY id DESC LIMIT 1`);
      return r ? parse(r) : undefined;
    },
    /** The new job's insert, for a batch with its audit row. */
    insertStatement(payload: DeletePayload, userId: number): Statement {
      return db.run(sql`INSERT INTO branch_jobs (store_id, kind, status, total, done, payload, user_id)
        VALUES (${H}, ${kind}, 'PENDING', ${payload.ids.length}, 0, ${JSON.stringify(payload)}, ${userId})`);
    },
    /** Takes a PENDING job for one runner: false when another runner took it first. */
    async take(id: number, now: string): Promise<boolean> {
      const r = await db.run(sql`UPDATE branch_jobs SET status = 'RUNNING', updated_at = ${now}
        WHERE id = ${id} AND store_id = ${H} AND status = 'PENDING'`);
      return r.meta.changes > 0;
    },
    async progress(id: number, payload: DeletePayload, now: string): Promise<void> {
      await db.run(sql`UPDATE branch_jobs SET done = done + 1, payload = ${JSON.stringify(payload)}, updated_at = ${now}
        WHERE id = ${id} AND store_id = ${H}`);
    },
    async finish(id: number, error: string | null, now: string): Promise<void> {
      await db.run(sql`UPDATE branch_jobs SET status = ${error ? "FAILED" : "DONE"}, error = ${error},
        updated_at = ${now} WHERE id = ${id} AND store_id = ${H}`);
    },
  };
}

/**
 * A stalled job back to PENDING, claimed on the exact row version its stalled read saw, so two
 * scheduled runs never take the same job. False when the row moved meanwhile.
 */
export async function reclaimBranchJob(db: Db, job: { id: number; updatedAt: string }, now: string) {
  const r = await db.run(sql`UPDATE branch_jobs SET status = 'PENDING', updated_at = ${now}
    WHERE id = ${job.id} AND updated_at = ${job.updatedAt}`);
  return r.meta.changes > 0;
}
