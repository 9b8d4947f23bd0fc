import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "./client";
import { pendingStates } from "./schema";

// Short-lived states of a shopper's trip through a third party (ECPay's map), per store (issue 16:
// they lived in KV only, so a KV outage lost them; D1 is also strongly consistent, which a
// single-use state needs). Expired rows are ignored when read and swept by the scheduled handler.
export function pendingStatesOf(db: Db, storeId: number) {
  const at = (key: string) => and(eq(pendingStates.storeId, storeId), eq(pendingStates.key, key));
  return {
    async put(key: string, value: unknown, ttlS: number, now = Date.now()): Promise<void> {
      const row = { storeId, key, value: JSON.stringify(value), expiresAt: now + ttlS * 1000 };
      await db
        .insert(pendingStates)
        .values(row)
        .onConflictDoUpdate({
          target: [pendingStates.storeId, pendingStates.key],
          set: { value: row.value, expiresAt: row.expiresAt },
        });
    },
    async get<T>(key: string, now = Date.now()): Promise<T | null> {
      const row = await db
        .select({ value: pendingStates.value })
        .from(pendingStates)
        .where(and(at(key), gt(pendingStates.expiresAt, now)))
        .get();
      return row ? (JSON.parse(row.value) as T) : null;
    },
    /** Read and forget in one statement: a state used once is used by one request only. */
    async take<T>(key: string, now = Date.now()): Promise<T | null> {
      const [row] = await db
        .delete(pendingStates)
        .where(and(at(key), gt(pendingStates.expiresAt, now)))
        .returning({ value: pendingStates.value });
      return row ? (JSON.parse(row.value) as T) : null;
    },
    async remove(key: string): Promise<void> {
      await db.delete(pendingStates).where(at(key));
    },
  };
}

export type PendingStates = ReturnType<typeof pendingStatesOf>;

/** Scheduled: rows past their expiry, every store's. */
export async function sweepPendingStates(db: Db, now = Date.now()): Promise<void> {
  await db.delete(pendingStates).where(lte(pendingStates.expiresAt, now));
}
