// Storefront product reads (spec storefront §7 product calls, §5 list rules). The API handlers and
// the page loaders call these same functions; keep the exported names stable.
import type { ProductFilter, ProductOrder } from "@db/catalogue/products";
import { notFound } from "../../platform/errors";
import { branchSaleOf, hiddenProductIds } from "../../platform/tenancy/salesScope";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { ProductDetail, ProductListItem, ProductListQuery, StockLine } from "../../shared/commerce/catalogue";
import { type BranchSale, salePrices, sellsOnBranch } from "../../shared/network/branchPricing";
import { comboAvailable, comboPart, listItem, refOf, stockLines } from "./model";
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from "./schemas";

const SITEMAP_MAX = 50_000;
const IDS_ONLY_MAX = 10_000;

/**
 * The catalogue a host sells from: the store's own, or on a branch host the head store's with the
 * branch's listing and prices (issue 13 §3; functions/platform/tenancy/salesScope.ts).
 */
async function catalogueOf(scope: StoreScope) {
  const sale = await branchSaleOf(scope);
  const db = sale ? scope.headProducts : scope.products;
  const forBranch = sale ? { hiddenIds: hiddenProductIds(sale) } : undefined;
  return {
    db,
    sale,
    filter: (f: ProductFilter): ProductFilter => (forBranch ? { ...f, forBranch } : f),
    /** A row at the price this host sells it for. */
    priced: <T extends { id: number; price: number; specialPrice: number; subscriptionPrice: number }>(r: T): T =>
      sale ? salePrices(sale, r.id, r) : r,
  };
}

/**
 * The spec's list rules as a filter: shoppers only ever see displayable products, and a category
 * list also needs stock and saleability. The other flags narrow only when true (false or absent
 * means "no filter", as the banner's productHasSpecialPrice=false does). Tags must all match and
 * only tags shoppers can see count. A topic list needs the topic itself displayed and current,
 * except for a home-banner block (forBannerTopic), which shows what the admin configured.
 */
export function shopperFilter(q: ProductListQuery, now = new Date().toISOString()): ProductFilter {
  const categoryId = q.categoryId && q.categoryId > 0 ? q.categoryId : undefined;
  const topicId = q.topicId && q.topicId > 0 ? q.topicId : undefined;
  const inCategory = categoryId !== undefined;
  return {
    display: true,
    saleable: q.isSaleable || inCategory ? true : undefined,
    hasStock: q.hasStock || inCategory ? true : undefined,
    hasSpecialPrice: q.hasSpecialPrice ? true : undefined,
    categoryId,
    topicId,
    topicVisibleAt: topicId !== undefined && !q.forBannerTopic ? now : undefined,
    tagIds: q.tagIds?.length ? q.tagIds : undefined,
    shopperTagsOnly: true,
    keyword: q.keyword?.trim() || undefined,
  };
}

const sells = (sale: BranchSale | null, p: { id: number; isForBranch: boolean }) =>
  !sale || sellsOnBranch(sale, p.id, p.isForBranch);

/** Default order: the store's sort (higher first), a topic's own order; price and name ascend. */
export function shopperOrder(q: ProductListQuery): ProductOrder {
  if (!q.sortBy && q.topicId) return { by: "topic", dir: "asc" };
  const by = q.sortBy ?? "sort";
  return { by, dir: q.sortDirection ?? (by === "price" || by === "name" ? "asc" : "desc") };
}

const pageOf = (q: ProductListQuery) => ({
  limit: Math.min(Math.max(1, Math.trunc(q.limit ?? DEFAULT_LIST_LIMIT)), MAX_LIST_LIMIT),
  offset: Math.max(0, Math.trunc(q.offset ?? 0)),
});

/** Spec §5: deduplicated by id and cut to the requested amount. */
function finish(items: ProductListItem[], limit: number): ProductListItem[] {
  const seen = new Set<number>();
  const out: ProductListItem[] = [];
  for (const it of items) {
    if (seen.has(it.id)) continue;
    seen.add(it.id);
    out.push(it);
    if (out.length >= limit) break;
  }
  return out;
}

