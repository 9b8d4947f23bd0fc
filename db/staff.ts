import { and, asc, desc, eq } from "drizzle-orm";
import { batchOf, type Extra } from "./batch";
import type { Db } from "./client";
import { sessions, users } from "./schema";

// Staff (admin) accounts of one store. Every statement carries `store_id = storeId`.
export function staffOf(db: Db, storeId: number) {
  const byStore = eq(users.storeId, storeId);
  return {
    list: () =>
      db
        .select()
        .from(users)
        .where(and(byStore, eq(users.isAdmin, true)))
        .orderBy(desc(users.isRoot), asc(users.id))
        .all(),
    find: (id: number) =>
      db
        .select()
        .from(users)
        .where(and(byStore, eq(users.id, id), eq(users.isAdmin, true)))
        .get(),
    /**
     * A removed staff member keeps their shop account (orders, addresses) and loses the back
     * office; their sessions end in the same batch so nothing they hold stays admin.
     */
    async revoke(id: number, extra: Extra = []) {
      const [, row] = (await batchOf(db, [
        db.delete(sessions).where(and(eq(sessions.storeId, storeId), eq(sessions.userId, id))),
        db
          .update(users)
          .set({ isAdmin: false, blockedPrivileges: [], updatedAt: new Date().toISOString() })
          .where(and(byStore, eq(users.id, id), eq(users.isAdmin, true), eq(users.isRoot, false)))
          .returning({ id: users.id }),
        ...extra,
      ])) as [unknown, unknown[]];
      return row.length > 0;
    },
  };
}
