import { getDb } from "@db/client";
import { reportsOf } from "@db/reports";
import { taipeiDate } from "../../commerce/orders/time";
import { sha256 } from "../../platform/crypto";
import type { Env } from "../../platform/env";

// POST /api/admin/report/store/visit (storefront §4 "Visit is reported once per day"): the page
// reports once per visitor per day, never the cached HTML itself, so a cached page costs no write.
// The call only puts a mark on the visits queue (wrangler.toml VISITS); the queue's consumer writes
// each flushed batch in one D1 batch per store, so a busy storefront costs D1 one write per store
// per batch instead of one per visitor (README "Visit counting"). Only a hash of who it was is kept;
// the mark's primary key keeps a repeated report, or a message delivered twice, from counting twice.

/** One visitor's visit of one store on one Taipei day, as the queue carries it. */
export type VisitMark = { storeId: number; day: string; visitor: string };

export const visitMark = async (storeId: number, who: string, now = new Date()): Promise<VisitMark> => ({
  storeId,
  day: taipeiDate(now),
  visitor: (await sha256(`${storeId}:${who}`)).slice(0, 32),
});

/** Who the visit is: the storefront's guest id, else the address and browser it came from. */
export const visitorOf = (guestId: string | undefined, headers: Headers) =>
  guestId ?? `${headers.get("cf-connecting-ip") ?? ""}|${headers.get("user-agent") ?? ""}`;

/** Queues the visit; resolved once the queue holds it, so a failed send is reported again later. */
export async function reportVisit(env: Pick<Env, "VISITS">, storeId: number, who: string, now = new Date()) {
  const mark = await visitMark(storeId, who, now);
  await env.VISITS.send(mark, { contentType: "json" });
  return { day: mark.day };
}

const isMark = (b: unknown): b is VisitMark => {
  const m = b as Partial<VisitMark> | null;
  return (
    typeof m?.storeId === "number" &&
    typeof m.day === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(m.day) &&
    typeof m.visitor === "string" &&
    /^[\w-]{32}$/.test(m.visitor)
  );
};

/**
 * The queue consumer (functions/worker.ts `queue`): groups the batch by store and writes each
 * store's marks in one D1 batch. A store whose write fails has its messages retried (the write is
 * idempotent); the other stores' marks are kept. A message that is not a mark is dropped.
 */
export async function flushVisits(env: Pick<Env, "DB">, batch: MessageBatch<unknown>) {
  const db = getDb(env.DB);
  const byStore = new Map<number, Message<unknown>[]>();
  for (const msg of batch.messages) {
    if (!isMark(msg.body)) {
      msg.ack();
      continue;
    }
    const list = byStore.get(msg.body.storeId) ?? [];
    list.push(msg);
    byStore.set(msg.body.storeId, list);
  }
  for (const [storeId, msgs] of byStore) {
    try {
      await reportsOf(db, storeId).markVisits(msgs.map((m) => m.body as VisitMark));
      for (const m of msgs) m.ack();
    } catch (e) {
      console.error(JSON.stringify({ event: "visits_flush_failed", storeId, error: String(e) }));
      for (const m of msgs) m.retry({ delaySeconds: 30 });
    }
  }
}
