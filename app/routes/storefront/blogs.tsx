import { listArticleCategories, listArticles } from "@functions/store/content/storefront";
import { Newspaper } from "lucide-react";
import { ArticleCard } from "../../components/shop/ArticleCard";
import { Breadcrumbs } from "../../components/shop/Breadcrumbs";
import { Chip } from "../../components/shop/CategoryNav";
import { blogsHref, parseId, parsePage } from "../../components/shop/links";
import { Pagination } from "../../components/shop/Pagination";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Card, EmptyState, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/blogs";
import { loadNav, notFoundPage } from "./shop.server";

const ARTICLES_PER_PAGE = 12;

/** /blogs/{id}/{name}: the articles of one category, or of all (`all`). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const all = params.id === "all";
  const categoryId = all ? null : parseId(params.id);
  if (!all && !categoryId) notFoundPage("list");
  const scope = scopeOf(context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const [categories, list, nav] = await Promise.all([
    listArticleCategories(scope),
    listArticles(scope, {
      categoryId: categoryId ?? undefined,
      offset: (page - 1) * ARTICLES_PER_PAGE,
      limit: ARTICLES_PER_PAGE,
    }),
    loadNav(scope),
  ]);
  const category = categoryId ? (categories.find((c) => c.id === categoryId) ?? null) : null;
  if (categoryId && !category) notFoundPage("list");
  return { categories, category, page, nav, ...list };
}

export default function Blogs({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const title = d.category?.name ?? t("shop.blog.title");
  const storeName = useRoot().store.storeName;
  const pages = Math.ceil(d.total / ARTICLES_PER_PAGE);
  const base = blogsHref(d.category);
  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16" data-testid="blog-list">
      <ShopMeta
        title={d.category ? `${title} · ${t("shop.blog.title")}` : title}
        description={t("shop.meta.blogs", { store: storeName })}
      />
      <Breadcrumbs
        items={d.category ? [{ name: t("shop.blog.title"), href: blogsHref() }, { name: title }] : [{ name: title }]}
      />
      <h1 className="mt-4 text-2xl font-bold tracking-tight min-[734px]:text-3xl">{title}</h1>
      {d.categories.length > 0 && (
        <nav aria-label={t("shop.blog.categories")} className="mt-5">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] min-[734px]:flex-wrap [&::-webkit-scrollbar]:hidden">
            <li>
              <Chip to={blogsHref()} active={!d.category}>
                {t("shop.blog.all")}
              </Chip>
            </li>
            {d.categories.map((c) => (
              <li key={c.id}>
                <Chip to={blogsHref(c)} active={c.id === d.category?.id}>
                  {c.name}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {d.items.length === 0 ? (
        <Card className="mt-8">
          <EmptyState
            icon={<Newspaper size={40} aria-hidden />}
            title={t("shop.blog.emptyTitle")}
            body={t("shop.blog.emptyBody")}
            action={
              d.category ? (
                <LinkButton to={blogsHref()} variant="secondary">
                  {t("shop.blog.all")}
                </LinkButton>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-1 gap-5 min-[734px]:grid-cols-2 min-[1136px]:grid-cols-3">
            {d.items.map((a, i) => (
              <li key={a.id}>
                <ArticleCard article={a} eager={i < 3} />
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <Pagination page={d.page} pages={pages} hrefFor={(p) => (p > 1 ? `${base}?page=${p}` : base)} />
          </div>
        </>
      )}
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
