import type { OrderRow } from "./schema";

// The shapes of the order reads and status changes (db/orders.ts re-exports them).

/**
 * The current names of the order's shipping method and invoice method (the store's rows of that
 * method id / invoice type), null when the store deleted the method since: pages show them through
 * functions/shared/commerce/methodNames.ts, which falls back to the built-in name of the code.
 */
export type OrderMethodNames = {
  shippingMethodName: string | null;
  shippingMethodNameEn: string | null;
  invoiceMethodName: string | null;
  invoiceMethodNameEn: string | null;
};

/** A list row: the order, a summary of its lines and its method names. */
export type OrderListRow = OrderRow &
  OrderMethodNames & {
    itemCount: number;
    firstItemName: string;
    firstItemMedia: string | null;
    /** The selling branch's name (issue 13), null for the store's own sales. */
    branchName: string | null;
  };

export type OrderFilter = {
  userId?: number;
  statuses?: readonly string[];
  paymentStatus?: string;
  /** Statuses left out (the payment lists skip closed orders). */
  notStatuses?: readonly string[];
  /** Order number, receiver name or phone (substring). */
  keyword?: string;
  /** UTC ISO bounds of created_at: [from, to). */
  from?: string;
  to?: string;
  /** Only the orders a branch of this head store sold (issue 13). */
  branchStoreId?: number;
  paymentStatuses?: readonly string[];
  notPaymentStatuses?: readonly string[];
  /** Statuses starting with this (CANCEL_…), or not starting with it. */
  statusPrefix?: { prefix: string; not?: boolean };
  /** Keyset paging of the export: orders with a smaller id only. */
  beforeId?: number;
};

/** A named condition counted in one statement (per-list and unread counts). */
export type CountSpec = {
  name: string;
  status?: string;
  paymentStatus?: string;
  notStatuses?: readonly string[];
  unreadOnly?: boolean;
};

export type StatusWrite = {
  orderId: number;
  /** The state the decision was made on: the batch aborts if the order is no longer in it. */
  expect: { status: string; paymentStatus: string };
  status?: string;
  paymentStatus?: string;
  isRead?: boolean;
  isHighlight?: boolean;
  reason?: string | null;
  paymentInfo?: Record<string, unknown> | null;
  setDeliveredAt?: boolean;
  setPaidAt?: boolean;
  /** The carrier's tracking number; absent = unchanged. */
  trackingNumber?: string | null;
  actor: "MEMBER" | "ADMIN" | "SYSTEM";
  userId: number | null;
  note?: string | null;
};

export type StockBack = { stockId: number; quantity: number };
