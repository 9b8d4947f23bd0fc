import { findStore } from "@db/stores";
import type { StoreScope } from "../../platform/tenancy/scope";

/**
 * Where a store's custom labels come from: a branch shows its head store's labels (the head store
 * names its network once), every other store its own. One primary-key read, branches only.
 */
export async function labelSourceOf(scope: Pick<StoreScope, "db" | "store" | "headStoreId">) {
  if (scope.headStoreId === scope.store.id) return scope.store;
  const head = await findStore(scope.db, scope.headStoreId);
  return { labels: head?.labels ?? null };
}
