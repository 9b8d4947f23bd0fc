import type { Db } from "../../../db/client";
import type { StoreRow } from "../../../db/schema";
import { findStore, hostsOfStore, storeIdForHost } from "../../../db/stores";
import type { Env } from "../env";
import { kvRead, kvWrite } from "../kvCopy";
import { bumpCacheMap } from "./cacheMap";
import { memoClear } from "./storeMemo";

// Host → store id, cached in KV. Positive entries live 5 minutes, negative ones 60 s (KV's
// minimum TTL) so a freshly added host answers at once once its key is deleted by the operator.
export const HOST_TTL_S = 300;
export const NEGATIVE_HOST_TTL_S = 60;
const hostKey = (hostname: string) => `host:${hostname}`;

type HostEntry = { storeId: number } | { storeId: null };

/**
 * The host's store: KV's copy, else D1 (a KV miss, failure or read slower than KV_READ_TIMEOUT_MS).
 * D1 failing too throws: an outage is never taken for an unknown host (issue 16).
 */
export async function resolveStoreId(
  kv: KVNamespace,
  db: Db,
  hostname: string,
): Promise<{ storeId: number | null; source: "kv" | "db" }> {
  let kvUp = true;
  try {
    const cached = await kvRead(kv.get<HostEntry>(hostKey(hostname), "json"));
    if (cached) return { storeId: cached.storeId, source: "kv" };
  } catch {
    kvUp = false;
  }
  const storeId = await storeIdForHost(db, hostname);
  if (kvUp) {
    const entry: HostEntry = { storeId };
    const ttl = storeId === null ? NEGATIVE_HOST_TTL_S : HOST_TTL_S;
    // A copy lost here is made again on the host's next miss: the entry's TTL bounds any staleness.
    await kvWrite(kv.put(hostKey(hostname), JSON.stringify(entry), { expirationTtl: ttl }), hostKey(hostname));
  }
  return { storeId, source: "db" };
}

export async function resolveStore(kv: KVNamespace, db: Db, hostname: string): Promise<StoreRow | null> {
  const { storeId } = await resolveStoreId(kv, db, hostname);
  if (storeId === null) return null;
  return (await findStore(db, storeId)) ?? null;
}

/**
 * After a host moved or a store changed: KV's mappings go. One that KV refuses (an outage) lives
 * out its TTL, HOST_TTL_S, the bound already stated for other data centres.
 */
export async function forgetHosts(kv: KVNamespace, hostnames: string[]): Promise<void> {
  memoClear();
  await Promise.all(hostnames.map((h) => kvWrite(kv.delete(hostKey(h)), hostKey(h))));
}

/** After an operator's change of a store: its hosts are looked up again, and its map bumped (the
 * store memo of other isolates checks the map, not the row). */
export async function forgetStoreHosts(env: Pick<Env, "DB" | "KV">, db: Db, storeId: number): Promise<void> {
  await forgetHosts(env.KV, await hostsOfStore(db, storeId));
  await bumpCacheMap(env, storeId, ["initial"]);
}
