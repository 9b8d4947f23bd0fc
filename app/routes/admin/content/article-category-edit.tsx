import type { ArticleCategory } from "@functions/shared/commerce/catalogue";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { ARTICLE_CATEGORIES } from "./lib/articleCategoryArea";
import { CategoryEditPage, loadCategory } from "./lib/categoryPages";

// /admin/article-edit-category/:id — one blog category (`0` or `new` creates).

export async function clientLoader({ params }: { params: { id?: string } }) {
  return loadCategory<ArticleCategory>(ARTICLE_CATEGORIES, params.id);
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ArticleCategoryEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  return <CategoryEditPage area={ARTICLE_CATEGORIES} category={loaderData.category} />;
}
