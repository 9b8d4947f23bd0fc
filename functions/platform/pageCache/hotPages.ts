import { RENDERED_NONCE_HEADER, SCRIPT_HASHES_HEADER, scriptHashesOf } from "../csp";
import { Lru } from "../lru";

// The page cache's copies most recently served by this isolate, held as bytes (issue 14 §1). A hit
// here skips the Cache API's round trip. A stored page is the render with its nonce attributes
// taken out and the hashes of the scripts that carried it beside it (csp.ts `scriptHashesOf`), so
// every serve sends the same bytes, with a policy that names those hashes. Keys are the page
// cache's (they carry every version), so a copy here is exactly as right as the Cache API's; it
// lives no longer than the copy it came from. Bounded by bytes (README "In-isolate memos").
export const HOT_PAGES_MAX_BYTES = 16 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 1024;

export type HotPage = {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** CSP sources of the document's own inline scripts; null for a body that is not a rendered document. */
  scriptHashes: string[] | null;
  /** The same, joined once for the header every serve sends. */
  scriptSources: string | null;
};

const hot = new Lru<string, HotPage>(HOT_PAGES_MAX_BYTES, (p) => p.body.byteLength + ENTRY_OVERHEAD_BYTES);

export const hotPage = (key: string, now = Date.now()) => hot.get(key, now);
export const keepHotPage = (key: string, page: HotPage, until: number) => hot.set(key, page, until);
export const hotPagesWeight = () => hot.weight;
export const clearHotPages = () => hot.clear();

const STORED_ONLY = new Set([RENDERED_NONCE_HEADER, SCRIPT_HASHES_HEADER, "cache-control"]);

/**
 * Reads a page into a hot copy: a fresh render (its nonce header names the nonce to take out and
 * hash by) or a stored copy (its hashes header already says them).
 */
export async function hotPageOf(res: Response): Promise<HotPage> {
  const nonce = res.headers.get(RENDERED_NONCE_HEADER);
  const stored = res.headers.get(SCRIPT_HASHES_HEADER);
  const headers = [...res.headers].filter(([name]) => !STORED_ONLY.has(name));
  if (nonce) {
    const { html, hashes } = await scriptHashesOf(await res.text(), nonce);
    return withSources({ status: res.status, headers, body: new TextEncoder().encode(html), scriptHashes: hashes });
  }
  const body = new Uint8Array(await res.arrayBuffer());
  const scriptHashes = stored === null ? null : stored.split(" ").filter(Boolean);
  return withSources({ status: res.status, headers, body, scriptHashes });
}

const withSources = (p: Omit<HotPage, "scriptSources">): HotPage => ({
  ...p,
  scriptSources: p.scriptHashes?.join(" ") ?? null,
});

/** The hot copy as an answer: the stored bytes, and the scripts' hashes for the page's policy. */
export function hotResponse(page: HotPage): Response {
  const res = new Response(page.body, { status: page.status, headers: page.headers });
  if (page.scriptSources !== null) res.headers.set(SCRIPT_HASHES_HEADER, page.scriptSources);
  return res;
}

/** How long a Cache API copy has left (its max-age less its age), so a hot copy outlives it not. */
export function remainingMs(res: Response, fallbackS: number): number {
  const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? fallbackS);
  const age = Number(res.headers.get("age") ?? 0);
  return Math.max(0, (maxAge - age) * 1000);
}
