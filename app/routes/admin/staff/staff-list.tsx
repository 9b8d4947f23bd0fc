import { Plus, ShieldCheck, Users } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { blockableSections, type StaffView, staffEditPath } from "../../../../functions/shared/staff";
import { AdminPage, AdminRouteError } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, failureKey } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { Badge } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { DeleteRowButton, EditRowLink } from "../../../components/admin/RowActions";
import { EmptyState, LinkButton } from "../../../components/ui";
import { formatDateTime, useLocale, useT } from "../../../i18n";
import { menuLabel } from "../../../i18n/adminMenu";
import { useRoot } from "../../../lib/useRoot";

// /admin/user-admin-list — the store's staff (admin) accounts. Everyone with the Users section
// may read it; only the root account sees the add, edit and remove actions (the API enforces it).

export async function clientLoader() {
  return { staff: await adminLoad<StaffView[]>("/api/admin/admins") };
}
export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function StaffList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store, user } = useRoot();
  const isRoot = Boolean(user?.isRoot);
  const { revalidate, state } = useRevalidator();
  const [toRemove, setToRemove] = useState<StaffView | null>(null);
  const [busy, setBusy] = useState(false);
  const names = new Map(blockableSections(store.storeType, store.isWholeSaler).map((s) => [s.code, s.key]));
  const rows = loaderData.staff;

  async function remove() {
    if (!toRemove) return;
    setBusy(true);
    const r = await adminSend("DELETE", `/api/admin/admins/${toRemove.id}`);
    setBusy(false);
    setToRemove(null);
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(t("staff.removed"));
    revalidate();
  }

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
      cell: (s) => <span className="tabular-nums">{formatDateTime(s.createdAt, locale)}</span>,
    },
  ];
  return (
    <AdminPage
      title={t("staff.title")}
      description={isRoot ? t("staff.hint") : t("staff.readOnly")}
      testId="staff-list"
      actions={
        isRoot ? (
          <LinkButton to={staffEditPath("new")} data-testid="staff-add">
            <Plus size={18} aria-hidden /> {t("staff.add")}
          </LinkButton>
        ) : undefined
      }
    >
      <DataTable
        caption={t("staff.title")}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        loading={state === "loading"}
        rowActions={
          isRoot
            ? (s) =>
                s.isRoot ? null : (
                  <>
                    <EditRowLink to={staffEditPath(s.id)} name={s.name} />
                    <DeleteRowButton name={s.name} onClick={() => setToRemove(s)} />
                  </>
                )
            : undefined
        }
        empty={
          <EmptyState
            icon={<Users size={36} aria-hidden />}
            title={t("staff.emptyTitle")}
            body={t("staff.emptyBody")}
          />
        }
      />
      {toRemove && (
        <ConfirmDialog
          title={t("staff.removeTitle", { name: toRemove.name })}
          body={t("staff.removeBody")}
          confirmLabel={t("staff.remove")}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setToRemove(null)}
        />
      )}
    </AdminPage>
  );
}
