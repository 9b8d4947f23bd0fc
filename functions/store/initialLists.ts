import { batch } from "../../db/catalogue/sql";
import { initialListsRead } from "../../db/initialLists";
import { branchCategoryRows } from "../commerce/catalogue/branchCategories";
import { categoryTreeOf, type TopicView, topicView } from "../commerce/catalogue/taxonomy";
import { Lru } from "../platform/lru";
import type { StoreScope } from "../platform/tenancy/scope";
import { onMemoClear } from "../platform/tenancy/storeMemo";
import type { ArticleCategory, CategoryNode, Tag } from "../shared/commerce/catalogue";
import type { ApiCacheMap, CacheKey } from "../shared/constants";
import { articleCategoryOf } from "./content/model";

// Spec storefront §4: "Store status NORMAL loads categories, articles, topics and tags from initial
// data; otherwise categories come from the category list call." "A limited policy turns topics
// off." Other statuses (closed, unpaid…) get none of these fields.
//
// /api/initial is the hottest API call, so the lists are kept per isolate under the cache-map
// times of the keys whose writes change them: an admin write bumps a key, the next /api/initial
// misses and reads again, in ONE D1 call. Topics open and close by time, so an entry also ages
// out after INITIAL_LISTS_TTL_MS. A branch host's categories are its head store's that the branch
// sells (issue 13 §3), so its entry also carries the head store's map times.

export type InitialLists = {
  categories: CategoryNode[];
  articleCategories: ArticleCategory[];
  topics: TopicView[];
  tags: Tag[];
};

export const INITIAL_LISTS_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
const KEYS: readonly CacheKey[] = [
  "initial",
  "productCategory",
  "promotionProductCategory",
  "articleCategory",
  "productTopic",
  "productTags",
];

const memo = new Lru<number, { version: string; lists: InitialLists }>(MAX_ENTRIES);
// Dropped with the store memo (after writes to stores or cache maps; between tests, whose fresh
// databases reuse store ids and start every map at the same times).
onMemoClear(() => memo.clear());

/** The lists for a NORMAL store, or null: the fields are then left out of the initial data. */
export async function initialLists(
  scope: StoreScope,
  cacheMap: ApiCacheMap | null,
  limited: boolean,
  headCacheMap: ApiCacheMap | null = null,
  now = Date.now(),
): Promise<InitialLists | null> {
  if (scope.store.status !== "NORMAL") return null;
  const times = (map: ApiCacheMap) => KEYS.map((k) => map[k]).join(":");
  const version = cacheMap
    ? `${limited ? 1 : 0}:${times(cacheMap)}${headCacheMap ? `|${times(headCacheMap)}` : ""}`
    : null;
  const hit = memo.get(scope.storeId, now);
  if (version && hit && hit.version === version) return hit.lists;

  const read = initialListsRead(scope.storeId, new Date(now).toISOString(), !limited);
  const [rows, branchRows] = await Promise.all([
    batch(scope.db, read.statements).then(read.read),
    branchCategoryRows(scope),
  ]);
  const lists: InitialLists = {
    categories: categoryTreeOf(branchRows ?? rows.categories),
    articleCategories: rows.articleCategories.map(articleCategoryOf),
    topics: rows.topics.map(topicView),
    tags: rows.tags,
  };
  if (version) {
    memo.set(scope.storeId, { version, lists }, now + INITIAL_LISTS_TTL_MS);
  }
  return lists;
}
