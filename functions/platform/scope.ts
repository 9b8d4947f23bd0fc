import { accountsOf } from "../../db/accounts";
import { branchesOf } from "../../db/branches";
import { branchTreeOf } from "../../db/branchTree";
import type { Db } from "../../db/client";
import { pendingStatesOf } from "../../db/pendingStates";
import { auditOf, outboxOf } from "../../db/platform";
import type { StoreRow, UserRow } from "../../db/schema";
import type { BranchSale } from "../shared/branchPricing";
import { type ApiCacheMap, isBranchType } from "../shared/constants";
import type { Env } from "./env";
import type { ScheduleMarks } from "./scheduleMarks";

// Everything a domain service may touch for one request of one store. Built once per request by
// the tenant middleware; the scoped accessors make a query of another store impossible to write.
export function storeScope(env: Env, db: Db, store: StoreRow) {
  const headStoreId = headStoreIdOf(store);
  return {
    env,
    db,
    store,
    storeId: store.id,
    /** The store's network: its head store for a branch, itself otherwise (issue 13). */
    headStoreId,
    tree: branchTreeOf(db, headStoreId),
    branches: branchesOf(db, headStoreId),
    accounts: accountsOf(db, store.id),
    outbox: outboxOf(db, store.id),
    audit: auditOf(db, store.id),
    /** Short-lived single-use states (the ECPay map's round trip). */
    pending: pendingStatesOf(db, store.id),
    /** Set only on a head store's scope that sells on a branch host (functions/platform/salesScope.ts). */
    sale: null as BranchSale | null,
  };
}

export type StoreScope = ReturnType<typeof storeScope>;

/** A branch belongs to its head store's network; every other store is its own network. */
export function headStoreIdOf(store: Pick<StoreRow, "id" | "type" | "parentStoreId">): number {
  return isBranchType(store.type) && store.parentStoreId ? store.parentStoreId : store.id;
}

export type SessionState =
  | { kind: "none" }
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "active"; user: UserRow; tokenHash: string; via: "cookie" | "bearer" };

/** Per-request context shared by the Hono API and React Router loaders/actions. */
export interface RequestContext {
  env: Env;
  db: Db;
  requestId: string;
  hostname: string | null;
  origin: string;
  scope: StoreScope | null;
  cacheMap: ApiCacheMap | null;
  /** On a branch host, its head store's map: the head store's writes (labels, catalogue) show there. */
  headCacheMap?: ApiCacheMap | null;
  /** The store's scheduled windows (platform/scheduleMarks.ts): part of the page cache's key. */
  scheduleMarks?: ScheduleMarks;
  session: SessionState;
  locale: "zh-TW" | "en";
  waitUntil: (p: Promise<unknown>) => void;
  clientIp: string;
  secure: boolean;
  /** Spec §4 guest id (32 letters/digits) from the `guestId` header or cookie; carts key on it. */
  guestId: string | null;
}
