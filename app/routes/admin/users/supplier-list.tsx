import { redirect } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { segmentOf, USER_PATHS } from "./lib";
import { loadMemberList, type MemberListData, MemberListView } from "./MemberListView";

// /admin/user-supplier-list/{filter} — supplier users (members flagged supplier with a company).

export async function clientLoader({ params, request }: { params: { filter?: string }; request: Request }) {
  const filter = segmentOf("suppliers", params.filter);
  if (!filter) throw redirect(USER_PATHS.suppliers("all"));
  return loadMemberList("suppliers", filter, request);
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function SupplierList({ loaderData }: { loaderData: MemberListData }) {
  return <MemberListView data={loaderData} />;
}
