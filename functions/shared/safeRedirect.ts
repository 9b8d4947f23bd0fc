// Where a visitor may be sent after a form or a language switch, when the target comes from input.
// Browsers read `/\evil.example` and `//evil.example` as other sites, and a control character in a
// Location header makes the runtime throw: only a plain path of this origin passes.

const BASE = "http://same-origin.invalid";
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function plainPath(s: string): boolean {
  return s.startsWith("/") && !s.startsWith("//") && !s.includes("\\") && !CONTROL.test(s);
}

/**
 * `raw` if it is a same-origin absolute path (also once percent-decoded, up to three times, so
 * `/%5Cevil.example` or `/%2F%2Fevil` cannot turn into another site later), else `fallback`.
 * The answer is URL-serialised (non-ASCII percent-encoded), so it is always a valid header value.
 */
export function safeRedirectPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return fallback;
  let s = raw;
  for (let i = 0; i < 3; i++) {
    if (!plainPath(s)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(s);
    } catch {
      break; // a lone "%" (as in `?q=100%25` once decoded): no browser decodes it further either
    }
    if (decoded === s) break;
    s = decoded;
  }
  if (!plainPath(s)) return fallback;
  const url = new URL(raw, BASE);
  if (url.origin !== BASE) return fallback;
  const out = url.pathname + url.search + url.hash;
  return plainPath(out) ? out : fallback;
}
