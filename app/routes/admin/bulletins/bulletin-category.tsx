import type { BulletinCategory } from "@functions/store/content/model";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { CategoryListPage, loadCategories } from "../content/lib/categoryPages";
import { BULLETIN_CATEGORIES } from "./lib/categoryArea";

// /admin/bulletin-category/:isdisplay — bulletin categories (1 shown, 2 hidden, 3 all); bulletins stay, without a category, when one is deleted.

export async function clientLoader() {
  return loadCategories<BulletinCategory>(BULLETIN_CATEGORIES);
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BulletinCategoryList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  return <CategoryListPage area={BULLETIN_CATEGORIES} categories={loaderData.categories} />;
}
