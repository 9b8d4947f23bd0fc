import { getTableColumns, type SQL, type SQLWrapper, type Table } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Extra } from "../batch";
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

/** Drizzle-built batch items (the admin audit row) as raw statements, to ride in a raw batch. */
export const sqlOf = (extra: Extra): SQL[] => extra.map((x) => (x as unknown as SQLWrapper).getSQL());

/** One JSON parameter instead of one per value: D1 caps a statement at 100 bound parameters. */
export const json = (v: unknown) => JSON.stringify(v);

/**
 * A raw row of a table's own columns (`SELECT * FROM t`, or a drizzle select of the table) as the
 * table's select type: column names become keys, JSON and boolean columns are decoded as drizzle
 * would. Lets drizzle-built reads join a raw batch.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T["$inferSelect"] {
  const out: Record<string, unknown> = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    const v = raw[col.name];
    out[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return out as T["$inferSelect"];
}

/** A read a module offers for a shared round trip: its statements, and how to read their rows. */
export type BatchRead<T> = { statements: SQL[]; read: (rows: Record<string, unknown>[][]) => T };

/** Two modules' reads in one D1 call (each call costs CPU under load, whatever its size). */
export async function readTogether<A, B>(db: Db, a: BatchRead<A>, b: BatchRead<B>): Promise<[A, B]> {
  const rows = await batch(db, [...a.statements, ...b.statements]);
  return [a.read(rows.slice(0, a.statements.length)), b.read(rows.slice(a.statements.length))];
}
