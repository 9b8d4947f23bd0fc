import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { productRef, stockRef } from "./catalogue";
import { now, storeRef } from "./columns";

// Spec storefront §3 cart item. A line belongs to a member (userId) or to a guest (guestId, spec
// §4: 32 letters/digits); on login the guest's lines merge into the member's (spec §4 merge rule).
// `position` orders lines: a new line goes first (highest position).
export const cartItems = sqliteTable(
  "cart_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    userId: integer("user_id"),
    guestId: text("guest_id"),
    /** NORMAL; CREATING_STORE (registration carts) is out of scope of the shopper cart. */
    cartType: text("cart_type").notNull().default("NORMAL"),
    productId: productRef(),
    stockId: stockRef(),
    quantity: integer("quantity").notNull(),
    /** NORMAL | SUBSCRIPTION | PRE_ORDER | EXTRA_FREE (gift) | ADDITIONAL (add-on) … */
    paymentPlan: text("payment_plan").notNull().default("NORMAL"),
    /** Months between deliveries of a SUBSCRIPTION line; 0 otherwise. */
    subscriptionCycle: integer("subscription_cycle").notNull().default(0),
    /** Gift (EXTRA_FREE) and add-on (ADDITIONAL) lines: the promotion whose condition offers them. */
    promotionId: integer("promotion_id"),
    promotionConditionId: integer("promotion_condition_id"),
    position: integer("position").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("cart_items_user_idx").on(t.storeId, t.userId), index("cart_items_guest_idx").on(t.storeId, t.guestId)],
);

export type CartItemRow = typeof cartItems.$inferSelect;
