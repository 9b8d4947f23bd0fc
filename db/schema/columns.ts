import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";
import { stores } from "./stores";

// Column builders the tables share. Each call is a new builder: drizzle columns belong to one table.

/** The default of the created_at / updated_at columns: the insert's time, ISO with milliseconds. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** The store a row belongs to; its rows go with it. */
export const storeRef = () =>
  integer("store_id")
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" });
