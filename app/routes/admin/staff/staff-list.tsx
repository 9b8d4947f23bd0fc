import { blockableSections, type StaffView, staffEditPath } from "@functions/shared/people/staff";
import { ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ListPage, useRowDelete } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { formatTaipei } from "~/lib/taipeiTime";
import { useRoot } from "~/lib/useRoot";

// /admin/user-admin-list — the store's staff (admin) accounts. Everyone with the Users section
// may read it; only the root account sees the add, edit and remove actions (the API enforces it).

export async function clientLoader() {
  return { staff: await adminLoad<StaffView[]>("/api/admin/admins") };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function StaffList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store, user } = useRoot();
  const isRoot = Boolean(user?.isRoot);
  const names = new Map(blockableSections(store.storeType, store.isWholeSaler).map((s) => [s.code, s.key]));
  const rows = loaderData.staff;
  const del = useRowDelete<StaffView>({
    path: (s) => `/api/admin/admins/${s.id}`,
    title: (s) => t("staff.removeTitle", { name: s.name }),
    body: () => t("staff.removeBody"),
    confirmLabel: t("staff.remove"),
    deletedText: () => t("staff.removed"),
  });

  const columns: Column<StaffView>[] = [
    {
      key: "name",
      header: t("staff.name"),
      primary: true,
      sortable: true,
      sortValue: (s) => s.name,
      cell: (s) => (
        <div className="flex flex-wrap items-center gap-2">
          {isRoot && !s.isRoot ? (
            <Link to={staffEditPath(s.id)} className="font-medium hover:text-brand-700 hover:underline">
              {s.name}
            </Link>
          ) : (
            <span className="font-medium">{s.name}</span>
          )}
          {s.isRoot && (
            <Badge tone="success">
              <ShieldCheck size={14} aria-hidden className="mr-1 inline" />
              {t("staff.root")}
            </Badge>
          )}
        </div>
      ),
    },
    {
      key: "email",
      header: t("staff.emailShort"),
      sortable: true,
      sortValue: (s) => s.email,
      cell: (s) => <span className="break-all">{s.email}</span>,
    },
    {
      key: "blocked",
      header: t("staff.blocked"),
      // Only sections this store type has: "1 blocks 2" stores Income even where it is not shown.
      cell: (s) =>
        s.blockedPrivileges.every((code) => !names.has(code)) ? (
          <span className="text-muted">{t("staff.noneBlocked")}</span>
        ) : (
          <div className="flex flex-wrap gap-1" data-testid={`blocked-${s.id}`}>
            {s.blockedPrivileges
              .flatMap((code) => {
                const section = names.get(code);
                return section ? [code] : [];
              })
              .map((code) => (
                <Badge key={code} tone="warning">
                  {menuLabel(names.get(code) ?? "", locale)}
                </Badge>
              ))}
          </div>
        ),
    },
    {
      key: "added",
      header: t("staff.added"),
      sortable: true,
      sortValue: (s) => s.createdAt,
      cell: (s) => <span className="tabular-nums">{formatTaipei(s.createdAt, locale, false)}</span>,
    },
  ];
  return (
    <ListPage
      title={t("staff.title")}
      description={isRoot ? t("staff.hint") : t("staff.readOnly")}
      testId="staff-list"
      create={isRoot ? { to: staffEditPath("new"), label: t("staff.add"), testId: "staff-add" } : undefined}
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      rowLabel={(s) => s.name}
      rowActions={
        isRoot
          ? (s) =>
              s.isRoot ? null : (
                <>
                  <EditRowLink to={staffEditPath(s.id)} name={s.name} />
                  <DeleteRowButton name={s.name} onClick={() => del.ask(s)} />
                </>
              )
          : undefined
      }
      empty={{ icon: <Users size={36} aria-hidden />, title: t("staff.emptyTitle"), body: t("staff.emptyBody") }}
    >
      {del.dialog}
    </ListPage>
  );
}
