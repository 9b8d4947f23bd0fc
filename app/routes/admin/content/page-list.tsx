import { ExternalLink, FileText, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AdminPageSummary } from "../../../../functions/content/model";
import { AdminPage, AdminRouteError, AdminSkeleton } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import {
  CONTENT_API,
  CONTENT_PATHS,
  formatTaipei,
  listOf,
  useFailureText,
} from "../../../components/admin/content/api";
import { IconButton, IconLink } from "../../../components/admin/content/IconButton";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { flash } from "../../../components/admin/flash";
import { Toggle } from "../../../components/admin/Toggle";
import { EmptyState, LinkButton } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";

// /admin/settingpage/setting-page-list — the store's custom pages (/page/{id}): show/hide, edit,
// delete (spec back-office §2.2 Settings).

export async function clientLoader() {
  return { pages: listOf<AdminPageSummary>(await adminLoad<unknown>(CONTENT_API.pages)) };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "page-list";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

export default function PageList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const failText = useFailureText();
  const [rows, setRows] = useState(loaderData.pages);
  const [toDelete, setToDelete] = useState<AdminPageSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => setRows(loaderData.pages), [loaderData.pages]);

  async function toggle(p: AdminPageSummary, isDisplay: boolean) {
    setRows((list) => list.map((x) => (x.id === p.id ? { ...x, isDisplay } : x)));
    const r = await adminSend("PATCH", CONTENT_API.page(p.id), { isDisplay });
    if (!r.ok) {
      setRows((list) => list.map((x) => (x.id === p.id ? { ...x, isDisplay: p.isDisplay } : x)));
      flash.error(failText(r));
      return;
    }
    flash.success(t(isDisplay ? "adminContent.nowShown" : "adminContent.nowHidden", { name: p.title }));
  }

  async function remove() {
    if (!toDelete) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.page(toDelete.id));
    setDeleting(false);
    if (!r.ok) {
      flash.error(failText(r));
      return;
    }
    setRows((list) => list.filter((x) => x.id !== toDelete.id));
    setToDelete(null);
    flash.success(t("adminContent.deleted"));
  }

  const columns: Column<AdminPageSummary>[] = [
    {
      key: "title",
      header: t("adminContent.page.title"),
      primary: true,
      sortable: true,
      sortValue: (p) => p.title,
      cell: (p) => (
        <div className="min-w-0">
          <Link to={CONTENT_PATHS.page(p.id)} className="font-medium hover:text-brand-700 hover:underline">
            {p.title}
          </Link>
          <p className="mt-0.5 truncate text-sm text-muted">/page/{p.id}</p>
        </div>
      ),
    },
    {
      key: "updatedAt",
      header: t("adminContent.updatedAt"),
      sortable: true,
      sortValue: (p) => p.updatedAt,
      cell: (p) => <span className="text-sm whitespace-nowrap text-muted">{formatTaipei(p.updatedAt, locale)}</span>,
    },
    {
      key: "isDisplay",
      header: t("adminContent.display"),
      cell: (p) => (
        <Toggle
          checked={p.isDisplay}
          onChange={(x) => void toggle(p, x)}
          label={t("adminContent.showNamed", { name: p.title })}
          hideLabel
          testId={`page-show-${p.id}`}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t("adminContent.page.listTitle")}
      description={t("adminContent.page.listHint")}
      breadcrumbs={[{ label: t("adminContent.settings") }, { label: t("adminContent.page.listTitle") }]}
      actions={
        <LinkButton to={CONTENT_PATHS.page("new")} data-testid="page-new">
          <Plus size={18} aria-hidden /> {t("adminContent.page.new")}
        </LinkButton>
      }
      testId={PAGE_ID}
    >
      <DataTable
        caption={t("adminContent.page.listTitle")}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowTestId={(p) => `page-row-${p.id}`}
        rowActions={(p) => (
          <>
            {p.isDisplay && (
              <a
                href={`/page/${p.id}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-black/5"
                aria-label={t("adminContent.viewNamed", { name: p.title })}
                title={t("adminContent.viewOnStore")}
              >
                <ExternalLink size={16} aria-hidden />
              </a>
            )}
            <IconLink to={CONTENT_PATHS.page(p.id)} label={t("adminContent.editNamed", { name: p.title })}>
              <Pencil size={16} aria-hidden />
            </IconLink>
            <IconButton
              tone="danger"
              onClick={() => setToDelete(p)}
              label={t("adminContent.deleteNamed", { name: p.title })}
            >
              <Trash2 size={16} aria-hidden />
            </IconButton>
          </>
        )}
        empty={
          <EmptyState
            icon={<FileText size={36} aria-hidden />}
            title={t("adminContent.page.emptyTitle")}
            body={t("adminContent.page.emptyBody")}
            action={
              <LinkButton to={CONTENT_PATHS.page("new")}>
                <Plus size={18} aria-hidden /> {t("adminContent.page.new")}
              </LinkButton>
            }
          />
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("adminContent.page.deleteTitle")}
          body={t("adminContent.deleteBody", { name: toDelete.title })}
          confirmLabel={t("adminContent.delete")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
