import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

/** Who receives the parcel: home delivery address or a convenience-store pickup point. */
export type ReceiverJson = {
  name: string;
  phone: string;
  email?: string;
  city?: string;
  district?: string;
  postalCode?: string;
  address?: string;
  /** Convenience-store pickup (ECPay map result). */
  cvs?: { chain: "UNIMART" | "FAMI" | "HILIFE"; storeId: string; storeName: string; address: string };
};

export type InvoiceJson = {
  type: string;
  carrierCode?: string;
  companyTaxNumber?: string;
  companyTitle?: string;
  donationCode?: string;
};

// An order. `status` is the fulfilment state (back-office order sub-lists), `paymentStatus` the
// money state. Amounts are integer minor units, recomputed on the server at checkout.
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    orderNumber: text("order_number").notNull(),
    userId: integer("user_id").notNull(),
    /** UNPROCESSED | PROCESSED | DELIVERED | COMPLETE | CANCEL_UNPROCESSED | CANCEL_COMPLETE | RETURN_UNPROCESSED | RETURN_COMPLETE */
    status: text("status").notNull().default("UNPROCESSED"),
    /** UNPAID | CONFIRM_PAID (shopper reported a transfer) | PAID | FAILED | REFUNDED | NOT_REQUIRED (cash on delivery) */
    paymentStatus: text("payment_status").notNull().default("UNPAID"),
    /** Order-flow mode: normal, changeShipping, subscription (created by the scheduled renewal). */
    checkoutType: text("checkout_type").notNull().default("normal"),
    paymentMethod: text("payment_method").notNull(),
    shippingMethodId: integer("shipping_method_id"),
    shippingCode: text("shipping_code").notNull(),
    receiver: text("receiver", { mode: "json" }).$type<ReceiverJson>().notNull(),
    invoice: text("invoice", { mode: "json" }).$type<InvoiceJson>(),
    note: text("note").notNull().default(""),
    itemsTotalAmount: integer("items_total_amount").notNull(),
    shippingFee: integer("shipping_fee").notNull(),
    discountAmount: integer("discount_amount").notNull().default(0),
    discountShippingFee: integer("discount_shipping_fee").notNull().default(0),
    totalAmount: integer("total_amount").notNull(),
    promotionList: text("promotion_list", { mode: "json" }).$type<unknown[]>().notNull().default(sql`'[]'`),
    couponCode: text("coupon_code"),
    /** Client-chosen key of one checkout attempt: a retried submit returns the same order. */
    idempotencyKey: text("idempotency_key"),
    subscriptionId: integer("subscription_id"),
    /** The carrier's tracking number (back-office order import). */
    trackingNumber: text("tracking_number"),
    /** The branch whose host sold this head-store order (issue 13); null for the store's own sales. */
    branchStoreId: integer("branch_store_id"),
    /** The seller branch's upline at order time, head store first (store ids); see migration 0027. */
    branchPath: text("branch_path", { mode: "json" }).$type<number[]>(),
    /** Transfer details the shopper reported (last five digits, time) or the virtual account. */
    paymentInfo: text("payment_info", { mode: "json" }).$type<Record<string, unknown>>(),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    isHighlight: integer("is_highlight", { mode: "boolean" }).notNull().default(false),
    reason: text("reason"),
    paidAt: text("paid_at"),
    deliveredAt: text("delivered_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("orders_number_uq").on(t.storeId, t.orderNumber),
    uniqueIndex("orders_idempotency_uq").on(t.storeId, t.userId, t.idempotencyKey),
    index("orders_user_idx").on(t.storeId, t.userId, t.createdAt),
    index("orders_status_idx").on(t.storeId, t.status, t.createdAt),
    // The store report's roll-up (migration 0030): orders by placing time, and days changed since.
    index("orders_created_idx").on(t.storeId, t.createdAt),
    index("orders_updated_idx").on(t.storeId, t.updatedAt),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    stockId: integer("stock_id").notNull(),
    productName: text("product_name").notNull(),
    spec: text("spec").notNull().default(""),
    mediaPath: text("media_path"),
    paymentPlan: text("payment_plan").notNull(),
    subscriptionCycle: integer("subscription_cycle").notNull().default(0),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    amount: integer("amount").notNull(),
    promotionId: integer("promotion_id"),
  },
  (t) => [index("order_items_order_idx").on(t.storeId, t.orderId)],
);

// The order's timeline: every status or payment change, by whom (member, admin, system).
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").notNull(), // STATUS | PAYMENT | NOTE
    from: text("from"),
    to: text("to"),
    actor: text("actor").notNull(), // MEMBER | ADMIN | SYSTEM
    userId: integer("user_id"),
    note: text("note"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("order_events_order_idx").on(t.storeId, t.orderId)],
);

// Per-store order number counter, bumped inside the checkout batch.
export const orderSequences = sqliteTable("order_sequences", {
  storeId: storeRef().primaryKey(),
  last: integer("last").notNull().default(0),
});

// A SUBSCRIPTION line bought at checkout: re-ordered every `cycle` months by the scheduled handler.
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    userId: integer("user_id").notNull(),
    originOrderId: integer("origin_order_id").notNull(),
    productId: integer("product_id").notNull(),
    stockId: integer("stock_id").notNull(),
    quantity: integer("quantity").notNull(),
    cycle: integer("cycle").notNull(),
    /** ACTIVE | PAUSED | CANCELLED | FAILED */
    status: text("status").notNull().default("ACTIVE"),
    paymentMethod: text("payment_method").notNull(),
    shippingMethodId: integer("shipping_method_id"),
    shippingCode: text("shipping_code").notNull(),
    receiver: text("receiver", { mode: "json" }).$type<ReceiverJson>().notNull(),
    /** UTC date (YYYY-MM-DD) of the next order. */
    nextOrderDate: text("next_order_date").notNull(),
    orderCount: integer("order_count").notNull().default(1),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.storeId, t.userId),
    index("subscriptions_due_idx").on(t.status, t.nextOrderDate),
  ],
);

// One row per (subscription, due date): the scheduled handler's idempotency guard.
export const subscriptionRuns = sqliteTable(
  "subscription_runs",
  {
    storeId: storeRef(),
    subscriptionId: integer("subscription_id").notNull(),
    dueDate: text("due_date").notNull(),
    orderId: integer("order_id"),
    status: text("status").notNull(), // CREATED | FAILED
    message: text("message"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.dueDate] })],
);

// Member address book / saved checkout info (/profile/info/address, DELETE /api/user/checkoutInfo/{id}).
export const checkoutInfos = sqliteTable(
  "checkout_infos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    userId: integer("user_id").notNull(),
    /** HOME (address) or CVS (a convenience-store pickup point). */
    type: text("type").notNull().default("HOME"),
    receiver: text("receiver", { mode: "json" }).$type<ReceiverJson>().notNull(),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("checkout_infos_user_idx").on(t.storeId, t.userId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutInfoRow = typeof checkoutInfos.$inferSelect;
