import { redirect } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { segmentOf, USER_PATHS } from "./lib";
import { loadMemberList, type MemberListData, MemberListView } from "./MemberListView";

// /admin/user-list/{filter} — members: all, active, blocked, have ordered, new this month.

export async function clientLoader({ params, request }: { params: { filter?: string }; request: Request }) {
  const filter = segmentOf("members", params.filter);
  if (!filter) throw redirect(USER_PATHS.members("all"));
  return loadMemberList("members", filter, request);
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function UserList({ loaderData }: { loaderData: MemberListData }) {
  return <MemberListView data={loaderData} />;
}
