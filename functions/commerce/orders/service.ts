import type { OrderEventRow, OrderListRow, OrderMethodNames, StatusWrite } from "@db/orders";
import type { OrderItemRow, OrderRow } from "@db/schema";
import type { AuditEntry, AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import { bumpCacheMap } from "../../platform/tenancy/cacheMap";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { OrderStatus, PaymentStatus } from "../../shared/commerce/commerce";
import { pick } from "../../shared/pick";
import { announceStock } from "../catalogue/stockNews";
import { statusInvalid } from "./errors";
import type { MemberOrderDetail, OrderDetail, OrderListItem, Page } from "./model";
import type { MemberPatchInput } from "./schemas";
import {
  allowedMemberActions,
  type Change,
  changes,
  decideMember,
  type OrderState,
  RETURN_WINDOW_DAYS,
} from "./transitions";

type OrderHead = Pick<
  OrderListItem,
  "id" | "orderNumber" | "status" | "paymentStatus" | "paymentMethod" | "shippingCode"
>;

/** The fields every order answer opens with, read the same from an order row or a list row. */
function orderHead(r: Pick<OrderRow, keyof OrderHead>): OrderHead {
  return {
    ...pick(r, ["id", "orderNumber"]),
    status: r.status as OrderStatus,
    paymentStatus: r.paymentStatus as PaymentStatus,
    ...pick(r, ["paymentMethod", "shippingCode"]),
  };
}

export function toListItem(r: OrderListRow): OrderListItem {
  return {
    ...orderHead(r),
    ...pick(r, [
      "shippingMethodName",
      "shippingMethodNameEn",
      "checkoutType",
      "totalAmount",
      "itemCount",
      "firstItemName",
      "firstItemMedia",
    ]),
    receiverName: r.receiver.name,
    receiverPhone: r.receiver.phone,
    ...pick(r, ["isRead", "isHighlight", "subscriptionId", "createdAt", "branchStoreId", "branchName"]),
  };
}

export function toDetail(
  o: OrderRow,
  names: OrderMethodNames,
  items: OrderItemRow[],
  events: OrderEventRow[],
): OrderDetail {
  return {
    ...orderHead(o),
    shippingMethodId: o.shippingMethodId,
    ...pick(names, ["shippingMethodName", "shippingMethodNameEn"]),
    ...pick(o, ["checkoutType", "totalAmount"]),
    itemCount: items.length,
    ...pick(o, ["isRead", "isHighlight", "subscriptionId", "createdAt", "updatedAt", "receiver", "invoice"]),
    ...pick(names, ["invoiceMethodName", "invoiceMethodNameEn"]),
    ...pick(o, [
      "note",
      "itemsTotalAmount",
      "shippingFee",
      "discountAmount",
      "discountShippingFee",
      "couponCode",
      "promotionList",
      "paymentInfo",
      "reason",
      "paidAt",
      "deliveredAt",
      "trackingNumber",
    ]),
    items: items.map((i) =>
      pick(i, [
        "id",
        "productId",
        "stockId",
        "productName",
        "spec",
        "mediaPath",
        "paymentPlan",
        "subscriptionCycle",
        "unitPrice",
        "quantity",
        "amount",
      ]),
    ),
    timeline: events.map((e) => pick(e, ["id", "type", "from", "to", "actor", "note", "createdAt"])),
  };
}

/** One order's decided change, with the extras the write records. */
export type Decided = {
  order: OrderRow;
  change: Change;
  reason?: string | null;
  paymentInfo?: Record<string, unknown> | null;
  note?: string | null;
  trackingNumber?: string | null;
};

/** An admin write's audit row for applyDecided: it rides in the orders' batch. */
export type Recorded = { audit: AuditTrail; entry: AuditEntry };

/**
 * Writes decided changes in one batch (stock of cancel/return completes included). A concurrent
 * change of any of the orders refuses all of them. `recorded` (admin writes) puts the audit row in
 * that batch, or alone when nothing changes (the call is still recorded).
 */
export async function applyDecided(
  scope: StoreScope,
  decided: readonly Decided[],
  actor: StatusWrite["actor"],
  userId: number | null,
  recorded?: Recorded,
): Promise<void> {
  const real = decided.filter(
    (d) =>
      changes(d.order, d.change) || d.paymentInfo || (d.trackingNumber && d.trackingNumber !== d.order.trackingNumber),
  );
  if (!real.length) {
    if (recorded) await scope.batch([recorded.audit.item({ ...recorded.entry, always: true })]);
    return;
  }
  const db = scope.orders;
  const back = await db.stockBack(real.filter((d) => d.change.restoreStock).map((d) => d.order.id));
  const writes: StatusWrite[] = real.map((d) => ({
    orderId: d.order.id,
    expect: { status: d.order.status, paymentStatus: d.order.paymentStatus },
    status: d.change.status,
    paymentStatus: d.change.paymentStatus,
    isRead: d.change.isRead,
    isHighlight: d.change.isHighlight,
    setDeliveredAt: d.change.setDeliveredAt,
    setPaidAt: d.change.setPaidAt,
    reason: d.reason ?? null,
    paymentInfo: d.paymentInfo ?? null,
    note: d.note ?? d.reason ?? null,
    trackingNumber: d.trackingNumber ?? null,
    actor,
    userId,
  }));
  const extra = recorded ? [recorded.audit.item(recorded.entry)] : [];
  const written = await db.transition(writes, back, userId, extra);
  if (!written) {
    throw statusInvalid(
      { ids: real.map((d) => d.order.id), reason: "CHANGED" },
      "An order changed meanwhile; please reload.",
    );
  }
  if (back.length) await announceStock(scope, "back");
}

export const stateOf = (o: OrderRow): OrderState => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  paymentMethod: o.paymentMethod,
  deliveredAt: o.deliveredAt,
  isRead: o.isRead,
  isHighlight: o.isHighlight,
});

