import { getDb } from "../../db/client";
import { sweepPendingStates } from "../../db/pendingStates";
import { repairKvCopies } from "./cacheMap";
import type { Env } from "./env";

/**
 * The 5-minute cron (issue 16): KV copies of the cache maps that KV refused during an outage are
 * written again (so a page shows a change at most this long after KV answers again), and expired
 * pending states leave D1.
 */
export async function runRepairs(env: Env, at: Date): Promise<void> {
  const kv = await repairKvCopies(env);
  if (kv.repaired || kv.left) console.log(JSON.stringify({ level: "info", kvRepairs: kv, at: at.toISOString() }));
  await sweepPendingStates(getDb(env.DB), at.getTime());
}
