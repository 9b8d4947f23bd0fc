import { Lru } from "../lru";

// Hostnames are stored in one canonical form: lowercase, punycode (the WHATWG URL parser does
// IDN → ASCII), no port, no trailing dot; then checked against RFC 1123.
export function normaliseHostname(input: string): string | null {
  let raw = input.trim();
  if (!raw || raw.length > 300) return null;
  raw = raw.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  if (/[/?#@\s\\]/.test(raw)) return null;
  let host: string;
  try {
    host = new URL(`http://${raw}`).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/\.$/, "");
  return isValidHostname(host) ? host : null;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function isValidHostname(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split(".");
  if (labels.some((l) => !LABEL.test(l))) return false;
  // An all-numeric last label would be an IP address, not a store host.
  return !/^\d+$/.test(labels[labels.length - 1] ?? "");
}

// Every request names its host: the few an isolate sees are normalised once (README "In-isolate memos").
export const HOSTNAME_MEMO_MAX = 4096;
const normalised = new Lru<string, { host: string | null }>(HOSTNAME_MEMO_MAX);

/** Host of a request, normalised; falls back to the URL when no Host header is present. */
export function requestHostname(req: Request): string | null {
  const header = req.headers.get("host") ?? new URL(req.url).host;
  const kept = normalised.get(header, 0);
  if (kept) return kept.host;
  const host = normaliseHostname(header);
  normalised.set(header, { host }, Number.POSITIVE_INFINITY);
  return host;
}
