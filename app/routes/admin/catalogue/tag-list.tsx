import { Tags } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { loadTags, PATHS } from "./lib/api";
import { tagEditPath, tagListPath } from "./lib/paths";
import { SimpleTaxonomyList } from "./lib/SimpleTaxonomyList";

// /admin/store-product-tags/:isdisplay — product tags (spec back-office §2.2, §3 tag).

export async function clientLoader() {
  return { tags: await loadTags() };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TagList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  return (
    <SimpleTaxonomyList
      k="tag"
      rows={loaderData.tags}
      icon={<Tags size={36} aria-hidden />}
      apiPath={PATHS.tag}
      editPath={tagEditPath}
      listPath={tagListPath}
    />
  );
}
