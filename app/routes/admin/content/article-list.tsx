import type { ArticleCategory, ArticleListItem } from "@functions/shared/commerce/catalogue";
import { ARTICLE_PAGE_DEFAULT } from "@functions/store/content/schemas";
import { Newspaper } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend, withQuery } from "~/components/admin/adminApi";
import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import { displayOf, displayQuery } from "~/components/admin/display";
import { FilterSelect } from "~/components/admin/FormBits";
import { FilterBar, ListPage, pageParam, useListQuery, ViewRowLink } from "~/components/admin/kit";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { listOf, optionalList } from "~/components/admin/loaderData";
import { LinkButton } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { articleColumns, isScheduled } from "./lib/articleColumns";
import { DisplayToggle, useContentRows } from "./lib/contentRows";
import { contentDisplayTabs } from "./lib/displayTabs";

// /admin/article-list/:id/:isdisplay — blog articles of one category (0 = all) by display state
// (1 shown, 2 hidden, 3 all), 20 a page (?page=). Publish times are shown in Taipei time.

const PAGE_SIZE = ARTICLE_PAGE_DEFAULT;

export async function clientLoader({
  params,
  request,
}: {
  params: { id?: string; isdisplay?: string };
  request: Request;
}) {
  const categoryId = /^\d+$/.test(params.id ?? "") ? Number(params.id) : 0;
  const display = displayOf(params.isdisplay);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const [list, categories] = await Promise.all([
    adminLoad<{ items: ArticleListItem[]; total: number }>(CONTENT_API.articles, {
      categoryId,
      isDisplay: displayQuery(display),
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    }),
    optionalList<ArticleCategory>(CONTENT_API.articleCategories),
  ]);
  return {
    items: listOf<ArticleListItem>(list),
    total: typeof list?.total === "number" ? list.total : listOf(list).length,
    categories: categories.items,
    categoryId,
    display,
  };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ArticleList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const q = useListQuery();
  const { categories, categoryId, display, total } = loaderData;
  const { flag, del } = useContentRows<ArticleListItem>({
    api: CONTENT_API.article,
    name: (a) => a.name,
    shown: (a) => a.isDisplay,
    send: (a, isDisplay) => adminSend("PATCH", CONTENT_API.article(a.id), { isDisplay }),
    deleteTitle: t("adminContent.article.deleteTitle"),
    deleteBody: (a) => t("adminContent.article.deleteBody", { name: a.name }),
  });
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const columns = [
    ...articleColumns(t, locale, categoryName),
    {
      key: "isDisplay",
      header: t("adminContent.display"),
      cell: (a: ArticleListItem) => <DisplayToggle flag={flag} row={a} name={a.name} />,
    },
  ];

  return (
    <ListPage
      title={t("adminContent.article.listTitle")}
      breadcrumbs={[{ label: t("adminContent.blog") }, { label: t("adminContent.article.listTitle") }]}
      actions={
        <LinkButton to={CONTENT_PATHS.articleCategoryList("1")} variant="secondary">
          {t("adminContent.articleCategory.listTitle")}
        </LinkButton>
      }
      create={{
        to: withQuery(CONTENT_PATHS.article("new"), { categoryId: categoryId || undefined }),
        label: t("adminContent.article.new"),
        testId: "article-new",
      }}
      tabs={contentDisplayTabs(t, display, (d) => CONTENT_PATHS.articleList(categoryId, d))}
      filters={
        <FilterBar className="min-[734px]:max-w-72">
          {/* The category is part of the path (spec route …/:id/:isdisplay): choosing one navigates. */}
          <FilterSelect
            label={t("adminContent.article.category")}
            value={String(categoryId)}
            onChange={(v) => q.go({}, CONTENT_PATHS.articleList(Number(v), display))}
            options={[
              { value: "0", label: t("adminContent.article.allCategories") },
              ...categories.map((c) => ({
                value: String(c.id),
                label: c.isDisplay ? c.name : `${c.name} (${t("adminContent.hiddenShort")})`,
              })),
            ]}
          />
        </FilterBar>
      }
      testId="article-list"
      columns={columns}
      rows={loaderData.items}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.name}
      total={total}
      pageSize={PAGE_SIZE}
      serverSort
      rowActions={(a) => (
        <>
          {flag.value(a) && !isScheduled(a) && (
            <ViewRowLink
              href={`/blog/${a.id}/${encodeURIComponent(a.name)}`}
              label={t("adminContent.viewNamed", { name: a.name })}
              title={t("adminContent.viewOnStore")}
            />
          )}
          <EditRowLink to={CONTENT_PATHS.article(a.id)} name={a.name} />
          <DeleteRowButton name={a.name} onClick={() => del.ask(a)} />
        </>
      )}
      empty={{
        icon: <Newspaper size={36} aria-hidden />,
        title: t("adminContent.article.emptyTitle"),
        body: t("adminContent.article.emptyBody"),
        filteredTitle: t("adminContent.emptyFiltered"),
      }}
      filtered={categoryId > 0 || display !== "3"}
      clearFiltersTo={CONTENT_PATHS.articleList(0, "3")}
    >
      {del.dialog}
    </ListPage>
  );
}
