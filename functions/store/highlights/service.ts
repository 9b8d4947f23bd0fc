import { HIGHLIGHT_MESSAGES, ORDER_COUNT_SPECS } from "../../commerce/orders/adminService";
import type { Highlight } from "../../commerce/orders/model";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import {
  clearedByVisit,
  HIGHLIGHT_TYPES,
  highlightById,
  highlightByType,
  isClearable,
  SYSTEM_BULLETIN_HIGHLIGHT,
  showsHighlight,
} from "../../shared/highlights/types";

// The highlight types counted in store_highlights (functions/shared/highlights/types.ts): read in
// one query, filtered by the store's type (spec §4), cleared by id.

/** Which kinds the admin may count: orders and network notices only for those who may act on them. */
export type HighlightReach = { orders: boolean; network: boolean };

/**
 * GET /api/admin/highlights: every kind (order states, the head store's network notices, the
 * stored counters) in ONE query, kept to the types the store's type shows (spec §4).
 */
export async function allHighlights(scope: StoreScope, reach: HighlightReach): Promise<Highlight[]> {
  const type = scope.store.type;
  const shown = HIGHLIGHT_TYPES.filter(
    (h) =>
      showsHighlight(type, h.type) &&
      (h.source !== "orders" || reach.orders) &&
      (h.source !== "network" || reach.network),
  ).map((h) => h.type as string);
  const rows = await scope.highlights.counts({
    orders: reach.orders ? ORDER_COUNT_SPECS : [],
    // Only a head store receives network notices; a branch's own stay in its remind bar.
    network: reach.network && type === "HEAD_STORE_MULTILEVEL",
    systemBulletins: shown.includes(SYSTEM_BULLETIN_HIGHLIGHT) ? SYSTEM_BULLETIN_HIGHLIGHT : null,
    shown,
  });
  return HIGHLIGHT_TYPES.flatMap((h) => {
    const r = rows.find((x) => x.type === h.type);
    if (!r) return [];
    const message = h.source === "orders" ? (HIGHLIGHT_MESSAGES[h.type] ?? h.type) : r.message;
    return [{ type: h.type, id: h.id, amount: r.amount, content: { notificationId: r.notificationId, message } }];
  });
}

/** The statement that clears one clearable type: a stored count back to 0, or the system mark moved. */
const clearing = (scope: StoreScope, type: string) =>
  type === SYSTEM_BULLETIN_HIGHLIGHT ? scope.highlights.seeSystemBulletins(type) : scope.highlights.clear(type);

/**
 * A visit of the page a clearable badge belongs to clears it (issue 28 §2): one statement,
 * only when the visit has something to clear.
 */
export async function clearOnVisit(scope: StoreScope, pathname: string, shown: readonly Highlight[]) {
  const types = clearedByVisit(pathname).filter((t) => shown.some((h) => h.type === t && h.amount > 0));
  if (types.length) await scope.batch(types.map((t) => clearing(scope, t)));
  return types;
}

/**
 * The clearable kinds the store's type may see (the stored counters and the system notices), as
 * spec Highlight rows, in one query: what the admin shell's badges and visit clearing read.
 */
export async function storedHighlights(scope: StoreScope): Promise<Highlight[]> {
  const shown = HIGHLIGHT_TYPES.filter((h) => isClearable(h.source) && showsHighlight(scope.store.type, h.type)).map(
    (h) => h.type as string,
  );
  const rows = await scope.highlights.counts({
    orders: [],
    network: false,
    systemBulletins: shown.includes(SYSTEM_BULLETIN_HIGHLIGHT) ? SYSTEM_BULLETIN_HIGHLIGHT : null,
    shown,
  });
  return rows.flatMap((r) => {
    const h = highlightByType(r.type);
    return h
      ? [
          {
            type: r.type,
            id: h.id,
            amount: r.amount,
            content: { notificationId: r.notificationId, message: r.message },
          },
        ]
      : [];
  });
}

export const isStoredHighlight = (id: number) => {
  const h = highlightById(id);
  return h !== null && isClearable(h.source);
};

/** DELETE /api/admin/highlights/{id} of a stored type (its count back to 0) or the system notices (the mark moved), audited. */
export async function clearStoredHighlight(scope: StoreScope, id: number, audit: AuditTrail) {
  const h = highlightById(id);
  if (!h || !isClearable(h.source) || !showsHighlight(scope.store.type, h.type)) throw notFound();
  const before =
    h.source === "system"
      ? ((await scope.highlights.counts({ orders: [], network: false, systemBulletins: h.type, shown: [h.type] }))[0]
          ?.amount ?? 0)
      : ((await scope.highlights.list()).find((r) => r.type === h.type)?.amount ?? 0);
  await scope.batch([
    clearing(scope, h.type),
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
