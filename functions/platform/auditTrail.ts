import type { Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { auditRowAfter } from "../../db/platform";
import { actionOf, auditLabel, diffChanges, redact } from "../shared/store/auditChanges";

// The audit row as a D1 batch item, so it commits or rolls back with the change it records
// (issue 12 §4; design in docs/decisions.md "Audit rows ride in the change's batch").

/** What one audit row says about the object a write touched. */
export type AuditEntry = {
  objectId?: string | number | null;
  /** The object's name as people know it (product name, order number…). */
  objectName?: string | null;
  /** The object's fields before the change (updates, deletes). */
  before?: Record<string, unknown> | null;
  /** The fields the call set (creates, updates); only these are compared with `before`. */
  after?: Record<string, unknown> | null;
  /** The statement just before this item inserted the object: its id is last_insert_rowid(). */
  created?: boolean;
  /**
   * Write the row even when the statement just before changed no row (a replace-all whose last
   * statement may insert nothing). Otherwise the row is written only if it changed one.
   */
  always?: boolean;
};

/** A batch item (an insert…select), placed in the write's `db.batch([...])` right after its statement. */
export type AuditItem = Statement;

/** Handed to every admin write callback: `audit.item({...})` yields the one audit insert. */
export interface AuditTrail {
  item(entry?: AuditEntry): AuditItem;
}

export type AuditRowBase = {
  storeId: number;
  userId: number;
  userName: string;
  method: string;
  path: string;
  system: string;
  label?: string;
  payload: unknown;
  /** The cache-map keys the write makes stale: the audit row's trigger bumps them in its batch. */
  cacheKeys?: readonly string[];
};

/** The audit row's cache_keys: JSON, or null when the write makes nothing stale. */
export const cacheKeysText = (keys: readonly string[] | undefined) => (keys?.length ? JSON.stringify(keys) : null);

/** Spec: payload is null when empty; large bodies (imports) are cut to keep the log small. */
export function payloadText(payload: unknown): string | null {
  if (payload === undefined) return null;
  const text = JSON.stringify(redact(payload));
  return text && text !== "{}" && text !== "null" ? text.slice(0, 4000) : null;
}

export function changesText(entry: AuditEntry): string | null {
  if (!entry.before && !entry.after) return null;
  const changes = diffChanges(entry.before, entry.after);
  return changes.length ? JSON.stringify(changes) : null;
}

export function labelOf(base: AuditRowBase, created: boolean): string {
  return base.label ?? auditLabel(base.system, actionOf(base.method, created));
}

/** The trail one admin write gets; `taken` counts the items handed out (adminWrite checks it is 1). */
export function auditTrail(db: Db, base: AuditRowBase) {
  const state = { taken: 0 };
  const trail: AuditTrail = {
    item(entry = {}) {
      state.taken += 1;
      const row = {
        storeId: base.storeId,
        userId: base.userId,
        userName: base.userName,
        method: base.method,
        path: base.path,
        system: base.system,
        objectId: entry.objectId == null ? null : String(entry.objectId),
        payload: payloadText(base.payload),
        label: labelOf(base, entry.created === true),
        objectName: entry.objectName ?? null,
        changes: changesText(entry),
        cacheKeys: cacheKeysText(base.cacheKeys),
      };
      return auditRowAfter(db, row, { created: entry.created === true, always: entry.always === true });
    },
  };
  return { trail, state };
}
