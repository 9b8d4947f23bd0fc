import { getDb } from "../../../db/client";
import { sweepPendingStates } from "../../../db/pendingStates";
import type { Env } from "../env";
import { repairKvCopies } from "../tenancy/cacheMap";
import { drainOutbox, type OutboxHandler } from "./outbox";

/**
 * The 5-minute cron (issue 16): KV copies of the cache maps that KV refused during an outage are
 * written again (so a page shows a change at most this long after KV answers again), the outbox's
 * due jobs are done, and expired pending states leave D1.
 */
export async function runRepairs(env: Env, at: Date, outbox: Record<string, OutboxHandler>): Promise<void> {
  const kv = await repairKvCopies(env);
  const jobs = await drainOutbox(env, at.getTime(), outbox);
  if (kv.repaired || kv.left || jobs.done || jobs.failed) {
    console.log(JSON.stringify({ level: "info", kvRepairs: kv, outbox: jobs, at: at.toISOString() }));
  }
  await sweepPendingStates(getDb(env.DB), at.getTime());
}
