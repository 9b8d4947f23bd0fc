import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useRevalidator } from "react-router";
import { AdminPage, AdminRouteError } from "../../../components/admin/AdminPage";
import { adminSend, failureKey } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { flash } from "../../../components/admin/flash";
import { DeleteRowButton, EditRowLink } from "../../../components/admin/RowActions";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { Toggle } from "../../../components/admin/Toggle";
import { EmptyState, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";
import { type AdminInformation, loadInformation, PATHS } from "./lib/api";
import { displayMatches, displayOf } from "./lib/filters";
import { informationEditPath, informationListPath } from "./lib/paths";

// /admin/store-information/:isdisplay — shared blocks of product copy (shipping notes, size charts)
// that products point at.

export async function clientLoader() {
  return { items: await loadInformation() };
}
export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function InformationList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const display = displayOf(useParams().isdisplay);
  const { revalidate, state } = useRevalidator();
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const [toDelete, setToDelete] = useState<AdminInformation | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = (g: AdminInformation) => overrides[g.id] ?? g.isDisplay;
  const all = loaderData.items;
  const rows = all.filter((g) => displayMatches(display, shown(g)));

  async function setDisplay(g: AdminInformation, on: boolean) {
    setOverrides((o) => ({ ...o, [g.id]: on }));
    const r = await adminSend("PATCH", PATHS.informationItem(g.id), { isDisplay: on });
    if (!r.ok) {
      setOverrides((o) => ({ ...o, [g.id]: g.isDisplay }));
      return flash.error(t(failureKey(r)));
    }
    flash.success(t("adminUi.saved"));
    revalidate();
  }
  async function remove() {
    if (!toDelete) return;
    setBusy(true);
    const r = await adminSend("DELETE", PATHS.informationItem(toDelete.id));
    setBusy(false);
    setToDelete(null);
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(t("adminUi.deleted"));
    revalidate();
  }

  const columns: Column<AdminInformation>[] = [
    {
      key: "name",
      header: t("info.name"),
      primary: true,
      sortable: true,
      sortValue: (g) => g.name,
      cell: (g) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={informationEditPath(g.id)} className="font-medium hover:text-brand-700 hover:underline">
            {g.name}
          </Link>
        </div>
      ),
    },
    {
      key: "products",
      header: t("cat.productCount"),
      align: "right",
      sortable: true,
      sortValue: (g) => g.productCount,
      cell: (g) => <span className="tabular-nums">{g.productCount}</span>,
    },
    {
      key: "sort",
      header: t("cat.sort"),
      align: "right",
      sortable: true,
      sortValue: (g) => g.sort,
      cell: (g) => <span className="tabular-nums">{g.sort}</span>,
    },
    {
      key: "display",
      header: t("cat.display"),
      cell: (g) => (
        <Toggle
          checked={shown(g)}
          onChange={(on) => void setDisplay(g, on)}
          label={t("cat.displayOf", { name: g.name })}
          hideLabel
        />
      ),
    },
  ];
  return (
    <AdminPage
      title={t("info.title")}
      description={t("info.hint")}
      actions={
        <LinkButton to={informationEditPath("0")}>
          <Plus size={18} aria-hidden /> {t("info.add")}
        </LinkButton>
      }
      toolbar={
        <StatusTabs
          label={t("cat.displayFilter")}
          active={display}
          tabs={(["1", "2", "3"] as const).map((d) => ({
            key: d,
            label: t(d === "1" ? "cat.shown" : d === "2" ? "cat.hidden" : "cat.all"),
            to: informationListPath(d),
            count: all.filter((g) => displayMatches(d, shown(g))).length,
          }))}
        />
      }
    >
      <DataTable
        caption={t("info.title")}
        columns={columns}
        rows={rows}
        rowKey={(g) => g.id}
        loading={state === "loading"}
        rowActions={(g) => (
          <>
            <EditRowLink to={informationEditPath(g.id)} name={g.name} />
            <DeleteRowButton name={g.name} onClick={() => setToDelete(g)} />
          </>
        )}
        empty={
          <EmptyState
            icon={<FileText size={36} aria-hidden />}
            title={all.length ? t("info.emptyFiltered") : t("info.emptyTitle")}
            body={all.length ? undefined : t("info.emptyBody")}
            action={
              all.length ? undefined : (
                <LinkButton to={informationEditPath("0")}>
                  <Plus size={18} aria-hidden /> {t("info.add")}
                </LinkButton>
              )
            }
          />
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("info.deleteTitle", { name: toDelete.name })}
          body={t("info.deleteBody", { count: toDelete.productCount })}
          confirmLabel={t("adminUi.delete")}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
