import { and, desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { type SystemBulletinRow, systemBulletins } from "./schema";

export type SystemBulletinValues = Pick<SystemBulletinRow, "title" | "content" | "isTop" | "isDisplay">;

/**
 * The operator's notices to every store (not a tenant table, so not on the store scope): stores
 * read the shown ones, only the operator API writes.
 */
export function systemBulletinsOf(db: Db) {
  return {
    /** Pinned first, then newest. */
    listShown: (limit: number) =>
      db
        .select()
        .from(systemBulletins)
        .where(eq(systemBulletins.isDisplay, true))
        .orderBy(desc(systemBulletins.isTop), desc(systemBulletins.createdAt), desc(systemBulletins.id))
        .limit(limit)
        .all(),
    findShown: (id: number) =>
      db
        .select()
        .from(systemBulletins)
        .where(and(eq(systemBulletins.id, id), eq(systemBulletins.isDisplay, true)))
        .get(),
    async insert(values: SystemBulletinValues): Promise<SystemBulletinRow> {
      const [row] = await db.insert(systemBulletins).values(values).returning();
      if (!row) throw new Error("system bulletin insert returned nothing");
      return row;
    },
  };
}
