import type { ArticleCategory } from "@functions/shared/commerce/catalogue";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { ARTICLE_CATEGORIES } from "./lib/articleCategoryArea";
import { CategoryListPage, loadCategories } from "./lib/categoryPages";

// /admin/article-category-list/:isdisplay — blog categories (1 shown, 2 hidden, 3 all); articles stay when one is deleted.

export async function clientLoader() {
  return loadCategories<ArticleCategory>(ARTICLE_CATEGORIES);
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ArticleCategoryList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  return <CategoryListPage area={ARTICLE_CATEGORIES} categories={loaderData.categories} />;
}
