import { productIdsForSitemap } from "@functions/commerce/catalogue/storefront";
import { categoryTree, listTopics } from "@functions/commerce/catalogue/taxonomy";
import type { ArticleListItem } from "@functions/shared/commerce/catalogue";
import { listArticleCategories, listArticles, listPages } from "@functions/store/content/storefront";
import { flattenCategories } from "../../components/shop/CategoryNav";
import { articleHref, blogsHref, listHref, pageHref, productHref } from "../../components/shop/links";
import { rcOf, scopeOf } from "../../lib/context.server";
import type { Route } from "./+types/sitemap";

const ARTICLE_PAGE = 100;
const MAX_ARTICLES = 5000;

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Every shown article (the service pages at most 100 per call). */
async function allArticles(scope: Parameters<typeof listArticles>[0]): Promise<ArticleListItem[]> {
  const first = await listArticles(scope, { offset: 0, limit: ARTICLE_PAGE });
  const out = [...first.items];
  const total = Math.min(first.total, MAX_ARTICLES);
  const rest = [];
  for (let offset = ARTICLE_PAGE; offset < total; offset += ARTICLE_PAGE)
    rest.push(listArticles(scope, { offset, limit: ARTICLE_PAGE }));
  for (const r of await Promise.all(rest)) out.push(...r.items);
  return out;
}

/**
 * /sitemap.xml per host: this store's home, lists (new, on sale, topics, each displayed category
 * and topic), products, blog, articles and pages. Another store's rows cannot appear: every
 * read goes through this request's store scope. Unknown host: 404.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const scope = scopeOf(context);
  const { origin } = rcOf(context);
  const [products, tree, topics, pages, articleCategories, articles] = await Promise.all([
    productIdsForSitemap(scope),
    categoryTree(scope, { displayOnly: true }),
    listTopics(scope, { displayOnly: true }),
    listPages(scope),
    listArticleCategories(scope),
    allArticles(scope),
  ]);
  const urls: { loc: string; lastmod?: string; priority?: string }[] = [
    { loc: "/", priority: "1.0" },
    { loc: listHref("new", "all"), priority: "0.8" },
    { loc: listHref("onsale", "all"), priority: "0.7" },
    ...(topics.length ? [{ loc: listHref("topics", "all"), priority: "0.6" }] : []),
    ...flattenCategories(tree).map((c) => ({ loc: listHref("new", c), priority: "0.7" })),
    ...topics.map((tp) => ({ loc: listHref("topics", tp), priority: "0.6" })),
    ...products.map((p) => ({ loc: productHref(p), lastmod: p.updatedAt, priority: "0.9" })),
    ...(articles.length ? [{ loc: blogsHref(), priority: "0.5" }] : []),
    ...articleCategories.map((c) => ({ loc: blogsHref(c), priority: "0.4" })),
    ...articles.map((a) => ({ loc: articleHref(a), lastmod: a.publishedAt ?? a.createdAt, priority: "0.5" })),
    ...pages.map((p) => ({ loc: pageHref(p), priority: "0.4" })),
    { loc: "/join-us", priority: "0.3" },
  ];
  const day = (iso?: string) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : undefined);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => {
      const lastmod = day(u.lastmod);
      return `<url><loc>${esc(origin + u.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${u.priority ? `<priority>${u.priority}</priority>` : ""}</url>`;
    }),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
