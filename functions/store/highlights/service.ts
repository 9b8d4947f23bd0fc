import type { Highlight } from "../../commerce/orders/model";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { highlightById, highlightByType, showsHighlight } from "../../shared/highlights/types";

// The highlight types counted in store_highlights (functions/shared/highlights/types.ts): read in
// one query, filtered by the store's type (spec §4), cleared by id.

/** The stored counters the store's type may see, as spec Highlight rows. */
export async function storedHighlights(scope: StoreScope): Promise<Highlight[]> {
  const rows = await scope.highlights.list();
  return rows.flatMap((r) => {
    const h = highlightByType(r.type);
    if (h?.source !== "stored" || !showsHighlight(scope.store.type, r.type)) return [];
    return [
      { type: r.type, id: h.id, amount: r.amount, content: { notificationId: r.notificationId, message: r.message } },
    ];
  });
}

export const isStoredHighlight = (id: number) => highlightById(id)?.source === "stored";

/** DELETE /api/admin/highlights/{id} of a stored type: its count back to 0, audited. */
export async function clearStoredHighlight(scope: StoreScope, id: number, audit: AuditTrail) {
  const h = highlightById(id);
  if (h?.source !== "stored" || !showsHighlight(scope.store.type, h.type)) throw notFound();
  const before = (await scope.highlights.list()).find((r) => r.type === h.type)?.amount ?? 0;
  await scope.batch([
    scope.highlights.clear(h.type),
    // Clearing with nothing to clear changes nothing and is still the admin's call.
    audit.item({ objectId: id, objectName: h.type, always: true }),
  ]);
  return { cleared: before };
}

/** Menu badges by section code (spec §2.3 "menu entries carry highlight counts"), capped where drawn. */
export function badgesOf(list: readonly Highlight[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const x of list) {
    const h = highlightById(x.id);
    if (h) out[h.section] = (out[h.section] ?? 0) + x.amount;
  }
  return out;
}