// ---- member ------------------------------------------------------------------------------------

export async function memberOrders(
  scope: StoreScope,
  userId: number,
  q: { status?: string[]; offset: number; limit: number },
): Promise<Page<OrderListItem>> {
  const { rows, total } = await scope.orders.list({ userId, statuses: q.status }, { offset: q.offset, limit: q.limit });
  return { items: rows.map(toListItem), total, offset: q.offset, limit: q.limit };
}

function returnDeadline(o: OrderRow): string | null {
  if (!o.deliveredAt) return null;
  return new Date(Date.parse(o.deliveredAt) + RETURN_WINDOW_DAYS * 86_400_000).toISOString();
}

/** The member's own order; another member's (or another store's) id reads as missing. */
export async function memberOrder(scope: StoreScope, userId: number, id: number, now = new Date()) {
  const got = await scope.orders.get(id, userId);
  if (!got) throw notFound();
  const detail: MemberOrderDetail = {
    ...toDetail(got.order, got.names, got.items, got.events),
    actions: allowedMemberActions(stateOf(got.order), now),
    returnDeadline: returnDeadline(got.order),
  };
  return detail;
}

export async function memberPatch(
  scope: StoreScope,
  userId: number,
  id: number,
  input: MemberPatchInput,
  now = new Date(),
): Promise<MemberOrderDetail> {
  const got = await scope.orders.get(id, userId);
  if (!got) throw notFound();
  const d = decideMember(input.action, stateOf(got.order), now);
  if (!d.ok) throw statusInvalid({ ids: [id], reason: d.refusal });
  const decided: Decided =
    input.action === "confirmPaid"
      ? {
          order: got.order,
          change: d.change,
          paymentInfo: { ...(got.order.paymentInfo ?? {}), last5: input.last5, reportedPaidAt: input.paidAt },
          note: `last5 ${input.last5}`,
        }
      : { order: got.order, change: d.change, reason: input.reason };
  await applyDecided(scope, [decided], "MEMBER", userId);
  // A member's request is news for the back office's highlight counters (admin writes bump
  // through adminWrite).
  await bumpCacheMap(scope.env, scope.storeId, ["highlight"]);
  return memberOrder(scope, userId, id, now);
}
