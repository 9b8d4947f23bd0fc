import { FileText } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { loadInformation, PATHS } from "./lib/api";
import { informationEditPath, informationListPath } from "./lib/paths";
import { SimpleTaxonomyList } from "./lib/SimpleTaxonomyList";

// /admin/store-information/:isdisplay — shared blocks of product copy (shipping notes, size charts)
// that products point at.

export async function clientLoader() {
  return { items: await loadInformation() };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function InformationList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  return (
    <SimpleTaxonomyList
      k="info"
      rows={loaderData.items}
      icon={<FileText size={36} aria-hidden />}
      apiPath={PATHS.informationItem}
      editPath={informationEditPath}
      listPath={informationListPath}
    />
  );
}
