import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { storeHighlights } from "./schema";

/** A store's highlight counters: every read and write carries the store id. */
export function highlightsOf(db: Db, storeId: number) {
  return {
    /** The types with something to show, in one read. */
    list: () =>
      db
        .select()
        .from(storeHighlights)
        .where(and(eq(storeHighlights.storeId, storeId), gt(storeHighlights.amount, 0))),
    /** Counts one type up (a statement, so a writer adds it to its own batch). */
    bump: (type: string, by = 1, latest: { notificationId?: number | null; message?: string } = {}) =>
      db
        .insert(storeHighlights)
        .values({
          storeId,
          type,
          amount: by,
          notificationId: latest.notificationId ?? null,
          message: latest.message ?? "",
        })
        .onConflictDoUpdate({
          target: [storeHighlights.storeId, storeHighlights.type],
          set: {
            amount: sql`${storeHighlights.amount} + ${by}`,
            notificationId: latest.notificationId ?? sql`${storeHighlights.notificationId}`,
            message: latest.message ?? sql`${storeHighlights.message}`,
            updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
          },
        }),
    /** Sets one type back to 0 (a statement for the clearing batch). */
    clear: (type: string) =>
      db
        .update(storeHighlights)
        .set({ amount: 0, updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')` })
        .where(and(eq(storeHighlights.storeId, storeId), eq(storeHighlights.type, type))),
  };
}
