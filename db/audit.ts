import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { auditLogs } from "./schema";

export type AuditRow = typeof auditLogs.$inferSelect;

/** The operation log's filters; times are UTC ISO instants (the service turns Taipei dates into them). */
export type AuditFilter = {
  userId?: number;
  system?: string;
  objectId?: string;
  from?: string;
  /** Exclusive. */
  to?: string;
};

/** The operation log of one store: every query is bound to its store id. */
export function auditLogOf(db: Db, storeId: number) {
  const where = (f: AuditFilter): SQL | undefined =>
    and(
      eq(auditLogs.storeId, storeId),
      f.userId === undefined ? undefined : eq(auditLogs.userId, f.userId),
      f.system === undefined ? undefined : eq(auditLogs.system, f.system),
      f.objectId === undefined ? undefined : eq(auditLogs.objectId, f.objectId),
      f.from === undefined ? undefined : gte(auditLogs.createdAt, f.from),
      f.to === undefined ? undefined : lt(auditLogs.createdAt, f.to),
    );
  return {
    async page(f: AuditFilter, page: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(where(f))
          .orderBy(desc(auditLogs.id))
          .limit(page.limit)
          .offset(page.offset)
          .all(),
        db.select({ n: count() }).from(auditLogs).where(where(f)).all(),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    all: (f: AuditFilter, limit: number) =>
      db.select().from(auditLogs).where(where(f)).orderBy(desc(auditLogs.id)).limit(limit).all(),
    get: (id: number) =>
      db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.storeId, storeId), eq(auditLogs.id, id)))
        .get(),
    /** Everyone who has written to this store's log, for the staff filter. */
    authors: () =>
      db
        .selectDistinct({ id: auditLogs.userId, name: auditLogs.userName })
        .from(auditLogs)
        .where(eq(auditLogs.storeId, storeId))
        .orderBy(auditLogs.userName)
        .all(),
  };
}
