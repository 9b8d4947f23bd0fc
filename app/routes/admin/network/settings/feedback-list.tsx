import { isBranchType } from "@functions/shared/constants";
import { MessageSquareWarning, Users } from "lucide-react";
import { useParams, useRevalidator } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { ExportLink, FilterBar, FilterChoice, ListPage, useRowFlag } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { useLocale, useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { type Feedback, feedbackColumns } from "./lib/feedbackColumns";
import { SendFeedback } from "./lib/SendFeedback";

// /admin/branch-feedback-list/:view — branch feedback (issue 13 §4). The head store reads every
// branch's feedback (subscription_feedback) or the counts per first-line team (teams), marks it
// processed and exports it; a branch sends feedback and reads its own.

const API = "/api/admin/branchfeedback";
const VIEWS = ["subscription_feedback", "teams"] as const;
type Team = { teamStoreId: number; teamName: string; total: number; unprocessed: number };

export async function clientLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
  const status = new URL(request.url).searchParams.get("status") || undefined;
  if (params.view === "teams")
    return { view: "teams" as const, teams: await adminLoad<Team[]>(`${API}/teams`), rows: [], status };
  return {
    view: "subscription_feedback" as const,
    rows: await adminLoad<Feedback[]>(API, { status }),
    teams: [],
    status,
  };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function FeedbackList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const isBranch = isBranchType(store.storeType);
  const { revalidate } = useRevalidator();
  const view = useParams().view === "teams" && !isBranch ? "teams" : "subscription_feedback";
  const flag = useRowFlag<Feedback>({
    id: (f) => f.id,
    get: (f) => f.status === "PROCESSED",
    send: (f, on) => adminSend("PATCH", `${API}/${f.id}`, { status: on ? "PROCESSED" : "UNPROCESSED", reply: f.reply }),
  });
  const tabs = isBranch
    ? undefined
    : {
        label: t("branchFeedback.views"),
        active: view,
        items: VIEWS.map((v) => ({
          key: v,
          label: t(`branchFeedback.view.${v}`),
          to: `/admin/branch-feedback-list/${v}`,
        })),
      };
  const common = {
    title: t("branchFeedback.title"),
    description: t(isBranch ? "branchFeedback.branchDescription" : "branchFeedback.description"),
    tabs,
    pageSize: 20,
  };
  if (loaderData.view === "teams") {
    const columns: Column<Team>[] = [
      { key: "team", header: t("branchFeedback.team"), primary: true, cell: (r) => r.teamName },
      { key: "total", header: t("branchFeedback.total"), align: "right", cell: (r) => r.total },
      { key: "unprocessed", header: t("branchFeedback.unprocessed"), align: "right", cell: (r) => r.unprocessed },
    ];
    return (
      <ListPage
        {...common}
        columns={columns}
        rows={loaderData.teams}
        rowKey={(r) => r.teamStoreId}
        rowLabel={(r) => r.teamName}
        empty={{
          icon: <Users size={36} aria-hidden />,
          title: t("branchFeedback.teamsEmpty"),
          body: t("branchFeedback.emptyBody"),
        }}
      />
    );
  }
  const columns = feedbackColumns(t, locale, isBranch, flag);
  const statusQuery = loaderData.status ? `?status=${loaderData.status}` : "";
  return (
    <ListPage
      {...common}
      actions={
        isBranch ? undefined : (
          <ExportLink href={`${API}/excel${statusQuery}`} label={t("branchFeedback.export")} testId="feedback-export" />
        )
      }
      filters={
        isBranch ? undefined : (
          <FilterBar>
            <FilterChoice
              name="status"
              label={t("branchFeedback.statusFilter")}
              options={[
                { value: "", label: t("branchFeedback.status.all") },
                { value: "UNPROCESSED", label: t("branchFeedback.status.UNPROCESSED") },
                { value: "PROCESSED", label: t("branchFeedback.status.PROCESSED") },
              ]}
            />
          </FilterBar>
        )
      }
      columns={columns}
      rows={loaderData.rows}
      rowKey={(f) => f.id}
      rowLabel={(f) => String(f.id)}
      empty={{
        icon: <MessageSquareWarning size={36} aria-hidden />,
        title: t("branchFeedback.emptyTitle"),
        body: t("branchFeedback.emptyBody"),
        filteredTitle: t("branchFeedback.emptyFiltered"),
      }}
      filtered={Boolean(loaderData.status)}
      clearFiltersTo="/admin/branch-feedback-list/subscription_feedback"
      intro={isBranch ? <SendFeedback onSent={() => void revalidate()} /> : undefined}
    />
  );
}
