import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { frontendErrorLogs } from "./schema";

export type NewFrontendErrorLog = Omit<
  typeof frontendErrorLogs.$inferInsert,
  "id" | "storeId" | "count" | "createdAt" | "lastSeenAt"
>;

/** A store's frontend error log: every read and write carries the store id. */
export function frontendErrorLogsOf(db: Db, storeId: number) {
  return {
    /**
     * Adds the reports in one D1 batch (a statement per report: D1 caps bound parameters per
     * statement); one already logged today only counts up.
     */
    record: async (rows: NewFrontendErrorLog[]) => {
      const [first, ...rest] = rows.map((r) =>
        db
          .insert(frontendErrorLogs)
          .values({ ...r, storeId })
          .onConflictDoUpdate({
            target: [frontendErrorLogs.storeId, frontendErrorLogs.day, frontendErrorLogs.fingerprint],
            set: {
              count: sql`${frontendErrorLogs.count} + 1`,
              lastSeenAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
            },
          }),
      );
      if (first) await db.batch([first, ...rest]);
    },
    list: (opts: { kind?: string; limit?: number } = {}) =>
      db
        .select()
        .from(frontendErrorLogs)
        .where(
          opts.kind
            ? and(eq(frontendErrorLogs.storeId, storeId), eq(frontendErrorLogs.kind, opts.kind))
            : eq(frontendErrorLogs.storeId, storeId),
        )
        .orderBy(desc(frontendErrorLogs.lastSeenAt), desc(frontendErrorLogs.id))
        .limit(opts.limit ?? 50)
        .all(),
  };
}
