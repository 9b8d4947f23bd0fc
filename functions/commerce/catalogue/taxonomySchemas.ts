import { z } from "zod";

// Input of the category, topic, tag and information calls. Write bodies are strict (an unknown
// field is a 422, not silently dropped); list queries are lenient about extra parameters because
// the spec's client carries its own (storeId, preview, timeFilter…).

export const CATEGORY_MAX_LEVEL = 3;
export const NAME_MAX = { category: 50, topic: 100, tag: 30, information: 100 } as const;
/** The API body limit is 64 KiB; this keeps the JSON envelope of the content inside it. */
export const INFORMATION_CONTENT_MAX = 60_000;
const BATCH_MAX = 500;
const PRODUCT_IDS_MAX = 1000;

const nameOf = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.max");
const sort = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(0, "validation.min")
  .max(1_000_000_000, "validation.max");
const flag = z.boolean({ error: "validation.boolean" });
const id = z.number({ error: "validation.integer" }).int("validation.integer").positive("validation.integer");
/** 0 and null both mean "no parent": the back office uses category 0 for "all / top level". */
const parentId = z.union([z.literal(0), id, z.null()], { error: "validation.integer" }).transform((v) => v || null);
const mediaId = z.union([id, z.null()], { error: "validation.integer" });
// Times arrive with an offset or Z and are kept as UTC ISO strings, so SQL compares them as text.
const instant = z.union([z.iso.datetime({ offset: true }).transform((v) => new Date(v).toISOString()), z.null()], {
  error: "validation.datetime",
});
const productIds = z
  .array(id, { error: "validation.required" })
  .max(PRODUCT_IDS_MAX, "validation.max")
  .transform((ids) => [...new Set(ids)]);

const nonEmpty = <T extends object>(v: T) => Object.keys(v).length > 0;
const emptyPatch = { message: "validation.emptyPatch", path: ["_"] };

// ── categories ────────────────────────────────────────────────────────────────────────────
export const categoryCreateInput = z.strictObject({
  name: nameOf(NAME_MAX.category),
  parentId: parentId.optional(),
  sort: sort.default(0),
  isDisplay: flag.default(true),
  mediaId: mediaId.default(null),
});
export type CategoryCreateInput = z.output<typeof categoryCreateInput>;

export const categoryPatchInput = z
  .strictObject({
    name: nameOf(NAME_MAX.category),
    parentId,
    sort,
    isDisplay: flag,
    mediaId,
  })
  .partial()
  .refine(nonEmpty, emptyPatch);
export type CategoryPatchInput = z.output<typeof categoryPatchInput>;

export const categoryBatchInput = z
  .array(
    z.strictObject({
      id,
      sort: sort.optional(),
      isDisplay: flag.optional(),
      parentId: parentId.optional(),
    }),
  )
  .min(1, "validation.required")
  .max(BATCH_MAX, "validation.max")
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((it, i) => {
      if (seen.has(it.id)) ctx.addIssue({ code: "custom", message: "validation.duplicate", path: [i, "id"] });
      seen.add(it.id);
    });
  });
export type CategoryBatchInput = z.output<typeof categoryBatchInput>;

// ── topics ────────────────────────────────────────────────────────────────────────────────
const topicFields = {
  name: nameOf(NAME_MAX.topic),
  description: z.string({ error: "validation.required" }).max(2000, "validation.max"),
  mediaId,
  sort,
  isDisplay: flag,
  startAt: instant,
  endAt: instant,
  productIds,
};
const startBeforeEnd = {
  check: (v: { startAt?: string | null; endAt?: string | null }) => !(v.startAt && v.endAt && v.startAt >= v.endAt),
  issue: { message: "validation.timeRange", path: ["endAt"] },
};

export const topicCreateInput = z
  .strictObject({
    name: topicFields.name,
    description: topicFields.description.default(""),
    mediaId: mediaId.default(null),
    sort: sort.default(0),
    isDisplay: flag.default(true),
    startAt: instant.default(null),
    endAt: instant.default(null),
    productIds: productIds.optional(),
  })
  .refine(startBeforeEnd.check, startBeforeEnd.issue);
export type TopicCreateInput = z.output<typeof topicCreateInput>;

export const topicPatchInput = z
  .strictObject(topicFields)
  .partial()
  .refine(nonEmpty, emptyPatch)
  .refine(startBeforeEnd.check, startBeforeEnd.issue);
export type TopicPatchInput = z.output<typeof topicPatchInput>;

// ── tags ──────────────────────────────────────────────────────────────────────────────────
const tagFields = {
  name: nameOf(NAME_MAX.tag),
  isOnlyForAdmin: flag,
  isDisplay: flag,
  sort,
};
export const tagCreateInput = z.strictObject({
  name: tagFields.name,
  isOnlyForAdmin: flag.default(false),
  isDisplay: flag.default(true),
  sort: sort.default(0),
});
export type TagCreateInput = z.output<typeof tagCreateInput>;
export const tagPatchInput = z.strictObject(tagFields).partial().refine(nonEmpty, emptyPatch);
export type TagPatchInput = z.output<typeof tagPatchInput>;

// ── product information ───────────────────────────────────────────────────────────────────
const informationFields = {
  name: nameOf(NAME_MAX.information),
  content: z.string({ error: "validation.required" }).max(INFORMATION_CONTENT_MAX, "validation.max"),
  isDisplay: flag,
  sort,
};
export const informationCreateInput = z.strictObject({
  name: informationFields.name,
  content: informationFields.content,
  isDisplay: flag.default(true),
  sort: sort.default(0),
});
export type InformationCreateInput = z.output<typeof informationCreateInput>;
export const informationPatchInput = z.strictObject(informationFields).partial().refine(nonEmpty, emptyPatch);
export type InformationPatchInput = z.output<typeof informationPatchInput>;

// ── path and query ────────────────────────────────────────────────────────────────────────
export const idParam = z.coerce
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .positive("validation.integer");

const boolQuery = z
  .enum(["true", "false", "1", "0"], { error: "validation.boolean" })
  .transform((v) => v === "true" || v === "1");

const parentQuery = z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0, "validation.min");

export const categoryListQuery = z.object({
  parentId: parentQuery.optional(),
  isDisplay: boolQuery.optional(),
});
export const storefrontCategoryQuery = z.object({ parentId: parentQuery.optional() });

export const topicListQuery = z.object({
  isDisplay: boolQuery.optional(),
  /** Bit flags PENDING=1, ON_GOING=2, FINISHED=4 (spec back-office §3), any combination. */
  showing: z.coerce
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(1, "validation.min")
    .max(7, "validation.max")
    .optional(),
});

export const tagListQuery = z.object({ isDisplay: boolQuery.optional() });
export const informationListQuery = z.object({ isDisplay: boolQuery.optional() });
