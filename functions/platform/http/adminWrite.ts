import type { UserRow } from "../../../db/schema";
import { sectionOf, sectionOpen, type TableRule } from "../../shared/access/adminPrivileges";
import { Code } from "../../shared/codes";
import { type CacheKey, isBranchType } from "../../shared/constants";
import { type AuditRowBase, type AuditTrail, auditTrail, cacheKeysText, labelOf, payloadText } from "../auditTrail";
import { AppError } from "../errors";
import { copyCacheMap } from "../tenancy/cacheMap";
import { requireAdmin, requireScope } from "../tenancy/guards";
import type { RequestContext, StoreScope } from "../tenancy/scope";
import { gateRule } from "./adminGate";

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
  | "Verification"
  | "Schedule";

/**
 * An admin of this store who may use what the table's rule guards (shared/access/adminPrivileges.ts), or
 * the spec's NOT_ADMIN. The rule is the one the API gate matched for this /api/admin call; a page
 * action or a service outside /api/admin passes the row of the page or call it stands for. No rule
 * (a call the gate did not pass) is refused: nothing here knows a privilege of its own.
 */
export function requireAdminAccess(
  rc: RequestContext,
  rule: TableRule | null = gateRule(rc),
): { scope: StoreScope; user: UserRow } {
  const scope = requireScope(rc);
  const { user } = requireAdmin(rc);
  if (!rule) throw new AppError(Code.NOT_ADMIN, 200, "Unlisted admin call.");
  if (!sectionOpen(rule, user.blockedPrivileges)) {
    throw new AppError(Code.NOT_ADMIN, 200, "This admin may not use this section.");
  }
  if (rule.headStoreOnly && isBranchType(scope.store.type)) {
    throw new AppError(Code.NOT_ADMIN, 200, "Only the head store may change this.");
  }
  if (rule.rootOnly && !user.isRoot) {
    if (isBranchType(scope.store.type))
      throw new AppError(Code.NOT_BRANCH_ROOT, 200, "Only the branch's main account may do this.");
    throw new AppError(Code.NOT_ADMIN, 200, "This admin may not use this call.");
  }
  return { scope, user };
}

/** The gate's rule narrowed to one of its sections: the section of the object a handler touches. */
export const sectionRule = (rc: RequestContext, section: number): TableRule | null => {
  const rule = gateRule(rc);
  return rule && sectionOf(rule, section);
};

export type AdminWrite<T> = {
  /** The table's rule when it is not the gate's: a page action's, or one section of the call's. */
  rule?: TableRule | null;
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
  const { scope, user } = requireAdminAccess(rc, opts.rule);
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
