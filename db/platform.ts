import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Statement } from "./batch";
import type { Db } from "./client";
import { auditLogs, mailOutbox, rateLimits } from "./schema";

/** Adds one hit to a fixed window and returns the count in it, in a single statement. */
export async function hitRateLimit(db: Db, key: string, windowStart: number): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Counts of several windows without adding a hit (0 for a key whose window has passed or never began). */
export async function peekRateLimits(db: Db, keys: { key: string; windowStart: number }[]): Promise<number[]> {
  if (!keys.length) return [];
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        keys.map((k) => k.key),
      ),
    )
    .all();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((k) => {
    const row = byKey.get(k.key);
    return row && row.windowStart === k.windowStart ? row.count : 0;
  });
}

export function outboxOf(db: Db, storeId: number) {
  return {
    send: (to: string, subject: string, body: string, html: string | null = null) =>
      db.insert(mailOutbox).values({ storeId, to, subject, body, html }),
    list: (to?: string, limit = 20) =>
      db
        .select()
        .from(mailOutbox)
        .where(to ? and(eq(mailOutbox.storeId, storeId), eq(mailOutbox.to, to)) : eq(mailOutbox.storeId, storeId))
        .orderBy(desc(mailOutbox.id))
        .limit(limit)
        .all(),
  };
}

/** One audit row, its texts composed (functions/platform/auditTrail.ts). */
export type AuditRowText = Omit<typeof auditLogs.$inferInsert, "id" | "createdAt">;

/**
 * The audit row as an insert…select for the write's batch, placed right after the statement it
 * records. `created`: that statement inserted the object, whose id is last_insert_rowid().
 * changes() is the row count of the previous statement: a write that matched nothing (missing id,
 * name taken) leaves no row unless `always`, and a failing statement rolls the whole batch back.
 */
export function auditRowAfter(db: Db, row: AuditRowText, opts: { created: boolean; always: boolean }): Statement {
  const values: Record<keyof typeof auditLogs.$inferInsert, SQL> = {
    id: sql`NULL`,
    storeId: sql`${row.storeId}`,
    userId: sql`${row.userId}`,
    userName: sql`${row.userName}`,
    method: sql`${row.method}`,
    path: sql`${row.path}`,
    system: sql`${row.system}`,
    objectId: opts.created ? sql`CAST(last_insert_rowid() AS TEXT)` : sql`${row.objectId ?? null}`,
    payload: sql`${row.payload ?? null}`,
    label: sql`${row.label}`,
    objectName: sql`${row.objectName ?? null}`,
    changes: sql`${row.changes ?? null}`,
    createdAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
    cacheKeys: sql`${row.cacheKeys ?? null}`,
  };
  // insert…select lists every column in the table's order: build the select in that order.
  const select = sql.join(
    Object.keys(getTableColumns(auditLogs)).map((k) => values[k as keyof typeof values]),
    sql`, `,
  );
  const guard = opts.always ? sql`` : sql` WHERE changes() > 0`;
  return db.insert(auditLogs).select(sql`SELECT ${select}${guard}`);
}

export function auditOf(db: Db, storeId: number) {
  return {
    write: (row: Omit<typeof auditLogs.$inferInsert, "storeId" | "id" | "createdAt">) =>
      db.insert(auditLogs).values({ ...row, storeId }),
    list: (limit = 50) =>
      db.select().from(auditLogs).where(eq(auditLogs.storeId, storeId)).orderBy(desc(auditLogs.id)).limit(limit).all(),
  };
}
