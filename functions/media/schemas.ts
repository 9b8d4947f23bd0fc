import { z } from "zod";
import { MEDIA_TYPES } from "../shared/media";

// Inputs of the media calls. Multipart fields arrive as strings: an empty field means "not given",
// numbers are parsed here so "12" and 12 are the same input.

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const numeric = (v: unknown) => {
  const b = blank(v);
  return typeof b === "string" ? Number(b.trim() || Number.NaN) : b;
};

const int = (min: number, max: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (iss) => (iss.input === undefined ? "validation.required" : "validation.integer") })
      .int("validation.integer")
      .min(min, "validation.integer")
      .max(max, "validation.integer"),
  );
const id = () => int(1, Number.MAX_SAFE_INTEGER);
const sort = () => int(-1_000_000_000, 1_000_000_000);

export const mediaType = z.string({ error: "validation.required" }).refine((t) => MEDIA_TYPES.includes(t), {
  message: "validation.mediaType",
});
export const PRODUCT_MEDIA_TYPES = ["PRODUCT", "PRODUCT_SQUARE", "PRODUCT_DETAIL"] as const;

/** A banner or media click target: an http(s) URL or a path on the store's own host. */
export const linkRule = z
  .string()
  .trim()
  .max(2048, "validation.link")
  .refine((v) => /^\/(?!\/)/.test(v) || (/^https?:\/\//i.test(v) && URL.canParse(v)), "validation.link");
const nameRule = z.string().trim().max(200, "validation.maxLength");

const optional = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());
// PATCH: null or "" clears the field, absent leaves it as it is.
const clearable = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === "" ? null : v), z.union([z.null(), s]).optional());

export const mediaForm = z.strictObject({
  type: mediaType,
  name: optional(nameRule),
  link: optional(linkRule),
  parentId: optional(id()),
  sort: optional(sort()),
});

export const productMediaForm = z.strictObject({
  productId: id(),
  type: z.enum(PRODUCT_MEDIA_TYPES, { error: "validation.mediaType" }),
  sort: optional(sort()),
});

export const mediaPatch = z.strictObject({
  name: clearable(nameRule),
  link: clearable(linkRule),
  parentId: clearable(id()),
  sort: optional(sort()),
});

export const mediaByUrl = z.strictObject({
  url: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(2048, "validation.url"),
  type: mediaType,
  name: optional(nameRule),
  link: optional(linkRule),
  parentId: optional(id()),
  sort: optional(sort()),
});
