import { RENDERED_NONCE_HEADER } from "./csp";
import { Lru } from "./lru";

// The page cache's copies most recently served by this isolate, held as bytes (issue 14 §1). A hit
// here skips the Cache API's round trip and the HTML rewrite of the CSP nonce: the page is kept
// cut at its rendered nonce, and each serve joins the pieces with a fresh one. Keys are the page
// cache's (they carry every version), so a copy here is exactly as right as the Cache API's; it
// lives no longer than the copy it came from. Bounded by bytes (README "In-isolate memos").
export const HOT_PAGES_MAX_BYTES = 16 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 1024;

export type HotPage = {
  status: number;
  headers: [string, string][];
  /** The body cut at every occurrence of the rendered nonce (one piece when it has none). */
  pieces: Uint8Array[];
  bytes: number;
};

const hot = new Lru<string, HotPage>(HOT_PAGES_MAX_BYTES, (p) => p.bytes + ENTRY_OVERHEAD_BYTES);

export const hotPage = (key: string, now = Date.now()) => hot.get(key, now);
export const keepHotPage = (key: string, page: HotPage, until: number) => hot.set(key, page, until);
export const hotPagesWeight = () => hot.weight;
export const clearHotPages = () => hot.clear();

/** Reads a page (a render or a Cache API copy) into a hot copy. */
export async function hotPageOf(res: Response): Promise<HotPage> {
  const text = await res.text();
  const nonce = res.headers.get(RENDERED_NONCE_HEADER);
  const encoder = new TextEncoder();
  const pieces = (nonce ? text.split(nonce) : [text]).map((p) => encoder.encode(p));
  const headers = [...res.headers].filter(([name]) => name !== RENDERED_NONCE_HEADER && name !== "cache-control");
  return { status: res.status, headers, pieces, bytes: pieces.reduce((n, p) => n + p.byteLength, 0) };
}

/** The hot copy as an answer whose script tags carry `nonce`. */
export function hotResponse(page: HotPage, nonce: string): Response {
  const glue = new TextEncoder().encode(nonce);
  const body = new Uint8Array(page.bytes + glue.byteLength * (page.pieces.length - 1));
  let at = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      body.set(glue, at);
      at += glue.byteLength;
    }
    body.set(piece, at);
    at += piece.byteLength;
  });
  return new Response(body, { status: page.status, headers: page.headers });
}

/** How long a Cache API copy has left (its max-age less its age), so a hot copy outlives it not. */
export function remainingMs(res: Response, fallbackS: number): number {
  const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? fallbackS);
  const age = Number(res.headers.get("age") ?? 0);
  return Math.max(0, (maxAge - age) * 1000);
}
