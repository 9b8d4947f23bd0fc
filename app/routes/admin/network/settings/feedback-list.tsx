import { Code } from "@functions/shared/codes";
import { isBranchType } from "@functions/shared/constants";
import { MessageSquareWarning, Users } from "lucide-react";
import { useParams, useRevalidator } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { AdminCallError, adminLoad, adminSend, callWith } from "~/components/admin/adminApi";
import { ExportLink, FilterBar, FilterChoice, ListPage, useRowFlag } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { useLocale, useT } from "~/i18n";
import { api } from "~/lib/api";
import { useRoot } from "~/lib/useRoot";
import { type Feedback, feedbackColumns } from "./lib/feedbackColumns";
import { SendFeedback } from "./lib/SendFeedback";
import {
  SUBSCRIPTION_FEEDBACK_API,
  SUBSCRIPTION_FEEDBACK_PAGE,
  type SubscriptionFeedback,
  SubscriptionFeedbackList,
} from "./lib/SubscriptionFeedbackList";

// /admin/branch-feedback-list/:view — the feedback list (spec: menu default subscription_feedback).
// The head store reads its members' subscription feedback (subscription_feedback, issue 28 §4),
// every branch's feedback (branch_feedback, issue 13 §4) or its counts per first-line team
// (teams), marks it processed and exports it; a branch sends feedback and reads its own.

const API = "/api/admin/branchfeedback";
const VIEWS = ["subscription_feedback", "branch_feedback", "teams"] as const;
type SubscriptionData = { items: SubscriptionFeedback[]; total: number };

/** The head store's subscription feedbacks; null for a branch (the call is the head store's). */
async function subscriptionFeedbacks(q: URLSearchParams) {
  const page = Math.max(1, Number(q.get("page")) || 1);
  const filter = {
    status: q.get("status") || undefined,
    keyword: q.get("keyword") || undefined,
    dateFrom: q.get("dateFrom") || undefined,
    dateTo: q.get("dateTo") || undefined,
  };
  const query = { ...filter, offset: (page - 1) * SUBSCRIPTION_FEEDBACK_PAGE, limit: SUBSCRIPTION_FEEDBACK_PAGE };
  const r = await callWith<SubscriptionData>(api, "GET", SUBSCRIPTION_FEEDBACK_API, undefined, { query });
  if (r.ok) return { ...r.data, filter };
  if (r.code === Code.NOT_ADMIN) return null;
  throw new AdminCallError(r.code, r.status, r.message ?? "load failed", r.issues);
}
type Team = { teamStoreId: number; teamName: string; total: number; unprocessed: number };

export async function clientLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
  const q = new URL(request.url).searchParams;
  const status = q.get("status") || undefined;
  const none = { teams: [], rows: [], subscription: null, status };
  if (params.view === "teams")
    return { ...none, view: "teams" as const, teams: await adminLoad<Team[]>(`${API}/teams`) };
  if (params.view !== "branch_feedback") {
    const subscription = await subscriptionFeedbacks(q);
    if (subscription) return { ...none, view: "subscription_feedback" as const, subscription };
  }
  return { ...none, view: "branch_feedback" as const, rows: await adminLoad<Feedback[]>(API, { status }) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function FeedbackList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const isBranch = isBranchType(store.storeType);
  const { revalidate } = useRevalidator();
  const param = useParams().view;
  const view = isBranch ? "branch_feedback" : (VIEWS.find((v) => v === param) ?? "subscription_feedback");
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
          label: t(`subFeedback.view.${v}`),
          to: `/admin/branch-feedback-list/${v}`,
        })),
      };
  const common = {
    title: t("branchFeedback.title"),
    description: t(isBranch ? "branchFeedback.branchDescription" : "branchFeedback.description"),
    tabs,
    pageSize: 20,
  };
  if (loaderData.view === "subscription_feedback" && loaderData.subscription) {
    const { items, total, filter } = loaderData.subscription;
    return <SubscriptionFeedbackList rows={items} total={total} filter={filter} tabs={tabs} />;
  }
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
      clearFiltersTo={`/admin/branch-feedback-list/${isBranch ? "subscription_feedback" : "branch_feedback"}`}
      intro={isBranch ? <SendFeedback onSent={() => void revalidate()} /> : undefined}
    />
  );
}
