import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { type CartItemRow, cartItems } from "./schema";

// Tenant-scoped cart rows. Every statement carries store_id = storeId and the owner (member id or
// guest id), so one shopper's lines can be neither read nor changed through another's request.

export type CartOwnerKey = { userId: number; guestId?: undefined } | { guestId: string; userId?: undefined };

export function cartOf(db: Db, storeId: number) {
  const ownerWhere = (o: CartOwnerKey): SQL =>
    o.userId !== undefined
      ? (and(eq(cartItems.storeId, storeId), eq(cartItems.userId, o.userId)) as SQL)
      : (and(eq(cartItems.storeId, storeId), eq(cartItems.guestId, o.guestId)) as SQL);

  return {
    ownerWhere,
    /** The owner's lines of one cart type, newest first (spec §4: a new line goes to the front). */
    async list(owner: CartOwnerKey, cartType = "NORMAL"): Promise<CartItemRow[]> {
      return db
        .select()
        .from(cartItems)
        .where(and(ownerWhere(owner), eq(cartItems.cartType, cartType)))
        .orderBy(desc(cartItems.position), desc(cartItems.id));
    },
  };
}

export type CartDb = ReturnType<typeof cartOf>;
