import { announceStatements, storesWithDueStarts } from "@db/announcements";
import { batchOf } from "@db/batch";
import { type Db, getDb } from "@db/client";
import { auditRowAfter } from "@db/platform";
import { claimedBy, dueSchedules, runStatements } from "@db/schedules";
import type { ScheduleRow } from "@db/schema";
import { PRODUCT_CACHE_KEYS } from "../../commerce/catalogue/productShared";
import type { Env } from "../../platform/env";
import { copyCacheMap } from "../../platform/tenancy/cacheMap";
import type { CacheKey } from "../../shared/constants";
import type { ScheduleType } from "./schemas";

// The Worker's scheduled handler (functions/worker.ts, every minute): each due schedule runs in one
// D1 batch — the claim of its row, the audit row (system "Schedule", written only when the claim
// changed the row), the change — so a firing that overlaps another, or fires twice, changes
// nothing twice. The audit row's trigger bumps the cache-map keys in the same batch; KV's copy
// follows, so cached storefront pages show the change at the next request (docs/decisions/page-cache.md).

export const SCHEDULES_PER_RUN = 200;

/** What a storefront page shows of each type: the same keys the type's admin write bumps. */
export const SCHEDULE_CACHE_KEYS: Record<ScheduleType, readonly CacheKey[]> = {
  PRODUCT: PRODUCT_CACHE_KEYS.all,
  ARTICLE: ["initial"],
  BANNER: ["banner"],
  PROMOTION: ["promotion", "promotionGroup", "promotionProductCategory"],
};

/** The path the audit row names: the schedule's own, as an admin's edit of it would. */
export const runPath = (id: number) => `/api/admin/schedules/${id}`;

function auditOfRun(db: ReturnType<typeof getDb>, row: ScheduleRow, token: string) {
  return auditRowAfter(
    db,
    {
      storeId: row.storeId,
      userId: null,
      userName: null,
      method: "POST",
      path: runPath(row.id),
      system: "Schedule",
      objectId: String(row.id),
      payload: JSON.stringify({ type: row.type, targetId: row.targetId, action: row.action, runAt: row.runAt, token }),
      label: `Schedule.${row.action === "PUBLISH" ? "publish" : "unpublish"}`,
      objectName: `${row.type} #${row.targetId}`,
      changes: null,
      cacheKeys: JSON.stringify(SCHEDULE_CACHE_KEYS[row.type as ScheduleType] ?? []),
    },
    { created: false, always: false },
  );
}

export async function runSchedules(env: Pick<Env, "DB" | "KV">, now: Date) {
  const db = getDb(env.DB);
  const nowIso = now.toISOString();
  const due = await dueSchedules(db, nowIso, SCHEDULES_PER_RUN);
  if (!due.length) return { ran: [] as number[], failed: [] as number[] };
  const token = crypto.randomUUID();
  // One batch per schedule: one object's failure rolls back only its own run.
  for (const row of due) {
    await batchOf(db, [
      ...runStatements(db, row, token, nowIso, [auditOfRun(db, row, token)]),
      // A promotion (or activity) the run opens tells the head store's branches now, once.
      ...(row.type === "PROMOTION" ? announceOpened(db, row.storeId, nowIso) : []),
    ]);
  }
  const mine = await claimedBy(
    db,
    due.map((r) => r.id),
    token,
  );
  // D1's versions moved with each batch: KV's copy (and this isolate's memo) follows, once a store.
  for (const storeId of new Set(mine.filter((r) => r.status === "DONE").map((r) => r.storeId))) {
    await copyCacheMap(env, storeId);
  }
  return {
    ran: mine.filter((r) => r.status === "DONE").map((r) => r.id),
    failed: mine.filter((r) => r.status === "FAILED").map((r) => r.id),
  };
}

// Promotions and activities opened for a later start tell the head store's branches when that
// start comes (docs/decisions/highlights.md "Told when visible"): every firing looks for stores
// with such rows and announces them, one batch per store, once (announced_at).

/** The statements that announce a store's open, started, untold promotions and activities. */
const announceOpened = (db: Db, storeId: number, nowIso: string) => [
  ...announceStatements(db, storeId, "PROMOTION", nowIso),
  ...announceStatements(db, storeId, "ACTIVITY", nowIso),
];

export async function announceStarted(env: Pick<Env, "DB">, now: Date): Promise<number[]> {
  const db = getDb(env.DB);
  const nowIso = now.toISOString();
  const stores = await storesWithDueStarts(db, nowIso);
  // One batch per store: one store's failure leaves the others announced.
  for (const storeId of stores) await batchOf(db, announceOpened(db, storeId, nowIso));
  return stores;
}
