import { type Context, Hono } from "hono";
import type { MediaRow } from "../../db/schema";
import { adminWrite } from "../platform/adminWrite";
import { type AppEnv, ok } from "../platform/envelope";
import { invalid, notFound } from "../platform/errors";
import { requireAdmin } from "../platform/guards";
import { jsonBody, parseWith } from "../platform/input";
import { CACHE_KEYS } from "../shared/constants";
import { adminMedia } from "./ref";
import { mediaByUrl, mediaForm, mediaPatch, productMediaForm } from "./schemas";
import { addProductMedia, deleteMedia, patchMedia, removeProductMedia, storeMedia, storeMediaFromUrl } from "./service";

// /api: spec back-office §7 media calls (admin). Privileges: product images belong to the Products
// section (4); every other image is managed from Settings (9). Spec: admin changes to media clear
// all caches, so every write bumps every cache key.
const PRODUCTS = 4;
const SETTINGS = 9;
/** Product and topic images are uploaded from the Products pages, the rest from Settings. */
const privilegeOfType = (type: string) => (type.startsWith("PRODUCT") ? PRODUCTS : SETTINGS);
const media = (privilege: number) => ({ privilege, system: "Media" as const, keys: CACHE_KEYS });

/** The multipart fields as strings, and the `media` file's bytes. */
async function readUpload(c: Context<AppEnv>): Promise<{ fields: Record<string, unknown>; bytes: Uint8Array }> {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
    throw invalid([{ path: "media", message: "validation.fileRequired" }], "Send the image as multipart/form-data.");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalid([{ path: "_", message: "validation.malformedForm" }], "Malformed form data.");
  }
  const fields: Record<string, unknown> = {};
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (key === "media") file = typeof value === "string" ? null : value;
    else fields[key] = value; // a file in any other field fails the schema as "not a string"
  }
  if (!file) throw invalid([{ path: "media", message: "validation.fileRequired" }], "Choose an image to upload.");
  return { fields, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const idParam = (c: Context<AppEnv>) => {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

export const mediaApiRoutes = new Hono<AppEnv>()
  .post("/admin/media", async (c) => {
    const rc = c.get("rc");
    requireAdmin(rc); // a member is refused before the upload is read
    const { fields, bytes } = await readUpload(c);
    const input = parseWith(mediaForm, fields);
    const row = await adminWrite(
      rc,
      "POST",
      c.req.path,
      {
        ...media(privilegeOfType(input.type)),
        objectId: (r: MediaRow) => r.id,
        payload: { ...input, bytes: bytes.byteLength },
      },
      (scope) => storeMedia(scope, bytes, input),
    );
    return ok(c, adminMedia(row));
  })
  .post("/admin/product/media", async (c) => {
    const audit: Record<string, unknown> = {};
    const { link, row } = await adminWrite(
      c.get("rc"),
      "POST",
      c.req.path,
      { ...media(PRODUCTS), objectId: (r: { row: MediaRow }) => r.row.id, payload: audit },
      async (scope) => {
        const { fields, bytes } = await readUpload(c);
        const input = parseWith(productMediaForm, fields);
        Object.assign(audit, input, { bytes: bytes.byteLength });
        return addProductMedia(scope, bytes, input);
      },
    );
    return ok(c, {
      id: link.id,
      productId: link.productId,
      mediaId: link.mediaId,
      type: link.type,
      sort: link.sort,
      media: adminMedia(row),
    });
  })
  .delete("/admin/product/media/:id{[0-9]+}", async (c) => {
    const id = idParam(c);
    const link = await adminWrite(c.get("rc"), "DELETE", c.req.path, { ...media(PRODUCTS), objectId: id }, (scope) =>
      removeProductMedia(scope, id),
    );
    return ok(c, { id, mediaId: link.mediaId, productId: link.productId });
  })
  .patch("/admin/media/:id{[0-9]+}", async (c) => {
    const id = idParam(c);
    const input = await jsonBody(c, mediaPatch);
    const row = await adminWrite(
      c.get("rc"),
      "PATCH",
      c.req.path,
      { ...media(SETTINGS), objectId: id, payload: input },
      (scope) => patchMedia(scope, id, input),
    );
    return ok(c, adminMedia(row));
  })
  .delete("/admin/media/:id{[0-9]+}", async (c) => {
    const id = idParam(c);
    await adminWrite(c.get("rc"), "DELETE", c.req.path, { ...media(SETTINGS), objectId: id }, (scope) =>
      deleteMedia(scope, id),
    );
    return ok(c, { id });
  })
  .post("/admin/mediaByURL", async (c) => {
    const input = await jsonBody(c, mediaByUrl);
    const { url, ...rest } = input;
    const row = await adminWrite(
      c.get("rc"),
      "POST",
      c.req.path,
      { ...media(privilegeOfType(input.type)), objectId: (r: MediaRow) => r.id, payload: input },
      (scope) => storeMediaFromUrl(scope, url, rest),
    );
    return ok(c, adminMedia(row));
  });
