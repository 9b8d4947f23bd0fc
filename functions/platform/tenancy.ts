import type { Db } from "../../db/client";
import type { StoreRow } from "../../db/schema";
import { findStore, hostsOfStore, storeIdForHost } from "../../db/stores";
import { bumpCacheMap } from "./cacheMap";
import { memoClear } from "./storeMemo";

// Host → store id, cached in KV. Positive entries live 5 minutes, negative ones 60 s (KV's
// minimum TTL) so a freshly added host answers at once once its key is deleted by the operator.
export const HOST_TTL_S = 300;
export const NEGATIVE_HOST_TTL_S = 60;
const hostKey = (hostname: string) => `host:${hostname}`;

type HostEntry = { storeId: number } | { storeId: null };

export async function resolveStoreId(
  kv: KVNamespace,
  db: Db,
  hostname: string,
): Promise<{ storeId: number | null; source: "kv" | "db" }> {
  const cached = await kv.get<HostEntry>(hostKey(hostname), "json");
  if (cached) return { storeId: cached.storeId, source: "kv" };
  const storeId = await storeIdForHost(db, hostname);
  const entry: HostEntry = { storeId };
  await kv.put(hostKey(hostname), JSON.stringify(entry), {
    expirationTtl: storeId === null ? NEGATIVE_HOST_TTL_S : HOST_TTL_S,
  });
  return { storeId, source: "db" };
}

export async function resolveStore(kv: KVNamespace, db: Db, hostname: string): Promise<StoreRow | null> {
  const { storeId } = await resolveStoreId(kv, db, hostname);
  if (storeId === null) return null;
  return (await findStore(db, storeId)) ?? null;
}

export async function forgetHosts(kv: KVNamespace, hostnames: string[]): Promise<void> {
  memoClear();
  await Promise.all(hostnames.map((h) => kv.delete(hostKey(h))));
}

/** After an operator's change of a store: its hosts are looked up again, and its map bumped (the
 * store memo of other isolates checks the map, not the row). */
export async function forgetStoreHosts(kv: KVNamespace, db: Db, storeId: number): Promise<void> {
  await forgetHosts(kv, await hostsOfStore(db, storeId));
  await bumpCacheMap(kv, storeId, ["initial"]);
}
