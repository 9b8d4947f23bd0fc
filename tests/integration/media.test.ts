import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../db/client";
import { findMediaByIds } from "../../db/media";
import { findStore } from "../../db/stores";
import { storeMedia } from "../../functions/media/service";
import { sniffImage } from "../../functions/media/sniff";
import type { Env } from "../../functions/platform/env";
import { storeScope } from "../../functions/platform/tenancy/scope";
import { CACHE_KEYS } from "../../functions/shared/constants";
import { MAX_UPLOAD_BYTES } from "../../functions/shared/media";
import { type FixtureName, fixture } from "../fixtures";
import { api, registerMember, shopWithAdmin, sql } from "../helpers";

// Media on R2 (issue 3 §2): uploads sniffed and resized once with the real Images binding (sharp
// under miniflare), rows in D1, objects in R2, served from /media with immutable caching, and
// every store sealed off from the others.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "admin@shop-a.test", password: "admin-pass-1", name: "Ada Admin" };
const ADMIN_B = { email: "admin@shop-b.test", password: "admin-pass-2", name: "Bob Admin" };

const MIME: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

async function storeA() {
  const { storeId, token } = await shopWithAdmin(A, "NORMAL", ADMIN);
  return { storeId, token };
}
async function storeB() {
  const { storeId, token } = await shopWithAdmin(B, "NORMAL", ADMIN_B);
  return { storeId, token };
}

type Upload = { bytes: Uint8Array; name?: string; type?: string };
const file = (name: FixtureName): Upload => ({ bytes: fixture(name), name, type: MIME[name.split(".").pop()!] });

async function upload(
  host: string,
  token: string | undefined,
  fields: Record<string, string>,
  media?: Upload,
  path = "/api/admin/media",
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (media) {
    const blob = new Blob([media.bytes as Uint8Array<ArrayBuffer>], { type: media.type ?? "application/octet-stream" });
    form.append("media", blob, media.name ?? "upload.bin");
  }
  const res = await SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

const get = (host: string, path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://${host}${path}`, { headers });

async function objectsOf(prefix: string) {
  const list = await env.MEDIA.list({ prefix });
  return list.objects.map((o) => o.key).sort();
}

async function dims(key: string) {
  const obj = await env.MEDIA.get(key);
  if (!obj) throw new Error(`no object ${key}`);
  const bytes = new Uint8Array(await obj.arrayBuffer());
  const info = await env.IMAGES.info(new Blob([bytes]).stream());
  return { info, header: sniffImage(bytes), bytes, contentType: obj.httpMetadata?.contentType };
}

const issuePaths = (body: any) => (body.issues as { path: string }[]).map((i) => i.path);

async function product(storeId: number, name = "Tea") {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name) VALUES (?, ?) RETURNING id",
    storeId,
    name,
  );
  return row!.id;
}

