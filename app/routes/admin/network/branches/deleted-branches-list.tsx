import { Archive } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { FilterBar, FilterSearch, ListPage, pageParam } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { taipei } from "~/components/orders/format";
import { useLocale, useT } from "~/i18n";
import { BRANCH_API, BRANCH_PATHS, type DeletedBranch, PAGE_SIZE } from "./lib/api";
import { BranchName, storeColumns } from "./lib/columns";
import { useNetworkLabels } from "./lib/labels";

// /admin/deleted-branches-list — branches the head store deleted (GET …/multilevel/deletedBranches).

export async function clientLoader({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const keyword = q.get("keyword") || undefined;
  const data = await adminLoad<{ items: DeletedBranch[]; total: number }>(BRANCH_API.deleted, {
    keyword,
    offset: (pageParam(q.get("page")) - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { ...data, filtered: Boolean(keyword) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function DeletedBranches({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const label = useNetworkLabels();
  const section = label("branchNameLabel");
  const columns: Column<DeletedBranch>[] = [
    {
      key: "name",
      header: section,
      primary: true,
      cell: (b) => <BranchName b={b} />,
    },
    {
      key: "owner",
      header: t("branches.col.owner"),
      cell: (b) => <span className="text-sm">{b.ownerEmail ?? "—"}</span>,
    },
    {
      key: "introducer",
      header: label("introducerLabel"),
      cell: (b) => <span className="text-sm">{b.introducerName ?? "—"}</span>,
    },
    ...storeColumns<DeletedBranch>(t, locale),
    {
      key: "deletedAt",
      header: t("branches.col.deletedAt"),
      cell: (b) => <span className="text-sm">{taipei(b.deletedAt, locale)}</span>,
    },
  ];
  return (
    <ListPage
      title={t("branches.deleted.title", { label: section })}
      description={t("branches.deleted.description")}
      breadcrumbs={[{ label: section, to: BRANCH_PATHS.downline }, { label: t("branches.deleted.crumb") }]}
      testId="branches-deleted"
      filters={
        <FilterBar>
          <FilterSearch name="keyword" label={t("branches.deleted.search")} />
        </FilterBar>
      }
      columns={columns}
      rows={loaderData.items}
      rowKey={(b) => b.id}
      rowLabel={(b) => b.name}
      rowTestId={(b) => `deleted-row-${b.id}`}
      serverSort
      total={loaderData.total}
      pageSize={PAGE_SIZE}
      empty={{
        icon: <Archive size={36} aria-hidden />,
        title: t("branches.deleted.emptyTitle"),
        body: t("branches.deleted.emptyBody"),
      }}
      filtered={loaderData.filtered}
    />
  );
}
