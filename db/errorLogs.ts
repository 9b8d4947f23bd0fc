import { and, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { frontendErrorLogs } from "./schema";

export type NewFrontendErrorLog = Omit<
  typeof frontendErrorLogs.$inferInsert,
  "id" | "storeId" | "count" | "createdAt" | "lastSeenAt"
>;

export type FrontendErrorFilter = {
  kind?: string;
  /** Taipei days (YYYY-MM-DD), inclusive. */
  dayFrom?: string;
  dayTo?: string;
  /** A piece of the message or page address. */
  q?: string;
};

/** LIKE with the person's %, _ and \\ taken literally. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

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
    /** One page of the log, newest day first, a repeat already folded into its row's count. */
    async page(f: FrontendErrorFilter, page: { offset: number; limit: number }) {
      const t = frontendErrorLogs;
      const where: SQL | undefined = and(
        eq(t.storeId, storeId),
        f.kind ? eq(t.kind, f.kind) : undefined,
        f.dayFrom ? gte(t.day, f.dayFrom) : undefined,
        f.dayTo ? lte(t.day, f.dayTo) : undefined,
        f.q
          ? sql`(${t.message} LIKE ${likeText(f.q)} ESCAPE '\\' OR ${t.pageUrl} LIKE ${likeText(f.q)} ESCAPE '\\')`
          : undefined,
      );
      const [rows, total] = await db.batch([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.day), desc(t.lastSeenAt), desc(t.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count(), sum: sql<number>`coalesce(sum(${t.count}), 0)` })
          .from(t)
          .where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0, occurrences: Number(total[0]?.sum ?? 0) };
    },
    get: (id: number) =>
      db
        .select()
        .from(frontendErrorLogs)
        .where(and(eq(frontendErrorLogs.storeId, storeId), eq(frontendErrorLogs.id, id)))
        .get(),
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
