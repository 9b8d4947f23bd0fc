import { listProducts } from "@functions/commerce/catalogue/storefront";
import { categoryTree, listTags, listTopics } from "@functions/commerce/catalogue/taxonomy";
import type { CategoryNode, ProductListQuery } from "@functions/shared/commerce/catalogue";
import { personalSettingsOf } from "@functions/shared/storeSettings/defaults";
import { settingProductOf } from "@functions/shared/storeSettings/pages";
import { PackageSearch, Sparkles } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Breadcrumbs, type Crumb } from "../../components/shop/Breadcrumbs";
import { CategoryChips, CategorySidebar, categoryPath } from "../../components/shop/CategoryNav";
import { CardCover, FillImg } from "../../components/shop/FillImg";
import { absoluteUrl, RULES } from "../../components/shop/images";
import { JsonLd } from "../../components/shop/JsonLd";
import { SortBar, TagChips } from "../../components/shop/ListControls";
import { ListResults, pageResultsOf } from "../../components/shop/ListResults";
import {
  defaultSort,
  isSortKey,
  kindOf,
  type ListKind,
  listHref,
  pageSizeOf,
  parseId,
  parsePage,
  parseTags,
  productHref,
  SORTS,
  type SortKey,
  STOREFRONT_LIST,
} from "../../components/shop/links";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { useShopTheme } from "../../components/shop/theme";
import { Card, EmptyState, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/products";
import { loadNav, notFoundPage } from "./shop.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const scope = scopeOf(context);
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const all = params.id === "all";
  const id = all ? null : parseId(params.id);
  if (!all && !id) notFoundPage("list");
  const tags = parseTags(url.searchParams.get("tags"));
  const rawSort = url.searchParams.get("sort");
  // The product setting may set the lists' default order (a shopper's pick still wins).
  const listSetting = settingProductOf(scope.store.settingProduct);
  const fallbackSort: SortKey = listSetting.defaultSort === "auto" ? defaultSort(kind) : listSetting.defaultSort;
  const sort: SortKey = isSortKey(rawSort) ? rawSort : fallbackSort;
  const page = parsePage(url.searchParams.get("page"));
  const pageSize = pageSizeOf(Number(personalSettingsOf(scope.store).productListRowQuantity));
  const parentId = parseId(url.searchParams.get("parentId"));
  // What both answers carry: the shopper's filters, order and page, and the origin for links.
  const asked = { tags, sort, fallbackSort, page, pageSize, parentId, origin: rcOf(context).origin };

  const treeP = categoryTree(scope, { displayOnly: true });
  const tagsP = listTags(scope, { includeAdminOnly: false });
  const navP = loadNav(scope, treeP);

  // /topics/all: the index of current topics.
  if (kind === "topics" && all) {
    const [topics, nav] = await Promise.all([listTopics(scope, { displayOnly: true }), navP]);
    return {
      kind,
      mode: "topicIndex" as const,
      topics,
      nav,
      tree: [] as CategoryNode[],
      tagList: [],
      topic: null,
      category: null,
      path: [] as CategoryNode[],
      items: [],
      total: 0,
      query: {} as ProductListQuery,
      ...asked,
    };
  }

  const query: ProductListQuery = {
    ...STOREFRONT_LIST,
    ...SORTS[sort],
    ...(kind === "onsale" ? { hasSpecialPrice: true } : {}),
    ...(kind === "topics" ? { topicId: id ?? undefined } : { categoryId: id ?? undefined }),
    ...(tags.length ? { tagIds: tags } : {}),
  };
  // A topic keeps its own order unless the shopper picked one.
  if (kind === "topics" && sort === "recommended") {
    delete query.sortBy;
    delete query.sortDirection;
  }
  // Topics come as one list (displayed and current); the page's topic is one of them.
  const [tree, tagList, nav, topics, result] = await Promise.all([
    treeP,
    tagsP,
    navP,
    kind === "topics" ? listTopics(scope, { displayOnly: true }) : Promise.resolve([]),
    listProducts(scope, { ...query, offset: (page - 1) * pageSize, limit: pageSize }),
  ]);
  const topic = kind === "topics" ? (topics.find((x) => x.id === id) ?? null) : null;
  const path = kind !== "topics" ? categoryPath(tree, id) : [];
  if (kind === "topics" && !topic) notFoundPage("list");
  if (kind !== "topics" && id && path.length === 0) notFoundPage("list");
  return {
    kind,
    mode: "list" as const,
    topics,
    nav,
    tree,
    tagList,
    topic,
    category: path[path.length - 1] ?? null,
    path,
    items: result.items,
    total: result.total,
    query,
    ...asked,
  };
}

const KIND_TITLE: Record<ListKind, string> = {
  new: "shop.list.new",
  onsale: "shop.list.onsale",
  topics: "shop.list.topics",
};

