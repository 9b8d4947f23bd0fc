import { z } from "zod";
import { BANNER_DISPLAY_TYPES, BANNER_MEDIA_TYPES, BANNER_TYPES } from "../../shared/commerce/catalogue";
import type { FieldIssue } from "../../shared/validators";

/** A patch of one shape: any of its fields, at least one (an empty patch is refused, not saved). */
const patchOf = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject(shape)
    .partial()
    .refine((v) => Object.keys(v).length > 0, { message: "validation.emptyPatch", path: ["_"] });

// Write bodies and list queries of the content area (banners, pages, articles, bulletins).
// Binding-free: the back-office forms can parse with the same schemas the API uses.

const id = z.number({ error: "validation.required" }).int().positive();
const sort = z.number().int().min(-1_000_000).max(1_000_000);
const text = (max: number) => z.string().trim().max(max, "validation.max");
const requiredText = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.max");
/** Rich text: sanitised before it is stored; the cap is on what the admin sends. */
const html = z.string().max(200_000, "validation.max");

/**
 * A link a shopper may follow: absolute http(s) or a path of this site. Protocol-relative
 * ("//evil"), backslash tricks and other schemes (javascript:, data:) are refused.
 */
export function isSafeLink(v: string): boolean {
  if (/[\s\\]/.test(v)) return false;
  if (v.startsWith("/")) return !v.startsWith("//");
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
  } catch {
    return false;
  }
}
export const linkRule = z.string().trim().max(2000, "validation.max").refine(isSafeLink, "validation.link");

// ---- banners ------------------------------------------------------------------------------------
/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const BANNER_PRODUCT_SORT_KEYS = ["sort", "createdAt", "price", "name"] as const;
export const BANNER_AMOUNT_MAX = 100;
export const BANNER_MEDIA_MAX = 20;

export const bannerMediaInput = z.strictObject({
  mediaId: id,
  type: z.enum(BANNER_MEDIA_TYPES),
  link: z.union([linkRule, z.literal(""), z.null()]).optional(),
  sort: sort.default(0),
});
export type BannerMediaInput = z.infer<typeof bannerMediaInput>;

const bannerShape = {
  sort,
  type: z.enum(BANNER_TYPES),
  displayType: z.enum(BANNER_DISPLAY_TYPES),
  displayTypePhone: z.union([z.enum(BANNER_DISPLAY_TYPES), z.null()]),
  title: text(100),
  content: text(2000),
  media: z.array(bannerMediaInput).max(BANNER_MEDIA_MAX, "validation.max"),
  videoId: z.union([z.string().trim(), z.null()]),
  productHasSpecialPrice: z.boolean(),
  productCategoryId: z.union([id, z.null()]),
  productTopicId: z.union([id, z.null()]),
  amount: z.number().int(),
  productSortKey: z.union([z.enum(BANNER_PRODUCT_SORT_KEYS), z.null()]),
  productSortDirection: z.union([z.enum(["asc", "desc"]), z.null()]),
  isShow: z.boolean(),
  isRemoveWrapperSpace: z.boolean(),
};

export const bannerCreateInput = z.strictObject({
  ...bannerShape,
  sort: bannerShape.sort.default(0),
  displayType: bannerShape.displayType.optional(),
  displayTypePhone: bannerShape.displayTypePhone.default(null),
  title: bannerShape.title.default(""),
  content: bannerShape.content.default(""),
  media: bannerShape.media.default([]),
  videoId: bannerShape.videoId.default(null),
  productHasSpecialPrice: bannerShape.productHasSpecialPrice.default(false),
  productCategoryId: bannerShape.productCategoryId.default(null),
  productTopicId: bannerShape.productTopicId.default(null),
  amount: bannerShape.amount.default(20),
  productSortKey: bannerShape.productSortKey.default(null),
  productSortDirection: bannerShape.productSortDirection.default(null),
  isShow: bannerShape.isShow.default(true),
  isRemoveWrapperSpace: bannerShape.isRemoveWrapperSpace.default(false),
});
export type BannerCreateInput = z.infer<typeof bannerCreateInput>;

export const bannerPatchInput = patchOf(bannerShape);
export type BannerPatchInput = z.infer<typeof bannerPatchInput>;

/** A banner as stored, before the type rules: what create and patch both end up checking. */
export type BannerDraft = Omit<BannerCreateInput, "displayType"> & {
  displayType: (typeof BANNER_DISPLAY_TYPES)[number];
};

const PICTURE_DISPLAY = new Set(["BANNER", "BANNER_MEDIUM"]);
const PRODUCT_DISPLAY = new Set([
  "PRODUCT_TOPIC",
  "PRODUCT_TOPIC_MEDIUM",
  "PRODUCT_TOPIC_PHONE",
  "PRODUCT_TOPIC_PHONE_SMALL",
]);
const PHONE_DISPLAY = new Set(["PRODUCT_TOPIC_PHONE", "PRODUCT_TOPIC_PHONE_SMALL"]);

/** The display type a banner gets when none is sent. */
export const defaultDisplayType = (type: BannerDraft["type"]): BannerDraft["displayType"] =>
  type === "PRODUCT_SWIPER" || type === "PRODUCT_WATERFALL" ? "PRODUCT_TOPIC" : "BANNER";

/**
 * The per-type rules of spec storefront §2 "Home page" and back-office §5 "media": PICTURE needs
 * at least one desktop or mobile image and a picture display type; VIDEO a YouTube id; product
 * blocks an amount of 1..100 and a product display type. Fields of other types must stay empty.
 */
