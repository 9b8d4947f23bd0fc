import type { Db } from "@db/client";
import { branchRenewalsOf } from "@db/network/branchRenewal";
import { memoClear } from "../../platform/tenancy/storeMemo";
import { nextPlanEnd } from "../../shared/network/branchTerm";

// A renewal order became PAID (the provider's callback, the head store's confirm-paid, or the
// scheduled run's safety net): the plan is extended once, in one batch (db/network/branchRenewal.ts apply).

export type Applied = { isRenewal: false } | { isRenewal: true; applied: boolean; branchStoreId: number };

export async function applyRenewalOfOrder(
  db: Db,
  headStoreId: number,
  orderId: number,
  now = new Date(),
): Promise<Applied> {
  const renewals = branchRenewalsOf(db, headStoreId);
  // A concurrent apply moves the plan end under us: read again and retry (the batch refused).
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await renewals.byOrder(orderId);
    if (!found) return { isRenewal: false };
    const r = found.renewal;
    const done = { isRenewal: true as const, applied: false, branchStoreId: r.branchStoreId };
    if (r.status !== "PENDING" || found.paymentStatus !== "PAID") return done;
    const branch = await renewals.branch(r.branchStoreId);
    if (!branch) return done;
    const plan = await renewals.planProduct(r.planProductId);
    const applied = await renewals.apply({
      renewalId: r.id,
      branchStoreId: branch.id,
      oldEnd: branch.planEndsAt,
      newEnd: nextPlanEnd(branch.planEndsAt, now, r.termMonths),
      planProductId: r.planProductId,
      planChanged: branch.planProductId !== null && branch.planProductId !== r.planProductId,
      message: `${branch.name} → ${plan?.name ?? r.planProductId}`,
    });
    if (applied) {
      memoClear();
      return { ...done, applied: true };
    }
  }
  return { isRenewal: true, applied: false, branchStoreId: 0 };
}

/** After the head store's order admin confirmed payments: the renewals among them apply. */
export async function applyRenewalsOfOrders(db: Db, headStoreId: number, orderIds: readonly number[]) {
  for (const id of orderIds) await applyRenewalOfOrder(db, headStoreId, id);
}
