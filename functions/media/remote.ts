// Fetching an image from a URL an admin typed (POST /api/admin/mediaByURL) without letting that URL
// reach anything private: the platform's own hosts, cloud metadata endpoints, the local network.
// Every hop is checked (redirects are followed by hand), the body is capped while it streams, and
// the whole fetch has one deadline.
//
// Not covered here: a public name that *resolves* to a private address (DNS rebinding). A Worker
// cannot resolve names itself; on Cloudflare a subrequest cannot reach private address space, so
// the check below is what matters for IP literals and local names, locally and in production.

export const MAX_REDIRECTS = 3;
export const REMOTE_TIMEOUT_MS = 15_000;

/** i18n keys returned as the `url` field issue. */
export type UrlRefusal =
  | "validation.url"
  | "validation.urlScheme"
  | "validation.urlPrivate"
  | "validation.urlFetchFailed"
  | "validation.urlTooManyRedirects"
  | "validation.urlTimeout"
  | "validation.fileTooLarge"
  | "validation.fileEmpty";

export class RemoteRefused extends Error {
  constructor(readonly reason: UrlRefusal) {
    super(reason);
  }
}

/** Bytes of a dotted IPv4 address in any form the WHATWG URL parser accepts, or null. */
export function parseIPv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts[parts.length - 1] === "") parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(p)) n = p.length === 2 ? 0 : Number.parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = Number.parseInt(p.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(p)) n = Number(p);
    else return null;
    if (!Number.isFinite(n)) return null;
    nums.push(n);
  }
  // a.b.c.d, a.b.c (c fills 16 bits), a.b (b fills 24 bits), a (32 bits)
  const last = nums.pop() ?? 0;
  if (nums.some((n) => n > 255) || last >= 256 ** (4 - nums.length)) return null;
  const bytes = [...nums];
  for (let i = 3 - nums.length; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

/** 16 bytes of an IPv6 address (without brackets; an embedded dotted IPv4 tail allowed), or null. */
export function parseIPv6(input: string): number[] | null {
  let host = input.toLowerCase();
  const zone = host.indexOf("%");
  if (zone >= 0) host = host.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(host)) return null;
  let tail: number[] = [];
  const lastColon = host.lastIndexOf(":");
  if (host.includes(".")) {
    const v4 = host.slice(lastColon + 1);
    if (!/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return null;
    const b = v4.split(".").map(Number);
    if (b.some((x) => x > 255)) return null;
    tail = b;
    host = `${host.slice(0, lastColon + 1)}0:0`;
  }
  const halves = host.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0] ?? "");
  const rest = halves.length === 2 ? groups(halves[1] ?? "") : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array(Math.max(0, missing)).fill("0"), ...rest];
  const bytes: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = Number.parseInt(g, 16);
    bytes.push(n >> 8, n & 255);
  }
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

type Range4 = [a: number, b: number, c: number, d: number, prefix: number];
// Not globally reachable (RFC 6890 and friends): this network, private, CGNAT (also holds cloud
// metadata such as 100.100.100.200), loopback, link-local (169.254.169.254), IETF, documentation,
// 6to4 relay, benchmarking, multicast, reserved, broadcast.
const BLOCKED_V4: Range4[] = [
  [0, 0, 0, 0, 8],
  [10, 0, 0, 0, 8],
  [100, 64, 0, 0, 10],
  [127, 0, 0, 0, 8],
  [169, 254, 0, 0, 16],
  [172, 16, 0, 0, 12],
  [192, 0, 0, 0, 24],
  [192, 0, 2, 0, 24],
  [192, 88, 99, 0, 24],
  [192, 168, 0, 0, 16],
  [198, 18, 0, 0, 15],
  [198, 51, 100, 0, 24],
  [203, 0, 113, 0, 24],
  [224, 0, 0, 0, 4],
  [240, 0, 0, 0, 4],
];

const toU32 = (b: readonly number[]) =>
  (((b[0] ?? 0) << 24) | ((b[1] ?? 0) << 16) | ((b[2] ?? 0) << 8) | (b[3] ?? 0)) >>> 0;

export function isPublicIPv4(b: readonly number[]): boolean {
  const ip = toU32(b);
  return !BLOCKED_V4.some(([a, b1, c, d, prefix]) => {
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    return (ip & mask) >>> 0 === (toU32([a, b1, c, d]) & mask) >>> 0;
  });
}

