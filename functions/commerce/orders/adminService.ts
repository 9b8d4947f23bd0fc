// Back-office orders: the eleven sub-lists with counts, the detail (opening it marks it read),
// bulk transitions from the one table in transitions.ts, and the unread/highlight counters.

import type { CountSpec, OrderFilter } from "@db/orders";
import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { ORDER_LISTS, type OrderListName } from "../../shared/commerce/commerce";
import { statusInvalid } from "./errors";
import {
  type AdminOrderDetail,
  CLOSED_STATUSES,
  LIST_FILTERS,
  ORDER_HIGHLIGHTS,
  type OrderListItem,
  type Page,
  type UnreadCounts,
} from "./model";
import type { AdminListQuery, AdminPatchInput, OrderFilterQuery } from "./schemas";
import { applyDecided, type Decided, stateOf, toDetail, toListItem } from "./service";
import { taipeiDayStart } from "./time";
import { allowedAdminActions, changes, decideAdmin } from "./transitions";

/** A sub-list as a count condition (and, with the search, as the list's filter). */
function listSpec(name: OrderListName): Omit<CountSpec, "name"> {
  const f = LIST_FILTERS[name];
  if (f.paymentStatus) return { paymentStatus: f.paymentStatus, notStatuses: CLOSED_STATUSES };
  return f.status ? { status: f.status } : {};
}

/** The search part of a filter (keyword, Taipei date range), shared by the list, counts and export. */
function searchOf(q: Pick<OrderFilterQuery, "keyword" | "dateFrom" | "dateTo" | "branchStoreId">): OrderFilter {
  return {
    keyword: q.keyword || undefined,
    branchStoreId: q.branchStoreId,
    from: q.dateFrom ? taipeiDayStart(q.dateFrom) : undefined,
    to: q.dateTo ? taipeiDayStart(q.dateTo, 1) : undefined,
  };
}

export function filterOf(q: OrderFilterQuery): OrderFilter {
  const spec = listSpec(q.list);
  return {
    ...searchOf(q),
    statuses: spec.status ? [spec.status] : undefined,
    paymentStatus: spec.paymentStatus,
    notStatuses: spec.notStatuses,
  };
}

export async function adminOrders(
  scope: StoreScope,
  q: AdminListQuery,
): Promise<
  Page<OrderListItem> & {
    list: OrderListName;
    counts: Record<OrderListName, number>;
    /** The head store's branches, for the branch filter (issue 13); empty for other stores. */
    branches: { id: number; name: string }[];
  }
> {
  const db = scope.orders;
  const [{ rows, total }, counts, branches] = await Promise.all([
    db.list(filterOf(q), { offset: q.offset, limit: q.limit }),
    db.count(
      searchOf(q),
      ORDER_LISTS.map((name) => ({ name, ...listSpec(name) })),
    ),
    scope.store.type === "HEAD_STORE_MULTILEVEL" ? scope.branchCatalogue.branchNames() : [],
  ]);
  return {
    list: q.list,
    items: rows.map(toListItem),
    total,
    offset: q.offset,
    limit: q.limit,
    counts: counts as Record<OrderListName, number>,
    branches,
  };
}

/** One order for the back office; reading it clears its "new" mark. */
export async function adminOrder(scope: StoreScope, id: number): Promise<AdminOrderDetail> {
  const db = scope.orders;
  const got = await db.get(id);
  if (!got) throw notFound();
  const [member] = await Promise.all([db.member(got.order.userId), got.order.isRead ? null : db.markRead(id)]);
  const order = { ...got.order, isRead: true };
  return {
    ...toDetail(order, got.names, got.items, got.events),
    branchStoreId: order.branchStoreId,
    branchName: got.branchName,
    actions: allowedAdminActions(stateOf(order)),
    member,
  };
}

/**
 * One action on many orders: all change or none. An order of another store reads as missing; a
 * refused transition names its ids (ORDER_STATUS_INVALID with data.ids).
 */
export async function adminPatch(
  scope: StoreScope,
  user: UserRow,
  input: AdminPatchInput,
  audit: AuditTrail,
): Promise<{ ids: number[]; changed: number[] }> {
  const rows = await scope.orders.byIds(input.ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = input.ids.filter((id) => !byId.has(id));
  if (missing.length) throw notFound();
  const refused: number[] = [];
  const decided: Decided[] = [];
  for (const id of input.ids) {
    const order = byId.get(id);
    if (!order) continue;
    const d = decideAdmin(input.action, stateOf(order));
    if (!d.ok) refused.push(id);
    else decided.push({ order, change: d.change, reason: input.reason ?? null, trackingNumber: input.trackingNumber });
  }
  if (refused.length) throw statusInvalid({ ids: refused, action: input.action });
  const entry = {
    objectId: input.ids.join(","),
    objectName: rows.map((r) => r.orderNumber).join(","),
    before: { statuses: rows.map((r) => `${r.status}/${r.paymentStatus}`) },
    after: { action: input.action },
  };
  await applyDecided(scope, decided, "ADMIN", user.id, { audit, entry });
  return { ids: input.ids, changed: decided.filter((d) => changes(d.order, d.change)).map((d) => d.order.id) };
}

/** What each order highlight counts: the unread orders in its state (one rule for every reader). */
export const ORDER_COUNT_SPECS = ORDER_HIGHLIGHTS.map((h) => ({
  name: h.type,
  status: "status" in h ? h.status : undefined,
  paymentStatus: "paymentStatus" in h ? h.paymentStatus : undefined,
  notStatuses: "paymentStatus" in h ? CLOSED_STATUSES : undefined,
  unreadOnly: true,
}));

export async function unreadCounts(scope: StoreScope): Promise<UnreadCounts> {
  const counts = await scope.orders.count({}, ORDER_COUNT_SPECS);
  return counts as UnreadCounts;
}

export const HIGHLIGHT_MESSAGES: Record<string, string> = {
  ORDER_UNPROCESSED: "New orders to process",
  ORDER_CONFIRM_PAID: "Transfers reported by shoppers",
  ORDER_CANCEL_UNPROCESSED: "Cancel requests",
  ORDER_RETURN_UNPROCESSED: "Return requests",
};

/** DELETE /api/admin/highlights/{id}: marks every order of that type read. */
export async function clearHighlight(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ cleared: number }> {
  const h = ORDER_HIGHLIGHTS.find((x) => x.id === id);
  if (!h) throw notFound();
  const cleared = await scope.orders.markReadWhere(
    {
      name: h.type,
      status: "status" in h ? h.status : undefined,
      paymentStatus: "paymentStatus" in h ? h.paymentStatus : undefined,
      notStatuses: "paymentStatus" in h ? CLOSED_STATUSES : undefined,
    },
    // Clearing a highlight with nothing unread changes no order and is still the admin's call.
    [audit.item({ objectId: id, objectName: h.type, always: true })],
  );
  return { cleared };
}

/** The Orders tab's badge: every order with something new for the store. */
export async function unreadTotal(scope: StoreScope): Promise<number> {
  const counts = await unreadCounts(scope);
  return Object.values(counts).reduce((a, b) => a + b, 0);
}
