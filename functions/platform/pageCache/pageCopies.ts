import { sha256 } from "../crypto";
import { SCRIPT_HASHES_HEADER } from "../csp";
import { kvRead } from "../kvCopy";
import { type HotPage, hotPageOf } from "./hotPages";

// The page cache's copy in KV (docs/decisions/page-cache.md "Warm in every data centre"): the
// Cache API is per data centre, so a small store's page is rarely there where its next visitor
// lands; KV is read everywhere. Every render is also written here under the same key (which
// carries every version), so a copy here is exactly as right as the Cache API's, and lives as long.
// A KV failure or a read slower than PAGE_COPY_READ_TIMEOUT_MS is a miss, never an error: the page
// is rendered.

/** One value: a line of JSON (status, headers, the scripts' hashes, expiry), then the stored page itself. */
type Meta = { status: number; headers: [string, string][]; scriptHashes: string[] | null; until: number };

const kvKeyOf = async (key: string) => `page:${await sha256(key)}`;

/**
 * A copy read from KV's central store in a data centre where nobody asked for it yet takes longer
 * than a hot read (KV_READ_TIMEOUT_MS): this is worth waiting for, a KV that hangs is not (issue 16).
 */
export const PAGE_COPY_READ_TIMEOUT_MS = 300;

/** The KV copy of a page and its expiry; null when there is none (or KV failed). */
export async function pageCopy(kv: KVNamespace, key: string, now = Date.now()) {
  let value: string | null;
  try {
    value = await kvRead(kv.get(await kvKeyOf(key), "text"), PAGE_COPY_READ_TIMEOUT_MS);
  } catch {
    return null;
  }
  const cut = value?.indexOf("\n") ?? -1;
  if (!value || cut < 0) return null;
  const meta = JSON.parse(value.slice(0, cut)) as Meta;
  // A copy written before pages were stored with hashes (it has none) is a miss.
  if (meta.until <= now || meta.scriptHashes === undefined) return null;
  const res = new Response(value.slice(cut + 1), { status: meta.status, headers: meta.headers });
  if (meta.scriptHashes) res.headers.set(SCRIPT_HASHES_HEADER, meta.scriptHashes.join(" "));
  return { page: await hotPageOf(res), until: meta.until };
}

/** Writes a stored page's copy, kept until `until`. */
export async function keepPageCopy(
  kv: KVNamespace,
  key: string,
  page: HotPage,
  until: number,
  now = Date.now(),
): Promise<void> {
  const ttlS = Math.floor((until - now) / 1000);
  if (ttlS < 60) return; // KV's shortest expiry
  const meta: Meta = { status: page.status, headers: page.headers, scriptHashes: page.scriptHashes, until };
  const body = new TextDecoder().decode(page.body);
  try {
    await kv.put(await kvKeyOf(key), `${JSON.stringify(meta)}\n${body}`, { expirationTtl: ttlS });
  } catch (e) {
    console.error("page copy not kept", e);
  }
}
