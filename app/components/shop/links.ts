// URL shapes of the browse path (spec storefront §2) and the product-list queries behind them.
// Isomorphic: loaders, components and the browser's "load more" build the same paths and queries.
import type { Banner, ProductListQuery } from "@functions/shared/commerce/catalogue";

/** A readable, URL-safe path segment from a name (Chinese kept; the router percent-encodes it). */
export function slug(name: string | null | undefined): string {
  const s = (name ?? "")
    .normalize("NFKC")
    .trim()
    .replace(/[\s/\\?#%&+.,:;'"<>|*^`{}[\]()!@$=~]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
  return s || "item";
}

const seg = (name: string | null | undefined) => encodeURIComponent(slug(name));

export const productHref = (p: { id: number; name: string }) => `/product/${p.id}/${seg(p.name)}`;
export const articleHref = (a: { id: number; name: string }) => `/blog/${a.id}/${seg(a.name)}`;
export const pageHref = (p: { id: number }) => `/page/${p.id}`;
export const blogsHref = (c?: { id: number; name: string } | null) =>
  c ? `/blogs/${c.id}/${seg(c.name)}` : "/blogs/all/all";
export const searchHref = (keyword: string, type = "product") =>
  `/search/${encodeURIComponent(type)}/${encodeURIComponent(keyword.trim())}`;

/** The three product lists that share the `tags` query (spec §2). */
export const LIST_KINDS = { new: "/new-products", onsale: "/onsale-products", topics: "/topics" } as const;
export type ListKind = keyof typeof LIST_KINDS;

export type ListState = {
  parentId?: number | null;
  tags?: readonly number[];
  sort?: string | null;
  page?: number;
};

export function listHref(
  kind: ListKind,
  target: { id: number; name: string } | "all" | null | undefined,
  state: ListState = {},
): string {
  const path =
    !target || target === "all"
      ? `${LIST_KINDS[kind]}/all/all`
      : `${LIST_KINDS[kind]}/${target.id}/${seg(target.name)}`;
  const q = new URLSearchParams();
  if (state.parentId) q.set("parentId", String(state.parentId));
  if (state.tags?.length) q.set("tags", [...state.tags].sort((a, b) => a - b).join(","));
  if (state.sort) q.set("sort", state.sort);
  if (state.page && state.page > 1) q.set("page", String(state.page));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `tags=3,5` → [3, 5]; junk is dropped, duplicates removed, at most 20 kept. */
export function parseTags(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const out = new Set<number>();
  for (const part of raw.split(",")) {
    const n = Number(part);
    if (Number.isInteger(n) && n > 0) out.add(n);
    if (out.size >= 20) break;
  }
  return [...out];
}

export const parseId = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

export const parsePage = (raw: string | null | undefined): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 && n < 10_000 ? n : 1;
};

/** Sort choices of the list pages and the query each maps to. */
export const SORTS = {
  recommended: { sortBy: "sort", sortDirection: "desc" },
  newest: { sortBy: "createdAt", sortDirection: "desc" },
  priceAsc: { sortBy: "price", sortDirection: "asc" },
  priceDesc: { sortBy: "price", sortDirection: "desc" },
} as const satisfies Record<string, Pick<ProductListQuery, "sortBy" | "sortDirection">>;
export type SortKey = keyof typeof SORTS;
export const isSortKey = (s: string | null | undefined): s is SortKey => !!s && s in SORTS;

/** Storefront defaults of every product list (spec §3: displayable, saleable, in stock). */
export const STOREFRONT_LIST: ProductListQuery = { isDisplay: true, isSaleable: true, hasStock: true };

/** Spec §2 home: product swiper page size, prefetch distance; waterfall page size. */
export const SWIPER_PAGE = 20;
export const SWIPER_PREFETCH_FROM_END = 4;
/**
 * Slides of a product swiper in the server render: the most a row shows at once (4 at wide
 * widths). The rest of its first page loads when the swiper comes near the view (spec §2: each
 * banner loads lazily when it scrolls into view), so a home with several swipers renders, sends
 * and hydrates a few cards per block instead of twenty (issue 14 §2).
 */
export const SWIPER_SERVER_SLIDES = 4;
export const WATERFALL_PAGE = 32;

const SORT_KEYS = new Set(["sort", "createdAt", "price", "name"]);

/** The product query of a PRODUCT_SWIPER / PRODUCT_WATERFALL banner for one page. */
export function bannerProductQuery(b: Banner, offset: number, limit: number): ProductListQuery {
  const q: ProductListQuery = { ...STOREFRONT_LIST, offset, limit };
  if (b.productHasSpecialPrice) q.hasSpecialPrice = true;
  if (b.productCategoryId) q.categoryId = b.productCategoryId;
  if (b.productTopicId) {
    q.topicId = b.productTopicId;
    q.forBannerTopic = true;
  }
  if (b.productSortKey && SORT_KEYS.has(b.productSortKey)) {
    q.sortBy = b.productSortKey as ProductListQuery["sortBy"];
    q.sortDirection = b.productSortDirection === "asc" ? "asc" : "desc";
  }
  return q;
}

/** First page of a banner's products: the swiper page, never more than the configured amount. */
export function firstPageLimit(b: Banner): number {
  const cap = b.amount > 0 ? b.amount : SWIPER_PAGE;
  return Math.min(b.type === "PRODUCT_WATERFALL" ? WATERFALL_PAGE : SWIPER_PAGE, cap);
}

/** Where a block's "see more" goes: its topic, its category (special price or new), or all. */
export function bannerSeeMoreHref(b: Banner): string {
  if (b.productTopicId) return listHref("topics", { id: b.productTopicId, name: b.title || "topic" });
  const kind: ListKind = b.productHasSpecialPrice ? "onsale" : "new";
  return b.productCategoryId
    ? listHref(kind, { id: b.productCategoryId, name: b.title || "category" })
    : listHref(kind, "all");
}

/** ProductListQuery → the storefront API's query string (GET /api/products; tag ids go as `tags`). */
export function toApiQuery(q: ProductListQuery): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null) continue;
    const key = k === "tagIds" ? "tags" : k;
    if (Array.isArray(v)) {
      if (v.length) out[key] = v.join(",");
    } else out[key] = v as string | number | boolean;
  }
  return out;
}

/** Which of the three lists a path is (the same module serves all three routes). */
export function kindOf(pathname: string): ListKind {
  if (pathname.startsWith("/onsale-products")) return "onsale";
  if (pathname.startsWith("/topics")) return "topics";
  return "new";
}

/** New products sort by creation, newest first; the others by the store's order. */
export const defaultSort = (kind: ListKind): SortKey => (kind === "new" ? "newest" : "recommended");

/** Rows per page: productListRowQuantity × 6 (spec default 4 → 24), at least 12. */
export const pageSizeOf = (rowQuantity: number) => Math.max(12, (rowQuantity || 4) * 6);
