import type {
  ArticleCategoryRow,
  ArticleRow,
  AttachmentRow,
  BannerRow,
  BulletinCategoryRow,
  BulletinRow,
  PageRow,
} from "@db/content";
import type { MediaRow, ProductRow } from "@db/schema";
import { mediaRef } from "../../media/ref";
import type {
  ArticleCategory,
  ArticleDetail,
  ArticleListItem,
  Banner,
  BannerMedia,
  Bulletin,
  Page,
  ProductListItem,
} from "../../shared/commerce/catalogue";
import { bestSrc, PLACEHOLDERS } from "../../shared/media";
import { pick } from "../../shared/pick";
import { effectivePrice, hasMultiplePrice } from "../../shared/pricing";

// Rows → the read model of functions/shared/commerce/catalogue.ts, plus the few fields the back office
// needs beyond it (the Admin* types extend the storefront ones, never change them).

export type PageSummary = Omit<Page, "content"> & { sort: number };
export type AdminPage = Page & { sort: number; createdAt: string; updatedAt: string };
export type AdminPageSummary = PageSummary & { createdAt: string; updatedAt: string };
export type AdminArticle = ArticleDetail & {
  sort: number;
  coverMediaId: number | null;
  productIds: number[];
  updatedAt: string;
};
export type BulletinCategory = { id: number; name: string; sort: number; isDisplay: boolean };
export type AdminBulletin = Bulletin & { isDisplay: boolean; sort: number; updatedAt: string };
export type Attachment = ArticleDetail["attachments"][number] & {
  articleId: number | null;
  type: string;
  mime: string;
  createdAt: string;
};

type BannerJoinRow = {
  b: BannerRow;
  bm: { id: number; type: string; link: string | null; sort: number } | null;
  m: MediaRow | null;
};

/** Groups the banner ⟕ media rows (already in display order) into banners with media lists. */
export function bannersFromRows(rows: readonly BannerJoinRow[]): Banner[] {
  const byId = new Map<number, Banner>();
  for (const { b, bm, m } of rows) {
    let banner = byId.get(b.id);
    if (!banner) {
      banner = {
        ...pick(b, ["id", "sort"]),
        type: b.type as Banner["type"],
        displayType: b.displayType as Banner["displayType"],
        ...pick(b, ["displayTypePhone", "title", "content"]),
        media: [],
        ...pick(b, [
          "videoId",
          "productHasSpecialPrice",
          "productCategoryId",
          "productTopicId",
          "amount",
          "productSortKey",
          "productSortDirection",
          "isShow",
          "isRemoveWrapperSpace",
        ]),
      };
      byId.set(b.id, banner);
    }
    // A media row still being uploaded (empty key) is not shown: it has no object yet.
    if (bm && m?.originalKey) {
      const ref = mediaRef(m);
      const item: BannerMedia = {
        id: bm.id,
        link: bm.link,
        type: bm.type as BannerMedia["type"],
        sort: bm.sort,
        media: ref,
        path: ref.path,
      };
      banner.media.push(item);
    }
  }
  return [...byId.values()];
}

export const pageOf = (r: PageRow): Page => ({
  id: r.id,
  title: r.title,
  content: r.content,
  metaDescription: r.metaDescription,
  isDisplay: r.isDisplay,
});
export const adminPageOf = (r: PageRow): AdminPage => ({
  ...pageOf(r),
  sort: r.sort,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const articleCategoryOf = (r: ArticleCategoryRow): ArticleCategory => ({
  id: r.id,
  name: r.name,
  sort: r.sort,
  isDisplay: r.isDisplay,
});
export const bulletinCategoryOf = (r: BulletinCategoryRow): BulletinCategory => ({
  id: r.id,
  name: r.name,
  sort: r.sort,
  isDisplay: r.isDisplay,
});

export function articleListItemOf(r: {
  a: ArticleRow;
  cover: MediaRow | null;
  productQuantity: number;
}): ArticleListItem {
  return {
    id: r.a.id,
    isDisplay: r.a.isDisplay,
    media: r.cover?.originalKey ? mediaRef(r.cover) : null,
    name: r.a.name,
    summary: r.a.summary,
    categoryId: r.a.categoryId,
    productQuantity: Number(r.productQuantity),
    creatorName: r.a.creatorName,
    createdAt: r.a.createdAt,
    publishedAt: r.a.publishedAt,
  };
}

/** Where a shopper downloads an attachment (served by GET /api/article/attachements/{id}). */
export const attachmentPath = (id: number) => `/api/article/attachements/${id}`;

export const attachmentOf = (r: AttachmentRow): Attachment => ({
  id: r.id,
  name: r.name,
  path: attachmentPath(r.id),
  bytes: r.bytes,
  articleId: r.articleId,
  type: r.type,
  mime: r.mime,
  createdAt: r.createdAt,
});

/** A product card of an article: spec "Product in lists" with the effective-price rule. */
export function productListItemOf(p: ProductRow, m: MediaRow | null): ProductListItem {
  const media = m?.originalKey ? mediaRef(m) : null;
  return {
    id: p.id,
    name: p.name,
    paymentPlan: p.paymentPlan as ProductListItem["paymentPlan"],
    type: p.kind as ProductListItem["type"],
    price: p.price,
    specialPrice: p.specialPrice,
    subscriptionPrice: p.subscriptionPrice,
    unitSpecialPrice: effectivePrice(p),
    hasMultiplePrice: hasMultiplePrice(p),
    isAdult: p.isAdult,
    maxQuantityPerOrder: p.maxQuantityPerOrder,
    minQuantityPerOrder: p.minQuantityPerOrder,
    media,
    imagePath: bestSrc(media, ["500x500", "300x300"]) ?? null,
    smallestPath: bestSrc(media, ["90x90", "300x300"]) ?? null,
    imageErrorPath: PLACEHOLDERS.product,
  };
}

type DetailRows = {
  a: ArticleRow;
  cover: MediaRow | null;
  productQuantity: number;
  products: { p: ProductRow; m: MediaRow | null }[];
  attachments: AttachmentRow[];
};

export function articleDetailOf(r: DetailRows): ArticleDetail {
  return {
    ...articleListItemOf(r),
    content: r.a.content,
    products: r.products.map((x) => productListItemOf(x.p, x.m)),
    attachments: r.attachments.map((x) => ({ id: x.id, name: x.name, path: attachmentPath(x.id), bytes: x.bytes })),
  };
}

export function adminArticleOf(r: DetailRows): AdminArticle {
  return {
    ...articleDetailOf(r),
    sort: r.a.sort,
    coverMediaId: r.a.coverMediaId,
    productIds: r.products.map((x) => x.p.id),
    updatedAt: r.a.updatedAt,
  };
}

export const bulletinOf = (r: BulletinRow): Bulletin => ({
  id: r.id,
  categoryId: r.categoryId,
  title: r.title,
  content: r.content,
  isTop: r.isTop,
  createdAt: r.createdAt,
});
export const adminBulletinOf = (r: BulletinRow): AdminBulletin => ({
  ...bulletinOf(r),
  isDisplay: r.isDisplay,
  sort: r.sort,
  updatedAt: r.updatedAt,
});
