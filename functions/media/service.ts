import type { Extra } from "../../db/batch";
import type { MediaRow, MediaVariant, productMedia } from "../../db/schema";
import type { AuditTrail } from "../platform/auditTrail";
import { AppError, invalid, notFound } from "../platform/errors";
import type { StoreScope } from "../platform/tenancy/scope";
import { Code } from "../shared/codes";
import {
  extOfMime,
  MAX_UPLOAD_BYTES,
  MEDIA_VARIANTS,
  mediaKey,
  mediaPrefix,
  ORIGINAL,
  variantMimeOf,
} from "../shared/media";
import { fetchPublicImage, RemoteRefused } from "./remote";
import { type Sniffed, sniffImage } from "./sniff";
import { planVariants, type VariantJob } from "./variants";

// The upload pipeline: bytes → sniffed type and size → variants made once with the Images binding
// → D1 row (pending) → R2 objects → row completed. Any failure removes what was written, so a media
// row either has all of its objects or does not exist. Completing the row is the commit point: the
// admin write's audit row (and a product link) ride in that batch.

/** Cloudflare Images' input limits; also keeps a tiny "decompression bomb" from reaching the codec. */
export const MAX_SIDE = 12_000;
export const MAX_PIXELS = 100_000_000;
/** Variants in flight at once: the Images binding is a subrequest, and a Worker has few at a time. */
export const VARIANT_CONCURRENCY = 4;
const IMMUTABLE = "public, max-age=31536000, immutable";

export type NewMedia = {
  type: string;
  name?: string | null;
  link?: string | null;
  parentId?: number | null;
  sort?: number;
};

type MadeVariant = VariantJob & { bytes: Uint8Array; outWidth: number; outHeight: number };

