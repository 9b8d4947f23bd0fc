import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../db/client";
import { auditLogs } from "../../db/schema";
import { actionOf, auditLabel, diffChanges, redact } from "../shared/auditChanges";

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
export type AuditItem = BatchItem<"sqlite">;

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
      const objectId: SQL | string | null = entry.created
        ? sql`CAST(last_insert_rowid() AS TEXT)`
        : entry.objectId == null
          ? null
          : String(entry.objectId);
      const values: Record<keyof typeof auditLogs.$inferInsert, SQL> = {
        id: sql`NULL`,
        storeId: sql`${base.storeId}`,
        userId: sql`${base.userId}`,
        userName: sql`${base.userName}`,
        method: sql`${base.method}`,
        path: sql`${base.path}`,
        system: sql`${base.system}`,
        objectId: typeof objectId === "string" || objectId === null ? sql`${objectId}` : objectId,
        payload: sql`${payloadText(base.payload)}`,
        label: sql`${labelOf(base, entry.created === true)}`,
        objectName: sql`${entry.objectName ?? null}`,
        changes: sql`${changesText(entry)}`,
        createdAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
        cacheKeys: sql`${cacheKeysText(base.cacheKeys)}`,
      };
      // insert…select lists every column in the table's order: build the select in that order.
      const select = sql.join(
        Object.keys(getTableColumns(auditLogs)).map((k) => values[k as keyof typeof values]),
        sql`, `,
      );
      // changes() is the row count of the batch's previous statement: a write that matched nothing
      // (missing id, name taken) leaves no row, and a failing statement rolls the whole batch back.
      const guard = entry.always ? sql`` : sql` WHERE changes() > 0`;
      return db.insert(auditLogs).select(sql`SELECT ${select}${guard}`);
    },
  };
  return { trail, state };
}
