import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { achievementSettings, orders, storeAchievements } from "./schema";

// Achievements of one store (issue 28 §3, migration 0034): its order figures, the milestones it
// reached (written once, when first seen reached) and which of them the admin has seen.

export function achievementsOf(db: Db, storeId: number) {
  const mine = eq(storeAchievements.storeId, storeId);
  return {
    /** Orders and revenue (minor units), leaving out the statuses given. */
    async figures(uncounted: readonly string[]) {
      const row = await db
        .select({ orders: sql<number>`count(*)`, revenue: sql<number>`coalesce(sum(${orders.totalAmount}), 0)` })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), notInArray(orders.status, [...uncounted])))
        .get();
      return { orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
    },
    settings() {
      return db.select().from(achievementSettings).where(eq(achievementSettings.storeId, storeId)).get();
    },
    reached() {
      return db.select().from(storeAchievements).where(mine).all();
    },
    /** Records milestones reached now; one already recorded keeps its first time. */
    async record(keys: readonly string[], atIso: string) {
      if (!keys.length) return;
      await db
        .insert(storeAchievements)
        .values(keys.map((key) => ({ storeId, key, reachedAt: atIso })))
        .onConflictDoNothing();
    },
    saveSettings(v: { orderCounts: number[] | null; revenues: number[] | null }, extra: Extra = []) {
      return saveAchievementSettings(db, storeId, v, extra);
    },
    async markSeen(keys: readonly string[], atIso: string) {
      if (!keys.length) return;
      await db
        .update(storeAchievements)
        .set({ seenAt: atIso })
        .where(and(mine, inArray(storeAchievements.key, [...keys]), isNull(storeAchievements.seenAt)));
    },
  };
}

/** Saves a store's own milestone numbers (null = the defaults), with the write's audit row. */
export function saveAchievementSettings(
  db: Db,
  storeId: number,
  v: { orderCounts: number[] | null; revenues: number[] | null },
  extra: Extra = [],
) {
  return withExtra(
    db,
    db
      .insert(achievementSettings)
      .values({ storeId, ...v })
      .onConflictDoUpdate({ target: achievementSettings.storeId, set: v })
      .returning(),
    extra,
  );
}
