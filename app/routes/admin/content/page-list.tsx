import type { AdminPageSummary } from "@functions/store/content/model";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import { ListPage, ViewRowLink } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { listOf } from "~/components/admin/loaderData";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { DisplayToggle, useContentRows } from "./lib/contentRows";

// /admin/settingpage/setting-page-list — the store's custom pages (/page/{id}): show/hide, edit,
// delete (spec back-office §2.2 Settings).

export async function clientLoader() {
  return { pages: listOf<AdminPageSummary>(await adminLoad<unknown>(CONTENT_API.pages)) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function PageList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { flag, del } = useContentRows<AdminPageSummary>({
    api: CONTENT_API.page,
    name: (p) => p.title,
    shown: (p) => p.isDisplay,
    send: (p, isDisplay) => adminSend("PATCH", CONTENT_API.page(p.id), { isDisplay }),
    deleteTitle: t("adminContent.page.deleteTitle"),
  });

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
      cell: (p) => <DisplayToggle flag={flag} row={p} name={p.title} testId={`page-show-${p.id}`} />,
    },
  ];

  return (
    <ListPage
      title={t("adminContent.page.listTitle")}
      description={t("adminContent.page.listHint")}
      breadcrumbs={[{ label: t("adminContent.settings") }, { label: t("adminContent.page.listTitle") }]}
      create={{ to: CONTENT_PATHS.page("new"), label: t("adminContent.page.new"), testId: "page-new" }}
      testId="page-list"
      columns={columns}
      rows={loaderData.pages}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.title}
      rowTestId={(p) => `page-row-${p.id}`}
      rowActions={(p) => (
        <>
          {flag.value(p) && (
            <ViewRowLink
              href={`/page/${p.id}`}
              label={t("adminContent.viewNamed", { name: p.title })}
              title={t("adminContent.viewOnStore")}
            />
          )}
          <EditRowLink to={CONTENT_PATHS.page(p.id)} name={p.title} />
          <DeleteRowButton name={p.title} onClick={() => del.ask(p)} />
        </>
      )}
      empty={{
        icon: <FileText size={36} aria-hidden />,
        title: t("adminContent.page.emptyTitle"),
        body: t("adminContent.page.emptyBody"),
      }}
    >
      {del.dialog}
    </ListPage>
  );
}
