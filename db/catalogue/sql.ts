import type { SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";

// Raw catalogue SQL runs through the D1 client itself: drizzle 0.45's D1 `batch` crashes on raw
// `sql` items that carry parameters (SQLiteRaw has no prepared statement), and the catalogue's
// set-based writes and one-round-trip reads are exactly such items.
const dialect = new SQLiteSyncDialect();

type Bindable = string | number | null;

function bindable(v: unknown): Bindable {
  if (v === null || v === undefined) return null;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "number" || typeof v === "string") return v;
  return JSON.stringify(v);
}

export function prepare(db: Db, q: SQL): D1PreparedStatement {
  const { sql, params } = dialect.sqlToQuery(q);
  return db.$client.prepare(sql).bind(...params.map(bindable));
}

export async function all<T>(db: Db, q: SQL): Promise<T[]> {
  return (await prepare(db, q).all<T>()).results;
}

/** Every statement in one round trip and one transaction: all of it is written, or none. */
export async function batch(db: Db, qs: readonly SQL[]): Promise<Record<string, unknown>[][]> {
  if (!qs.length) return [];
  const res = await db.$client.batch(qs.map((q) => prepare(db, q)));
  return res.map((r) => (r.results ?? []) as Record<string, unknown>[]);
}

/** One JSON parameter instead of one per value: D1 caps a statement at 100 bound parameters. */
export const json = (v: unknown) => JSON.stringify(v);
