import { getArticle, listArticleCategories } from "@functions/store/content/storefront";
import { Download, FileText } from "lucide-react";
import { redirect } from "react-router";
import { HeadedSection } from "~/components/shop/HeadedSection";
import { formatTaipei } from "~/lib/taipeiTime";
import { Breadcrumbs, type Crumb } from "../../components/shop/Breadcrumbs";
import { FillImg } from "../../components/shop/FillImg";
import { absoluteUrl, RULES } from "../../components/shop/images";
import { JsonLd } from "../../components/shop/JsonLd";
import { articleHref, blogsHref, parseId, slug } from "../../components/shop/links";
import { ProductGrid } from "../../components/shop/ProductCard";
import { Prose } from "../../components/shop/Prose";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { useLocale, useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/blog";
import { loadNav, notFoundPage, orNotFound } from "./shop.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) notFoundPage("article");
  const scope = scopeOf(context);
  const [article, categories, nav] = await Promise.all([
    orNotFound(getArticle(scope, id), "article"),
    listArticleCategories(scope),
    loadNav(scope),
  ]);
  if (params.name !== slug(article.name)) throw redirect(`${articleHref(article)}${new URL(request.url).search}`, 301);
  const category = categories.find((c) => c.id === article.categoryId) ?? null;
  return { article, category, nav, origin: rcOf(context).origin };
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function Blog({ loaderData: { article: a, category, origin } }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store, canonical } = useRoot();
  const date = a.publishedAt ?? a.createdAt;
  const crumbs: Crumb[] = [{ name: t("shop.blog.title"), href: blogsHref() }];
  if (category) crumbs.push({ name: category.name, href: blogsHref(category) });
  crumbs.push({ name: a.name });
  const cover = a.media ? (a.media.variants.w800?.path ?? a.media.path) : null;
  const ld = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: a.name,
    description: a.summary || undefined,
    image: cover ? [absoluteUrl(origin, cover)] : undefined,
    datePublished: date,
    author: a.creatorName
      ? { "@type": "Person", name: a.creatorName }
      : { "@type": "Organization", name: store.storeName },
    publisher: { "@type": "Organization", name: store.storeName },
    mainEntityOfPage: canonical,
  };
  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16" data-testid="blog-detail">
      <ShopMeta title={a.name} description={a.summary} image={cover} type="article" />
      <JsonLd data={ld} />
      <Breadcrumbs items={crumbs} />
      <article className="mx-auto mt-6 max-w-3xl">
        <header className="flex flex-col gap-3">
          {category && <p className="text-sm font-medium text-brand-700">{category.name}</p>}
          <h1 className="text-2xl leading-snug font-bold tracking-tight min-[734px]:text-4xl">{a.name}</h1>
          <p className="text-sm text-muted">
            <time dateTime={date}>{formatTaipei(date, locale, false)}</time>
            {a.creatorName && <> · {a.creatorName}</>}
          </p>
        </header>
        {a.media && (
          <div className="relative mt-6 aspect-[1/0.56] overflow-hidden rounded-[var(--radius-card)] bg-brand-50">
            <FillImg
              media={a.media}
              rules={RULES.article}
              placeholder="banner"
              loading="eager"
              fetchPriority="high"
              decoding="sync"
            />
          </div>
        )}
        {a.summary && <p className="mt-6 text-lg leading-relaxed text-muted">{a.summary}</p>}
        <Prose html={a.content} className="mt-6 text-[16px]" testId="article-content" />
        {a.attachments.length > 0 && (
          <HeadedSection
            id="attachments"
            title={t("shop.blog.attachments")}
            className="mt-10 rounded-[var(--radius-card)] border border-line bg-white p-5"
            headingClassName="mb-3 font-bold"
          >
            <ul className="flex flex-col divide-y divide-line">
              {a.attachments.map((f) => (
                <li key={f.id}>
                  <a
                    href={f.path}
                    download={f.name}
                    className="flex items-center gap-3 py-3 text-sm hover:text-brand-700"
                    data-testid="attachment"
                  >
                    <FileText size={20} aria-hidden className="shrink-0 text-brand-600" />
                    <span className="min-w-0 flex-1 truncate font-medium">{f.name}</span>
                    <span className="text-muted">{sizeOf(f.bytes)}</span>
                    <Download size={16} aria-hidden className="text-muted" />
                  </a>
                </li>
              ))}
            </ul>
          </HeadedSection>
        )}
      </article>
      {a.products.length > 0 && (
        <section aria-labelledby="featured" className="mt-14" data-testid="article-products">
          <h2 id="featured" className="mb-5 text-xl font-bold">
            {t("shop.blog.featured")}
          </h2>
          <ProductGrid products={a.products} columns={4} />
        </section>
      )}
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
