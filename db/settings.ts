import { and, desc, eq, lte, sql } from "drizzle-orm";
import { type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { productStories, products, stores, subscriptionContracts } from "./schema";

// Store-scoped queries of the issue 12 settings pages. The JSON settings are columns of this
// store's own `stores` row; stories and contract versions are tenant rows keyed by store id.

export type StoreSettingColumn = "settingSystem" | "settingCalendar" | "settingProduct" | "settingSubscription";

export function settingsOf(db: Db, storeId: number) {
  const mine = eq(stores.id, storeId);
  return {
    /** Replaces one JSON setting of this store (the caller parsed it whole). */
    async setJson(column: StoreSettingColumn, value: Record<string, unknown>, extra: Extra = []): Promise<void> {
      await withExtra(
        db,
        db
          .update(stores)
          .set({ [column]: value, updatedAt: new Date().toISOString() })
          .where(mine),
        extra,
      );
    },
    async setTestModeTime(value: string | null, extra: Extra = []): Promise<void> {
      await withExtra(
        db,
        db.update(stores).set({ testModeTime: value, updatedAt: new Date().toISOString() }).where(mine),
        extra,
      );
    },
  };
}

export function productStoriesOf(db: Db, storeId: number) {
  const mine = eq(productStories.storeId, storeId);
  return {
    /** The product's name and its story (empty when none yet); null when the product is not this store's. */
    async get(productId: number) {
      const row = await db
        .select({
          productId: products.id,
          productName: products.name,
          content: productStories.content,
          isDisplay: productStories.isDisplay,
          updatedAt: productStories.updatedAt,
        })
        .from(products)
        .leftJoin(productStories, and(mine, eq(productStories.productId, products.id)))
        .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
        .get();
      if (!row) return null;
      return {
        productId: row.productId,
        productName: row.productName,
        content: row.content ?? "",
        isDisplay: row.isDisplay ?? true,
        updatedAt: row.updatedAt,
      };
    },
    /** Shown story of a product page: only when displayed and not empty. */
    async shown(productId: number): Promise<string | null> {
      const row = await db
        .select({ content: productStories.content })
        .from(productStories)
        .where(and(mine, eq(productStories.productId, productId), eq(productStories.isDisplay, true)))
        .get();
      return row?.content ? row.content : null;
    },
    async put(productId: number, v: { content: string; isDisplay: boolean }, extra: Extra = []): Promise<void> {
      const updatedAt = new Date().toISOString();
      await withExtra(
        db,
        db
          .insert(productStories)
          .values({ storeId, productId, ...v, updatedAt })
          .onConflictDoUpdate({
            target: [productStories.storeId, productStories.productId],
            set: { ...v, updatedAt },
          }),
        extra,
      );
    },
  };
}

export function subscriptionContractsOf(db: Db, storeId: number) {
  const mine = eq(subscriptionContracts.storeId, storeId);
  return {
    list(limit = 50) {
      return db
        .select()
        .from(subscriptionContracts)
        .where(mine)
        .orderBy(desc(subscriptionContracts.version))
        .limit(limit)
        .all();
    },
    /** The version in force at `at`: the newest effective one (highest version on a tie). */
    current(at: string) {
      return db
        .select()
        .from(subscriptionContracts)
        .where(and(mine, lte(subscriptionContracts.effectiveAt, at)))
        .orderBy(desc(subscriptionContracts.effectiveAt), desc(subscriptionContracts.version))
        .limit(1)
        .get();
    },
    /** Adds the next version; the number is computed by SQLite in the insert itself. */
    async add(v: { content: string; effectiveAt: string; createdBy: string }, extra: Extra = []) {
      const [row] = await withExtra(
        db,
        db
          .insert(subscriptionContracts)
          .values({
            storeId,
            ...v,
            version: sql`(select coalesce(max(${subscriptionContracts.version}), 0) + 1 from ${subscriptionContracts} where ${subscriptionContracts.storeId} = ${storeId})`,
          })
          .returning(),
        extra,
      );
      return row;
    },
  };
}