export function isPublicIPv6(b: readonly number[]): boolean {
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4At = (i: number) => b.slice(i, i + 4);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return isPublicIPv4(v4At(12)); // ::ffff:a.b.c.d
  if (zeros(0, 12)) return false; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) return isPublicIPv4(v4At(12)); // NAT64
  if (b[0] === 0x20 && b[1] === 0x02) return isPublicIPv4(v4At(2)); // 6to4 embeds an IPv4
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x00 && b[3] === 0x00) return false; // Teredo hides one
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return false; // documentation
  if (b[0] === 0x01 && b[1] === 0x00 && zeros(2, 8)) return false; // discard-only
  const first = b[0] ?? 0;
  if ((first & 0xfe) === 0xfc) return false; // unique local fc00::/7 (AWS metadata fd00:ec2::254)
  if (first === 0xfe && ((b[1] ?? 0) & 0xc0) !== 0) return false; // fe80::/10 link-local, fec0::/10 site-local
  if (first === 0xff) return false; // multicast
  return (first & 0xe0) === 0x20; // only 2000::/3 is global unicast
}

// Names that only mean something inside a network (RFC 6761, 6762, 8375 and cloud metadata).
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".intranet", ".lan", ".home", ".corp", ".home.arpa"];
const LOCAL_NAMES = new Set(["localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback", "metadata"]);

/** The URL if an image may be fetched from it, else the reason it may not. */
export function checkPublicUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RemoteRefused("validation.url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new RemoteRefused("validation.urlScheme");
  // Credentials have no business here, and non-default ports mostly mean internal services.
  if (url.username || url.password || url.port) throw new RemoteRefused("validation.urlPrivate");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host) throw new RemoteRefused("validation.url");
  if (host.startsWith("[")) {
    const v6 = parseIPv6(host.slice(1, -1));
    if (!v6 || !isPublicIPv6(v6)) throw new RemoteRefused("validation.urlPrivate");
    return url;
  }
  // The URL parser already turns 2130706433, 0x7f.1 or 0177.0.0.1 into 127.0.0.1; parsing again
  // keeps the check right should a runtime leave such a host as written.
  const v4 = parseIPv4(host);
  if (v4) {
    if (!isPublicIPv4(v4)) throw new RemoteRefused("validation.urlPrivate");
    return url;
  }
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) throw new RemoteRefused("validation.urlPrivate");
  if (!host.includes(".") || LOCAL_NAMES.has(host) || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) {
    throw new RemoteRefused("validation.urlPrivate");
  }
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type RemoteOptions = {
  maxBytes: number;
  timeoutMs?: number;
  /** The outbound fetch; tests hand in a stand-in for the public internet. */
  fetcher?: typeof fetch;
};

/** The body of a public http(s) URL, at most `maxBytes`, following at most MAX_REDIRECTS checked hops. */
export async function fetchPublicImage(raw: string, opts: RemoteOptions): Promise<Uint8Array<ArrayBuffer>> {
  const fetcher = opts.fetcher ?? fetch;
  const deadline = AbortSignal.timeout(opts.timeoutMs ?? REMOTE_TIMEOUT_MS);
  const timedOut = () => new RemoteRefused("validation.urlTimeout");
  let url = checkPublicUrl(raw);
  try {
    for (let hop = 0; ; hop++) {
      let res: Response;
      try {
        res = await fetcher(url.href, {
          redirect: "manual",
          signal: deadline,
          headers: { accept: "image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1" },
        });
      } catch (err) {
        if (deadline.aborted) throw timedOut();
        throw err instanceof RemoteRefused ? err : new RemoteRefused("validation.urlFetchFailed");
      }
      if (REDIRECTS.has(res.status)) {
        await res.body?.cancel();
        const location = res.headers.get("location");
        if (!location) throw new RemoteRefused("validation.urlFetchFailed");
        if (hop >= MAX_REDIRECTS) throw new RemoteRefused("validation.urlTooManyRedirects");
        url = checkPublicUrl(new URL(location, url));
        continue;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new RemoteRefused("validation.urlFetchFailed");
      }
      const declared = Number(res.headers.get("content-length") ?? Number.NaN);
      if (declared > opts.maxBytes) {
        await res.body.cancel();
        throw new RemoteRefused("validation.fileTooLarge");
      }
      return await readCapped(res.body, opts.maxBytes, deadline);
    }
  } catch (err) {
    if (deadline.aborted && !(err instanceof RemoteRefused)) throw timedOut();
    throw err;
  }
}

async function readCapped(body: ReadableStream<Uint8Array>, max: number, signal: AbortSignal) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const onAbort = () => reader.cancel().catch(() => {});
  signal.addEventListener("abort", onAbort);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw new RemoteRefused("validation.urlTimeout");
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw new RemoteRefused("validation.fileTooLarge");
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
  if (size === 0) throw new RemoteRefused("validation.fileEmpty");
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
