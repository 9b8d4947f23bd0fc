import { describe, expect, it } from "vitest";
import {
  checkPublicUrl,
  fetchPublicImage,
  isPublicIPv4,
  MAX_REDIRECTS,
  parseIPv4,
  parseIPv6,
  RemoteRefused,
} from "../../functions/media/remote";
import { sniffImage } from "../../functions/media/sniff";
import { planVariants } from "../../functions/media/variants";
import { MEDIA_VARIANTS, type MediaRef, srcSet } from "../../functions/shared/media";
import { fixture } from "../fixtures";

// Media pieces that need no store: type sniffing, the variant plan, the URL guard and the capped
// fetch (driven by a stand-in for the public internet: nothing here may leave the machine).

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((ch) => ch.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const chunk = (type: string, data: number[]) => [...be32(data.length), ...bytes(type), ...data, 0, 0, 0, 0];

describe("sniffImage", () => {
  it.each([
    ["photo-1920x1080.jpg", "image/jpeg", 1920, 1080, false],
    ["photo-640x480.webp", "image/webp", 640, 480, false],
    ["logo-200x150.png", "image/png", 200, 150, false],
    ["still-120x80.gif", "image/gif", 120, 80, false],
    ["animated-64x64.gif", "image/gif", 64, 64, true],
    ["animated-64x64.webp", "image/webp", 64, 64, true],
    // Stored 300×200 with EXIF orientation 6: shown (and sized) as 200×300.
    ["rotated-300x200-o6.jpg", "image/jpeg", 200, 300, false],
  ] as const)("reads %s from its bytes", (name, mime, width, height, isAnimated) => {
    expect(sniffImage(fixture(name))).toEqual({ mime, width, height, isAnimated });
  });

  it("finds an APNG by its acTL chunk before IDAT", () => {
    const ihdr = chunk("IHDR", [...be32(32), ...be32(16), 8, 6, 0, 0, 0]);
    const actl = chunk("acTL", [...be32(2), ...be32(0)]);
    const idat = chunk("IDAT", [1, 2, 3]);
    const sig = [0x89, ...bytes("PNG\r\n\x1a\n")];
    expect(sniffImage(new Uint8Array([...sig, ...ihdr, ...actl, ...idat]))).toMatchObject({
      mime: "image/png",
      width: 32,
      height: 16,
      isAnimated: true,
    });
    // acTL after the image data is not an animation control.
    expect(sniffImage(new Uint8Array([...sig, ...ihdr, ...idat, ...actl]))?.isAnimated).toBe(false);
  });

  it("reads a lossless (VP8L) WebP header", () => {
    const w = 300 - 1;
    const h = 170 - 1;
    const bits = (w | (h << 14)) >>> 0;
    const vp8l = bytes("RIFF", [0, 0, 0, 0], "WEBPVP8L", [
      5,
      0,
      0,
      0,
      0x2f,
      bits & 255,
      (bits >> 8) & 255,
      (bits >> 16) & 255,
      bits >>> 24,
    ]);
    expect(sniffImage(vp8l)).toEqual({ mime: "image/webp", width: 300, height: 170, isAnimated: false });
  });

  it.each([
    ["text", bytes("hello, this is not an image")],
    ["empty", new Uint8Array()],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["PDF", bytes("%PDF-1.7\n")],
    ["JPEG magic without a frame header", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9])],
    ["PNG signature only", new Uint8Array([0x89, ...bytes("PNG\r\n\x1a\n")])],
    ["GIF header without an image", bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0, 0x3b])],
    ["RIFF that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    [
      "a zero-sized PNG",
      new Uint8Array([0x89, ...bytes("PNG\r\n\x1a\n"), ...chunk("IHDR", [...be32(0), ...be32(0), 8, 6, 0, 0, 0])]),
    ],
  ])("refuses %s", (_label, b) => {
    expect(sniffImage(b)).toBeNull();
  });
});

