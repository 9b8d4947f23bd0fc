import type { CategoryNode } from "@functions/shared/commerce/catalogue";
import type { ResolvedMenuItem } from "@functions/store/content/menu";
import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { listOf } from "./fetchProducts";
import { listHref } from "./links";

/** What the navbar shows: the store's own menu when it has one, else its category tree. */
export type ShopNav = { menu: ResolvedMenuItem[]; categories: CategoryNode[] };
export type NavItem = { label: string; href: string; children: NavItem[] };

/** Navbar entries: the configured menu, or New arrivals · top categories (with children) · On sale. */
export function navItems(nav: ShopNav, t: (k: string) => string): NavItem[] {
  if (nav.menu.length) {
    const conv = (m: ResolvedMenuItem): NavItem => ({ label: m.label, href: m.href, children: m.children.map(conv) });
    return nav.menu.map(conv);
  }
  const cat = (c: CategoryNode, rootId: number): NavItem => ({
    label: c.name,
    href: listHref("new", c, { parentId: rootId }),
    children: (c.children ?? []).map((k) => cat(k, rootId)),
  });
  return [
    { label: t("shop.nav.all"), href: listHref("new", "all"), children: [] },
    ...nav.categories.slice(0, 8).map((c) => cat(c, c.id)),
    { label: t("shop.nav.onsale"), href: listHref("onsale", "all"), children: [] },
  ];
}

let clientNav: Promise<ShopNav> | null = null;
/** Pages whose loader does not send nav data (sign-in, member area…) read it once from the API. */
function fetchNav(): Promise<ShopNav> {
  clientNav ??= import("../../lib/api")
    .then(({ api }) =>
      Promise.all([
        api
          .get<unknown>("/api/setting/menu", { quiet: true })
          .then((e) => (e.code === 0 ? listOf<ResolvedMenuItem>(e.data) : [])),
        api
          .get<unknown>("/api/product/categories", { quiet: true })
          .then((e) => (e.code === 0 ? listOf<CategoryNode>(e.data) : [])),
      ]),
    )
    .then(([menu, categories]) => ({ menu, categories: menu.length ? [] : categories }))
    .catch(() => {
      clientNav = null;
      return { menu: [], categories: [] };
    });
  return clientNav;
}

/** The nav data of the deepest route that loaded it, else (after hydration) from the API. */
export function useShopNav(): ShopNav | null {
  const matches = useMatches();
  let fromLoader: ShopNav | null = null;
  for (let i = matches.length - 1; i >= 0 && !fromLoader; i--) {
    const d = matches[i]?.loaderData as { nav?: ShopNav } | undefined;
    if (d?.nav) fromLoader = d.nav;
  }
  const [fetched, setFetched] = useState<ShopNav | null>(null);
  useEffect(() => {
    if (fromLoader || fetched) return;
    let alive = true;
    void fetchNav().then((n) => alive && setFetched(n));
    return () => {
      alive = false;
    };
  }, [fromLoader, fetched]);
  return fromLoader ?? fetched;
}
