import type { AdminOrderAction } from "@functions/commerce/orders/transitions";
import { ORDER_LISTS, type OrderListName } from "@functions/shared/commerce/commerce";

// Paths and the per-list bulk actions of the back office's order pages.

export const ORDERS_API = {
  list: "/api/admin/orders",
  one: (id: number) => `/api/admin/orders/${id}`,
  excel: "/api/admin/order/excel",
  subscriptions: "/api/admin/subscriptions",
  subscription: (id: number) => `/api/admin/subscriptions/${id}`,
} as const;

export const ORDER_PATHS = {
  list: (name: OrderListName) => `/admin/orderlist/${name}`,
  overview: "/admin/orderlist-overview",
  detail: (id: number) => `/admin/order/${id}`,
  subscriptions: "/admin/subscription-list",
} as const;

/** The print sheet of the selected orders (a page of the list is at most PRINT_MAX rows). */
export const printHref = (ids: readonly (string | number)[]) => `/order-print?ids=${ids.join(",")}`;

export const listOf = (raw: string | undefined): OrderListName | null =>
  (ORDER_LISTS as readonly string[]).includes(raw ?? "") ? (raw as OrderListName) : null;

/** What a list's bulk bar offers: the moves that make sense for the orders it shows. */
export const BULK_ACTIONS: Record<OrderListName, AdminOrderAction[]> = {
  unprocessed: ["process", "deliver", "cancel", "highlight"],
  processed: ["deliver", "cancel", "highlight"],
  delivered: ["complete", "highlight"],
  complete: ["highlight"],
  unpaid: ["confirmPaid", "cancel", "highlight"],
  confirmedPaid: ["confirmPaid", "highlight"],
  cancelUnprocessed: ["approveCancel", "rejectCancel"],
  cancelComplete: ["refund"],
  returnUnprocessed: ["approveReturn", "rejectReturn"],
  returnComplete: ["refund"],
  all: ["highlight", "unhighlight", "read", "unread"],
};

/** Actions that ask first (they tell the shopper, cannot be undone, or give stock back). */
export const CONFIRMED: ReadonlySet<AdminOrderAction> = new Set([
  "deliver",
  "confirmPaid",
  "cancel",
  "approveCancel",
  "rejectCancel",
  "approveReturn",
  "rejectReturn",
  "refund",
  "complete",
]);
/** Confirmed actions whose dialog takes an optional reason (shown to the shopper on the order). */
export const REASONED: ReadonlySet<AdminOrderAction> = new Set([
  "cancel",
  "approveCancel",
  "rejectCancel",
  "approveReturn",
  "rejectReturn",
  "refund",
]);
export const RESTOCKS: ReadonlySet<AdminOrderAction> = new Set(["cancel", "approveCancel", "approveReturn"]);
