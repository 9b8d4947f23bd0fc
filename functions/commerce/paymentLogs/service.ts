// The payment error log (spec back-office §2.2 user-payment-logs-list, "transaction error logs"):
// written by the checkout's payment paths when a provider refuses an attempt, cannot be reached,
// or a callback does not verify or names no attempt of this store; read by the back office.

import type { PaymentLogRow } from "@db/schema";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { PaymentLogKind, PaymentLogListQuery } from "../../shared/commerce/paymentLogs";
import { taipeiDayStart } from "../orders/time";

export type PaymentFailure = {
  kind: PaymentLogKind;
  provider: string;
  method?: string | null;
  order?: { id: number; orderNumber: string; userId: number | null; totalAmount: number } | null;
  amount?: number | null;
  message?: string | null;
  /** The provider's answer or callback fields; secrets are masked before they are stored. */
  params?: Record<string, string>;
};

/** Callback fields that can carry a secret, a card detail or a replayable token. */
const SECRET_KEY = /mac|hash|key|secret|token|prime|card|cvv|cvc|password|nonce|^payment$/i;

export function redactParams(params: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params).slice(0, 30)) {
    out[k.slice(0, 60)] = SECRET_KEY.test(k) ? "[redacted]" : String(v).slice(0, 200);
  }
  return out;
}

/**
 * Records one failure. Never throws: the log must not turn a payment outcome the shopper is
 * waiting for into an error page, so a failed write is reported to the Worker log instead.
 */
export async function recordPaymentFailure(scope: StoreScope, f: PaymentFailure): Promise<void> {
  try {
    await scope.paymentLogs.record({
      kind: f.kind,
      provider: f.provider.slice(0, 30),
      method: f.method ?? null,
      orderId: f.order?.id ?? null,
      orderNumber: f.order?.orderNumber ?? null,
      userId: f.order?.userId ?? null,
      amount: f.amount ?? f.order?.totalAmount ?? null,
      message: (f.message ?? "").slice(0, 500),
      detail: redactParams(f.params),
    });
  } catch (e) {
    console.error(JSON.stringify({ level: "error", event: "payment-log", storeId: scope.storeId, error: String(e) }));
  }
}

const toItem = (r: PaymentLogRow) => ({
  id: r.id,
  kind: r.kind,
  provider: r.provider,
  method: r.method,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  userId: r.userId,
  amount: r.amount,
  message: r.message,
  createdAt: r.createdAt,
});
export type PaymentLogItem = ReturnType<typeof toItem>;

export async function listPaymentLogs(scope: StoreScope, q: PaymentLogListQuery) {
  const { rows, total } = await scope.paymentLogs.list(
    {
      method: q.method,
      kind: q.kind,
      orderNumber: q.orderNumber || undefined,
      from: q.dateFrom ? taipeiDayStart(q.dateFrom) : undefined,
      to: q.dateTo ? taipeiDayStart(q.dateTo, 1) : undefined,
    },
    { offset: q.offset, limit: q.limit },
  );
  return { items: rows.map(toItem), total, offset: q.offset, limit: q.limit };
}

export async function paymentLogDetail(scope: StoreScope, id: number) {
  const row = await scope.paymentLogs.get(id);
  if (!row) throw notFound();
  return { ...toItem(row), detail: row.detail };
}
