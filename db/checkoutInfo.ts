import { and, count, desc, eq, sql } from "drizzle-orm";
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

    /** A new entry; it is the default when asked, or when it is the member's first. */
    async create(values: CheckoutInfoValues & { isDefault: boolean }): Promise<CheckoutInfoRow> {
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
      const res = values.isDefault
        ? (
            await db.batch([db.update(checkoutInfos).set({ isDefault: false }).where(mine), insert, syncHasAddress()])
          )[1]
        : (await db.batch([insert, syncHasAddress()]))[0];
      const row = res[0];
      if (!row) throw new Error("checkout info insert returned nothing");
      return row;
    },

    /** Changes an entry; `makeDefault` moves the one default to it. Null when it is not the member's. */
    async update(
      id: number,
      patch: Partial<CheckoutInfoValues> & { makeDefault?: boolean },
    ): Promise<CheckoutInfoRow | null> {
      const updatedAt = new Date().toISOString();
      const { makeDefault, ...values } = patch;
      const change = db
        .update(checkoutInfos)
        .set({ ...values, updatedAt })
        .where(and(mine, eq(checkoutInfos.id, id)))
        .returning();
      if (!makeDefault) return (await change)[0] ?? null;
      // Only when the row is this member's: otherwise no default of theirs may move.
      const owned = sql`exists(select 1 from ${checkoutInfos} where ${checkoutInfos.storeId} = ${storeId} and ${checkoutInfos.userId} = ${userId} and ${checkoutInfos.id} = ${id})`;
      const [, rows] = await db.batch([
        db
          .update(checkoutInfos)
          .set({ isDefault: sql`(${checkoutInfos.id} = ${id})` })
          .where(and(mine, owned)),
        change,
      ]);
      return rows[0] ?? null;
    },

    /** Removes an entry; when it was the default, the newest remaining one becomes the default. */
    async remove(id: number): Promise<boolean> {
      const noDefault = sql`not exists(select 1 from ${checkoutInfos} where ${checkoutInfos.storeId} = ${storeId} and ${checkoutInfos.userId} = ${userId} and ${checkoutInfos.isDefault} = 1)`;
      const newest = sql`(select ${checkoutInfos.id} from ${checkoutInfos} where ${checkoutInfos.storeId} = ${storeId} and ${checkoutInfos.userId} = ${userId} order by ${checkoutInfos.createdAt} desc, ${checkoutInfos.id} desc limit 1)`;
      const [deleted] = await db.batch([
        db
          .delete(checkoutInfos)
          .where(and(mine, eq(checkoutInfos.id, id)))
          .returning({ id: checkoutInfos.id }),
        db
          .update(checkoutInfos)
          .set({ isDefault: true })
          .where(and(mine, sql`${checkoutInfos.id} = ${newest}`, noDefault)),
        syncHasAddress(),
      ]);
      return deleted.length > 0;
    },
  };
}
