import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { taipeiDate } from "../orders/time";
import { MAX_RENEWAL_TRIES } from "./model";
import { createRenewalOrder } from "./renewals";
import { adminSubscription, refused } from "./service";

// POST /api/admin/subscriptions/{id} (back-office §7; the spec shows no body): the store places the
// subscription's next order now — a member who wants the next box early, or a renewal that failed
// and was fixed. The order is the one the scheduled renewal would place (same price, shipping,
// payment start, idempotency key per Taipei day); the schedule restarts from today, one cycle on.
// Worked example: docs/decisions/subscription-order-now.md.

/** The next order date after an order placed on `today` (as SQLite's date(…, '+N months')). */
export function nextAfterOrderNow(today: string, cycle: number): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + cycle, d)).toISOString().slice(0, 10);
}

export async function adminOrderNow(
  scope: StoreScope,
  id: number,
  audit: AuditTrail,
  origin: string,
  now = new Date(),
) {
  const got = await scope.subscriptions.get(id);
  if (!got) throw notFound();
  const sub = got.sub;
  if (sub.status !== "ACTIVE") throw refused(id, sub.status, "STATUS");
  const today = taipeiDate(now);
  const subs = scope.subscriptions;
  // One order per subscription and Taipei day, whoever places it (this call or the renewal).
  if (!(await subs.claim(id, today)) && (await subs.run(id, today))?.status !== "FAILED")
    throw refused(id, sub.status, "ORDERED_TODAY");
  let orderId: number;
  try {
    ({ orderId } = await createRenewalOrder(scope, sub, today, origin));
  } catch (e) {
    await subs.recordFailed(id, today, e instanceof Error ? e.message : String(e), MAX_RENEWAL_TRIES);
    throw e;
  }
  const next = nextAfterOrderNow(today, sub.cycle);
  await subs.recordOrderedNow(id, today, next, orderId, [
    audit.item({
      objectId: id,
      before: { nextOrderDate: sub.nextOrderDate, orderCount: sub.orderCount },
      after: { nextOrderDate: next, orderCount: sub.orderCount + 1, orderId },
    }),
  ]);
  return { ...(await adminSubscription(scope, id)), orderId };
}
