import { AdminRouteError } from "~/components/admin/AdminPage";
import { AdminCallError } from "~/components/admin/adminApi";
import { type BranchListData, BranchListView, loadBranchList } from "./lib/BranchListView";

// /admin/proxy-down-line-list/{storeId} — one branch's downline as the head store sees it.

export async function clientLoader({ request, params }: { request: Request; params: { storeId?: string } }) {
  const rootId = Number(params.storeId);
  if (!Number.isInteger(rootId) || rootId <= 0) throw new AdminCallError(400004, 200, "no such branch");
  return loadBranchList(request, rootId);
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ProxyDownlineList({ loaderData }: { loaderData: BranchListData }) {
  return <BranchListView data={loaderData} mode="proxy" />;
}
