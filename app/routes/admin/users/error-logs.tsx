import { FRONTEND_ERROR_KINDS } from "@functions/shared/store/errorLogs";
import { Bug } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { FilterBar, FilterChoice, FilterDates, FilterSearch, ListPage, loadFilteredPage } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { calendarDate, taipei } from "~/components/orders/format";
import { useLocale, useT } from "~/i18n";
import { type FrontendErrorItem, PAGE_SIZE, USERS_API } from "./lib";

// /admin/user-error-logs-list — the store's frontend error and CSP reports (POST
// /api/store/frontendErrorLogs stores them): the same error on the same Taipei day is one row with
// its count. Filters (kind, text, Taipei date range) live in the URL, as on the payment log.

const FILTER_KEYS = ["kind", "q", "dateFrom", "dateTo"] as const;
type Page = { items: FrontendErrorItem[]; total: number; occurrences: number };

export function clientLoader({ request }: { request: Request }) {
  return loadFilteredPage<Page, (typeof FILTER_KEYS)[number]>(request, USERS_API.errorLogs, FILTER_KEYS, PAGE_SIZE);
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

/** A page address without its host (the store's own), kept whole when it is another site's. */
function shortUrl(url: string | null): string {
  if (!url) return "—";
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

export default function ErrorLogs({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { items, total, occurrences, filter } = loaderData;

  const columns: Column<FrontendErrorItem>[] = [
    {
      key: "message",
      header: t("errorLogs.col.message"),
      primary: true,
      cell: (e) => (
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="break-words font-medium [overflow-wrap:anywhere]" data-testid={`errorlog-message-${e.id}`}>
            {e.message}
          </span>
          {e.source && (
            <span className="text-xs text-muted [overflow-wrap:anywhere]">
              {t("errorLogs.source", { source: e.source })}
            </span>
          )}
        </div>
      ),
    },
    {
      key: "kind",
      header: t("errorLogs.col.kind"),
      media: true,
      cell: (e) => <Badge tone={e.kind === "CSP" ? "warning" : "danger"}>{t(`errorLogs.kind.${e.kind}`)}</Badge>,
    },
    {
      key: "day",
      header: t("errorLogs.col.day"),
      cell: (e) => <span className="tabular-nums min-[734px]:whitespace-nowrap">{calendarDate(e.day, locale)}</span>,
    },
    {
      key: "count",
      header: t("errorLogs.col.count"),
      align: "right",
      cell: (e) => (
        <span className="tabular-nums font-medium" data-testid={`errorlog-count-${e.id}`}>
          {e.count.toLocaleString(locale)}
        </span>
      ),
    },
    {
      key: "page",
      header: t("errorLogs.col.page"),
      hideOnMobile: true,
      cell: (e) => <span className="text-sm text-muted [overflow-wrap:anywhere]">{shortUrl(e.pageUrl)}</span>,
    },
    {
      key: "lastSeenAt",
      header: t("errorLogs.col.lastSeen"),
      hideOnMobile: true,
      cell: (e) => (
        <span className="text-sm tabular-nums min-[734px]:whitespace-nowrap">{taipei(e.lastSeenAt, locale)}</span>
      ),
    },
  ];

  return (
    <ListPage
      title={t("errorLogs.title")}
      description={
        <>
          {t("errorLogs.description")}
          {total > 0 && (
            <span className="mt-1 block tabular-nums" data-testid="errorlog-summary">
              {t("errorLogs.summary", {
                total: total.toLocaleString(locale),
                occurrences: occurrences.toLocaleString(locale),
              })}
            </span>
          )}
        </>
      }
      breadcrumbs={[{ label: t("members.section") }, { label: t("errorLogs.title") }]}
      testId="errorlog-list"
      filters={
        <FilterBar>
          <FilterSearch name="q" label={t("errorLogs.search")} />
          <FilterChoice
            name="kind"
            label={t("errorLogs.kind")}
            options={[
              { value: "", label: t("errorLogs.allKinds") },
              ...FRONTEND_ERROR_KINDS.map((k) => ({ value: k, label: t(`errorLogs.kind.${k}`) })),
            ]}
          />
          <FilterDates fromLabel={t("errorLogs.dateFrom")} toLabel={t("errorLogs.dateTo")} />
        </FilterBar>
      }
      columns={columns}
      rows={items}
      rowKey={(e) => e.id}
      rowLabel={(e) => e.message}
      rowTestId={(e) => `errorlog-row-${e.id}`}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      empty={{
        icon: <Bug size={36} aria-hidden />,
        title: t("errorLogs.emptyTitle"),
        filteredTitle: t("errorLogs.filteredTitle"),
        body: t("errorLogs.emptyBody"),
      }}
      filtered={FILTER_KEYS.some((k) => filter[k])}
    />
  );
}