export async function listProducts(
  scope: StoreScope,
  q: ProductListQuery,
): Promise<{ items: ProductListItem[]; total: number }> {
  const page = pageOf(q);
  const c = await catalogueOf(scope);
  const { items, total } = await c.db.list(c.filter(shopperFilter(q)), shopperOrder(q), page);
  return {
    items: finish(
      items.map((r) => listItem(c.priced(r))),
      page.limit,
    ),
    total,
  };
}

/** Every block of a page in one D1 round trip (one batch, one statement per block). */
export async function listProductBlocks(scope: StoreScope, qs: ProductListQuery[]): Promise<ProductListItem[][]> {
  if (!qs.length) return [];
  const now = new Date().toISOString();
  const c = await catalogueOf(scope);
  const lists = await c.db.listMany(
    qs.map((q) => ({ f: c.filter(shopperFilter(q, now)), o: shopperOrder(q), page: pageOf(q) })),
  );
  return lists.map((rows, i) =>
    finish(
      rows.map((r) => listItem(c.priced(r))),
      pageOf(qs[i] ?? {}).limit,
    ),
  );
}

/** `isIDsOnly=true`: ids of the whole filtered list (up to 10,000) unless a limit is asked for. */
export async function listProductIds(
  scope: StoreScope,
  q: ProductListQuery,
): Promise<{ ids: number[]; total: number }> {
  const page = q.limit ? pageOf(q) : { limit: IDS_ONLY_MAX, offset: Math.max(0, q.offset ?? 0) };
  const c = await catalogueOf(scope);
  const { items, total } = await c.db.listIds(c.filter(shopperFilter(q)), shopperOrder(q), page);
  return { ids: [...new Set(items)], total };
}

/** A displayable product with everything its page shows; hidden or unknown → 400004. */
export async function getProduct(scope: StoreScope, id: number): Promise<ProductDetail> {
  const c = await catalogueOf(scope);
  const g = await c.db.graph(id);
  if (!g?.product.isDisplay || !sells(c.sale, g.product)) throw notFound();
  const p = c.priced(g.product);
  const base = listItem({ ...p, media: g.media });
  const comboStock = comboAvailable(g.combos);
  return {
    ...base,
    summary: p.summary,
    description: p.description,
    subscriptionCycles: p.subscriptionCycles,
    gallery: g.gallery.map((x) => refOf(x.media)).filter((m) => m !== null),
    stocks: stockLines(g.stocks, p.kind, comboStock),
    combos: g.combos.map(comboPart),
    categories: g.categories.filter((c) => c.isDisplay).map(({ id, name, parentId }) => ({ id, name, parentId })),
    // Admin-only and hidden tags are the shop's own bookkeeping: never shown to shoppers.
    tags: g.tags.filter((t) => !t.isOnlyForAdmin && t.isDisplay).map(({ id, name }) => ({ id, name })),
    information:
      g.information?.isDisplay === true
        ? { id: g.information.id, name: g.information.name, content: g.information.content }
        : null,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    isSaleable: p.isSaleable,
  };
}

/** Stock lines of a displayable product: available stock, never below 0. */
export async function productStocks(scope: StoreScope, id: number): Promise<StockLine[]> {
  const c = await catalogueOf(scope);
  const g = await c.db.graph(id);
  if (!g?.product.isDisplay || !sells(c.sale, g.product)) throw notFound();
  return stockLines(g.stocks, g.product.kind, comboAvailable(g.combos));
}

/** Displayable products sharing a category with `id` first, then the others; never `id` itself. */
export async function relatedProducts(scope: StoreScope, id: number, limit: number): Promise<ProductListItem[]> {
  const n = Math.min(Math.max(1, Math.trunc(limit)), MAX_LIST_LIMIT);
  const c = await catalogueOf(scope);
  const { found, items } = await c.db.related(id, c.filter({ display: true }), n);
  if (!found) throw notFound();
  return finish(
    items.map((r) => listItem(c.priced(r))),
    n,
  );
}

export async function productIdsForSitemap(
  scope: StoreScope,
): Promise<{ id: number; name: string; updatedAt: string }[]> {
  // A branch host lists the head store's products it sells, as its own pages show them.
  const sale = await branchSaleOf(scope);
  if (sale) return scope.headProducts.sitemap(SITEMAP_MAX, { hiddenIds: hiddenProductIds(sale) });
  return scope.products.sitemap(SITEMAP_MAX);
}
