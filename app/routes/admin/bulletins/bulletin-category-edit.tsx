import type { BulletinCategory } from "@functions/store/content/model";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { CategoryEditPage, loadCategory } from "../content/lib/categoryPages";
import { BULLETIN_CATEGORIES } from "./lib/categoryArea";

// /admin/bulletin-category-edit/:id — one bulletin category (`0` or `new` creates).

export async function clientLoader({ params }: { params: { id?: string } }) {
  return loadCategory<BulletinCategory>(BULLETIN_CATEGORIES, params.id);
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BulletinCategoryEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  return <CategoryEditPage area={BULLETIN_CATEGORIES} category={loaderData.category} />;
}
