import { getDb } from "../../../db/client";
import { dueJobs, jobDone, jobFailed, type OutboxJob } from "../../../db/outboxJobs";
import { findStore } from "../../../db/stores";
import type { Env } from "../env";
import { type StoreScope, storeScope } from "../tenancy/scope";

// The outbox's drain (issue 16 §3), run by the 5-minute cron: each due job is done in its store's
// scope; a job that fails again waits longer (1, 5, 15, 60 minutes, then hourly) and keeps its
// last error for the operator. Kinds and their handlers are given by the caller (worker.ts).

export type OutboxHandler = (scope: StoreScope, payload: Record<string, unknown>, job: OutboxJob) => Promise<void>;

const BACKOFF_MIN = [1, 5, 15, 60];

export const retryDelayMs = (attempts: number) => (BACKOFF_MIN[attempts] ?? 60) * 60_000;

export async function drainOutbox(
  env: Env,
  now: number,
  handlers: Record<string, OutboxHandler>,
): Promise<{ done: number; failed: number }> {
  const db = getDb(env.DB);
  let done = 0;
  let failed = 0;
  for (const job of await dueJobs(db, now)) {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for outbox job kind ${job.kind}`);
      const store = await findStore(db, job.storeId);
      if (store) await handler(storeScope(env, db, store), JSON.parse(job.payload) as Record<string, unknown>, job);
      await jobDone(db, job.storeId, job.id);
      done += 1;
    } catch (e) {
      failed += 1;
      console.error(JSON.stringify({ level: "error", outboxJob: job.id, kind: job.kind, error: String(e) }));
      await jobFailed(db, job, String(e), now + retryDelayMs(job.attempts)).catch(() => undefined);
    }
  }
  return { done, failed };
}
