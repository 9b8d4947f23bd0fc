import { Hono } from "hono";
import { getDb } from "../../db/client";
import { findStore } from "../../db/stores";
import type { AppEnv } from "../platform/http/envelope";
import { requestHostname } from "../platform/tenancy/hostname";
import { memoGet } from "../platform/tenancy/storeMemo";
import { resolveStoreId } from "../platform/tenancy/tenancy";
import { isBranchType } from "../shared/constants";

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

/** The host's store is a branch of `headStoreId` (its network's catalogue images are its own). */
async function isBranchOf(env: AppEnv["Bindings"], hostStoreId: number | null, headStoreId: number): Promise<boolean> {
  if (hostStoreId === null) return false;
  const row = await findStore(getDb(env.DB), hostStoreId);
  return Boolean(row && isBranchType(row.type) && row.parentStoreId === headStoreId);
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain", "cache-control": "no-store" } });

export const mediaServe = new Hono<AppEnv>().get("/:storeId{[0-9]+}/:mediaId{[0-9]+}/:file", async (c) => {
  const { storeId, mediaId, file } = c.req.param();
  const ext = /^[A-Za-z0-9_-]+\.([a-z]+)$/.exec(file)?.[1];
  const type = ext ? CONTENT_TYPES[ext] : undefined;
  if (!type) return notFound();
  // Tenant rule: store A's image is not served on store B's host (nor on an unknown host), except
  // on A's branch hosts, which sell A's products (issue 13).
  const hostStoreId = await storeIdOfHost(c.req.raw, c.env);
  if (hostStoreId !== Number(storeId) && !(await isBranchOf(c.env, hostStoreId, Number(storeId)))) return notFound();

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
