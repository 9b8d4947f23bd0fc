import { listProducts } from "@functions/commerce/catalogue/storefront";
import type { ProductListQuery } from "@functions/shared/commerce/catalogue";
import { personalSettingsOf } from "@functions/shared/storeSettings/defaults";
import { SearchX } from "lucide-react";
import { redirect, useLocation } from "react-router";
import { Breadcrumbs } from "../../components/shop/Breadcrumbs";
import { SortBar } from "../../components/shop/ListControls";
import { ListResults, pageResultsOf } from "../../components/shop/ListResults";
import {
  isSortKey,
  listHref,
  parsePage,
  SORTS,
  type SortKey,
  STOREFRONT_LIST,
  searchHref,
} from "../../components/shop/links";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { useShopTheme } from "../../components/shop/theme";
import { Card, EmptyState, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/search";
import { loadNav } from "./shop.server";

const MAX_KEYWORD = 100;
const SEARCH_SORTS: SortKey[] = ["recommended", "newest", "priceAsc", "priceDesc"];

/**
 * /search/{type}/{keyword}: product search (the only searchable type; others read as products).
 * /search?keyword= (the navbar form without JavaScript) redirects to the path form.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const keyword = (params.keyword ?? url.searchParams.get("keyword") ?? "").trim().slice(0, MAX_KEYWORD);
  if (!params.keyword) throw redirect(keyword ? searchHref(keyword) : "/");
  const scope = scopeOf(context);
  const rawSort = url.searchParams.get("sort");
  const sort: SortKey = isSortKey(rawSort) ? rawSort : "recommended";
  const page = parsePage(url.searchParams.get("page"));
  const pageSize = Math.max(12, (Number(personalSettingsOf(scope.store).productListRowQuantity) || 4) * 6);
  const query: ProductListQuery = { ...STOREFRONT_LIST, ...SORTS[sort], keyword };
  const [result, nav] = await Promise.all([
    listProducts(scope, { ...query, offset: (page - 1) * pageSize, limit: pageSize }),
    loadNav(scope),
  ]);
  return { keyword, type: params.type ?? "product", sort, page, pageSize, query, nav, ...result };
}

export default function Search({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const loc = useLocation();
  const storeName = useRoot().store.storeName;
  const theme = useShopTheme();
  const here = (o: { sort?: SortKey; page?: number }) => {
    const q = new URLSearchParams();
    const s = o.sort ?? d.sort;
    if (s !== "recommended") q.set("sort", s);
    if (o.page && o.page > 1) q.set("page", String(o.page));
    const qs = q.toString();
    return `${searchHref(d.keyword, d.type)}${qs ? `?${qs}` : ""}`;
  };
  const title = t("shop.search.title", { keyword: d.keyword });
  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16" data-testid="search-page">
      <ShopMeta title={title} description={t("shop.meta.search", { keyword: d.keyword, store: storeName })} noindex />
      <Breadcrumbs items={[{ name: title }]} />
      <header className="mt-4 mb-5 min-[734px]:mb-7">
        <p className="text-sm font-medium text-brand-700">{t("shop.search.label")}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight min-[734px]:text-3xl" data-testid="search-title">
          {t("text.quoted", { text: d.keyword })}
        </h1>
      </header>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 border-y border-line py-2 min-[734px]:flex-row min-[734px]:items-center min-[734px]:justify-between">
          <p className="text-sm text-muted" data-testid="list-total">
            {t("shop.search.results", { n: d.total })}
          </p>
          {d.total > 0 && <SortBar current={d.sort} hrefFor={(s) => here({ sort: s })} keys={SEARCH_SORTS} />}
        </div>
        {d.items.length === 0 ? (
          <Card>
            <EmptyState
              icon={<SearchX size={40} aria-hidden />}
              title={t("shop.search.emptyTitle", { keyword: d.keyword })}
              body={t("shop.search.emptyBody")}
              action={<LinkButton to={listHref("new", "all")}>{t("shop.error.browse")}</LinkButton>}
            />
          </Card>
        ) : (
          <ListResults
            key={`${loc.pathname}-${d.sort}`}
            {...pageResultsOf(d, here)}
            columns={Math.min(theme.columns, 5)}
          />
        )}
      </div>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
