import { LIST_STATUSES, LIST_TYPES } from "@functions/store/schedules/schemas";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ListPage, useRowDelete } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { StatusTabs } from "~/components/admin/StatusTabs";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { API, listFilter, PATHS, type Schedule, STATUS_TONE } from "./lib";

// /admin/schedule-list/{type}/{status} (spec back-office §2.2 Schedule; menu default all/normal):
// the store's schedules of one type and status, waiting ones soonest first.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const f = listFilter(params.type, params.status);
  return { rows: await adminLoad<Schedule[]>(API.schedules, f.query), type: f.type, status: f.status };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

const statusKey = (s: Schedule["status"]) => s.toLowerCase() as "normal" | "done" | "failed";

export default function ScheduleList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { rows, type, status } = loaderData;
  const name = (s: Schedule) => s.targetName ?? t("schedules.targetMissing", { id: s.targetId });
  const del = useRowDelete<Schedule>({
    path: (s) => API.schedule(s.id),
    title: (s) => t("schedules.deleteTitle", { id: s.id }),
    body: () => t("schedules.deleteBody"),
    deletedText: () => t("schedules.deleted"),
  });
  const columns: Column<Schedule>[] = [
    {
      key: "target",
      header: t("schedules.col.target"),
      primary: true,
      cell: (s) => (
        <div className="min-w-0">
          <Link to={PATHS.edit(s.id)} className="font-medium hover:text-brand-700 hover:underline">
            {name(s)}
          </Link>
          <div className="text-xs text-muted">{t(`schedules.type.${s.type}`)}</div>
        </div>
      ),
    },
    { key: "action", header: t("schedules.col.action"), cell: (s) => t(`schedules.action.${s.action}`) },
    {
      key: "runAt",
      header: t("schedules.col.runAt"),
      cell: (s) => <span className="tabular-nums">{formatTaipei(s.runAt, locale)}</span>,
    },
    {
      key: "status",
      header: t("schedules.col.status"),
      cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{t(`schedules.status.${statusKey(s.status)}`)}</Badge>,
    },
    { key: "note", header: t("schedules.col.note"), hideOnMobile: true, cell: (s) => s.note },
  ];
  return (
    <ListPage
      title={t("schedules.title")}
      description={t("schedules.description")}
      create={{ to: PATHS.edit(0), label: t("schedules.create"), testId: "add-schedule" }}
      tabs={{
        label: t("schedules.statusFilter"),
        active: status,
        items: LIST_STATUSES.map((s) => ({ key: s, label: t(`schedules.status.${s}`), to: PATHS.list(type, s) })),
      }}
      filters={
        <StatusTabs
          label={t("schedules.typeFilter")}
          active={type}
          tabs={LIST_TYPES.map((x) => ({
            key: x,
            label: x === "all" ? t("schedules.type.all") : t(`schedules.type.${x.toUpperCase()}`),
            to: PATHS.list(x, status),
          }))}
        />
      }
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      rowLabel={name}
      rowTestId={(s) => `schedule-row-${s.id}`}
      rowActions={(s) => (
        <>
          <EditRowLink to={PATHS.edit(s.id)} name={name(s)} />
          <DeleteRowButton name={name(s)} onClick={() => del.ask(s)} />
        </>
      )}
      pageSize={20}
      empty={{
        icon: <CalendarClock size={36} aria-hidden />,
        title: t("schedules.emptyTitle"),
        body: t("schedules.emptyBody"),
        filteredTitle: t("schedules.emptyFiltered"),
      }}
      filtered={type !== "all" || status !== "normal"}
      clearFiltersTo={PATHS.list("all", "all")}
    >
      {del.dialog}
    </ListPage>
  );
}
