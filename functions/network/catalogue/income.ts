import type { OrderFilter } from "@db/orders";
import type { OrderDetail, OrderListItem, Page } from "../../commerce/orders/model";
import { toDetail, toListItem } from "../../commerce/orders/service";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { isBranchType } from "../../shared/constants";
import type { IncomeView } from "../../shared/network/branchIncome";

// A branch's income pages (/admin/incomelist/{view}, /admin/my-orderdetail/{id}; issue 13 §3):
// its own sales, read-only. They are the head store's orders naming the branch, so the reads
// take the head store's id and the branch's; money beyond price and amount is part 2.

const UNSETTLED = ["UNPAID", "FAILED"];
/** orderDetails: paid (or nothing to pay); isTempUnpaid: payment confirming; isTempCancel: not paid, cancelled. */
const VIEW: Record<IncomeView, OrderFilter> = {
  orderDetails: { notPaymentStatuses: UNSETTLED },
  isTempUnpaid: { paymentStatuses: ["UNPAID"], statusPrefix: { prefix: "CANCEL", not: true } },
  isTempCancel: { paymentStatuses: UNSETTLED, statusPrefix: { prefix: "CANCEL" } },
};

/** A branch sees its own sales; the head store (the seller of record) sees its network's branch sales. */
const own = (scope: StoreScope): OrderFilter =>
  isBranchType(scope.store.type) && scope.headStoreId !== scope.storeId ? { branchStoreId: scope.storeId } : {};

export async function incomeOrders(
  scope: StoreScope,
  view: IncomeView,
  page: { offset: number; limit: number },
): Promise<Page<OrderListItem>> {
  const { rows, total } = await scope.headOrders.list({ ...VIEW[view], ...own(scope) }, page);
  return { items: rows.map(toListItem), total, offset: page.offset, limit: page.limit };
}

export async function incomeOrder(scope: StoreScope, id: number): Promise<OrderDetail & { branchName: string | null }> {
  const got = await scope.headOrders.get(id);
  const mine = own(scope).branchStoreId;
  if (!got || (mine !== undefined && got.order.branchStoreId !== mine)) throw notFound();
  return { ...toDetail(got.order, got.names, got.items, got.events), branchName: got.branchName };
}
