import type { MediaRow } from "@db/schema";
import { type Context, Hono } from "hono";
import { adminMedia } from "../../media/ref";
import { mediaByUrl, mediaForm, mediaPatch, productMediaForm } from "../../media/schemas";
import {
  addProductMedia,
  deleteMedia,
  patchMedia,
  removeProductMedia,
  storeMedia,
  storeMediaFromUrl,
} from "../../media/service";
import { invalid, notFound } from "../../platform/errors";
import { adminWrite, sectionRule } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireAdmin, requireScope } from "../../platform/tenancy/guards";
import type { RequestContext } from "../../platform/tenancy/scope";
import { CACHE_KEYS } from "../../shared/constants";
import { write } from "../helpers";

// /api: spec back-office §7 media calls (admin). Privileges follow what an image belongs to (the
// menu section that manages it, shared/access/adminMenu.ts): product and topic images to Products (4),
// article covers to Articles (7), banners and the store's own images to Settings (9). Spec: admin
// changes to media clear all caches, so every write bumps every cache key.
const PRODUCTS = 4;
const ARTICLES = 7;
const SETTINGS = 9;
const privilegeOfType = (type: string) =>
  type.startsWith("PRODUCT") ? PRODUCTS : type.startsWith("ARTICLE") ? ARTICLES : SETTINGS;
/**
 * A rename or delete is checked against the stored image's own type, so an admin kept out of
 * Products cannot touch product images through the generic media calls. An unknown id falls back
 * to Settings and then answers "does not exist" from the write itself.
 */
async function privilegeOfMedium(rc: RequestContext, id: number): Promise<number> {
  const scope = requireScope(rc);
  requireAdmin(rc); // members learn nothing about which ids exist
  const row = await scope.media.find(id);
  return row ? privilegeOfType(row.type) : SETTINGS;
}
const MEDIA = { system: "Media" as const, keys: CACHE_KEYS };
/** A write of one image: the call's row of the access table narrowed to the image's section. */
const media = (rc: RequestContext, section: number) => ({ ...MEDIA, rule: sectionRule(rc, section) });
// An upload's audit row rides in the batch that completes its pending row (an update, so the
// derived label would say "update"): it records a creation.
const CREATE = "Media.create";

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
        ...media(rc, privilegeOfType(input.type)),
        objectId: (r: MediaRow) => r.id,
        payload: { ...input, bytes: bytes.byteLength },
        label: CREATE,
      },
      (scope, _user, audit) =>
        storeMedia(scope, bytes, input, {
          commit: (id) => [audit.item({ objectId: id, objectName: input.name ?? null, after: input })],
        }),
    );
    return ok(c, adminMedia(row));
  })
  .post("/admin/product/media", async (c) => {
    const audit: Record<string, unknown> = {};
    const { link, row } = await adminWrite(
      c.get("rc"),
      "POST",
      c.req.path,
      { ...MEDIA, objectId: (r: { row: MediaRow }) => r.row.id, payload: audit, label: CREATE },
      async (scope, _user, trail) => {
        const { fields, bytes } = await readUpload(c);
        const input = parseWith(productMediaForm, fields);
        Object.assign(audit, input, { bytes: bytes.byteLength });
        return addProductMedia(scope, bytes, input, trail);
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
    const link = await write(c, MEDIA, { objectId: id }, (scope, _user, audit) => removeProductMedia(scope, id, audit));
    return ok(c, { id, mediaId: link.mediaId, productId: link.productId });
  })
  .patch("/admin/media/:id{[0-9]+}", async (c) => {
    const id = idParam(c);
    const input = await jsonBody(c, mediaPatch);
    const access = media(c.get("rc"), await privilegeOfMedium(c.get("rc"), id));
    const row = await write(c, access, { objectId: id, payload: input }, (scope, _user, audit) =>
      patchMedia(scope, id, input, audit),
    );
    return ok(c, adminMedia(row));
  })
  .delete("/admin/media/:id{[0-9]+}", async (c) => {
    const id = idParam(c);
    const privilege = await privilegeOfMedium(c.get("rc"), id);
    await write(c, media(c.get("rc"), privilege), { objectId: id }, (scope, _user, audit) =>
      deleteMedia(scope, id, [audit.item({ objectId: id })]),
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
      {
        ...media(c.get("rc"), privilegeOfType(input.type)),
        objectId: (r: MediaRow) => r.id,
        payload: input,
        label: CREATE,
      },
      (scope, _user, audit) =>
        storeMediaFromUrl(scope, url, rest, (id) => [
          audit.item({ objectId: id, objectName: rest.name ?? null, after: input }),
        ]),
    );
    return ok(c, adminMedia(row));
  });