describe("upload: type, size and variants", () => {
  it.each([
    ["photo-1920x1080.jpg", "image/jpeg", 1920, 1080, "jpg"],
    ["logo-200x150.png", "image/png", 200, 150, "png"],
    ["photo-640x480.webp", "image/webp", 640, 480, "webp"],
    ["still-120x80.gif", "image/gif", 120, 80, "gif"],
  ] as const)("stores %s as %s, the original byte for byte", async (name, mime, width, height, ext) => {
    const { storeId, token } = await storeA();
    const r = await upload(A, token, { type: "ARTICLE_COVER", name: "cover", sort: "3" }, file(name));
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const m = r.body.data;
    expect(m).toMatchObject({ type: "ARTICLE_COVER", name: "cover", sort: 3, mime, width, height, isAnimated: false });
    expect(m.path).toBe(`/media/${storeId}/${m.id}/orig.${ext}`);
    const orig = await env.MEDIA.get(`${storeId}/${m.id}/orig.${ext}`);
    expect(new Uint8Array(await orig!.arrayBuffer())).toEqual(fixture(name));
    expect(orig!.httpMetadata?.contentType).toBe(mime);
  });

  it("trusts the bytes, not the file name or the declared type", async () => {
    const { token } = await storeA();
    const png = await upload(
      A,
      token,
      { type: "STORE_LOGO" },
      { ...file("logo-200x150.png"), name: "x.jpg", type: "image/jpeg" },
    );
    expect(png.body.data.mime).toBe("image/png");

    const text = new TextEncoder().encode("<?php echo 'hi'; ?> this is not an image at all");
    const fake = await upload(A, token, { type: "STORE_LOGO" }, { bytes: text, name: "photo.jpg", type: "image/jpeg" });
    expect(fake.status).toBe(422);
    expect(fake.body.code).toBe(400001);
    expect(fake.body.issues).toEqual([{ path: "media", message: "validation.imageType" }]);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (await upload(A, token, { type: "STORE_LOGO" }, { bytes: svg, name: "a.svg", type: "image/svg+xml" })).status,
    ).toBe(422);
    expect(await sql("SELECT id FROM media")).toHaveLength(1);
  });

  it("refuses an empty file, a missing file and a non-multipart body with 422 naming media", async () => {
    const { token } = await storeA();
    const empty = await upload(
      A,
      token,
      { type: "BANNER" },
      { bytes: new Uint8Array(), name: "a.jpg", type: "image/jpeg" },
    );
    expect(empty.status).toBe(422);
    expect(empty.body.issues).toEqual([{ path: "media", message: "validation.fileEmpty" }]);
    const missing = await upload(A, token, { type: "BANNER" });
    expect(missing.status).toBe(422);
    expect(issuePaths(missing.body)).toEqual(["media"]);
    const json = await api(A, "POST", "/api/admin/media", { token, body: { type: "BANNER" } });
    expect(json.status).toBe(422);
    expect(issuePaths(json.body)).toEqual(["media"]);
  });

  it("refuses bad fields with 422 naming them, before anything is written", async () => {
    const { token } = await storeA();
    const r = await upload(
      A,
      token,
      { type: "NOT_A_KIND", link: "javascript:alert(1)", sort: "first", isAdmin: "1" },
      file("logo-200x150.png"),
    );
    expect(r.status).toBe(422);
    expect(issuePaths(r.body).sort()).toEqual(["_", "link", "sort", "type"]);
    expect(await sql("SELECT id FROM media")).toEqual([]);
    expect(await objectsOf("")).toEqual([]);
  });

  it("refuses a damaged image (good header, broken data) with 422 and writes nothing", async () => {
    const { token } = await storeA();
    const broken = fixture("photo-1920x1080.jpg").slice(0, 1200);
    expect(sniffImage(broken)).toMatchObject({ mime: "image/jpeg", width: 1920 }); // the header alone is fine
    const r = await upload(A, token, { type: "BANNER" }, { bytes: broken, name: "cut.jpg", type: "image/jpeg" });
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([{ path: "media", message: "validation.imageUnreadable" }]);
    expect(await sql("SELECT id FROM media")).toEqual([]);
    expect(await objectsOf("")).toEqual([]);
  });

  it(`refuses a file over ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB with 413, and a body over the upload limit too`, async () => {
    const { token } = await storeA();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(fixture("photo-1920x1080.jpg"));
    const r = await upload(A, token, { type: "BANNER" }, { bytes: big, name: "big.jpg", type: "image/jpeg" });
    expect(r.status).toBe(413);
    expect(r.body.issues).toEqual([{ path: "media", message: "validation.fileTooLarge" }]);
    expect(r.body.message).toMatch(/larger than 10 MiB/);

    const huge = await upload(A, token, { type: "BANNER" }, { bytes: new Uint8Array(MAX_UPLOAD_BYTES + 128 * 1024) });
    expect(huge.status).toBe(413);
    expect(await sql("SELECT id FROM media")).toEqual([]);

    // The larger limit is for multipart POSTs to the upload paths only: JSON bodies keep 64 KiB.
    const json = await api(A, "PATCH", "/api/admin/media/1", { token, body: { name: "x".repeat(70 * 1024) } });
    expect(json.status).toBe(413);
    const jsonToUpload = await api(A, "POST", "/api/admin/media", { token, body: { type: "x".repeat(70 * 1024) } });
    expect(jsonToUpload.status).toBe(413);
    const form = new FormData();
    form.append("media", new Blob([new Uint8Array(100 * 1024)]), "a.jpg");
    const multipartElsewhere = await SELF.fetch(`http://${A}/api/admin/mediaByURL`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(multipartElsewhere.status).toBe(413);
    await multipartElsewhere.arrayBuffer();
  });

  it("makes the banner variants once, as WebP, at the sizes recorded (read back from R2)", async () => {
    const { storeId, token } = await storeA();
    const r = await upload(A, token, { type: "BANNER", link: "/products" }, file("photo-1920x1080.jpg"));
    expect(r.body.code).toBe(0);
    const m = r.body.data;
    expect(Object.keys(m.variants).sort()).toEqual(["w1920h1080t1", "w1920h540t1", "w800h1200t1"]);
    const expected: Record<string, [number, number]> = {
      w1920h1080t1: [1920, 1080],
      w1920h540t1: [1920, 540],
      w800h1200t1: [720, 1080], // clamped: no enlargement, the box's shape
    };
    const [row] = await sql<{ variants: string }>("SELECT variants FROM media WHERE id = ?", m.id);
    const stored = JSON.parse(row!.variants);
    for (const [name, [w, h]] of Object.entries(expected)) {
      expect(m.variants[name]).toEqual({ path: `/media/${storeId}/${m.id}/${name}.webp`, width: w, height: h });
      const d = await dims(`${storeId}/${m.id}/${name}.webp`);
      expect(d.info).toMatchObject({ format: "image/webp", width: w, height: h });
      expect(d.header).toMatchObject({ mime: "image/webp", width: w, height: h });
      expect(d.contentType).toBe("image/webp");
      expect(stored[name]).toEqual({
        key: `${storeId}/${m.id}/${name}.webp`,
        width: w,
        height: h,
        bytes: d.bytes.byteLength,
        mime: "image/webp",
      });
    }
    expect(await objectsOf(`${storeId}/${m.id}/`)).toEqual(
      ["orig.jpg", "w1920h1080t1.webp", "w1920h540t1.webp", "w800h1200t1.webp"].map((f) => `${storeId}/${m.id}/${f}`),
    );
  });

  it("never upscales a small image, and keeps its transparency (WebP, not JPEG)", async () => {
    const { storeId, token } = await storeA();
    const r = await upload(A, token, { type: "PRODUCT" }, file("logo-200x150.png"));
    const m = r.body.data;
    expect(Object.keys(m.variants).sort()).toEqual(["90x135", "90x90"]);
    for (const [name, v] of Object.entries(m.variants) as [string, { width: number; height: number }][]) {
      expect(v.width).toBeLessThanOrEqual(200);
      expect(v.height).toBeLessThanOrEqual(150);
      const d = await dims(`${storeId}/${m.id}/${name}.webp`);
      expect(d.info).toMatchObject({ width: v.width, height: v.height });
      // VP8X with the alpha flag: the transparent part did not turn black.
      expect(String.fromCharCode(...d.bytes.slice(12, 16))).toBe("VP8X");
      expect(d.bytes[20]! & 0x10).toBe(0x10);
    }
  });

  it("clamps product boxes the original fills one way only, sharing identical outputs", async () => {
    const { storeId, token } = await storeA();
    const m = (await upload(A, token, { type: "PRODUCT" }, file("photo-640x480.webp"))).body.data;
    expect(m.variants["600x600"]).toEqual(m.variants["500x500"]);
    expect(m.variants["500x500"]).toMatchObject({ width: 480, height: 480 });
    expect(m.variants["800x800"]).toBeUndefined();
    expect(m.variants.w500).toMatchObject({ width: 500, height: 375 });
    for (const v of Object.values(m.variants) as { width: number; height: number }[]) {
      expect(v.width).toBeLessThanOrEqual(640);
      expect(v.height).toBeLessThanOrEqual(480);
    }
    const keys = await objectsOf(`${storeId}/${m.id}/`);
    expect(keys).toContain(`${storeId}/${m.id}/500x500.webp`);
    expect(keys).not.toContain(`${storeId}/${m.id}/600x600.webp`);
  });

  it("sizes an EXIF-rotated photo as it is shown", async () => {
    const { storeId, token } = await storeA();
    const m = (await upload(A, token, { type: "PRODUCT" }, file("rotated-300x200-o6.jpg"))).body.data;
    expect([m.width, m.height]).toEqual([200, 300]);
    expect(m.variants["90x135"]).toMatchObject({ width: 90, height: 135 });
    const d = await dims(`${storeId}/${m.id}/w400.webp`).catch(() => null);
    expect(d).toBeNull(); // 200 wide: no 400-wide copy
  });

  it.each(["animated-64x64.gif", "animated-64x64.webp"] as const)(
    "stores %s as it is: animated, no variants",
    async (name) => {
      const { storeId, token } = await storeA();
      const r = await upload(A, token, { type: "PRODUCT" }, file(name));
      const m = r.body.data;
      expect(m).toMatchObject({ isAnimated: true, variants: {}, width: 64, height: 64 });
      const ext = name.split(".").pop();
      expect(await objectsOf(`${storeId}/${m.id}/`)).toEqual([`${storeId}/${m.id}/orig.${ext}`]);
    },
  );

  it("leaves nothing behind when a write fails half-way", async () => {
    const { storeId } = await storeA();
    const store = await findStore(getDb(env.DB), storeId);
    let puts = 0;
    // The real bucket, with the third object write failing.
    const flaky = new Proxy(env.MEDIA, {
      get(target, prop) {
        if (prop === "put")
          return (...args: Parameters<R2Bucket["put"]>) => {
            puts += 1;
            if (puts === 3) return Promise.reject(new Error("R2 is down"));
            return target.put(...args);
          };
        const v = Reflect.get(target, prop);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    const scope = storeScope({ ...(env as unknown as Env), MEDIA: flaky }, getDb(env.DB), store!);
    await expect(storeMedia(scope, fixture("photo-1920x1080.jpg"), { type: "BANNER" })).rejects.toThrow("R2 is down");
    expect(puts).toBeGreaterThanOrEqual(3);
    expect(await sql("SELECT id FROM media")).toEqual([]);
    expect(await objectsOf(`${storeId}/`)).toEqual([]);
  });
});

describe("serving /media", () => {
  it("serves with immutable caching, the right type, an ETag and 304 on If-None-Match", async () => {
    const { token } = await storeA();
    const m = (await upload(A, token, { type: "BANNER" }, file("photo-1920x1080.jpg"))).body.data;
    const res = await get(A, m.path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(fixture("photo-1920x1080.jpg"));

    const again = await get(A, m.path, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await again.text()).toBe("");

    const head = await SELF.fetch(`http://${A}${m.path}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(await head.text()).toBe("");

    const other = await get(A, m.path, { "if-none-match": '"not-it"' });
    expect(other.status).toBe(200);
    await other.arrayBuffer();

    const variant = await get(A, m.variants.w1920h540t1.path);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    await variant.arrayBuffer();
  });

  it("answers 404 for a missing object, a bad name, another store's host and an unknown host", async () => {
    const a = await storeA();
    await storeB();
    const m = (await upload(A, a.token, { type: "STORE_LOGO" }, file("logo-200x150.png"))).body.data;
    for (const [host, path] of [
      [A, `/media/${a.storeId}/${m.id}/nothing.webp`],
      [A, `/media/${a.storeId}/${m.id + 1}/orig.png`],
      [A, `/media/${a.storeId}/${m.id}/orig.svg`],
      [A, `/media/${a.storeId}/${m.id}/..%2Forig.png`],
      [A, `/media/${a.storeId}/${m.id}`],
      [B, m.path], // store A's image on store B's host
      ["nowhere.localhost", m.path],
    ] as const) {
      const res = await get(host, path);
      expect(res.status, `${host}${path}`).toBe(404);
      expect(res.headers.get("content-type")).not.toMatch(/html/);
      await res.arrayBuffer();
    }
    expect((await get(A, m.path)).status).toBe(200);
  });
});

describe("edit and delete", () => {
  it("patches name, link, sort and parentId only", async () => {
    const { token } = await storeA();
    const m = (await upload(A, token, { type: "BANNER", name: "old", link: "/a" }, file("photo-640x480.webp"))).body
      .data;
    const r = await api(A, "PATCH", `/api/admin/media/${m.id}`, {
      token,
      body: { name: "Spring sale", link: "https://example.com/sale", sort: 9, parentId: 4 },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      id: m.id,
      name: "Spring sale",
      link: "https://example.com/sale",
      sort: 9,
      parentId: 4,
    });
    expect(r.body.data.variants).toEqual(m.variants);
    const cleared = await api(A, "PATCH", `/api/admin/media/${m.id}`, { token, body: { link: null, name: "" } });
    expect(cleared.body.data).toMatchObject({ name: null, link: null, sort: 9 });

    for (const body of [{ type: "PRODUCT" }, { width: 1 }, { link: "javascript:alert(1)" }, { sort: 1.5 }]) {
      const bad = await api(A, "PATCH", `/api/admin/media/${m.id}`, { token, body });
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    const missing = await api(A, "PATCH", `/api/admin/media/${m.id + 100}`, { token, body: { name: "x" } });
    expect(missing.body.code).toBe(400004);
  });

  it("deletes the row and every R2 object of it", async () => {
    const { storeId, token } = await storeA();
    const m = (await upload(A, token, { type: "PRODUCT" }, file("photo-1920x1080.jpg"))).body.data;
    const prefix = `${storeId}/${m.id}/`;
    expect((await objectsOf(prefix)).length).toBeGreaterThan(5);
    const r = await api(A, "DELETE", `/api/admin/media/${m.id}`, { token });
    expect(r.body).toMatchObject({ code: 0, data: { id: m.id } });
    expect(await objectsOf(prefix)).toEqual([]);
    expect(await sql("SELECT id FROM media")).toEqual([]);
    expect((await get(A, m.path)).status).toBe(404);
    expect((await api(A, "DELETE", `/api/admin/media/${m.id}`, { token })).body.code).toBe(400004);
  });
});

describe("product media", () => {
  it("links an image to a product of this store, and deleting the link removes the image", async () => {
    const { storeId, token } = await storeA();
    const productId = await product(storeId);
    const r = await upload(
      A,
      token,
      { productId: String(productId), type: "PRODUCT_SQUARE", sort: "2" },
      file("photo-640x480.webp"),
      "/api/admin/product/media",
    );
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ productId, type: "PRODUCT_SQUARE", sort: 2 });
    expect(r.body.data.media).toMatchObject({ id: r.body.data.mediaId, type: "PRODUCT_SQUARE", width: 640 });
    expect(await sql("SELECT product_id, media_id, type, sort FROM product_media")).toEqual([
      { product_id: productId, media_id: r.body.data.mediaId, type: "PRODUCT_SQUARE", sort: 2 },
    ]);

    const del = await api(A, "DELETE", `/api/admin/product/media/${r.body.data.id}`, { token });
    expect(del.body).toMatchObject({ code: 0, data: { id: r.body.data.id, mediaId: r.body.data.mediaId, productId } });
    expect(await sql("SELECT id FROM product_media")).toEqual([]);
    expect(await sql("SELECT id FROM media")).toEqual([]);
    expect(await objectsOf(`${storeId}/`)).toEqual([]);
    expect((await api(A, "DELETE", `/api/admin/product/media/${r.body.data.id}`, { token })).body.code).toBe(400004);
  });

  it("refuses an unknown product or another store's product with 400004 and writes nothing", async () => {
    const { token } = await storeA();
    const b = await storeB();
    const theirs = await product(b.storeId, "Their tea");
    for (const productId of [theirs, 999_999]) {
      const r = await upload(
        A,
        token,
        { productId: String(productId), type: "PRODUCT" },
        file("logo-200x150.png"),
        "/api/admin/product/media",
      );
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(400004);
    }
    const banner = await upload(
      A,
      token,
      { productId: "1", type: "BANNER" },
      file("logo-200x150.png"),
      "/api/admin/product/media",
    );
    expect(banner.status).toBe(422);
    expect(issuePaths(banner.body)).toEqual(["type"]);
    expect(await sql("SELECT id FROM media")).toEqual([]);
    expect(await objectsOf("")).toEqual([]);
  });
});

describe("tenancy and permissions", () => {
  it("keeps store A's media out of store B's reach", async () => {
    const a = await storeA();
    const b = await storeB();
    const productId = await product(a.storeId);
    const m = (await upload(A, a.token, { type: "BANNER", name: "A's" }, file("photo-640x480.webp"))).body.data;
    const link = (
      await upload(
        A,
        a.token,
        { productId: String(productId), type: "PRODUCT" },
        file("logo-200x150.png"),
        "/api/admin/product/media",
      )
    ).body.data;

    expect(
      (await api(B, "PATCH", `/api/admin/media/${m.id}`, { token: b.token, body: { name: "mine" } })).body.code,
    ).toBe(400004);
    expect((await api(B, "DELETE", `/api/admin/media/${m.id}`, { token: b.token })).body.code).toBe(400004);
    expect((await api(B, "DELETE", `/api/admin/product/media/${link.id}`, { token: b.token })).body.code).toBe(400004);
    // A's token is not a session on B's host.
    expect((await api(B, "DELETE", `/api/admin/media/${m.id}`, { token: a.token })).body.code).toBe(400029);
    expect((await get(B, m.path)).status).toBe(404);

    expect(await sql("SELECT name FROM media WHERE id = ?", m.id)).toEqual([{ name: "A's" }]);
    expect(await objectsOf(`${a.storeId}/${m.id}/`)).toEqual([`${a.storeId}/${m.id}/orig.webp`]);
    expect((await objectsOf(`${a.storeId}/${link.mediaId}/`)).length).toBeGreaterThan(0);
    expect((await get(A, m.path)).status).toBe(200);

    const db = getDb(env.DB);
    expect((await findMediaByIds(db, a.storeId, [m.id, link.mediaId, 12345])).map((r) => r.id).sort()).toEqual(
      [m.id, link.mediaId].sort(),
    );
    expect(await findMediaByIds(db, b.storeId, [m.id, link.mediaId])).toEqual([]);
  });

  it("writes one audit row and bumps every cache key per change", async () => {
    const { storeId, token } = await storeA();
    const before = Date.now();
    const r = await upload(A, token, { type: "STORE_LOGO", name: "logo" }, file("logo-200x150.png"));
    for (const k of CACHE_KEYS) expect(r.body.apiCacheMap[k]).toBeGreaterThanOrEqual(before);
    const stored = await env.KV.get<Record<string, number>>(`cachemap:${storeId}`, "json");
    expect(stored).toEqual(r.body.apiCacheMap);

    const id = r.body.data.id;
    await api(A, "PATCH", `/api/admin/media/${id}`, { token, body: { sort: 2 } });
    await api(A, "DELETE", `/api/admin/media/${id}`, { token });
    const audit = await sql<{
      method: string;
      path: string;
      system: string;
      object_id: string;
      payload: string | null;
    }>("SELECT method, path, system, object_id, payload FROM audit_logs WHERE store_id = ? ORDER BY id", storeId);
    expect(audit.map(({ payload: _p, ...rest }) => rest)).toEqual([
      { method: "POST", path: "/api/admin/media", system: "Media", object_id: String(id) },
      { method: "PATCH", path: `/api/admin/media/${id}`, system: "Media", object_id: String(id) },
      { method: "DELETE", path: `/api/admin/media/${id}`, system: "Media", object_id: String(id) },
    ]);
    expect(JSON.parse(audit[0]!.payload!)).toMatchObject({
      type: "STORE_LOGO",
      name: "logo",
      bytes: fixture("logo-200x150.png").byteLength,
    });
  });

  it("answers NOT_ADMIN (400027) to a member and 400029 without a session, writing nothing", async () => {
    const { storeId, token } = await storeA();
    const m = (await upload(A, token, { type: "BANNER" }, file("logo-200x150.png"))).body.data;
    const auditBefore = await sql("SELECT id FROM audit_logs");
    const member = (await registerMember(A, "mia@example.com")).accessToken;
    const productId = await product(storeId);
    for (const who of [member, undefined]) {
      const code = who ? 400027 : 400029;
      expect((await upload(A, who, { type: "BANNER" }, file("logo-200x150.png"))).body.code).toBe(code);
      expect(
        (
          await upload(
            A,
            who,
            { productId: String(productId), type: "PRODUCT" },
            file("logo-200x150.png"),
            "/api/admin/product/media",
          )
        ).body.code,
      ).toBe(code);
      expect((await api(A, "PATCH", `/api/admin/media/${m.id}`, { token: who, body: { name: "x" } })).body.code).toBe(
        code,
      );
      expect((await api(A, "DELETE", `/api/admin/media/${m.id}`, { token: who })).body.code).toBe(code);
      expect((await api(A, "DELETE", `/api/admin/product/media/1`, { token: who })).body.code).toBe(code);
      expect(
        (
          await api(A, "POST", "/api/admin/mediaByURL", {
            token: who,
            body: { url: "https://example.com/a.png", type: "BANNER" },
          })
        ).body.code,
      ).toBe(code);
    }
    expect(await sql("SELECT id, name FROM media")).toEqual([{ id: m.id, name: null }]);
    expect(await sql("SELECT id FROM audit_logs")).toEqual(auditBefore);
  });

  it("honours a blocked privilege: Settings blocked still allows product images", async () => {
    const { storeId, token } = await storeA();
    await sql("UPDATE users SET blocked_privileges = ? WHERE email = ?", JSON.stringify([9]), ADMIN.email);
    expect((await upload(A, token, { type: "BANNER" }, file("logo-200x150.png"))).body.code).toBe(400027);
    const productId = await product(storeId);
    const r = await upload(
      A,
      token,
      { productId: String(productId), type: "PRODUCT" },
      file("logo-200x150.png"),
      "/api/admin/product/media",
    );
    expect(r.body.code).toBe(0);
    // A product picture uploaded before its product exists (the new-product form) is a Products write.
    expect((await upload(A, token, { type: "PRODUCT" }, file("logo-200x150.png"))).body.code).toBe(0);
    await sql("UPDATE users SET blocked_privileges = ? WHERE email = ?", JSON.stringify([4]), ADMIN.email);
    expect((await upload(A, token, { type: "PRODUCT" }, file("logo-200x150.png"))).body.code).toBe(400027);
    expect((await upload(A, token, { type: "BANNER" }, file("logo-200x150.png"))).body.code).toBe(0);
  });
});

describe("mediaByURL", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    "http://127.0.0.1/a.png",
    "http://localhost/a.png",
    "http://shop-a.localhost/media/1/1/orig.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://2130706433/",
    "http://0x7f.0.0.1/",
    "http://0177.0.0.1/",
    "http://10.0.0.8/a.png",
    "http://100.64.1.1/a.png",
    "http://[::1]/a.png",
    "http://[::ffff:127.0.0.1]/a.png",
    "http://[fd00:ec2::254]/",
    "http://[fe80::1%25eth0]/",
    "http://metadata.google.internal/",
    "ftp://example.com/a.png",
    "file:///etc/passwd",
    "gopher://example.com/",
    "http://example.com:6379/",
    "not a url",
  ])("refuses %s with 422 naming url, without fetching it", async (url) => {
    const { token } = await storeA();
    const spy = vi.spyOn(globalThis, "fetch");
    const r = await api(A, "POST", "/api/admin/mediaByURL", { token, body: { url, type: "BANNER" } });
    expect(r.status).toBe(422);
    expect(issuePaths(r.body)).toEqual(["url"]);
    expect(spy).not.toHaveBeenCalled();
    expect(await sql("SELECT id FROM media")).toEqual([]);
  });

  it("stores an image from a public URL like an upload (the internet stood in for)", async () => {
    const { storeId, token } = await storeA();
    const real = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url === "https://images.example.com/banner")
        return new Response(null, { status: 302, headers: { location: "/b.jpg" } });
      if (url === "https://images.example.com/b.jpg") return new Response(fixture("photo-1920x1080.jpg"));
      if (url === "https://images.example.com/evil")
        return new Response(null, { status: 301, headers: { location: "http://[::1]/" } });
      if (url === "https://images.example.com/text") return new Response("hello");
      return real(input, init);
    });
    const r = await api(A, "POST", "/api/admin/mediaByURL", {
      token,
      body: { url: "https://images.example.com/banner", type: "BANNER", name: "from url" },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      type: "BANNER",
      name: "from url",
      mime: "image/jpeg",
      width: 1920,
      height: 1080,
    });
    expect(Object.keys(r.body.data.variants)).toHaveLength(3);
    expect((await objectsOf(`${storeId}/${r.body.data.id}/`)).length).toBe(4);

    const evil = await api(A, "POST", "/api/admin/mediaByURL", {
      token,
      body: { url: "https://images.example.com/evil", type: "BANNER" },
    });
    expect(evil.status).toBe(422);
    expect(evil.body.issues).toEqual([{ path: "url", message: "validation.urlPrivate" }]);
    const text = await api(A, "POST", "/api/admin/mediaByURL", {
      token,
      body: { url: "https://images.example.com/text", type: "BANNER" },
    });
    expect(text.status).toBe(422);
    expect(text.body.issues).toEqual([{ path: "url", message: "validation.imageType" }]);
    expect(spy.mock.calls.map(([u]) => String(u))).toEqual([
      "https://images.example.com/banner",
      "https://images.example.com/b.jpg",
      "https://images.example.com/evil",
      "https://images.example.com/text",
    ]);
  });
});