export function bannerIssues(b: BannerDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const isProduct = b.type === "PRODUCT_SWIPER" || b.type === "PRODUCT_WATERFALL";
  if (b.type === "PICTURE") {
    if (b.media.length === 0) add("media", "validation.mediaRequired");
    if (!PICTURE_DISPLAY.has(b.displayType)) add("displayType", "validation.oneOf");
  } else if (!isProduct && !PICTURE_DISPLAY.has(b.displayType)) {
    add("displayType", "validation.oneOf");
  }
  if (b.type === "VIDEO") {
    if (!b.videoId || !YOUTUBE_ID.test(b.videoId)) add("videoId", "validation.youtubeId");
  } else if (b.videoId) {
    add("videoId", "validation.notAllowed");
  }
  if (isProduct) {
    if (b.amount < 1 || b.amount > BANNER_AMOUNT_MAX) add("amount", "validation.between");
    if (!PRODUCT_DISPLAY.has(b.displayType)) add("displayType", "validation.oneOf");
    if (b.displayTypePhone !== null && !PHONE_DISPLAY.has(b.displayTypePhone))
      add("displayTypePhone", "validation.oneOf");
    if (b.media.length > 0) add("media", "validation.notAllowed");
  } else {
    if (b.productCategoryId !== null) add("productCategoryId", "validation.notAllowed");
    if (b.productTopicId !== null) add("productTopicId", "validation.notAllowed");
    if (b.displayTypePhone !== null) add("displayTypePhone", "validation.notAllowed");
  }
  return issues;
}

// ---- pages --------------------------------------------------------------------------------------
const pageShape = {
  title: requiredText(100),
  content: html,
  metaDescription: z.union([text(300), z.null()]),
  isDisplay: z.boolean(),
  sort,
};
export const pageCreateInput = z.strictObject({
  ...pageShape,
  content: pageShape.content.default(""),
  metaDescription: pageShape.metaDescription.default(null),
  isDisplay: pageShape.isDisplay.default(true),
  sort: pageShape.sort.default(0),
});
export const pagePatchInput = patchOf(pageShape);

// ---- categories (articles and bulletins share the shape) ---------------------------------------
const categoryShape = { name: requiredText(50), sort, isDisplay: z.boolean() };
export const categoryCreateInput = z.strictObject({
  ...categoryShape,
  sort: categoryShape.sort.default(0),
  isDisplay: categoryShape.isDisplay.default(true),
});
export const categoryPatchInput = patchOf(categoryShape);

// ---- articles -----------------------------------------------------------------------------------
export const ARTICLE_PRODUCTS_MAX = 100;
const isoDateTime = z.iso
  .datetime({ offset: true, error: "validation.date" })
  .transform((v) => new Date(v).toISOString());
const uniqueIds = (max: number) =>
  z
    .array(id)
    .max(max, "validation.max")
    .refine((v) => new Set(v).size === v.length, "validation.duplicate");

const articleShape = {
  name: requiredText(100),
  summary: text(500),
  content: html,
  categoryId: z.union([id, z.null()]),
  coverMediaId: z.union([id, z.null()]),
  isDisplay: z.boolean(),
  sort,
  publishedAt: z.union([isoDateTime, z.null()]),
  productIds: uniqueIds(ARTICLE_PRODUCTS_MAX),
  /** Attachments uploaded before the article existed (POST /api/admin/article/attachements). */
  attachmentIds: uniqueIds(20),
};
export const articleCreateInput = z.strictObject({
  ...articleShape,
  summary: articleShape.summary.default(""),
  content: articleShape.content.default(""),
  categoryId: articleShape.categoryId.default(null),
  coverMediaId: articleShape.coverMediaId.default(null),
  isDisplay: articleShape.isDisplay.default(true),
  sort: articleShape.sort.default(0),
  publishedAt: articleShape.publishedAt.default(null),
  productIds: articleShape.productIds.default([]),
  attachmentIds: articleShape.attachmentIds.default([]),
});
export type ArticleCreateInput = z.infer<typeof articleCreateInput>;
export const articlePatchInput = patchOf(articleShape);
export type ArticlePatchInput = z.infer<typeof articlePatchInput>;

// ---- bulletins ----------------------------------------------------------------------------------
const bulletinShape = {
  title: requiredText(100),
  content: html,
  categoryId: z.union([id, z.null()]),
  isDisplay: z.boolean(),
  isTop: z.boolean(),
  sort,
};
export const bulletinCreateInput = z.strictObject({
  ...bulletinShape,
  content: bulletinShape.content.default(""),
  categoryId: bulletinShape.categoryId.default(null),
  isDisplay: bulletinShape.isDisplay.default(true),
  isTop: bulletinShape.isTop.default(false),
  sort: bulletinShape.sort.default(0),
});
export const bulletinPatchInput = patchOf(bulletinShape);

// ---- list queries -------------------------------------------------------------------------------
const queryBool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
/** Category 0 is the back office's "all" (route /admin/article-list/0/…). */
const queryCategory = z.coerce
  .number()
  .int()
  .min(0)
  .transform((v) => (v === 0 ? undefined : v));

export const ARTICLE_PAGE_DEFAULT = 20;
export const ARTICLE_PAGE_MAX = 100;
export const articleListQuery = z.object({
  categoryId: queryCategory.optional(),
  isDisplay: queryBool.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLE_PAGE_MAX).default(ARTICLE_PAGE_DEFAULT),
});
export const bulletinListQuery = z.object({
  categoryId: queryCategory.optional(),
  isDisplay: queryBool.optional(),
});
export const bannerListQuery = z.object({ isDisplay: queryBool.optional() });