export default function ProductList({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const loc = useLocation();
  const { store } = useRoot();
  const theme = useShopTheme();
  const kindTitle = t(KIND_TITLE[d.kind]);

  if (d.mode === "topicIndex") return <TopicIndex d={d} kindTitle={kindTitle} />;

  const target = d.kind === "topics" ? d.topic : d.category;
  const heading = target?.name ?? kindTitle;
  const state = { tags: d.tags, sort: d.sort === d.fallbackSort ? null : d.sort };
  const here: Here = (over) =>
    listHref(d.kind, target ?? "all", {
      parentId: d.path[0]?.id ?? d.parentId,
      tags: over.tags ?? d.tags,
      sort: over.sort === undefined ? state.sort : over.sort === d.fallbackSort ? null : over.sort,
      page: over.page,
    });
  const crumbs: Crumb[] = [{ name: kindTitle, href: target ? listHref(d.kind, "all", { tags: d.tags }) : undefined }];
  for (const c of d.path)
    crumbs.push({
      name: c.name,
      href: c.id === target?.id ? undefined : listHref(d.kind, c, { parentId: d.path[0]?.id, tags: d.tags }),
    });
  if (d.kind === "topics" && d.topic) crumbs.push({ name: d.topic.name });
  const description =
    (d.kind === "topics" ? d.topic?.description : "") ||
    t("shop.list.metaDescription", { name: heading, store: store.storeName });
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: heading,
    numberOfItems: d.total,
    itemListElement: d.items.map((p, i) => ({
      "@type": "ListItem",
      position: (d.page - 1) * d.pageSize + i + 1,
      url: absoluteUrl(d.origin, productHref(p)),
      name: p.name,
    })),
  };
  const resultsKey = `${loc.pathname}?${new URLSearchParams([...new URLSearchParams(loc.search)].filter(([k]) => k !== "page")).toString()}`;

  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16" data-testid="product-list" data-list-kind={d.kind}>
      <ShopMeta
        title={heading === kindTitle ? kindTitle : `${heading} · ${kindTitle}`}
        description={description}
        image={d.topic?.media?.path ?? d.items[0]?.imagePath}
      />
      <JsonLd data={itemList} />
      <Breadcrumbs items={crumbs} />
      {d.kind === "topics" && d.topic?.media && (
        <div className="relative mt-4 aspect-[1920/540] overflow-hidden rounded-[var(--radius-card)] bg-brand-50">
          <FillImg media={d.topic.media} rules={RULES.bannerMedium} placeholder="bannerMedium" loading="eager" />
        </div>
      )}
      <ListHeader d={d} target={target} heading={heading} kindTitle={kindTitle} storeName={store.storeName} />

      <div className="grid gap-8 min-[970px]:grid-cols-[220px_minmax(0,1fr)]">
        {d.kind !== "topics" ? (
          <aside className="hidden min-[970px]:sticky min-[970px]:top-32 min-[970px]:block min-[970px]:self-start">
            <CategorySidebar kind={d.kind} tree={d.tree} activeId={d.category?.id ?? null} state={state} />
          </aside>
        ) : (
          <TopicNav d={d} />
        )}
        <div className="flex min-w-0 flex-col gap-5">
          {d.kind !== "topics" && (
            <CategoryChips kind={d.kind} tree={d.tree} activeId={d.category?.id ?? null} state={state} />
          )}
          <TagChips tags={d.tagList} active={d.tags} hrefFor={(tags) => here({ tags, page: 1 })} />
          <div className="flex flex-col gap-3 border-y border-line py-2 min-[734px]:flex-row min-[734px]:items-center min-[734px]:justify-between">
            <p className="text-sm text-muted" data-testid="list-total">
              {t("shop.list.total", { n: d.total })}
            </p>
            <SortBar current={d.sort} hrefFor={(s) => here({ sort: s })} />
          </div>
          {d.items.length === 0 ? (
            <EmptyList d={d} target={target} here={here} />
          ) : (
            <ListResults key={resultsKey} {...pageResultsOf(d, here)} columns={theme.columns} />
          )}
        </div>
      </div>
    </main>
  );
}

type Data = Route.ComponentProps["loaderData"];
type ListData = Extract<Data, { mode: "list" }>;
type Target = ListData["topic"] | ListData["category"];
type Here = (over: { tags?: number[]; sort?: SortKey | null; page?: number }) => string;

