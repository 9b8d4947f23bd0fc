import type { InvoiceJson, OrderItemRow, OrderRow, ReceiverJson } from "./schema";

// Row mappers of the order reads (db/orders.ts): D1 rows → the typed order, line and event rows.

export type OrderEventRow = {
  id: number;
  orderId: number;
  type: string;
  from: string | null;
  to: string | null;
  actor: string;
  userId: number | null;
  note: string | null;
  createdAt: string;
};

export const parse = <T>(v: unknown, d: T): T => (typeof v === "string" ? (JSON.parse(v) as T) : d);
export const str = (v: unknown) => (v == null ? null : String(v));

export function orderOfRow(r: Record<string, unknown>): OrderRow {
  return {
    id: Number(r.id),
    storeId: Number(r.store_id),
    branchStoreId: r.branch_store_id == null ? null : Number(r.branch_store_id),
    branchPath: parse<number[] | null>(r.branch_path, null),
    orderNumber: String(r.order_number),
    userId: Number(r.user_id),
    status: String(r.status),
    paymentStatus: String(r.payment_status),
    checkoutType: String(r.checkout_type),
    paymentMethod: String(r.payment_method),
    shippingMethodId: r.shipping_method_id == null ? null : Number(r.shipping_method_id),
    shippingCode: String(r.shipping_code),
    receiver: parse<ReceiverJson>(r.receiver, { name: "", phone: "" }),
    invoice: parse<InvoiceJson | null>(r.invoice, null),
    note: String(r.note ?? ""),
    itemsTotalAmount: Number(r.items_total_amount),
    shippingFee: Number(r.shipping_fee),
    discountAmount: Number(r.discount_amount),
    discountShippingFee: Number(r.discount_shipping_fee),
    totalAmount: Number(r.total_amount),
    promotionList: parse<unknown[]>(r.promotion_list, []),
    couponCode: str(r.coupon_code),
    idempotencyKey: str(r.idempotency_key),
    subscriptionId: r.subscription_id == null ? null : Number(r.subscription_id),
    trackingNumber: str(r.tracking_number),
    paymentInfo: parse<Record<string, unknown> | null>(r.payment_info, null),
    isRead: Boolean(r.is_read),
    isHighlight: Boolean(r.is_highlight),
    reason: str(r.reason),
    paidAt: str(r.paid_at),
    deliveredAt: str(r.delivered_at),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

export function itemOfRow(i: Record<string, unknown>): OrderItemRow {
  return {
    id: Number(i.id),
    storeId: Number(i.store_id),
    orderId: Number(i.order_id),
    productId: Number(i.product_id),
    stockId: Number(i.stock_id),
    productName: String(i.product_name),
    spec: String(i.spec ?? ""),
    mediaPath: str(i.media_path),
    paymentPlan: String(i.payment_plan),
    subscriptionCycle: Number(i.subscription_cycle),
    unitPrice: Number(i.unit_price),
    quantity: Number(i.quantity),
    amount: Number(i.amount),
    promotionId: i.promotion_id == null ? null : Number(i.promotion_id),
  };
}

export function eventOfRow(e: Record<string, unknown>): OrderEventRow {
  return {
    id: Number(e.id),
    orderId: Number(e.order_id),
    type: String(e.type),
    from: str(e.from),
    to: str(e.to),
    actor: String(e.actor),
    userId: e.user_id == null ? null : Number(e.user_id),
    note: str(e.note),
    createdAt: String(e.created_at),
  };
}
