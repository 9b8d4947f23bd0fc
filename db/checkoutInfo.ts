import { and, count, desc, eq, sql } from "drizzle-orm";
import { batchOf, type Extra } from "./batch";
import type { Db } from "./client";
import { type CheckoutInfoRow, checkoutInfos, type ReceiverJson, users } from "./schema";

// Tenant-scoped member address book (checkout_infos). Every statement carries store_id AND the
// member's user_id, so one member can neither read nor change another's rows. Each write is one
// batch that also keeps the single default and users.has_address true to the rows.

export type CheckoutInfoValues = { type: "HOME" | "CVS"; receiver: ReceiverJson };

export function checkoutInfosOf(db: Db, storeId: number, userId: number) {
  const mine = and(eq(checkoutInfos.storeId, storeId), eq(checkoutInfos.userId, userId));
  const hasAny = sql`exists(select 1 from ${checkoutInfos} where ${checkoutInfos.storeId} = ${storeId} and ${checkoutInfos.userId} = ${userId})`;
  const syncHasAddress = () =>
    db
      .update(users)
      .set({ hasAddress: sql`${hasAny}` })
      .where(and(eq(users.storeId, storeId), eq(users.id, userId)));

  return {
    /** Default first, then newest. */
    async list(): Promise<CheckoutInfoRow[]> {
      return db
        .select()
        .from(checkoutInfos)
        .where(mine)
        .orderBy(desc(checkoutInfos.isDefault), desc(checkoutInfos.createdAt), desc(checkoutInfos.id));
    },
    async get(id: number): Promise<CheckoutInfoRow | null> {
      const [row] = await db
        .select()
        .from(checkoutInfos)
        .where(and(mine, eq(checkoutInfos.id, id)))
        .limit(1);
      return row ?? null;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(checkoutInfos).where(mine);
      return row?.n ?? 0;
    },

    /**
     * A new entry; it is the default when asked, or when it is the member's first. `extra` (an
     * admin's audit row) runs right after the insert, in the same batch.
     */
    async create(values: CheckoutInfoValues & { isDefault: boolean }, extra: Extra = []): Promise<CheckoutInfoRow> {
      const insert = db
        .insert(checkoutInfos)
        .values({
          storeId,
          userId,
          type: values.type,
          receiver: values.receiver,
          isDefault: values.isDefault ? true : sql`not ${hasAny}`,
        })
        .returning();
      const before = values.isDefault ? [db.update(checkoutInfos).set({ isDefault: false }).where(mine)] : [];
      const out = await batchOf(db, [...before, insert, ...extra, syncHasAddress()]);
      const row = (out[before.length] as CheckoutInfoRow[])[0];
      if (!row) throw new Error("checkout info insert returned nothing");
      return row;
    },

    /** Changes an entry; `makeDefault` moves the one default to it. Null when it is not the member's. */
    async update(
      id: number,
      patch: Partial<CheckoutInfoValues> & { makeDefault?: boolean },
      extra: Extra = [],
    ): Promise<CheckoutInfoRow | null> {
      const updatedAt = new Date().toISOString();
      const { makeDefault, ...values } = patch;
      const change = db
        .update(checkoutInfos)
        .set({ ...values, updatedAt })
        .where(and(mine, eq(checkoutInfos.id, id)))
        .returning();
      if (!makeDefault) return ((await batchOf(db, [change, ...extra]))[0] as CheckoutInfoRow[])[0] ?? null;
      // Only when the row is this member's: otherwise no default of theirs may move.
      const owned = sql`exists(select 1 from ${checkoutInfos} where ${checkoutInfos.storeId} = ${storeId} and ${checkoutInfos.userId} = ${userId} and ${checkoutInfos.id} = ${id})`;
      const [, rows] = await batchOf(db, [
        db
          .update(checkoutInfos)
          .set({ isDefault: sql`(${checkoutInfos.id} = ${id})` })
          .where(and(mine, owned)),
        change,
        ...extra,
      ]);
      return (rows as CheckoutInfoRow[])[0] ?? null;
    },

    /** Removes an entry; when it was the default, the newest remaining one becomes the default. */
    async remove(id: number, extra: Extra = []): Promise<boolean> {
      const noDefault = sql`not exists(select 1 from ${checkoutInfos} where ${checkoutInfos.storeId} = ${storeId} and ${checkoutInfos.userId} = ${userId} and ${checkoutInfos.isDefault} = 1)`;
      const newest = sql`(select ${checkoutInfos.id} from ${checkoutInfos} where ${checkoutInfos.storeId} = ${storeId} and ${checkoutInfos.userId} = ${userId} order by ${checkoutInfos.createdAt} desc, ${checkoutInfos.id} desc limit 1)`;
      const [deleted] = await batchOf(db, [
        db
          .delete(checkoutInfos)
          .where(and(mine, eq(checkoutInfos.id, id)))
          .returning({ id: checkoutInfos.id }),
        ...extra,
        db
          .update(checkoutInfos)
          .set({ isDefault: true })
          .where(and(mine, sql`${checkoutInfos.id} = ${newest}`, noDefault)),
        syncHasAddress(),
      ]);
      return (deleted as unknown[]).length > 0;
    },
  };
}