describe("planVariants", () => {
  const plan = (type: string, w: number, h: number) =>
    Object.fromEntries(
      planVariants(MEDIA_VARIANTS[type] ?? {}, w, h).flatMap((j) =>
        j.names.map((n) => [n, [j.width, j.height, j.name]]),
      ),
    );

  it("makes every banner variant of a 1920×1080 original, clamping the taller phone box", () => {
    expect(plan("BANNER", 1920, 1080)).toEqual({
      w1920h1080t1: [1920, 1080, "w1920h1080t1"],
      w1920h540t1: [1920, 540, "w1920h540t1"],
      // 800×1200 would need 1.11× enlargement: the same shape at the original's resolution instead.
      w800h1200t1: [720, 1080, "w800h1200t1"],
    });
  });

  it("never upscales a small image: boxes it does not reach are skipped", () => {
    expect(plan("PRODUCT", 200, 150)).toEqual({ "90x90": [90, 90, "90x90"], "90x135": [90, 135, "90x135"] });
    expect(plan("BANNER", 700, 400)).toEqual({});
  });

  it("makes identical clamped variants once and lets the others share the object", () => {
    const p = plan("PRODUCT", 640, 480);
    expect(p["500x500"]).toEqual([480, 480, "500x500"]);
    expect(p["600x600"]).toEqual([480, 480, "500x500"]);
    expect(p["800x800"]).toBeUndefined(); // larger than the original both ways
    expect(p["500x750"]).toEqual([320, 480, "500x750"]);
    expect(p["600x900"]).toEqual([320, 480, "500x750"]);
    expect(p.w400).toEqual([400, 300, "w400"]);
    expect(p.w500).toEqual([500, 375, "w500"]);
    expect(p.w800).toBeUndefined(); // narrower than the box: the original serves
    for (const [w, h] of Object.values(p) as [number, number][]) {
      expect(w).toBeLessThanOrEqual(640);
      expect(h).toBeLessThanOrEqual(480);
    }
  });

  it("lists a shared object once in a srcset", () => {
    const v = { path: "/media/1/2/500x500.webp", width: 480, height: 480 };
    const ref: MediaRef = {
      id: 2,
      path: "/media/1/2/orig.jpg",
      width: 640,
      height: 480,
      isAnimated: false,
      variants: { "800x800": v, "600x600": v, "300x300": { path: "/media/1/2/300x300.webp", width: 300, height: 300 } },
    };
    expect(srcSet(ref, ["300x300", "600x600", "800x800"])).toBe(
      "/media/1/2/300x300.webp 300w, /media/1/2/500x500.webp 480w",
    );
  });
});

describe("checkPublicUrl", () => {
  it.each([
    "ftp://example.com/a.jpg",
    "file:///etc/passwd",
    "data:image/png;base64,AAAA",
    "javascript:alert(1)",
    "not a url",
    "http://localhost/a.jpg",
    "http://LOCALHOST./a.jpg",
    "http://shop-a.localhost/a.jpg",
    "http://printer.local/a.jpg",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://metadata/latest",
    "http://intranet/a.jpg",
    "http://127.0.0.1/a.jpg",
    "http://127.1/a.jpg",
    "http://2130706433/a.jpg",
    "http://0x7f000001/a.jpg",
    "http://0177.0.0.1/a.jpg",
    "http://0x7f.0.0.1/a.jpg",
    "http://0/a.jpg",
    "http://0.0.0.0/a.jpg",
    "http://10.1.2.3/a.jpg",
    "http://172.16.0.1/a.jpg",
    "http://172.31.255.255/a.jpg",
    "http://192.168.1.1/a.jpg",
    "http://100.64.0.1/a.jpg",
    "http://100.100.100.200/latest/meta-data",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/a.jpg",
    "http://[::]/a.jpg",
    "http://[0:0:0:0:0:0:0:1]/a.jpg",
    "http://[::ffff:127.0.0.1]/a.jpg",
    "http://[::ffff:7f00:1]/a.jpg",
    "http://[::ffff:169.254.169.254]/a.jpg",
    "http://[::127.0.0.1]/a.jpg",
    "http://[64:ff9b::10.0.0.1]/a.jpg",
    "http://[2002:c0a8:0101::1]/a.jpg",
    "http://[fe80::1]/a.jpg",
    "http://[fc00::1]/a.jpg",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://[ff02::1]/a.jpg",
    "http://user:pass@example.com/a.jpg",
    "http://example.com@127.0.0.1/a.jpg",
    "http://example.com:8080/a.jpg",
    "https://224.0.0.1/a.jpg",
    "http://255.255.255.255/a.jpg",
  ])("refuses %s", (url) => {
    expect(() => checkPublicUrl(url)).toThrow(RemoteRefused);
  });

  it.each([
    "https://images.example.com/a.jpg",
    "http://example.com/a.png?x=1",
    "https://93.184.215.14/a.jpg",
    "https://[2606:4700:4700::1111]/a.jpg",
    "https://[::ffff:93.184.215.14]/a.jpg",
  ])("accepts %s", (url) => {
    expect(checkPublicUrl(url).href).toBeTruthy();
  });

  it("parses IPv4 in decimal, octal, hex and short forms", () => {
    expect(parseIPv4("2130706433")).toEqual([127, 0, 0, 1]);
    expect(parseIPv4("0x7f.1")).toEqual([127, 0, 0, 1]);
    expect(parseIPv4("0177.0.0.01")).toEqual([127, 0, 0, 1]);
    expect(parseIPv4("10.1")).toEqual([10, 0, 0, 1]);
    expect(parseIPv4("256.1.1.1")).toBeNull();
    expect(parseIPv4("example.com")).toBeNull();
    expect(parseIPv6("::ffff:10.0.0.1")?.slice(10)).toEqual([0xff, 0xff, 10, 0, 0, 1]);
    expect(isPublicIPv4([8, 8, 8, 8])).toBe(true);
    expect(isPublicIPv4([172, 32, 0, 1])).toBe(true);
  });
});

