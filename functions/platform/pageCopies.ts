import { sha256 } from "./crypto";
import type { HotPage } from "./hotPages";

// The page cache's copy in KV (docs/decisions/page-cache.md "Warm in every data centre"): the
// Cache API is per data centre, so a small store's page is rarely there where its next visitor
// lands; KV is read everywhere. Every render is also written here under the same key (which
// carries every version), so a copy here is exactly as right as the Cache API's, and lives as long.
// A KV failure is a miss, never an error: the page is rendered.

/** One value: a line of JSON (status, headers, the rendered nonce, expiry), then the page itself. */
type Meta = { status: number; headers: [string, string][]; nonce: string | null; until: number };

const kvKeyOf = async (key: string) => `page:${await sha256(key)}`;

/** The KV copy of a page, with its rendered nonce and expiry; null when there is none (or KV failed). */
export async function pageCopy(kv: KVNamespace, key: string, now = Date.now()) {
  let value: string | null;
  try {
    value = await kv.get(await kvKeyOf(key), "text");
  } catch {
    return null;
  }
  const cut = value?.indexOf("\n") ?? -1;
  if (!value || cut < 0) return null;
  const meta = JSON.parse(value.slice(0, cut)) as Meta;
  if (meta.until <= now) return null;
  const res = new Response(value.slice(cut + 1), { status: meta.status, headers: meta.headers });
  return { res, nonce: meta.nonce, until: meta.until };
}

/** Writes a rendered page's copy (its body still carries `nonce`), kept until `until`. */
export async function keepPageCopy(
  kv: KVNamespace,
  key: string,
  page: HotPage,
  nonce: string | null,
  until: number,
  now = Date.now(),
): Promise<void> {
  const ttlS = Math.floor((until - now) / 1000);
  if (ttlS < 60) return; // KV's shortest expiry
  const meta: Meta = { status: page.status, headers: page.headers, nonce, until };
  const decoder = new TextDecoder();
  const body = page.pieces.map((p) => decoder.decode(p)).join(nonce ?? "");
  try {
    await kv.put(await kvKeyOf(key), `${JSON.stringify(meta)}\n${body}`, { expirationTtl: ttlS });
  } catch (e) {
    console.error("page copy not kept", e);
  }
}
