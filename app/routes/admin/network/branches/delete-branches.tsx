import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { BRANCH_API, type DeleteJob } from "./lib/api";
import { BranchListView, loadBranchList } from "./lib/BranchListView";
import { JobPanel } from "./lib/JobPanel";

// /admin/delete-branches — pick branches to delete; the delete runs as a job whose progress
// shows here (?job= names the one just started, else the newest).

export async function clientLoader({ request }: { request: Request }) {
  const job = Number(new URL(request.url).searchParams.get("job")) || null;
  const [list, jobs] = await Promise.all([
    loadBranchList(request),
    job ? adminLoad<DeleteJob>(BRANCH_API.job(job)).then((j) => [j]) : adminLoad<DeleteJob[]>(BRANCH_API.jobs),
  ]);
  return { list, jobs };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function DeleteBranches({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  return (
    <BranchListView data={loaderData.list} mode="delete">
      <JobPanel jobs={loaderData.jobs} />
    </BranchListView>
  );
}
