// The order read model shared by the API, the page loaders and the browser: list filters of the
// back office's eleven sub-lists, the highlight types, and the JSON shapes of an order.

import type { OrderLineWrite } from "@db/checkoutTypes";
import type { InvoiceJson, ReceiverJson } from "@db/schema";
import type { OrderListName, OrderStatus, PaymentStatus } from "../../shared/commerce/commerce";
import type { AdminOrderAction, MemberOrderAction } from "./transitions";

/**
 * Back-office §2.2 sub-lists → the filter each one is. Status lists match `status`; the two
 * payment lists match `payment_status` among orders still open or waiting on the store (a
 * cancelled or returned order is no longer "unpaid"); `all` is every order.
 */
export const LIST_FILTERS: Record<OrderListName, { status?: OrderStatus; paymentStatus?: PaymentStatus }> = {
  unprocessed: { status: "UNPROCESSED" },
  processed: { status: "PROCESSED" },
  delivered: { status: "DELIVERED" },
  complete: { status: "COMPLETE" },
  unpaid: { paymentStatus: "UNPAID" },
  confirmedPaid: { paymentStatus: "CONFIRM_PAID" },
  cancelUnprocessed: { status: "CANCEL_UNPROCESSED" },
  cancelComplete: { status: "CANCEL_COMPLETE" },
  returnUnprocessed: { status: "RETURN_UNPROCESSED" },
  returnComplete: { status: "RETURN_COMPLETE" },
  all: {},
};

/** Statuses a payment list leaves out. */
export const CLOSED_STATUSES: readonly OrderStatus[] = ["CANCEL_COMPLETE", "RETURN_COMPLETE"];

/**
 * Back-office §3 highlight types of orders: an order the store has not opened since it entered
 * the state (is_read = 0). The id is fixed per type so DELETE /api/admin/highlights/{id} can
 * clear one type.
 */
export const ORDER_HIGHLIGHTS = [
  { id: 1, type: "ORDER_UNPROCESSED", status: "UNPROCESSED" },
  { id: 2, type: "ORDER_CONFIRM_PAID", paymentStatus: "CONFIRM_PAID" },
  { id: 3, type: "ORDER_CANCEL_UNPROCESSED", status: "CANCEL_UNPROCESSED" },
  { id: 4, type: "ORDER_RETURN_UNPROCESSED", status: "RETURN_UNPROCESSED" },
] as const satisfies readonly { id: number; type: string; status?: OrderStatus; paymentStatus?: PaymentStatus }[];
export type OrderHighlightType = (typeof ORDER_HIGHLIGHTS)[number]["type"];
export type UnreadCounts = Record<OrderHighlightType, number>;

/** Back-office §3 Highlight (notification counter). */
export type Highlight = {
  type: string;
  id: number;
  amount: number;
  content: { notificationId: number | null; message: string };
};

/** An order line as read: the line as written at checkout, less its promotion. */
export type OrderLine = { id: number } & Omit<OrderLineWrite, "promotionId">;

export type OrderEvent = {
  id: number;
  type: string;
  from: string | null;
  to: string | null;
  actor: string;
  note: string | null;
  createdAt: string;
};

/** A row of a list (member or back office). */
export type OrderListItem = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  shippingCode: string;
  /** The shipping method's current name and English name (null: deleted); see shared/methodNames. */
  shippingMethodName: string | null;
  shippingMethodNameEn: string | null;
  checkoutType: string;
  totalAmount: number;
  itemCount: number;
  firstItemName: string;
  firstItemMedia: string | null;
  receiverName: string;
  receiverPhone: string;
  isRead: boolean;
  isHighlight: boolean;
  subscriptionId: number | null;
  createdAt: string;
  /** Sold on a branch host (issue 13): the branch's id and name; absent or null otherwise. */
  branchStoreId?: number | null;
  branchName?: string | null;
};

/** One order with its lines, amounts, receiver, shipping, payment, invoice and timeline. */
export type OrderDetail = Omit<OrderListItem, "firstItemName" | "firstItemMedia" | "receiverName" | "receiverPhone"> & {
  shippingMethodId: number | null;
  receiver: ReceiverJson;
  invoice: InvoiceJson | null;
  /** The store's invoice method of the order's invoice type, its names (null: none now). */
  invoiceMethodName: string | null;
  invoiceMethodNameEn: string | null;
  note: string;
  itemsTotalAmount: number;
  shippingFee: number;
  discountAmount: number;
  discountShippingFee: number;
  couponCode: string | null;
  promotionList: unknown[];
  paymentInfo: Record<string, unknown> | null;
  reason: string | null;
  paidAt: string | null;
  deliveredAt: string | null;
  /** The carrier's tracking number, once the store has entered it. */
  trackingNumber: string | null;
  updatedAt: string;
  items: OrderLine[];
  timeline: OrderEvent[];
};

export type MemberOrderDetail = OrderDetail & { actions: MemberOrderAction[]; returnDeadline: string | null };
export type AdminOrderDetail = OrderDetail & {
  actions: AdminOrderAction[];
  member: { id: number; name: string; email: string; phone: string | null } | null;
};

export type Page<T> = { items: T[]; total: number; offset: number; limit: number };
