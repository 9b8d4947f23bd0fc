import { AdminRouteError } from "~/components/admin/AdminPage";
import { type BranchListData, BranchListView, loadBranchList } from "./lib/BranchListView";

// /admin/branch-downlinelist — the head store's whole network, or a branch's own downline.

export async function clientLoader({ request }: { request: Request }) {
  return loadBranchList(request);
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function DownlineList({ loaderData }: { loaderData: BranchListData }) {
  return <BranchListView data={loaderData} mode="downline" />;
}
