import { ORDER_PLACED_JOB } from "@db/checkoutTypes";
import { jobDone } from "@db/outboxJobs";
import type { OutboxHandler } from "../../platform/jobs/outbox";
import { mailNotice } from "../../platform/mail/noticeMail";
import type { StoreScope } from "../../platform/tenancy/scope";
import { settingSystemOf } from "../../shared/storeSettings/pages";
import type { PricedLine } from "../cart/lines";
import { announceStock } from "../catalogue/stockNews";
import { providerFor } from "../payment/providers";

/** The payment's item name: the first line's product, and how many more lines follow. */
export const itemNameOf = (lines: readonly Pick<PricedLine, "productName">[]) =>
  lines.length > 1 ? `${lines[0]?.productName ?? ""} +${lines.length - 1}` : (lines[0]?.productName ?? "");

// The work after an order is committed that the answer's path could not finish (issue 16 §3): the
// order's outbox job (written in its batch) comes here, from the scheduled handler or from a
// checkout whose commit answer was lost. Idempotent: it only does what the order still lacks.

/**
 * The mail switch's part of a placed order (issue 28 §2): the new order and, when the sale left a
 * line at the store's threshold or under it, the low stock. Each mails at most once per window.
 */
export async function mailPlacedNotices(scope: StoreScope, lowestStock: number | null): Promise<void> {
  await mailNotice(scope, "ORDER_UNPROCESSED");
  const threshold = settingSystemOf(scope.store.settingSystem).lowStockThreshold;
  if (lowestStock !== null && lowestStock <= threshold) await mailNotice(scope, "PRODUCT_UNDER_STOCK");
}

export async function finishPlacedOrder(scope: StoreScope, orderId: number, jobId: number | null): Promise<void> {
  const db = scope.checkout;
  const [order] = await scope.orders.byIds([orderId]);
  if (order) {
    const provider = providerFor(scope.env, scope.storeId, order.paymentMethod);
    // An offline method's instructions (bank account, virtual account) are made without any call
    // out; an online attempt waits for the shopper on /complete-purchase or the provider's notify.
    if (provider && !provider.online && order.paymentInfo === null) {
      const row = await db.paymentMethod(order.paymentMethod);
      const items = await scope.orders.itemsOf([order.id]);
      const r = await provider.start(
        {
          id: order.id,
          orderNumber: order.orderNumber,
          totalAmount: order.totalAmount,
          receiver: order.receiver,
          itemName: itemNameOf(items),
        },
        {
          env: scope.env,
          storeId: scope.storeId,
          storeName: scope.store.name,
          origin: "",
          details: row?.details ?? {},
          nonce: null,
          prime: null,
          fetch: (...a) => fetch(...a),
        },
      );
      if (r.kind === "OFFLINE") await db.recordStart(null, order.id, { paymentInfo: r.paymentInfo });
    }
    const lowest = await db.lowestStockOf(order.id);
    await announceStock(scope, lowest);
    await mailPlacedNotices(scope, lowest);
  }
  if (jobId !== null) await jobDone(scope.db, scope.storeId, jobId);
}

/** The outbox kinds of an order, for the scheduled handler's drain (worker.ts). */
export const orderOutbox: Record<string, OutboxHandler> = {
  [ORDER_PLACED_JOB]: (scope, payload, job) => finishPlacedOrder(scope, Number(payload.orderId), job.id),
};
