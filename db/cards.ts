import { and, count, desc, eq, sql } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { type SavedCardRow, savedCards } from "./schema";

// Tenant-scoped saved cards: every statement carries store_id AND the member's user_id, so one
// member can neither read nor change another's cards. One default per member, kept in the same
// batch as each write (like the address book, db/checkoutInfo.ts).

export type NewSavedCard = Pick<
  SavedCardRow,
  "provider" | "token" | "last4" | "brand" | "expMonth" | "expYear" | "holder"
> & { isDefault: boolean };

export function savedCardsOf(db: Db, storeId: number, userId: number) {
  const mine = and(eq(savedCards.storeId, storeId), eq(savedCards.userId, userId));
  const hasAny = sql`exists(select 1 from ${savedCards} where ${savedCards.storeId} = ${storeId} and ${savedCards.userId} = ${userId})`;

  return {
    /** Default first, then newest. */
    async list(): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(mine)
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
    },
    async get(id: number): Promise<SavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(mine, eq(savedCards.id, id)))
        .limit(1);
      return row ?? null;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedCards).where(mine);
      return row?.n ?? 0;
    },
    /** A new card; it is the default when asked, or when it is the member's first. */
    async create(v: NewSavedCard, extra: Extra = []): Promise<SavedCardRow> {
      const insert = db
        .insert(savedCards)
        .values({ ...v, storeId, userId, isDefault: v.isDefault ? true : sql`not ${hasAny}` })
        .returning();
      const rows = v.isDefault
        ? ((
            await batchOf(db, [db.update(savedCards).set({ isDefault: false }).where(mine), insert, ...extra])
          )[1] as SavedCardRow[])
        : await withExtra(db, insert, extra);
      const row = rows[0];
      if (!row) throw new Error("saved card insert returned nothing");
      return row;
    },
    /** Moves the one default to card `id`; false when it is not the member's. */
    async makeDefault(id: number, extra: Extra = []): Promise<boolean> {
      const owned = sql`exists(select 1 from ${savedCards} where ${savedCards.storeId} = ${storeId} and ${savedCards.userId} = ${userId} and ${savedCards.id} = ${id})`;
      const [rows] = (await batchOf(db, [
        db
          .update(savedCards)
          .set({ isDefault: sql`(${savedCards.id} = ${id})` })
          .where(and(mine, owned))
          .returning({ id: savedCards.id }),
        ...extra,
      ])) as [unknown[]];
      return rows.length > 0;
    },
    /** Removes a card; when it was the default, the newest remaining one becomes the default. */
    async remove(id: number, extra: Extra = []): Promise<SavedCardRow | null> {
      const noDefault = sql`not exists(select 1 from ${savedCards} where ${savedCards.storeId} = ${storeId} and ${savedCards.userId} = ${userId} and ${savedCards.isDefault} = 1)`;
      const newest = sql`(select ${savedCards.id} from ${savedCards} where ${savedCards.storeId} = ${storeId} and ${savedCards.userId} = ${userId} order by ${savedCards.createdAt} desc, ${savedCards.id} desc limit 1)`;
      const [deleted] = (await batchOf(db, [
        db
          .delete(savedCards)
          .where(and(mine, eq(savedCards.id, id)))
          .returning(),
        ...extra,
        db
          .update(savedCards)
          .set({ isDefault: true })
          .where(and(mine, sql`${savedCards.id} = ${newest}`, noDefault)),
      ])) as [SavedCardRow[]];
      return deleted[0] ?? null;
    },
  };
}