/** /topics/all: the current topics as cards. */
function TopicIndex({ d, kindTitle }: { d: Extract<Data, { mode: "topicIndex" }>; kindTitle: string }) {
  const t = useT();
  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16" data-testid="topic-index">
      <ShopMeta title={kindTitle} />
      <Breadcrumbs items={[{ name: kindTitle }]} />
      <h1 className="mt-4 text-2xl font-bold min-[734px]:text-3xl">{kindTitle}</h1>
      {d.topics.length === 0 ? (
        <Card className="mt-8">
          <EmptyState
            icon={<Sparkles size={40} aria-hidden />}
            title={t("shop.topics.emptyTitle")}
            body={t("shop.topics.emptyBody")}
            action={<LinkButton to={listHref("new", "all")}>{t("shop.error.browse")}</LinkButton>}
          />
        </Card>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-5 min-[734px]:grid-cols-2 min-[1136px]:grid-cols-3">
          {d.topics.map((tp) => (
            <li key={tp.id}>
              <Link
                to={listHref("topics", tp, { tags: d.tags })}
                className="group block overflow-hidden rounded-[var(--radius-card)] border border-line bg-white transition hover:shadow-md"
              >
                <CardCover
                  className="relative aspect-[2/1] overflow-hidden bg-brand-50"
                  media={tp.media}
                  rules={RULES.topic}
                  placeholder="bannerMedium"
                  loading="lazy"
                  icon={Sparkles}
                  iconSize={40}
                />
                <div className="p-4">
                  <h2 className="text-lg font-semibold group-hover:text-brand-700">{tp.name}</h2>
                  {tp.description && <p className="mt-1 line-clamp-2 text-sm text-muted">{tp.description}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function ListHeader({
  d,
  target,
  heading,
  kindTitle,
  storeName,
}: {
  d: ListData;
  target: Target;
  heading: string;
  kindTitle: string;
  storeName: string;
}) {
  const t = useT();
  // The other two lists, same category and tags (spec: the tags query is carried between them).
  const siblings = (["new", "onsale", "topics"] as ListKind[]).filter((k) => k !== d.kind);
  return (
    <header className="mt-4 mb-5 flex flex-col gap-2 min-[734px]:mb-7">
      <p className="text-sm font-medium text-brand-700">{target ? kindTitle : storeName}</p>
      <h1 className="text-2xl font-bold tracking-tight min-[734px]:text-3xl" data-testid="list-title">
        {heading}
      </h1>
      {d.kind === "topics" && d.topic?.description && <p className="max-w-2xl text-muted">{d.topic.description}</p>}
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {siblings.map((k) => (
          <li key={k}>
            <Link
              to={listHref(k, k === "topics" || d.kind === "topics" ? "all" : (d.category ?? "all"), {
                parentId: d.path[0]?.id,
                tags: d.tags,
              })}
              className="text-muted underline-offset-4 hover:text-brand-700 hover:underline"
            >
              {t(KIND_TITLE[k])}
            </Link>
          </li>
        ))}
      </ul>
    </header>
  );
}

/** The topics beside a topic's list (a chip row on phones), the current one marked. */
function TopicNav({ d }: { d: ListData }) {
  const t = useT();
  return (
    <aside className="min-[970px]:sticky min-[970px]:top-32 min-[970px]:self-start">
      <nav
        aria-label={t("shop.list.topics")}
        className="flex gap-2 overflow-x-auto [scrollbar-width:none] min-[970px]:flex-col min-[970px]:gap-0.5 [&::-webkit-scrollbar]:hidden"
      >
        {d.topics.map((tp) => (
          <Link
            key={tp.id}
            to={listHref("topics", tp, { tags: d.tags })}
            aria-current={tp.id === d.topic?.id ? "page" : undefined}
            className={
              tp.id === d.topic?.id
                ? "shrink-0 rounded-full bg-brand-600 px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap text-white min-[970px]:rounded-lg min-[970px]:bg-brand-50 min-[970px]:text-brand-700"
                : "shrink-0 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm whitespace-nowrap text-ink hover:border-brand-500 min-[970px]:rounded-lg min-[970px]:border-transparent min-[970px]:bg-transparent min-[970px]:text-muted min-[970px]:hover:bg-black/5"
            }
          >
            {tp.name}
          </Link>
        ))}
      </nav>
    </aside>
  );
}

/** No products: clear the tags when they filtered everything out, else browse the new list. */
function EmptyList({ d, target, here }: { d: ListData; target: Target; here: Here }) {
  const t = useT();
  const hasFilters = d.tags.length > 0;
  return (
    <Card>
      <EmptyState
        icon={<PackageSearch size={40} aria-hidden />}
        title={hasFilters ? t("shop.list.emptyFilteredTitle") : t("shop.list.emptyTitle")}
        body={hasFilters ? t("shop.list.emptyFilteredBody") : t("shop.list.emptyBody")}
        action={
          hasFilters ? (
            <LinkButton to={here({ tags: [] })} variant="secondary">
              {t("shop.list.clearTags")}
            </LinkButton>
          ) : target ? (
            <LinkButton to={listHref(d.kind === "topics" ? "new" : d.kind, "all")} variant="secondary">
              {t("shop.error.browse")}
            </LinkButton>
          ) : undefined
        }
      />
    </Card>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
