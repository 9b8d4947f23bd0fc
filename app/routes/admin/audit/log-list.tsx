import { Download, ScrollText } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import type { Operation } from "../../../../functions/audit/service";
import { AUDIT_SYSTEMS } from "../../../../functions/shared/auditSystems";
import { AdminPage, AdminRouteError } from "../../../components/admin/AdminPage";
import { adminLoad, withQuery } from "../../../components/admin/adminApi";
import { type Column, DataTable, Pagination } from "../../../components/admin/DataTable";
import { taipei } from "../../../components/orders/format";
import { Button, EmptyState } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import { AUDIT_API, AUDIT_PATHS, FILTER_KEYS, labelText } from "./lib";

// /admin/user-logs-list — the store's operation log, newest first: filters by staff member,
// system, object id and Taipei date range (?userId, ?system, ?objectId, ?dateFrom, ?dateTo, ?page),
// a native GET form (works before hydration), and the .xlsx export of the same filter.

const PAGE_SIZE = 20;

type ListData = { items: Operation[]; total: number; staff: { id: number; name: string }[] };

export async function clientLoader({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const page = Math.max(1, Number(q.get("page")) || 1);
  const filter = Object.fromEntries(FILTER_KEYS.map((k) => [k, q.get(k) || undefined])) as Record<
    (typeof FILTER_KEYS)[number],
    string | undefined
  >;
  const data = await adminLoad<ListData>(AUDIT_API.list, {
    ...filter,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { ...data, page, filter };
}

export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

const field = "h-10 rounded-lg border border-line bg-white px-2.5";

export default function OperationLog({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const [search] = useSearchParams();
  const { items, total, staff, page, filter } = loaderData;
  const filtered = FILTER_KEYS.some((k) => filter[k]);

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
    {
      key: "staff",
      header: t("adminAudit.col.staff"),
      cell: (o) => <span className="text-sm">{o.userName}</span>,
    },
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

  const exportHref = withQuery(AUDIT_API.excel, { ...filter, locale });
  return (
    <AdminPage
      title={t("adminAudit.title")}
      breadcrumbs={[{ label: t("adminAudit.section") }, { label: t("adminAudit.title") }]}
      actions={
        <a
          href={exportHref}
          download
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
          data-testid="audit-export"
        >
          <Download size={16} aria-hidden /> {t("adminAudit.export")}
        </a>
      }
      toolbar={
        <Form
          method="get"
          key={search.toString()}
          aria-label={t("adminAudit.filters")}
          className="grid grid-cols-2 items-end gap-2 min-[734px]:flex min-[734px]:flex-wrap"
          data-testid="audit-filters"
        >
          <label className="flex flex-col text-sm">
            <span className="text-muted">{t("adminAudit.staff")}</span>
            <select name="userId" defaultValue={filter.userId ?? ""} className={field}>
              <option value="">{t("adminAudit.all")}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            <span className="text-muted">{t("adminAudit.system")}</span>
            <select name="system" defaultValue={filter.system ?? ""} className={field}>
              <option value="">{t("adminAudit.all")}</option>
              {AUDIT_SYSTEMS.map((s) => (
                <option key={s} value={s}>
                  {t(`adminAudit.sys.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            <span className="text-muted">{t("adminAudit.dateFrom")}</span>
            <input type="date" name="dateFrom" defaultValue={filter.dateFrom ?? ""} className={field} />
          </label>
          <label className="flex flex-col text-sm">
            <span className="text-muted">{t("adminAudit.dateTo")}</span>
            <input type="date" name="dateTo" defaultValue={filter.dateTo ?? ""} className={field} />
          </label>
          <label className="flex flex-col text-sm">
            <span className="text-muted">{t("adminAudit.objectId")}</span>
            <input
              name="objectId"
              defaultValue={filter.objectId ?? ""}
              inputMode="numeric"
              maxLength={60}
              className={`${field} min-[734px]:w-32`}
            />
          </label>
          <div className="col-span-2 flex gap-2">
            <Button type="submit" variant="secondary" className="h-10">
              {t("adminAudit.apply")}
            </Button>
            {filtered && (
              <Link to={AUDIT_PATHS.list} className="inline-flex h-10 items-center px-3 text-[15px] hover:underline">
                {t("adminAudit.clear")}
              </Link>
            )}
          </div>
        </Form>
      }
      testId="audit-list"
    >
      <DataTable
        caption={t("adminAudit.title")}
        columns={columns}
        rows={items}
        rowKey={(o) => o.id}
        rowLabel={(o) => labelText(t, o.label, o.system)}
        rowTestId={(o) => `audit-row-${o.id}`}
        empty={
          <EmptyState
            icon={<ScrollText size={36} aria-hidden />}
            title={t("adminAudit.emptyTitle")}
            body={t("adminAudit.emptyBody")}
          />
        }
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(p) => withQuery(AUDIT_PATHS.list, { ...Object.fromEntries(search), page: p > 1 ? p : undefined })}
      />
    </AdminPage>
  );
}
