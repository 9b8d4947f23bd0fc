import type { NoticeType } from "@db/network/branchAudit";
import type { Highlight } from "../../commerce/orders/model";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { NETWORK_HIGHLIGHTS, networkHighlightById } from "../../shared/network/networkHighlights";

// The head store's unread network notices as highlights (functions/shared/network/networkHighlights.ts).
// Only a head store receives them; a branch's own notices stay in its remind bar.

const isHead = (scope: StoreScope) => scope.store.type === "HEAD_STORE_MULTILEVEL";

/** One highlight per notice type with something unread: its count and the latest notice. */
export async function networkHighlights(scope: StoreScope): Promise<Highlight[]> {
  if (!isHead(scope)) return [];
  const rows = await scope.branchAudit.unreadByType(scope.storeId);
  return NETWORK_HIGHLIGHTS.flatMap((h) => {
    const r = rows.find((x) => x.type === h.type);
    return r
      ? [{ type: h.type, id: h.id, amount: r.amount, content: { notificationId: r.latestId, message: r.message } }]
      : [];
  });
}

export const isNetworkHighlight = (id: number) => networkHighlightById(id) !== null;

/** DELETE /api/admin/highlights/{11–13}: marks every unread notice of that type read. */
export async function clearNetworkHighlight(scope: StoreScope, id: number, audit: AuditTrail) {
  const h = networkHighlightById(id);
  if (!h || !isHead(scope)) throw notFound();
  const a = scope.branchAudit;
  const before = (await a.unreadByType(scope.storeId)).find((r) => r.type === h.type)?.amount ?? 0;
  await scope.batch([
    a.readStatement(scope.storeId, [h.type as NoticeType]),
    // Clearing with nothing unread changes nothing and is still the admin's call.
    audit.item({ objectId: id, objectName: h.type, always: true }),
  ]);
  return { cleared: before };
}
