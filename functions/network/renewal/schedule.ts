import { batchOf } from "@db/batch";
import { getDb } from "@db/client";
import { closeStatements, dueBranches, endingSoon, paidPending, remindStatement } from "@db/network/branchRenewal";
import type { Env } from "../../platform/env";
import { bumpCacheMap } from "../../platform/tenancy/cacheMap";
import { memoClear } from "../../platform/tenancy/storeMemo";
import { DEFAULT_GRACE_DAYS, REMIND_DAYS_BEFORE } from "../../shared/network/branchTerm";
import { applyRenewalOfOrder } from "./apply";

// The Worker's scheduled run (functions/worker.ts): branches whose plan ended more than the grace
// days ago close (CLOSE_STORE_RENEWED_FAIL, or RENEWED_CONFIRM_PAID while a pay-later renewal
// waits), one batch per branch, at most BRANCHES_PER_RUN a run; a second run changes nothing.
// First it applies any paid renewal a callback left pending, so nobody who paid is closed.

export const BRANCHES_PER_RUN = 200;
const DAY_MS = 86_400_000;

export async function runBranchRenewals(env: Pick<Env, "DB" | "KV">, now: Date) {
  const db = getDb(env.DB);
  const nowIso = now.toISOString();
  let applied = 0;
  for (const p of await paidPending(db, BRANCHES_PER_RUN)) {
    const out = await applyRenewalOfOrder(db, p.headStoreId, p.orderId, now);
    if (out.isRenewal && out.applied) applied++;
  }
  const due = await dueBranches(db, nowIso, DEFAULT_GRACE_DAYS, BRANCHES_PER_RUN);
  for (const b of due) {
    await batchOf(db, closeStatements(db, b));
    // Other isolates' store memos check the map, not the row: the close is announced there.
    await bumpCacheMap(env, b.id, ["initial"]);
  }
  const soon = await endingSoon(db, nowIso, new Date(now.getTime() + REMIND_DAYS_BEFORE * DAY_MS).toISOString(), 200);
  for (const b of soon) await batchOf(db, [remindStatement(db, b)]);
  // The closed branches' hosts answer with their new status at once (their pages' cache keys
  // carry the store row's updated_at, which the close bumped).
  if (due.length) memoClear();
  return { applied, closed: due.map((b) => b.id), reminded: soon.map((b) => b.id) };
}
