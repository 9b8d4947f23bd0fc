import type { ArticleCategory } from "@functions/shared/commerce/catalogue";
import { FolderOpen, List } from "lucide-react";
import { Link, useParams } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import { type Display, displayMatches, displayOf } from "~/components/admin/display";
import { ListPage, useRowOrder } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { listOf } from "~/components/admin/loaderData";
import { useT } from "~/i18n";
import { DisplayToggle, useContentRows } from "./lib/contentRows";
import { contentDisplayTabs } from "./lib/displayTabs";

// /admin/article-category-list/:isdisplay — blog categories (1 shown, 2 hidden, 3 all): show/hide,
// reorder (higher sort first, as the storefront lists them), edit, delete (articles stay).

export async function clientLoader() {
  const list = listOf<ArticleCategory>(await adminLoad<unknown>(CONTENT_API.articleCategories));
  return { categories: list.sort((a, b) => b.sort - a.sort || a.id - b.id) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ArticleCategoryList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const display: Display = displayOf(useParams().isdisplay);
  const send = (id: number, body: object) => adminSend("PATCH", CONTENT_API.articleCategory(id), body);
  const { flag, del, failText } = useContentRows<ArticleCategory>({
    api: CONTENT_API.articleCategory,
    name: (c) => c.name,
    shown: (c) => c.isDisplay,
    send: (c, isDisplay) => send(c.id, { isDisplay }),
    deleteTitle: t("adminContent.articleCategory.deleteTitle"),
    deleteBody: (c) => t("adminContent.articleCategory.deleteBody", { name: c.name }),
  });
  const order = useRowOrder<ArticleCategory>({
    rows: loaderData.categories,
    visible: (c) => displayMatches(display, flag.value(c)),
    send: (id, sort) => send(id, { sort }),
    idPrefix: "acat",
    done: t("adminContent.orderSaved"),
    failText,
  });

  const columns: Column<ArticleCategory>[] = [
    {
      key: "name",
      header: t("adminContent.articleCategory.name"),
      primary: true,
      cell: (c) => (
        <Link to={CONTENT_PATHS.articleCategory(c.id)} className="font-medium hover:text-brand-700 hover:underline">
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
      key: "articles",
      header: t("adminContent.articleCategory.articles"),
      cell: (c) => (
        <Link
          to={CONTENT_PATHS.articleList(c.id, "3")}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <List size={14} aria-hidden /> {t("adminContent.articleCategory.viewArticles")}
        </Link>
      ),
    },
    {
      key: "isDisplay",
      header: t("adminContent.display"),
      cell: (c) => <DisplayToggle flag={flag} row={c} name={c.name} testId={`article-category-show-${c.id}`} />,
    },
  ];

  return (
    <ListPage
      title={t("adminContent.articleCategory.listTitle")}
      breadcrumbs={[{ label: t("adminContent.blog") }, { label: t("adminContent.articleCategory.listTitle") }]}
      create={{
        to: CONTENT_PATHS.articleCategory("new"),
        label: t("adminContent.articleCategory.new"),
        testId: "article-category-new",
      }}
      tabs={contentDisplayTabs(t, display, CONTENT_PATHS.articleCategoryList, order.all.map(flag.value))}
      testId="article-category-list"
      columns={columns}
      rows={order.rows}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.name}
      rowTestId={(c) => `article-category-row-${c.id}`}
      busy={order.busy}
      rowActions={(c) => (
        <>
          {order.buttons(c, {
            up: t("adminContent.moveUpNamed", { name: c.name }),
            down: t("adminContent.moveDownNamed", { name: c.name }),
          })}
          <EditRowLink to={CONTENT_PATHS.articleCategory(c.id)} name={c.name} />
          <DeleteRowButton name={c.name} onClick={() => del.ask(c)} testId={`article-category-delete-${c.id}`} />
        </>
      )}
      empty={{
        icon: <FolderOpen size={36} aria-hidden />,
        title: t("adminContent.articleCategory.emptyTitle"),
        body: t("adminContent.articleCategory.emptyBody"),
        filteredTitle: t("adminContent.emptyFiltered"),
      }}
      filtered={order.all.length > 0}
      clearFiltersTo={CONTENT_PATHS.articleCategoryList("3")}
    >
      {del.dialog}
    </ListPage>
  );
}
