import type { SubscriptionFeedbackView } from "@functions/commerce/subscriptions/feedbacks";
import { MessageSquareHeart } from "lucide-react";
import { adminSend, withQuery } from "~/components/admin/adminApi";
import {
  ExportLink,
  FilterBar,
  FilterChoice,
  FilterDates,
  FilterSearch,
  ListPage,
  useRowFlag,
} from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { Toggle } from "~/components/admin/Toggle";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

// The head store's subscription feedbacks (GET /api/admin/subscription/feedbacks): why members
// cancelled, filtered by status, text and Taipei dates, paged on the server, marked processed
// in the row, and exported whole with the same filter.

export const SUBSCRIPTION_FEEDBACK_API = "/api/admin/subscription/feedbacks";
export const SUBSCRIPTION_FEEDBACK_PAGE = 20;
export type SubscriptionFeedback = SubscriptionFeedbackView;
export type SubscriptionFeedbackFilter = { status?: string; keyword?: string; dateFrom?: string; dateTo?: string };

export function SubscriptionFeedbackList({
  rows,
  total,
  filter,
  tabs,
}: {
  rows: SubscriptionFeedback[];
  total: number;
  filter: SubscriptionFeedbackFilter;
  tabs: React.ComponentProps<typeof ListPage>["tabs"];
}) {
  const t = useT();
  const locale = useLocale();
  const flag = useRowFlag<SubscriptionFeedback>({
    id: (f) => f.id,
    get: (f) => f.status === "PROCESSED",
    send: (f, on) =>
      adminSend("PATCH", `${SUBSCRIPTION_FEEDBACK_API}/${f.id}`, {
        status: on ? "PROCESSED" : "UNPROCESSED",
        reply: f.reply,
      }),
    done: (f, on) => t(on ? "subFeedback.processedOf" : "subFeedback.unprocessedOf", { id: f.subscriptionId }),
  });
  const columns: Column<SubscriptionFeedback>[] = [
    {
      key: "reasons",
      header: t("branchFeedback.reasons"),
      primary: true,
      cell: (f) => f.reasons.map((r) => t(`branchFeedback.reason.${r}`)).join(locale === "en" ? ", " : "、"),
    },
    {
      key: "member",
      header: t("subFeedback.member"),
      cell: (f) => (
        <span className="flex flex-col">
          <span>{f.memberName ?? "—"}</span>
          {f.memberEmail && <span className="text-xs text-muted">{f.memberEmail}</span>}
        </span>
      ),
    },
    {
      key: "product",
      header: t("subFeedback.product"),
      cell: (f) => (
        <span className="flex flex-col">
          <span>{f.productName ?? "—"}</span>
          <span className="text-xs text-muted">{t("subFeedback.subscription", { id: f.subscriptionId })}</span>
        </span>
      ),
    },
    { key: "content", header: t("branchFeedback.content"), hideOnMobile: true, cell: (f) => f.content || "—" },
    { key: "createdAt", header: t("branchFeedback.createdAt"), cell: (f) => formatTaipei(f.createdAt, locale) },
    {
      key: "processed",
      header: t("branchFeedback.processed"),
      cell: (f) => (
        <Toggle
          checked={flag.value(f)}
          onChange={(on) => void flag.set(f, on)}
          label={t("subFeedback.processedOf", { id: f.subscriptionId })}
          hideLabel
          testId={`sub-feedback-processed-${f.id}`}
        />
      ),
    },
  ];
  const filtered = Boolean(filter.status || filter.keyword || filter.dateFrom || filter.dateTo);
  return (
    <ListPage
      title={t("subFeedback.title")}
      description={t("subFeedback.description")}
      tabs={tabs}
      testId="subscription-feedback-list"
      actions={
        <ExportLink
          href={withQuery(`${SUBSCRIPTION_FEEDBACK_API}/excel`, { ...filter, locale })}
          label={t("subFeedback.export")}
          testId="subscription-feedback-export"
        />
      }
      filters={
        <FilterBar>
          <FilterSearch name="keyword" label={t("subFeedback.search")} />
          <FilterChoice
            name="status"
            label={t("branchFeedback.statusFilter")}
            options={[
              { value: "", label: t("branchFeedback.status.all") },
              { value: "UNPROCESSED", label: t("branchFeedback.status.UNPROCESSED") },
              { value: "PROCESSED", label: t("branchFeedback.status.PROCESSED") },
            ]}
          />
          <FilterDates fromLabel={t("subFeedback.dateFrom")} toLabel={t("subFeedback.dateTo")} />
        </FilterBar>
      }
      columns={columns}
      rows={rows}
      rowKey={(f) => f.id}
      rowLabel={(f) => t("subFeedback.subscription", { id: f.subscriptionId })}
      serverSort
      total={total}
      pageSize={SUBSCRIPTION_FEEDBACK_PAGE}
      empty={{
        icon: <MessageSquareHeart size={36} aria-hidden />,
        title: t("subFeedback.emptyTitle"),
        body: t("subFeedback.emptyBody"),
        filteredTitle: t("subFeedback.emptyFiltered"),
      }}
      filtered={filtered}
      clearFiltersTo="/admin/branch-feedback-list/subscription_feedback"
    />
  );
}
