import type { BulletinCategory } from "@functions/store/content/model";
import { FolderOpen, List } from "lucide-react";
import { Link, useParams } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { type Display, displayMatches, displayOf } from "~/components/admin/display";
import { ListPage, useRowOrder } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { listOf } from "~/components/admin/loaderData";
import { useT } from "~/i18n";
import { DisplayToggle, useContentRows } from "../content/lib/contentRows";
import { contentDisplayTabs } from "../content/lib/displayTabs";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";

// /admin/bulletin-category/:isdisplay — bulletin categories (1 shown, 2 hidden, 3 all): show/hide,
// reorder (higher sort first), edit, delete (the bulletins stay, without a category).

export async function clientLoader() {
  const list = listOf<BulletinCategory>(await adminLoad<unknown>(BULLETIN_API.categories));
  return { categories: list.sort((a, b) => b.sort - a.sort || a.id - b.id) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BulletinCategoryList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const display: Display = displayOf(useParams().isdisplay);
  const send = (id: number, body: object) => adminSend("PATCH", BULLETIN_API.category(id), body);
  const { flag, del, failText } = useContentRows<BulletinCategory>({
    api: BULLETIN_API.category,
    name: (c) => c.name,
    shown: (c) => c.isDisplay,
    send: (c, isDisplay) => send(c.id, { isDisplay }),
    deleteTitle: t("bulletins.categoryDeleteTitle"),
    deleteBody: (c) => t("bulletins.categoryDeleteBody", { name: c.name }),
  });
  const order = useRowOrder<BulletinCategory>({
    rows: loaderData.categories,
    visible: (c) => displayMatches(display, flag.value(c)),
    send: (id, sort) => send(id, { sort }),
    idPrefix: "bcat",
    done: t("adminContent.orderSaved"),
    failText,
  });

  const columns: Column<BulletinCategory>[] = [
    {
      key: "name",
      header: t("bulletins.categoryName"),
      primary: true,
      cell: (c) => (
        <Link to={BULLETIN_PATHS.category(c.id)} className="font-medium hover:text-brand-700 hover:underline">
          {c.name}
        </Link>
      ),
    },
    {
      key: "sort",
      header: t("adminContent.sort"),
      align: "right",
      cell: (c) => <span className="tabular-nums">{c.sort}</span>,
    },
    {
      key: "bulletins",
      header: t("bulletins.listTitle"),
      cell: (c) => (
        <Link
          to={BULLETIN_PATHS.list(c.id, "3")}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <List size={14} aria-hidden /> {t("bulletins.viewBulletins")}
          <span className="sr-only"> {c.name}</span>
        </Link>
      ),
    },
    {
      key: "isDisplay",
      header: t("adminContent.display"),
      cell: (c) => <DisplayToggle flag={flag} row={c} name={c.name} testId={`bulletin-category-show-${c.id}`} />,
    },
  ];

  return (
    <ListPage
      title={t("bulletins.categories")}
      breadcrumbs={[
        { label: t("bulletins.section") },
        { label: t("bulletins.listTitle"), to: BULLETIN_PATHS.list(0, "1") },
        { label: t("bulletins.categories") },
      ]}
      create={{
        to: BULLETIN_PATHS.category("new"),
        label: t("bulletins.categoryNew"),
        testId: "bulletin-category-new",
      }}
      tabs={contentDisplayTabs(t, display, BULLETIN_PATHS.categories, order.all.map(flag.value))}
      testId="bulletin-category-list"
      columns={columns}
      rows={order.rows}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.name}
      rowTestId={(c) => `bulletin-category-row-${c.id}`}
      busy={order.busy}
      rowActions={(c) => (
        <>
          {order.buttons(c, {
            up: t("adminContent.moveUpNamed", { name: c.name }),
            down: t("adminContent.moveDownNamed", { name: c.name }),
          })}
          <EditRowLink to={BULLETIN_PATHS.category(c.id)} name={c.name} />
          <DeleteRowButton name={c.name} onClick={() => del.ask(c)} testId={`bulletin-category-delete-${c.id}`} />
        </>
      )}
      empty={{
        icon: <FolderOpen size={36} aria-hidden />,
        title: t("bulletins.categoryEmptyTitle"),
        body: t("bulletins.categoryEmptyBody"),
        filteredTitle: t("adminContent.emptyFiltered"),
      }}
      filtered={order.all.length > 0}
      clearFiltersTo={BULLETIN_PATHS.categories("3")}
    >
      {del.dialog}
    </ListPage>
  );
}
