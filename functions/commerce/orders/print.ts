import { requireAdminAccess } from "../../platform/http/adminWrite";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { callRule } from "../../shared/access/adminPrivileges";
import type { OrderDetail } from "./model";
import { toDetail } from "./service";

// /order-print for one or many orders (?id=1, ?ids=1,2,3 or repeated id). A member prints only
// their own orders; an admin who may see the store's orders (the order API's row of the
// access table) prints any order of this store. Ids of other stores or other members are left out.

export const PRINT_MAX = 50;

/** The requested ids in order, without repeats; null when one is not an id or there are too many. */
export function printIdsOf(q: URLSearchParams): number[] | null {
  const raw = [...q.getAll("id"), ...q.getAll("ids").flatMap((v) => v.split(","))].map((s) => s.trim());
  if (raw.length === 0 || raw.some((s) => !/^[1-9]\d{0,14}$/.test(s))) return null;
  const ids = [...new Set(raw.map(Number))];
  return ids.length > PRINT_MAX ? null : ids;
}

/** Whether the signed-in user may print any order of this store. */
export function printsAsAdmin(rc: RequestContext): boolean {
  try {
    // Printing any order is what the back office's order read allows: that call's row of the table.
    requireAdminAccess(rc, callRule("GET", "/api/admin/orders/:id"));
    return true;
  } catch {
    return false;
  }
}

/** The printable orders among `ids`, in the requested order (the member's own unless admin). */
export async function printableOrders(
  scope: StoreScope,
  who: { admin: true } | { admin: false; userId: number },
  ids: readonly number[],
): Promise<OrderDetail[]> {
  const db = scope.orders;
  const found = (await db.byIds(ids)).filter((o) => who.admin || o.userId === who.userId);
  if (!found.length) return [];
  const items = await db.itemsOf(found.map((o) => o.id));
  const byId = new Map(found.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = byId.get(id);
    return o
      ? [
          toDetail(
            o,
            o.names,
            items.filter((i) => i.orderId === id),
            [],
          ),
        ]
      : [];
  });
}
