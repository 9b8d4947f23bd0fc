import { frameAncestorHostsOf } from "../../db/stores";
import type { RequestContext } from "./scope";
import { onMemoClear, STORE_MEMO_TTL_MS } from "./storeMemo";

// The hosts allowed to frame a store's pages, held as long as the store memo holds the store row
// (a few seconds per isolate) and dropped with it: every operator host change calls memoClear.
const MAX_ENTRIES = 1_000;
const memo = new Map<number, { until: number; hosts: readonly string[] }>();
onMemoClear(() => memo.clear());

async function hostsOf(rc: RequestContext, storeId: number, now = Date.now()): Promise<readonly string[]> {
  const hit = memo.get(storeId);
  if (hit && hit.until > now) return hit.hosts;
  const hosts = await frameAncestorHostsOf(rc.db, storeId);
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(storeId, { until: now + STORE_MEMO_TTL_MS, hosts });
  return hosts;
}

/**
 * `frame-ancestors` sources besides 'self': every host of the store and of its head store, in the
 * request's scheme and port (a host-source without a port matches only the scheme's default).
 */
export async function frameAncestorsOf(rc: RequestContext, req: Request): Promise<string[]> {
  if (!rc.scope) return [];
  const url = new URL(req.url);
  const port = /:(\d+)$/.exec(req.headers.get("host") ?? url.host)?.[1];
  const suffix = port ? `:${port}` : "";
  const hosts = await hostsOf(rc, rc.scope.storeId);
  return hosts.map((h) => `${url.protocol}//${h}${suffix}`);
}
