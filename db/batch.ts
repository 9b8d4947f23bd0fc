import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";

/** One statement of a D1 batch. */
export type Statement = BatchItem<"sqlite">;

/**
 * Statements a caller adds to a write's D1 batch right after its main statement (the admin audit
 * row, functions/platform/auditTrail.ts): they commit or roll back together with it.
 */
export type Extra = readonly BatchItem<"sqlite">[];

type Prepared = {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch: boolean): unknown;
};

/**
 * `db.batch` over a list built at run time. It also accepts raw `db.all/run(sql…)` items, which
 * drizzle's own D1 batch cannot bind (their prepared form has no statement); each item's result
 * is mapped exactly as drizzle maps it.
 */
export async function batchOf(db: Db, items: readonly BatchItem<"sqlite">[]): Promise<unknown[]> {
  const prepared = items.map((q) => (q as unknown as { _prepare(): Prepared })._prepare());
  const statements = prepared.map((p) => {
    const { sql, params } = p.getQuery();
    return db.$client.prepare(sql).bind(...params);
  });
  const results = await db.$client.batch(statements);
  return results.map((r, i) => (prepared[i] as Prepared).mapResult(r, true));
}

/** Runs `main` and then `extra` in one batch (one transaction); answers `main`'s result. */
export async function withExtra<T>(db: Db, main: BatchItem<"sqlite"> & PromiseLike<T>, extra: Extra = []): Promise<T> {
  if (!extra.length) return await main;
  const [first] = await batchOf(db, [main, ...extra]);
  return first as T;
}
