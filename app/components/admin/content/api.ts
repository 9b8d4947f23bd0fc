import type { Display } from "../display";

// Paths of the content admin API (functions/api/store/content.ts, functions/api/store/media.ts), the
// category picker's tree and YouTube ids: what only the content pages use.

export const CONTENT_API = {
  banners: "/api/admin/setting/banner",
  banner: (id: number) => `/api/admin/setting/banner/${id}`,
  pages: "/api/admin/setting/pages",
  page: (id: number) => `/api/admin/setting/pages/${id}`,
  style: "/api/admin/setting/style",
  menu: "/api/admin/setting/menu",
  articles: "/api/admin/articles",
  article: (id: number) => `/api/admin/articles/${id}`,
  articleCategories: "/api/admin/article/categories",
  articleCategory: (id: number) => `/api/admin/article/categories/${id}`,
  attachments: "/api/admin/article/attachements",
  attachment: (id: number) => `/api/admin/article/attachements/${id}`,
  media: "/api/admin/media",
  mediaItem: (id: number) => `/api/admin/media/${id}`,
  productCategories: "/api/admin/product/categories",
  productTopics: "/api/admin/product/topics",
  products: "/api/admin/products",
} as const;

/** Back-office paths of the content pages (spec back-office §2.2; settings live under /admin/settingpage). */
export const CONTENT_PATHS = {
  bannerList: "/admin/settingpage/setting-banner-list",
  banner: (id: number | "new") => `/admin/settingpage/setbanner/${id}`,
  pageList: "/admin/settingpage/setting-page-list",
  page: (id: number | "new") => `/admin/settingpage/setpage/${id}`,
  style: "/admin/settingpage/setting-style",
  menu: "/admin/settingpage/setting-menu",
  articleList: (categoryId: number, display: Display) => `/admin/article-list/${categoryId}/${display}`,
  article: (id: number | "new") => `/admin/article-edit/${id}`,
  articleCategoryList: (display: Display) => `/admin/article-category-list/${display}`,
  articleCategory: (id: number | "new") => `/admin/article-edit-category/${id}`,
} as const;

/** A product category as the admin list answers it (functions/catalogue/taxonomy AdminCategoryNode). */
export type CategoryNodeLike = { id: number; name: string; isDisplay: boolean; children: CategoryNodeLike[] };

export type PickOption = { id: number; label: string; depth: number; isDisplay: boolean };

/** The category tree, depth first, with indented labels ("服飾 › 上衣"). */
export function flattenTree(nodes: readonly CategoryNodeLike[], parents: string[] = []): PickOption[] {
  const out: PickOption[] = [];
  for (const n of nodes) {
    const path = [...parents, n.name];
    out.push({ id: n.id, label: path.join(" › "), depth: path.length - 1, isDisplay: n.isDisplay });
    out.push(...flattenTree(n.children ?? [], path));
  }
  return out;
}

/** YouTube id from an id or a watch / share / embed / shorts URL (null when neither). */
export function youtubeIdOf(raw: string): string | null {
  const v = raw.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(v)) return v;
  const m = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/|\/v\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(v);
  return m?.[1] ?? null;
}
