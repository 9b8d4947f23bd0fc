import type { Db } from "../../../db/client";
import { frameAncestorHostsOf } from "../../../db/stores";
import { Lru } from "../lru";
import { onMemoClear, STORE_MEMO_MAX_ENTRIES, STORE_MEMO_TTL_MS } from "../tenancy/storeMemo";

// The hosts allowed to frame a store's pages, held as long as the store memo holds the store row
// (a few seconds per isolate) and dropped with it: every operator host change calls memoClear.
const memo = new Lru<number, readonly string[]>(STORE_MEMO_MAX_ENTRIES);
onMemoClear(() => memo.clear());

async function hostsOf(db: Db, storeId: number, now = Date.now()): Promise<readonly string[]> {
  const hit = memo.get(storeId, now);
  if (hit) return hit;
  const hosts = await frameAncestorHostsOf(db, storeId);
  memo.set(storeId, hosts, now + STORE_MEMO_TTL_MS);
  return hosts;
}

/**
 * `frame-ancestors` sources besides 'self': every host of the store and of its head store, in the
 * request's scheme and port (a host-source without a port matches only the scheme's default).
 */
export async function frameAncestorsOf(
  db: Db,
  storeId: number | null,
  req: Request,
  url = new URL(req.url),
): Promise<string[]> {
  if (storeId === null) return [];
  const port = /:(\d+)$/.exec(req.headers.get("host") ?? url.host)?.[1];
  const suffix = port ? `:${port}` : "";
  const hosts = await hostsOf(db, storeId);
  return hosts.map((h) => `${url.protocol}//${h}${suffix}`);
}
