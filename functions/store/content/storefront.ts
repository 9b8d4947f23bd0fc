// What pages and the storefront API read: one import for loaders. These names are a contract with
// the page code (app/routes/storefront/*): keep them stable.
//
// listBanners(scope, {displayOnly}) → Banner[]            one D1 statement (banners ⟕ media)
// getPage(scope, id) → Page                               400004 when hidden or unknown
// listPages(scope) → PageSummary[]                        shown pages, without content
// listArticles(scope, {categoryId?, offset?, limit?}) → {items: ArticleListItem[]; total}
// getArticle(scope, id) → ArticleDetail                   products and attachments included
// listArticleCategories(scope) → ArticleCategory[]
// listBulletins(scope, {categoryId?}) → Bulletin[]
// getMenu(scope) → ResolvedMenuItem[]                     at most one round trip
// getStyle(scope) → PersonalSettings                      no query (the request's store row)

export { getArticle, getArticleCategory, listArticleCategories, listArticles } from "./articles";
export { listBanners } from "./banners";
export { getBulletinCategory, listBulletinCategories, listBulletins } from "./bulletins";
export type { ResolvedMenuItem } from "./menu";
export type { BulletinCategory, PageSummary } from "./model";
export { getPage, listPages } from "./pages";
export { getMenu, getStyle } from "./settings";
