import { and, asc, eq, like, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { type NewStoreRow, type StoreRow, storeHosts, stores } from "./schema";

// Platform-level queries: the `stores` table is the tenant itself, so these are the only
// queries not scoped by a store id. Only the operator API and tenancy resolution use them.

export async function storeIdForHost(db: Db, hostname: string): Promise<number | null> {
  const row = await db
    .select({ storeId: storeHosts.storeId })
    .from(storeHosts)
    .where(eq(storeHosts.hostname, hostname))
    .get();
  return row?.storeId ?? null;
}

/**
 * A new store's id inside the batch that creates it (not known until the batch runs): read back
 * through the store's first host, which the same batch inserts first.
 */
export const newStoreIdOf = (hostname: string) => sql`(select store_id from store_hosts where hostname = ${hostname})`;

export function findStore(db: Db, id: number): Promise<StoreRow | undefined> {
  return db.select().from(stores).where(eq(stores.id, id)).get();
}

export async function listStores(db: Db, opts: { q?: string; limit: number; offset: number }) {
  const where = opts.q ? like(stores.name, `%${opts.q}%`) : undefined;
  const rows = await db
    .select()
    .from(stores)
    .where(where)
    .orderBy(asc(stores.id))
    .limit(opts.limit)
    .offset(opts.offset)
    .all();
  const total = await db.select({ n: sql<number>`count(*)` }).from(stores).where(where).get();
  return { rows, total: total?.n ?? 0 };
}

export function hostsOfStore(db: Db, storeId: number): Promise<string[]> {
  return db
    .select({ h: storeHosts.hostname })
    .from(storeHosts)
    .where(eq(storeHosts.storeId, storeId))
    .orderBy(asc(storeHosts.createdAt))
    .all()
    .then((r) => r.map((x) => x.h));
}

/**
 * Store + first host in one batch (one D1 transaction): never a store without its host. `extra`
 * statements (a new store's default settings) run in the same batch, after the host row exists.
 */
export async function insertStoreWithHost(
  db: Db,
  store: NewStoreRow,
  hostname: string,
  extra: readonly BatchItem<"sqlite">[] = [],
): Promise<number> {
  const [inserted] = await db.batch([
    db.insert(stores).values(store).returning({ id: stores.id }),
    db.insert(storeHosts).values({ hostname, storeId: sql`last_insert_rowid()` }),
    ...extra,
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("store insert returned nothing");
  return id;
}

export async function insertHost(db: Db, storeId: number, hostname: string): Promise<void> {
  await db.insert(storeHosts).values({ hostname, storeId });
}

export async function deleteHost(db: Db, storeId: number, hostname: string): Promise<boolean> {
  const r = await db
    .delete(storeHosts)
    .where(and(eq(storeHosts.storeId, storeId), eq(storeHosts.hostname, hostname)))
    .returning({ h: storeHosts.hostname });
  return r.length > 0;
}

export async function updateStore(db: Db, id: number, patch: Partial<NewStoreRow>): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ ...patch, updatedAt: new Date().toISOString() })
    .where(eq(stores.id, id))
    .returning();
  return row;
}

/** How far up the parent chain the head-store lookup climbs (a guard against a cycle in bad data). */
const MAX_STORE_DEPTH = 16;

/**
 * Hosts of a store and of its head store: the origins allowed to frame its storefront (the head
 * store's site embeds a branch's registration frame). The head store is the top of the
 * `parent_store_id` chain; a store without a parent is its own head. When the branch network's
 * closure table exists, this is the one place to switch to it.
 */
export async function frameAncestorHostsOf(db: Db, storeId: number): Promise<string[]> {
  const rows = await db.all<{ hostname: string }>(sql`
    WITH RECURSIVE chain(id, depth) AS (
      SELECT ${storeId}, 0
      UNION ALL
      SELECT s.parent_store_id, c.depth + 1 FROM chain c JOIN ${stores} s ON s.id = c.id
      WHERE s.parent_store_id IS NOT NULL AND c.depth < ${MAX_STORE_DEPTH}
    )
    SELECT hostname FROM ${storeHosts}
    WHERE store_id = ${storeId} OR store_id = (SELECT id FROM chain ORDER BY depth DESC LIMIT 1)
    ORDER BY store_id = ${storeId} DESC, created_at, hostname`);
  return rows.map((r) => r.hostname);
}
