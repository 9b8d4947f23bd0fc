import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof makeDb>;

const makeDb = (d1: D1Database) => drizzle(d1, { schema });
// drizzle() walks the whole schema (extractTablesRelationalConfig) each time: build it once per binding.
const dbs = new WeakMap<D1Database, Db>();

export function getDb(d1: D1Database): Db {
  let db = dbs.get(d1);
  if (!db) {
    db = makeDb(d1);
    dbs.set(d1, db);
  }
  return db;
}
