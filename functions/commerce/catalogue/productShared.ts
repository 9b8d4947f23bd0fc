import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type { CacheKey } from "../../shared/constants";
import type { FieldIssue } from "../../shared/validators";
import type { ProductPatchInput } from "./schemas";

// The accessor, cache keys and the unknown-id answer the product reads and writes share.

export const productsDb = (scope: StoreScope) => scope.products;

/**
 * Cache-map keys a product change makes stale (spec cache keys). Product lists themselves are not
 * a cached list, but the category and topic screens (and the page cache, keyed by the whole map)
 * are: so every visible change bumps productCategory and productTopic. Links also change the
 * initial data (it carries categories, topics and tags); tag links bump productTags; stock
 * changes bump highlight (the PRODUCT_UNDER_STOCK counter) besides the lists (in-stock filter).
 */
export const PRODUCT_CACHE_KEYS = {
  listing: ["productCategory", "productTopic"],
  all: ["productCategory", "productTopic", "productTags", "highlight", "initial"],
  stock: ["productCategory", "productTopic", "highlight"],
  topicPivots: ["productTopic", "initial"],
} as const satisfies Record<string, readonly CacheKey[]>;

export function keysForPatch(p: ProductPatchInput): CacheKey[] {
  const keys = new Set<CacheKey>(PRODUCT_CACHE_KEYS.listing);
  if (p.categoryIds || p.topicIds || p.tagIds) keys.add("initial");
  if (p.tagIds) keys.add("productTags");
  if (p.stocks || p.combos) keys.add("highlight");
  return [...keys];
}

/** Referenced ids another store owns (or nobody does) answer 400004, naming the fields. */
export const unknownIds = (issues: FieldIssue[]) =>
  new AppError(Code.DATA_DOES_NOT_EXIST, 200, "Data does not exist", issues);
