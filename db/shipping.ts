import { and, asc, eq, inArray, notInArray, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { products, type ShippingMethodRow, shippingMethods, stores } from "./schema";

// Tenant-scoped shipping methods (setting-shipping). Every statement carries store_id = storeId.

/** What an admin may set on a method (everything but identity and timestamps). */
export type ShippingMethodValues = Omit<ShippingMethodRow, "id" | "storeId" | "createdAt" | "updatedAt">;

/** Insert statements of a new store's methods; `storeId` may be an SQL expression (store creation batch). */
export function shippingMethodInserts(db: Db, storeId: number | SQL, rows: readonly Partial<ShippingMethodValues>[]) {
  return rows.map((r) =>
    db.insert(shippingMethods).values({ ...(r as ShippingMethodValues), storeId: storeId as number }),
  );
}

export function shippingMethodsOf(db: Db, storeId: number) {
  const mine = eq(shippingMethods.storeId, storeId);
  return {
    async list(): Promise<ShippingMethodRow[]> {
      return db.select().from(shippingMethods).where(mine).orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
    },
    async listOpen(): Promise<ShippingMethodRow[]> {
      return db
        .select()
        .from(shippingMethods)
        .where(and(mine, eq(shippingMethods.isOpen, true)))
        .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
    },
    async get(id: number): Promise<ShippingMethodRow | null> {
      const [row] = await db
        .select()
        .from(shippingMethods)
        .where(and(mine, eq(shippingMethods.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Which of these product ids belong to this store. */
    async existingProductIds(ids: readonly number[]): Promise<Set<number>> {
      return new Set((await this.productNames(ids)).keys());
    },

    /** Names of this store's products among these ids (others are absent). */
    async productNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, [...ids])));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /**
     * The store's whole method list becomes `methods`, in one batch (one transaction): rows with an
     * id are updated, rows without are inserted, this store's rows not listed are deleted.
     */
    /** `extra` (the admin audit row) rides last in the same batch. */
    async replaceAll(
      methods: readonly (ShippingMethodValues & { id?: number })[],
      extra: Extra = [],
    ): Promise<ShippingMethodRow[]> {
      const updatedAt = new Date().toISOString();
      const kept = methods.flatMap((m) => (m.id ? [m.id] : []));
      const stmts: BatchItem<"sqlite">[] = [
        db.delete(shippingMethods).where(kept.length ? and(mine, notInArray(shippingMethods.id, kept)) : mine),
      ];
      for (const { id, ...values } of methods) {
        stmts.push(
          id
            ? db
                .update(shippingMethods)
                .set({ ...values, updatedAt })
                .where(and(mine, eq(shippingMethods.id, id)))
            : db.insert(shippingMethods).values({ ...values, storeId }),
        );
      }
      stmts.push(...extra);
      await db.batch(stmts as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      return this.list();
    },

    /**
     * The shipping-per-product import (commerce/shipping/productImport.ts): each product's blocked
     * methods and the methods whose product list grows, in one batch (one transaction) with
     * `extra` (the audit row) last. Every statement carries this store's id.
     */
    async applyProductShipping(
      rows: readonly { productId: number; blockedShippingMethodIds: number[] }[],
      allowed: readonly { methodId: number; allowedProducts: number[] }[],
      extra: Extra = [],
    ): Promise<void> {
      const updatedAt = new Date().toISOString();
      const stmts: BatchItem<"sqlite">[] = [
        ...rows.map((r) =>
          db
            .update(products)
            .set({ blockedShippingMethodIds: r.blockedShippingMethodIds, updatedAt })
            .where(and(eq(products.storeId, storeId), eq(products.id, r.productId))),
        ),
        ...allowed.map((a) =>
          db
            .update(shippingMethods)
            .set({ allowedProducts: a.allowedProducts, updatedAt })
            .where(and(mine, eq(shippingMethods.id, a.methodId))),
        ),
        ...extra,
      ];
      if (stmts.length) await db.batch(stmts as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    },
  };
}

/** The store's shipping countries (initial data `countries`): the stores row of this store only. */
export async function setStoreCountries(
  db: Db,
  storeId: number,
  codes: readonly string[],
  extra: Extra = [],
): Promise<void> {
  await withExtra(
    db,
    db
      .update(stores)
      .set({ countries: [...codes], updatedAt: new Date().toISOString() })
      .where(eq(stores.id, storeId)),
    extra,
  );
}
