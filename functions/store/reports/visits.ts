import { taipeiDate } from "../../commerce/orders/time";
import { sha256 } from "../../platform/crypto";
import type { StoreScope } from "../../platform/tenancy/scope";

// POST /api/admin/report/store/visit (storefront §4 "Visit is reported once per day"): the page
// reports once per visitor per day, never the cached HTML itself, so a cached page costs no write;
// the mark's primary key keeps a repeated report from counting twice. Only a hash of who it was is kept.

export async function recordVisit(scope: StoreScope, who: string, now = new Date()) {
  const visitor = (await sha256(`${scope.storeId}:${who}`)).slice(0, 32);
  const counted = await scope.reports.visit(taipeiDate(now), visitor);
  return { counted };
}
