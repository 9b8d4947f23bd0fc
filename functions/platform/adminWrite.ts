import type { UserRow } from "../../db/schema";
import { effectiveBlocked } from "../shared/adminMenu";
import { Code } from "../shared/codes";
import { type CacheKey, isBranchType } from "../shared/constants";
import { type AuditRowBase, type AuditTrail, auditTrail, cacheKeysText, labelOf, payloadText } from "./auditTrail";
import { copyCacheMap } from "./cacheMap";
import { AppError } from "./errors";
import { requireAdmin, requireScope } from "./guards";
import type { RequestContext, StoreScope } from "./scope";

/** Spec back-office §3 audit systems. */
export type AuditSystem =
  | "Article"
  | "Branch"
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
  | "StoreSubscription"
  | "StoreDomain"
  | "StoreReview"
  | "User"
  // Issue 13 branch network (spec §3 audit systems).
  | "Branch"
  | "Verification";

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
  /** The object's id for the fallback row (a write that forgot its audit item, production only). */
  objectId?: string | number | ((result: T) => string | number | null | undefined);
  /** The request body as sent (secrets redacted when stored). */
  payload?: unknown;
  /** Overrides the derived label (spec §3), e.g. "Order.cancel". */
  label?: string;
};

/** The callback of a batched admin write: its db batch must include `audit.item(...)` once. */
export type AuditedWrite<T> = (scope: StoreScope, user: UserRow, audit: AuditTrail) => Promise<T>;

/** Thrown when a batched write did not include its audit item: a write would go unlogged. */
export class UnauditedWriteError extends Error {}

/**
 * Every admin write goes through here: permission check, the write, one audit row, and the
 * cache-map bump. The callback receives `audit` and puts `audit.item({...})` in the same
 * `db.batch` as the change, so a failed write leaves no row and a write never goes unlogged.
 */
export async function adminWrite<T>(
  rc: RequestContext,
  method: string,
  path: string,
  opts: AdminWrite<T>,
  write: AuditedWrite<T>,
): Promise<T> {
  const { scope, user } = requireAdminAccess(rc, opts);
  const base = auditBase(scope, user, method, path, opts);
  const { trail, state } = auditTrail(scope.db, base);
  const result = await write(scope, user, trail);
  if (state.taken !== 1) {
    const problem = `${method} ${path}: ${state.taken} audit items in the write's batch (must be exactly 1)`;
    if (scope.env.AUDIT_STRICT === "1") throw new UnauditedWriteError(problem);
    // Production: the change is already committed; log the gap loudly and still leave a row.
    console.error(`adminWrite: ${problem}`);
    if (state.taken === 0) await insertAfter(scope, base, opts, result);
  }
  await bump(rc, scope, opts);
  return result;
}

function auditBase(
  scope: StoreScope,
  user: UserRow,
  method: string,
  path: string,
  opts: Pick<AdminWrite<unknown>, "system" | "label" | "payload" | "keys">,
): AuditRowBase {
  return {
    storeId: scope.storeId,
    userId: user.id,
    userName: user.name,
    method,
    path,
    system: opts.system,
    label: opts.label,
    payload: opts.payload,
    cacheKeys: opts.keys,
  };
}

async function insertAfter<T>(scope: StoreScope, base: AuditRowBase, opts: AdminWrite<T>, result: T) {
  const id = typeof opts.objectId === "function" ? opts.objectId(result) : opts.objectId;
  await scope.audit.write({
    userId: base.userId,
    userName: base.userName,
    method: base.method,
    path: base.path,
    system: base.system,
    label: labelOf(base, base.method === "POST" && typeof opts.objectId === "function"),
    objectId: id == null ? null : String(id),
    payload: payloadText(base.payload),
    cacheKeys: cacheKeysText(base.cacheKeys),
  });
}

/** D1's versions moved with the write's batch (the audit row's trigger): KV's copy follows. */
async function bump<T>(rc: RequestContext, scope: StoreScope, opts: AdminWrite<T>) {
  if (!opts.keys.length) return;
  rc.cacheMap = await copyCacheMap(scope.env, scope.storeId); // this answer carries the new times
}
