import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { type ShippingMethodRow, shippingMethods } from "./schema";

// Tenant-scoped shipping methods (setting-shipping). Every statement carries store_id = storeId.
export function shippingMethodsOf(db: Db, storeId: number) {
  const mine = eq(shippingMethods.storeId, storeId);
  return {
    async list(): Promise<ShippingMethodRow[]> {
      return db.select().from(shippingMethods).where(mine).orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
    },
    async get(id: number): Promise<ShippingMethodRow | null> {
      const [row] = await db
        .select()
        .from(shippingMethods)
        .where(and(mine, eq(shippingMethods.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
