import { Hono } from "hono";
import { getDb } from "../../db/client";
import type { AppEnv } from "../platform/envelope";
import { requestHostname } from "../platform/hostname";
import { memoGet } from "../platform/storeMemo";
import { resolveStoreId } from "../platform/tenancy";

// GET /media/<storeId>/<mediaId>/<file>: the R2 objects of uploads. Mounted before the request
// context is built: an image needs the host's store id only, not the session or the cache map.
// Keys are never reused (the media id is new for every upload), so answers are immutable.

const IMMUTABLE = "public, max-age=31536000, immutable";
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

async function storeIdOfHost(req: Request, env: AppEnv["Bindings"]): Promise<number | null> {
  const hostname = requestHostname(req);
  if (!hostname) return null;
  const memo = memoGet(hostname);
  if (memo) return memo.storeId;
  return (await resolveStoreId(env.KV, getDb(env.DB), hostname)).storeId;
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain", "cache-control": "no-store" } });

export const mediaServe = new Hono<AppEnv>().get("/:storeId{[0-9]+}/:mediaId{[0-9]+}/:file", async (c) => {
  const { storeId, mediaId, file } = c.req.param();
  const ext = /^[A-Za-z0-9_-]+\.([a-z]+)$/.exec(file)?.[1];
  const type = ext ? CONTENT_TYPES[ext] : undefined;
  if (!type) return notFound();
  // Tenant rule: store A's image is not served on store B's host (nor on an unknown host).
  if ((await storeIdOfHost(c.req.raw, c.env)) !== Number(storeId)) return notFound();

  const key = `${storeId}/${mediaId}/${file}`;
  const ifNoneMatch = c.req.header("if-none-match");
  const obj = await c.env.MEDIA.get(key, ifNoneMatch ? { onlyIf: new Headers({ "if-none-match": ifNoneMatch }) } : {});
  if (!obj) return notFound();
  const headers = new Headers({
    "content-type": obj.httpMetadata?.contentType ?? type,
    "cache-control": IMMUTABLE,
    etag: obj.httpEtag,
  });
  // R2 answers a failed precondition with the object's metadata and no body.
  if (!("body" in obj)) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(obj.size));
  return new Response(obj.body, { status: 200, headers });
});

// Anything else under /media (a bad shape) is a plain 404, never the page handler.
mediaServe.all("*", () => notFound());
