import { accountsOf } from "../../db/accounts";
import type { Db } from "../../db/client";
import { auditOf, outboxOf } from "../../db/platform";
import type { StoreRow, UserRow } from "../../db/schema";
import type { ApiCacheMap } from "../shared/constants";
import type { Env } from "./env";

// Everything a domain service may touch for one request of one store. Built once per request by
// the tenant middleware; the scoped accessors make a query of another store impossible to write.
export function storeScope(env: Env, db: Db, store: StoreRow) {
  return {
    env,
    db,
    store,
    storeId: store.id,
    accounts: accountsOf(db, store.id),
    outbox: outboxOf(db, store.id),
    audit: auditOf(db, store.id),
  };
}

export type StoreScope = ReturnType<typeof storeScope>;

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
  session: SessionState;
  locale: "zh-TW" | "en";
  waitUntil: (p: Promise<unknown>) => void;
  clientIp: string;
  secure: boolean;
  /** Spec §4 guest id (32 letters/digits) from the `guestId` header or cookie; carts key on it. */
  guestId: string | null;
}
