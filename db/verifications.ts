import { and, desc, eq, like, or } from "drizzle-orm";
import { type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { type VerificationRow, verifications } from "./schema";

// Invitation codes of one head store (`store_id` = the head store).

type Fields = Omit<VerificationRow, "id" | "storeId" | "usedCount" | "createdAt" | "updatedAt">;

export function verificationsOf(db: Db, headStoreId: number) {
  const mine = eq(verifications.storeId, headStoreId);
  return {
    list(q?: string) {
      const text = q ? or(like(verifications.code, `%${q}%`), like(verifications.name, `%${q}%`)) : undefined;
      return db.select().from(verifications).where(and(mine, text)).orderBy(desc(verifications.id)).all();
    },
    get(id: number) {
      return db
        .select()
        .from(verifications)
        .where(and(mine, eq(verifications.id, id)))
        .get();
    },
    byCode(code: string) {
      return db
        .select()
        .from(verifications)
        .where(and(mine, eq(verifications.code, code)))
        .get();
    },
    async create(v: Fields, extra: Extra = []): Promise<VerificationRow> {
      const rows = await withExtra(
        db,
        db
          .insert(verifications)
          .values({ ...v, storeId: headStoreId })
          .returning(),
        extra,
      );
      const row = rows[0];
      if (!row) throw new Error("verification insert returned nothing");
      return row;
    },
    async update(id: number, v: Partial<Fields>, extra: Extra = []) {
      const rows = await withExtra(
        db,
        db
          .update(verifications)
          .set({ ...v, updatedAt: new Date().toISOString() })
          .where(and(mine, eq(verifications.id, id)))
          .returning(),
        extra,
      );
      return rows[0];
    },
    async remove(id: number, extra: Extra = []) {
      const rows = await withExtra(
        db,
        db
          .delete(verifications)
          .where(and(mine, eq(verifications.id, id)))
          .returning({ id: verifications.id }),
        extra,
      );
      return rows.length > 0;
    },
  };
}
