import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { orderEvents, orders } from "./schema";

// The demo's month of history (issue 28 §6): orders placed through checkout today are moved to the
// day the demo says they were placed, so the store report shows a real month. Outside production
// only (functions/operator/demoHistory.ts); every statement is bound to the one store.
export function demoHistoryOf(db: Db, storeId: number) {
  return {
    /** The order and its events move to `at`; false when the store has no such order. */
    async placeAt(orderId: number, at: string): Promise<boolean> {
      const mine = and(eq(orders.storeId, storeId), eq(orders.id, orderId));
      const [moved] = await db.batch([
        db.update(orders).set({ createdAt: at, updatedAt: at }).where(mine).returning({ id: orders.id }),
        db
          .update(orderEvents)
          .set({ createdAt: at })
          .where(and(eq(orderEvents.storeId, storeId), eq(orderEvents.orderId, orderId))),
      ]);
      return moved.length > 0;
    },
  };
}
