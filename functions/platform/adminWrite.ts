import type { UserRow } from "../../db/schema";
import { effectiveBlocked } from "../shared/adminMenu";
import { Code } from "../shared/codes";
import { type CacheKey, isBranchType } from "../shared/constants";
import { bumpCacheMap } from "./cacheMap";
import { AppError } from "./errors";
import { requireAdmin, requireScope } from "./guards";
import type { RequestContext, StoreScope } from "./scope";

/** Spec back-office §3 audit systems. */
export type AuditSystem =
  | "Article"
  | "ArticleCategory"
  | "Bulletin"
  | "BulletinCategory"
  | "Product"
  | "ProductCategory"
  | "ProductInformation"
  | "ProductStock"
  | "ProductTag"
  | "ProductTopic"
  | "SettingBanner"
  | "SettingPage"
  | "SettingStore"
  | "SettingSystem"
  | "Media"
  | "Promotion"
  | "Store"
  | "Shipping"
  | "Payment"
  | "Invoice"
  | "Order"
  | "Subscription"
  | "User";

export type AdminAccess = {
  /** The menu section code the call belongs to (the privilege id, see shared/adminMenu.ts). */
  privilege: number;
  /** Spec back-office §6: head-store-only pages; branch stores get 400027. */
  headStoreOnly?: boolean;
};

/** Admin of this store, privilege not blocked, store type allowed: or the spec's NOT_ADMIN. */
export function requireAdminAccess(rc: RequestContext, access: AdminAccess): { scope: StoreScope; user: UserRow } {
  const scope = requireScope(rc);
  const { user } = requireAdmin(rc);
  if (effectiveBlocked(user.blockedPrivileges).has(access.privilege)) {
    throw new AppError(Code.NOT_ADMIN, 200, "This admin may not use this section.");
  }
  if (access.headStoreOnly && isBranchType(scope.store.type)) {
    throw new AppError(Code.NOT_ADMIN, 200, "Only the head store may change this.");
  }
  return { scope, user };
}

export type AdminWrite<T> = AdminAccess & {
  system: AuditSystem;
  /** Cache-map keys the change makes stale. */
  keys: readonly CacheKey[];
  /** The audited object's id, read from the result when the write creates it. */
  objectId?: string | number | ((result: T) => string | number | null | undefined);
  payload?: unknown;
};

/**
 * Every admin write goes through here: permission check, the write, one audit row, and the
 * cache-map bump. The audit row and bump only happen when the write succeeded.
 */
export async function adminWrite<T>(
  rc: RequestContext,
  method: string,
  path: string,
  opts: AdminWrite<T>,
  write: (scope: StoreScope, user: UserRow) => Promise<T>,
): Promise<T> {
  const { scope, user } = requireAdminAccess(rc, opts);
  const result = await write(scope, user);
  const id = typeof opts.objectId === "function" ? opts.objectId(result) : opts.objectId;
  const payload = opts.payload === undefined ? null : JSON.stringify(opts.payload);
  await Promise.all([
    scope.audit.write({
      userId: user.id,
      userName: user.name,
      method,
      path,
      system: opts.system,
      objectId: id == null ? null : String(id),
      // Spec: payload is null when empty; large bodies (imports) are cut to keep the log small.
      payload: payload && payload !== "{}" ? payload.slice(0, 4000) : null,
    }),
    opts.keys.length
      ? bumpCacheMap(scope.env.KV, scope.storeId, opts.keys).then((map) => {
          rc.cacheMap = map; // this answer already carries the new cache times
        })
      : Promise.resolve(),
  ]);
  return result;
}