describe("fetchPublicImage", () => {
  const IMG = fixture("logo-200x150.png");
  type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;
  const internet = (routes: Record<string, Route>) => {
    const calls: string[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(url);
      const route = routes[url];
      return route ? route(url, init) : new Response("no such page", { status: 404 });
    }) as typeof fetch;
    return { fetcher, calls };
  };
  const redirect =
    (to: string, status = 302) =>
    () =>
      new Response(null, { status, headers: { location: to } });
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RemoteRefused);
    return (err as RemoteRefused).reason;
  };

  it("fetches a public image and follows checked redirects by hand", async () => {
    const net = internet({
      "https://a.example.com/img": redirect("/moved", 301),
      "https://a.example.com/moved": redirect("https://cdn.example.net/x.png", 307),
      "https://cdn.example.net/x.png": (_u, init) => {
        expect(init?.redirect).toBe("manual");
        return new Response(IMG);
      },
    });
    const out = await fetchPublicImage("https://a.example.com/img", { maxBytes: 1_000_000, fetcher: net.fetcher });
    expect(out).toEqual(IMG);
    expect(net.calls).toEqual([
      "https://a.example.com/img",
      "https://a.example.com/moved",
      "https://cdn.example.net/x.png",
    ]);
  });

  it.each([
    "http://127.0.0.1/a.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:127.0.0.1]/",
    "http://localhost:8787/media/1/1/orig.png",
    "http://2130706433/",
    "file:///etc/passwd",
  ])("does not follow a redirect to %s", async (target) => {
    const net = internet({ "https://a.example.com/img": redirect(target) });
    const reason = await refusal(
      fetchPublicImage("https://a.example.com/img", { maxBytes: 1e6, fetcher: net.fetcher }),
    );
    expect(["validation.urlPrivate", "validation.urlScheme"]).toContain(reason);
    expect(net.calls).toEqual(["https://a.example.com/img"]);
  });

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    const routes: Record<string, Route> = {};
    for (let i = 0; i < 10; i++) routes[`https://a.example.com/${i}`] = redirect(`/${i + 1}`);
    const net = internet(routes);
    expect(await refusal(fetchPublicImage("https://a.example.com/0", { maxBytes: 1e6, fetcher: net.fetcher }))).toBe(
      "validation.urlTooManyRedirects",
    );
    expect(net.calls).toHaveLength(MAX_REDIRECTS + 1);
  });

  it("caps the body while it streams (no content-length) and cancels the rest", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        pulled += 1;
        ctrl.enqueue(new Uint8Array(64 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const net = internet({ "https://a.example.com/big": () => new Response(endless) });
    expect(
      await refusal(fetchPublicImage("https://a.example.com/big", { maxBytes: 256 * 1024, fetcher: net.fetcher })),
    ).toBe("validation.fileTooLarge");
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(10);
  });

  it("refuses a declared length over the cap without reading the body", async () => {
    const net = internet({
      "https://a.example.com/big": () =>
        new Response(new Uint8Array(10), { headers: { "content-length": "99999999" } }),
    });
    expect(await refusal(fetchPublicImage("https://a.example.com/big", { maxBytes: 1000, fetcher: net.fetcher }))).toBe(
      "validation.fileTooLarge",
    );
  });

  it("gives up at the deadline", async () => {
    const hang = (_u: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const net = internet({ "https://slow.example.com/a.png": hang });
    expect(
      await refusal(
        fetchPublicImage("https://slow.example.com/a.png", { maxBytes: 1e6, timeoutMs: 50, fetcher: net.fetcher }),
      ),
    ).toBe("validation.urlTimeout");
  });

  it("refuses error statuses and empty bodies", async () => {
    const net = internet({ "https://a.example.com/empty": () => new Response(new Uint8Array()) });
    expect(
      await refusal(fetchPublicImage("https://a.example.com/missing", { maxBytes: 1e6, fetcher: net.fetcher })),
    ).toBe("validation.urlFetchFailed");
    expect(
      await refusal(fetchPublicImage("https://a.example.com/empty", { maxBytes: 1e6, fetcher: net.fetcher })),
    ).toBe("validation.fileEmpty");
  });
});
