// Server-only helpers of the browse pages: the navbar data and the 404 a loader throws for
// missing/hidden catalogue rows. Loaders call the domain services directly (never /api).

import { categoryTree } from "@functions/commerce/catalogue/taxonomy";
import { AppError } from "@functions/platform/errors";
import type { StoreScope } from "@functions/platform/tenancy/scope";
import { Code } from "@functions/shared/codes";
import type { CategoryNode } from "@functions/shared/commerce/catalogue";
import { storedMenu } from "@functions/store/content/menu";
import { getMenu } from "@functions/store/content/storefront";
import { data } from "react-router";
import type { ShopNav } from "../../components/shop/nav";

/** The store has its own navigation menu (no query: it lives in the store row). */
export const hasMenu = (scope: StoreScope) => storedMenu(scope.store.settingPage).length > 0;

/**
 * Navbar data in at most one round trip: the store's menu when it has one, else the category
 * tree. Pass a tree the loader reads anyway to skip the query.
 */
export async function loadNav(scope: StoreScope, tree?: Promise<CategoryNode[]>): Promise<ShopNav> {
  if (tree)
    return hasMenu(scope) ? { menu: await getMenu(scope), categories: [] } : { menu: [], categories: await tree };
  // The store row object lives in the per-isolate store memo (≤ 5 s, dropped by every cache-map
  // bump), so keying on it lets every page of that window share one navbar read.
  let nav = navMemo.get(scope.store);
  if (!nav) {
    nav = hasMenu(scope)
      ? getMenu(scope).then((menu) => ({ menu, categories: [] }))
      : categoryTree(scope, { displayOnly: true }).then((categories) => ({ menu: [], categories }));
    navMemo.set(scope.store, nav);
    nav.catch(() => navMemo.delete(scope.store));
  }
  return nav;
}

const navMemo = new WeakMap<object, Promise<ShopNav>>();

export const isMissing = (e: unknown) => e instanceof AppError && e.code === Code.DATA_DOES_NOT_EXIST;

/** A 404 the route's ErrorBoundary renders inside the shop shell. */
export function notFoundPage(kind: "product" | "page" | "article" | "list" = "page"): never {
  throw data({ kind }, { status: 404 });
}

/** Runs a lookup that throws 400004 for missing rows and turns that into the 404 page. */
export async function orNotFound<T>(p: Promise<T>, kind: Parameters<typeof notFoundPage>[0]): Promise<T> {
  try {
    const v = await p;
    if (v == null) notFoundPage(kind);
    return v;
  } catch (e) {
    if (isMissing(e)) notFoundPage(kind);
    throw e;
  }
}
