import type { Banner } from "@functions/shared/commerce/catalogue";
import type { MediaRef } from "@functions/shared/media";
import {
  BANNER_MEDIA_MAX,
  type BANNER_PRODUCT_SORT_KEYS,
  bannerCreateInput,
  bannerIssues,
} from "@functions/store/content/schemas";
import { youtubeIdOf } from "~/components/admin/content/api";
import type { useEditForm } from "~/components/admin/kit";

// The banner edit form's values and the API body made from them (spec back-office §3 "Home banner").

export type BannerType = Banner["type"];
export type MediaItem = { media: MediaRef; link: string };
export type Source = "ALL" | "CATEGORY" | "TOPIC";
export type TopicLike = { id: number; name: string; isDisplay: boolean };

export type Values = {
  type: BannerType;
  displayType: string;
  displayTypePhone: string | null;
  title: string;
  content: string;
  desktop: MediaItem[];
  phone: MediaItem[];
  video: string;
  source: Source;
  productHasSpecialPrice: boolean;
  productCategoryId: number | null;
  productTopicId: number | null;
  amount: number | null;
  productSortKey: string;
  productSortDirection: "asc" | "desc";
  isShow: boolean;
  isRemoveWrapperSpace: boolean;
  sort: number | null;
};

export type BannerForm = ReturnType<typeof useEditForm<Values>>;
/** The section props: the form (its binders and `error` read issues in the content area's wording). */
export type SectionProps = { form: BannerForm };

export const isPictureType = (t: BannerType) => t === "PICTURE" || t === "VIDEO";
export const PICTURE_DISPLAY = ["BANNER", "BANNER_MEDIUM"] as const;
export const PRODUCT_DISPLAY = ["PRODUCT_TOPIC", "PRODUCT_TOPIC_MEDIUM"] as const;
export const PHONE_DISPLAY = ["PRODUCT_TOPIC_PHONE", "PRODUCT_TOPIC_PHONE_SMALL"] as const;
/** Media per list (desktop, phone); both together stay within the API's limit. */
export const PER_LIST_MAX = BANNER_MEDIA_MAX / 2;

export function valuesOf(b: Banner | null, nextSort: number): Values {
  const byType = (phone: boolean) =>
    (b?.media ?? [])
      .filter((m) => (m.type === "BANNER_PHONE") === phone)
      .sort((x, y) => x.sort - y.sort)
      .map((m) => ({ media: m.media, link: m.link ?? "" }));
  return {
    type: b?.type ?? "PICTURE",
    displayType: b?.displayType ?? "BANNER",
    displayTypePhone: b?.displayTypePhone ?? null,
    title: b?.title ?? "",
    content: b?.content ?? "",
    desktop: byType(false),
    phone: byType(true),
    video: b?.videoId ?? "",
    source: b?.productTopicId ? "TOPIC" : b?.productCategoryId ? "CATEGORY" : "ALL",
    productHasSpecialPrice: b?.productHasSpecialPrice ?? false,
    productCategoryId: b?.productCategoryId ?? null,
    productTopicId: b?.productTopicId ?? null,
    amount: b?.amount ?? 20,
    productSortKey: b?.productSortKey ?? "",
    productSortDirection: b?.productSortDirection === "asc" ? "asc" : "desc",
    isShow: b?.isShow ?? true,
    isRemoveWrapperSpace: b?.isRemoveWrapperSpace ?? false,
    sort: b?.sort ?? nextSort,
  };
}

/** The API body (bannerCreateInput; PATCH takes the same keys). Fields of other types are emptied. */
export function bodyOf(v: Values) {
  const picture = isPictureType(v.type);
  const desktopType = v.displayType === "BANNER_MEDIUM" ? "BANNER_MEDIUM" : "BANNER";
  const video = v.video.trim();
  const mediaOf = (list: MediaItem[], type: "BANNER" | "BANNER_MEDIUM" | "BANNER_PHONE") =>
    list.map((m, i) => ({ mediaId: m.media.id, type, link: m.link.trim() || null, sort: i }));
  return {
    sort: v.sort ?? 0,
    type: v.type,
    displayType: v.displayType as Banner["displayType"],
    displayTypePhone: picture ? null : (v.displayTypePhone as Banner["displayType"] | null),
    title: v.title,
    content: v.content,
    media: picture ? [...mediaOf(v.desktop, desktopType), ...mediaOf(v.phone, "BANNER_PHONE")] : [],
    videoId: v.type === "VIDEO" ? youtubeIdOf(video) || video || null : null,
    productHasSpecialPrice: picture ? false : v.productHasSpecialPrice,
    productCategoryId: !picture && v.source === "CATEGORY" ? v.productCategoryId : null,
    productTopicId: !picture && v.source === "TOPIC" ? v.productTopicId : null,
    amount: v.amount ?? 0,
    productSortKey:
      picture || !v.productSortKey ? null : (v.productSortKey as (typeof BANNER_PRODUCT_SORT_KEYS)[number]),
    productSortDirection: picture || !v.productSortKey ? null : v.productSortDirection,
    isShow: v.isShow,
    isRemoveWrapperSpace: v.isRemoveWrapperSpace,
  };
}

/**
 * The API's create schema plus the per-type rules the API runs after it (bannerIssues), and the
 * form's own: a category or topic source needs its target. One check before sending.
 */
export function bannerFormSchema(source: Source) {
  return bannerCreateInput.superRefine((d, ctx) => {
    const issues = bannerIssues({ ...d, displayType: d.displayType ?? "BANNER" });
    const product = !isPictureType(d.type);
    if (product && source === "CATEGORY" && !d.productCategoryId) {
      issues.push({ path: "productCategoryId", message: "validation.required" });
    }
    if (product && source === "TOPIC" && !d.productTopicId) {
      issues.push({ path: "productTopicId", message: "validation.required" });
    }
    for (const i of issues) ctx.addIssue({ code: "custom", path: i.path.split("."), message: i.message });
  });
}

/** A change of type keeps the display type and amount valid for it. */
export function typePatch(v: Values, type: BannerType): Partial<Values> {
  const next: Partial<Values> = { type };
  if (isPictureType(type) && !(PICTURE_DISPLAY as readonly string[]).includes(v.displayType)) {
    next.displayType = "BANNER";
  }
  if (!isPictureType(type) && !(PRODUCT_DISPLAY as readonly string[]).includes(v.displayType)) {
    next.displayType = "PRODUCT_TOPIC";
  }
  if (!isPictureType(type) && !v.amount) next.amount = type === "PRODUCT_WATERFALL" ? 32 : 20;
  return next;
}

/** Links of the kept images survive reordering and removal (keyed by media id). */
export function withLinks(next: MediaRef[], prev: MediaItem[]): MediaItem[] {
  const links = new Map(prev.map((m) => [m.media.id, m.link]));
  return next.map((media) => ({ media, link: links.get(media.id) ?? "" }));
}
