import { getDb } from "../../db/client";
import { staleExportJobs } from "../../db/exportJobs";
import { findStore } from "../../db/stores";
import type { Env } from "../platform/env";
import { advanceExport } from "../platform/exports/job";
import { storeScope } from "../platform/tenancy/scope";
import { EXPORT_SOURCES } from "./exportSources";

/** How long the 5-minute cron spends on exports whose page was closed before they finished. */
const SWEEP_BUDGET_MS = 60_000;

/** The cron's part: each abandoned job stepped in its own store's scope, while the budget lasts. */
export async function finishAbandonedExports(env: Env, now: number) {
  const db = getDb(env.DB);
  const start = Date.now();
  for (const j of await staleExportJobs(db, now)) {
    const store = await findStore(db, j.storeId);
    if (!store) continue;
    await advanceExport(storeScope(env, db, store), EXPORT_SOURCES, j.id, SWEEP_BUDGET_MS - (Date.now() - start));
    if (Date.now() - start >= SWEEP_BUDGET_MS) break;
  }
}