/** Size, type and dimension checks; `field` names the input in the 413/422 issues. */
export function checkUpload(bytes: Uint8Array, field = "media"): Sniffed {
  if (bytes.byteLength === 0) throw invalid([{ path: field, message: "validation.fileEmpty" }], "The file is empty.");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new AppError(Code.INVALID_REQUEST, 413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB.`, [
      { path: field, message: "validation.fileTooLarge" },
    ]);
  }
  const sniffed = sniffImage(bytes);
  if (!sniffed) {
    throw invalid(
      [{ path: field, message: "validation.imageType" }],
      "Only JPEG, PNG, WebP and GIF images are accepted.",
    );
  }
  if (sniffed.width > MAX_SIDE || sniffed.height > MAX_SIDE || sniffed.width * sniffed.height > MAX_PIXELS) {
    throw invalid([{ path: field, message: "validation.imageDimensions" }], "The image is too large in pixels.");
  }
  return sniffed;
}

const stream = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();

/** Every variant of `type` the original allows (none for animated images), read back for its real size. */
export async function makeVariants(
  images: ImagesBinding,
  bytes: Uint8Array,
  sniffed: Sniffed,
  type: string,
  field = "media",
): Promise<MadeVariant[]> {
  if (sniffed.isAnimated) return []; // spec: animated images are never resized
  const jobs = planVariants(MEDIA_VARIANTS[type] ?? {}, sniffed.width, sniffed.height);
  try {
    return await mapLimit(jobs, VARIANT_CONCURRENCY, async (job) => {
      // A stream is read once: every call gets its own.
      const result = await images
        .input(stream(bytes))
        .transform(job.transform)
        .output({ format: variantMimeOf(type) });
      const out = new Uint8Array(await result.response().arrayBuffer());
      const info = await images.info(stream(out));
      if (!("width" in info)) throw new Error(`variant ${job.name} is not a bitmap`);
      return { ...job, bytes: out, outWidth: info.width, outHeight: info.height };
    });
  } catch (err) {
    // The header was fine but the codec could not read the image: a damaged file, not a server fault.
    console.warn(JSON.stringify({ level: "warn", msg: "variant generation failed", type, error: String(err) }));
    throw invalid([{ path: field, message: "validation.imageUnreadable" }], "The image could not be processed.");
  }
}

/** What an upload adds to its commit batch, given the new id: the audit item, a product link. */
export type MediaCommit = (id: number) => Extra;

/** Stores an uploaded image and its variants for this store; answers the completed row. */
export async function storeMedia(
  scope: StoreScope,
  bytes: Uint8Array,
  input: NewMedia,
  opts: { field?: string; commit?: MediaCommit } = {},
): Promise<MediaRow> {
  return (await storeMediaWith(scope, bytes, input, opts)).row;
}

/** storeMedia, answering also the results of the commit's extra statements. */
async function storeMediaWith(
  scope: StoreScope,
  bytes: Uint8Array,
  input: NewMedia,
  { field = "media", commit }: { field?: string; commit?: MediaCommit },
) {
  const sniffed = checkUpload(bytes, field);
  const made = await makeVariants(scope.env.IMAGES, bytes, sniffed, input.type, field);
  const m = scope.media;
  const id = await m.insertPending({
    type: input.type,
    name: input.name ?? null,
    link: input.link ?? null,
    parentId: input.parentId ?? null,
    sort: input.sort ?? 0,
    mime: sniffed.mime,
    width: sniffed.width,
    height: sniffed.height,
    bytes: bytes.byteLength,
    isAnimated: sniffed.isAnimated,
  });
  try {
    const originalKey = mediaKey(scope.storeId, id, ORIGINAL, extOfMime(sniffed.mime));
    const variants: Record<string, MediaVariant> = {};
    const variantMime = variantMimeOf(input.type);
    const puts = [put(scope.env.MEDIA, originalKey, bytes, sniffed.mime)];
    for (const v of made) {
      const key = mediaKey(scope.storeId, id, v.name, extOfMime(variantMime));
      puts.push(put(scope.env.MEDIA, key, v.bytes, variantMime));
      const entry = { key, width: v.outWidth, height: v.outHeight, bytes: v.bytes.byteLength, mime: variantMime };
      for (const name of v.names) variants[name] = entry;
    }
    // Settle every put before cleaning up: a put still in flight would land after the cleanup.
    const failed = (await Promise.allSettled(puts)).find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    return await m.complete(id, originalKey, variants, commit?.(id));
  } catch (err) {
    await Promise.allSettled([removeObjects(scope, id), m.remove(id)]);
    throw err;
  }
}

function put(bucket: R2Bucket, key: string, bytes: Uint8Array, contentType: string) {
  return bucket.put(key, bytes, { httpMetadata: { contentType, cacheControl: IMMUTABLE } });
}

/** Every object under the media's prefix (variants, aliases and anything a failed upload left). */
export async function removeObjects(scope: StoreScope, mediaId: number): Promise<void> {
  const prefix = mediaPrefix(scope.storeId, mediaId);
  let cursor: string | undefined;
  do {
    const page = await scope.env.MEDIA.list({ prefix, cursor });
    if (page.objects.length) await scope.env.MEDIA.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Deletes the row (its product/banner links cascade; `extra` in its batch) and then its objects. */
export async function deleteMedia(scope: StoreScope, id: number, extra: Extra = []): Promise<MediaRow> {
  const row = await scope.media.remove(id, extra);
  if (!row) throw notFound();
  // Row first: should R2 fail now, what is left is unreachable objects, never a row whose images 404.
  await removeObjects(scope, id).catch((err) =>
    console.error(JSON.stringify({ level: "error", msg: "media objects left behind", id, error: String(err) })),
  );
  return row;
}

export async function patchMedia(
  scope: StoreScope,
  id: number,
  patch: { name?: string | null; link?: string | null; sort?: number; parentId?: number | null },
  audit: AuditTrail,
): Promise<MediaRow> {
  const m = scope.media;
  const before = await m.find(id);
  if (!before) throw notFound();
  const entry = { objectId: id, objectName: before.name, before, after: patch };
  // An empty patch changes nothing; the call is still recorded.
  if (!Object.keys(patch).length) {
    await scope.batch([audit.item({ ...entry, always: true })]);
    return before;
  }
  const row = await m.update(id, patch, [audit.item(entry)]);
  if (!row) throw notFound();
  return row;
}

/** Spec back-office §7 POST /api/admin/product/media: the image and its link to a product of this store. */
export async function addProductMedia(
  scope: StoreScope,
  bytes: Uint8Array,
  input: { productId: number; type: string; sort?: number },
  audit: AuditTrail,
) {
  const m = scope.media;
  if (!(await m.productExists(input.productId))) throw notFound();
  // The image, its link and the audit row commit together: never an image without its link. The
  // row records the link (the endpoint's object, what DELETE /product/media/{id} names).
  const { row, rest } = await storeMediaWith(
    scope,
    bytes,
    { type: input.type, sort: input.sort },
    {
      commit: (id) => [
        m.insertProductMedia({ productId: input.productId, mediaId: id, type: input.type, sort: input.sort ?? 0 }),
        audit.item({ created: true, after: { ...input, mediaId: id } }),
      ],
    },
  );
  const link = (rest[0] as (typeof productMedia.$inferSelect)[])[0];
  if (!link) throw new Error("product media insert returned nothing");
  return { link, row };
}

/** Removes a product image link together with its media and objects. */
export async function removeProductMedia(scope: StoreScope, linkId: number, audit: AuditTrail) {
  const link = await scope.media.findProductMedia(linkId);
  if (!link) throw notFound();
  await deleteMedia(scope, link.mediaId, [audit.item({ objectId: linkId, before: link })]);
  return link;
}

/** The image at a public URL, stored like an upload; refusals name the `url` field. */
export async function storeMediaFromUrl(
  scope: StoreScope,
  url: string,
  input: NewMedia,
  commit?: MediaCommit,
  fetcher?: typeof fetch,
): Promise<MediaRow> {
  let bytes: Uint8Array;
  try {
    bytes = await fetchPublicImage(url, { maxBytes: MAX_UPLOAD_BYTES, fetcher });
  } catch (err) {
    if (err instanceof RemoteRefused) {
      throw invalid([{ path: "url", message: err.reason }], "This URL cannot be used for an image.");
    }
    throw err;
  }
  return storeMedia(scope, bytes, input, { field: "url", commit });
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
