import { AUDIT_SYSTEMS } from "@functions/shared/store/auditSystems";
import type { Operation } from "@functions/store/audit/service";
import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, withQuery } from "~/components/admin/adminApi";
import {
  ExportLink,
  FilterBar,
  FilterChoice,
  FilterDates,
  FilterSearch,
  ListPage,
  pageParam,
} from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { taipei } from "~/components/orders/format";
import { useLocale, useT } from "~/i18n";
import { AUDIT_API, AUDIT_PATHS, FILTER_KEYS, labelText } from "./lib";

// /admin/user-logs-list — the store's operation log, newest first: filters by staff member,
// system, object id and Taipei date range (?userId, ?system, ?objectId, ?dateFrom, ?dateTo, ?page),
// the kit's GET filter form (works before hydration), and the .xlsx export of the same filter.

const PAGE_SIZE = 20;

type ListData = { items: Operation[]; total: number; staff: { id: number; name: string }[] };

export async function clientLoader({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const page = pageParam(q.get("page"));
  const filter = Object.fromEntries(FILTER_KEYS.map((k) => [k, q.get(k) || undefined])) as Record<
    (typeof FILTER_KEYS)[number],
    string | undefined
  >;
  const data = await adminLoad<ListData>(AUDIT_API.list, {
    ...filter,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { ...data, filter };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function OperationLog({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { items, total, staff, filter } = loaderData;

  const columns: Column<Operation>[] = [
    {
      key: "action",
      header: t("adminAudit.col.action"),
      primary: true,
      cell: (o) => (
        <Link to={AUDIT_PATHS.detail(o.id)} className="font-medium hover:text-brand-700 hover:underline">
          {labelText(t, o.label, o.system)}
        </Link>
      ),
    },
    {
      key: "object",
      header: t("adminAudit.col.object"),
      cell: (o) => (
        <span className="text-sm">
          {o.objectId && <span className="tabular-nums">#{o.objectId}</span>}
          {o.objectName && <span className="text-muted"> {o.objectName}</span>}
        </span>
      ),
    },
    { key: "staff", header: t("adminAudit.col.staff"), cell: (o) => <span className="text-sm">{o.userName}</span> },
    {
      key: "time",
      header: t("adminAudit.col.time"),
      cell: (o) => <span className="text-sm whitespace-nowrap">{taipei(o.createdAt, locale)}</span>,
    },
    {
      key: "request",
      header: t("adminAudit.col.request"),
      cell: (o) => (
        <span className="font-mono text-xs break-all">
          <span className="font-semibold">{o.method}</span> {o.path}
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={t("adminAudit.title")}
      breadcrumbs={[{ label: t("adminAudit.section") }, { label: t("adminAudit.title") }]}
      testId="audit-list"
      actions={
        <ExportLink
          href={withQuery(AUDIT_API.excel, { ...filter, locale })}
          label={t("adminAudit.export")}
          testId="audit-export"
        />
      }
      filters={
        <div data-testid="audit-filters">
          {/* An object id is typed in full before it means anything: the form has its own button. */}
          <FilterBar submitLabel={t("adminAudit.apply")}>
            <FilterChoice
              name="userId"
              label={t("adminAudit.staff")}
              options={[
                { value: "", label: t("adminAudit.allStaff") },
                ...staff.map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
            <FilterChoice
              name="system"
              label={t("adminAudit.system")}
              options={[
                { value: "", label: t("adminAudit.allSystems") },
                ...AUDIT_SYSTEMS.map((s) => ({ value: s, label: t(`adminAudit.sys.${s}`) })),
              ]}
            />
            <FilterSearch name="objectId" label={t("adminAudit.objectId")} narrow />
            <FilterDates fromLabel={t("adminAudit.dateFrom")} toLabel={t("adminAudit.dateTo")} />
          </FilterBar>
        </div>
      }
      columns={columns}
      rows={items}
      rowKey={(o) => o.id}
      rowLabel={(o) => labelText(t, o.label, o.system)}
      rowTestId={(o) => `audit-row-${o.id}`}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      empty={{
        icon: <ScrollText size={36} aria-hidden />,
        title: t("adminAudit.emptyTitle"),
        body: t("adminAudit.emptyBody"),
      }}
      filtered={FILTER_KEYS.some((k) => filter[k])}
    />
  );
}
