import { ExternalLink, Newspaper, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { ARTICLE_PAGE_DEFAULT } from "../../../../functions/content/schemas";
import type { ArticleCategory, ArticleListItem } from "../../../../functions/shared/catalogue";
import { bestSrc } from "../../../../functions/shared/media";
import { AdminPage, AdminRouteError, AdminSkeleton } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, withQuery } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import {
  CONTENT_API,
  CONTENT_PATHS,
  displayOf,
  displayQuery,
  formatTaipei,
  listOf,
  optionalList,
  useFailureText,
} from "../../../components/admin/content/api";
import { IconButton, IconLink } from "../../../components/admin/content/IconButton";
import { type Column, DataTable, Pagination } from "../../../components/admin/DataTable";
import { Badge } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { Toggle } from "../../../components/admin/Toggle";
import { EmptyState, LinkButton, SelectField } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";

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
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
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
    page,
  };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "article-list";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

export default function ArticleList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const failText = useFailureText();
  const params = useParams();
  const [search] = useSearchParams();
  const { categories, categoryId, display, page, total } = loaderData;
  const [rows, setRows] = useState(loaderData.items);
  const [toDelete, setToDelete] = useState<ArticleListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => setRows(loaderData.items), [loaderData.items]);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const listPath = (cat: number, d: typeof display, p = 1) =>
    withQuery(CONTENT_PATHS.articleList(cat, d), { page: p > 1 ? p : undefined });

  async function toggle(a: ArticleListItem, isDisplay: boolean) {
    setRows((list) => list.map((x) => (x.id === a.id ? { ...x, isDisplay } : x)));
    const r = await adminSend("PATCH", CONTENT_API.article(a.id), { isDisplay });
    if (!r.ok) {
      setRows((list) => list.map((x) => (x.id === a.id ? { ...x, isDisplay: a.isDisplay } : x)));
      flash.error(failText(r));
      return;
    }
    flash.success(t(isDisplay ? "adminContent.nowShown" : "adminContent.nowHidden", { name: a.name }));
  }

  async function remove() {
    if (!toDelete) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.article(toDelete.id));
    setDeleting(false);
    if (!r.ok) {
      flash.error(failText(r));
      return;
    }
    setRows((list) => list.filter((x) => x.id !== toDelete.id));
    setToDelete(null);
    flash.success(t("adminContent.deleted"));
  }

  const scheduled = (a: ArticleListItem) => Boolean(a.publishedAt && Date.parse(a.publishedAt) > Date.now());
  const columns: Column<ArticleListItem>[] = [
    {
      key: "cover",
      header: t("adminContent.article.cover"),
      media: true,
      width: "w-20",
      cell: (a) => {
        const src = bestSrc(a.media, ["w400", "w800"]);
        return (
          <span className="flex h-12 w-16 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface text-muted">
            {src ? (
              <img src={src} alt="" className="h-full w-full object-cover" loading="lazy" />
            ) : (
              <Newspaper size={18} aria-hidden />
            )}
          </span>
        );
      },
    },
    {
      key: "name",
      header: t("adminContent.article.name"),
      primary: true,
      cell: (a) => (
        <div className="min-w-0">
          <Link to={CONTENT_PATHS.article(a.id)} className="font-medium hover:text-brand-700 hover:underline">
            {a.name}
          </Link>
          {a.summary && <p className="mt-0.5 line-clamp-1 text-sm text-muted">{a.summary}</p>}
        </div>
      ),
    },
    {
      key: "category",
      header: t("adminContent.article.category"),
      cell: (a) =>
        a.categoryId ? (
          <span className="text-sm">{categoryName.get(a.categoryId) ?? `#${a.categoryId}`}</span>
        ) : (
          <span className="text-sm text-muted">{t("adminContent.article.noCategory")}</span>
        ),
    },
    {
      key: "products",
      header: t("adminContent.article.productQuantity"),
      align: "right",
      cell: (a) => <span className="tabular-nums">{a.productQuantity}</span>,
    },
    {
      key: "published",
      header: t("adminContent.article.publishedAt"),
      cell: (a) => (
        <div className="text-sm whitespace-nowrap">
          <span>{formatTaipei(a.publishedAt ?? a.createdAt, locale)}</span>
          {scheduled(a) && (
            <span className="ml-1.5 align-middle">
              <Badge tone="warning">{t("adminContent.article.scheduled")}</Badge>
            </span>
          )}
          {a.creatorName && <p className="text-xs text-muted">{a.creatorName}</p>}
        </div>
      ),
    },
    {
      key: "isDisplay",
      header: t("adminContent.display"),
      cell: (a) => (
        <Toggle
          checked={a.isDisplay}
          onChange={(x) => void toggle(a, x)}
          label={t("adminContent.showNamed", { name: a.name })}
          hideLabel
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t("adminContent.article.listTitle")}
      breadcrumbs={[{ label: t("adminContent.blog") }, { label: t("adminContent.article.listTitle") }]}
      actions={
        <>
          <LinkButton to={CONTENT_PATHS.articleCategoryList("1")} variant="secondary">
            {t("adminContent.articleCategory.listTitle")}
          </LinkButton>
          <LinkButton
            to={withQuery(CONTENT_PATHS.article("new"), { categoryId: categoryId || undefined })}
            data-testid="article-new"
          >
            <Plus size={18} aria-hidden /> {t("adminContent.article.new")}
          </LinkButton>
        </>
      }
      toolbar={
        <div className="flex flex-col gap-3 min-[734px]:flex-row min-[734px]:items-end min-[734px]:justify-between">
          <StatusTabs
            label={t("adminContent.displayFilter")}
            active={display}
            tabs={(["1", "2", "3"] as const).map((d) => ({
              key: d,
              label: t(`adminContent.displayTab.${d}`),
              to: listPath(categoryId, d),
            }))}
          />
          <div className="min-[734px]:w-64">
            <SelectField
              label={t("adminContent.article.category")}
              name="categoryFilter"
              value={String(categoryId)}
              onChange={(e) => navigate(listPath(Number(e.target.value), displayOf(params.isdisplay)))}
            >
              <option value="0">{t("adminContent.article.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.isDisplay ? "" : ` (${t("adminContent.hiddenShort")})`}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      }
      testId={PAGE_ID}
    >
      <DataTable
        caption={t("adminContent.article.listTitle")}
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
        rowActions={(a) => (
          <>
            {a.isDisplay && !scheduled(a) && (
              <a
                href={`/blog/${a.id}/${encodeURIComponent(a.name)}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-black/5"
                aria-label={t("adminContent.viewNamed", { name: a.name })}
                title={t("adminContent.viewOnStore")}
              >
                <ExternalLink size={16} aria-hidden />
              </a>
            )}
            <IconLink to={CONTENT_PATHS.article(a.id)} label={t("adminContent.editNamed", { name: a.name })}>
              <Pencil size={16} aria-hidden />
            </IconLink>
            <IconButton
              tone="danger"
              onClick={() => setToDelete(a)}
              label={t("adminContent.deleteNamed", { name: a.name })}
            >
              <Trash2 size={16} aria-hidden />
            </IconButton>
          </>
        )}
        empty={
          <EmptyState
            icon={<Newspaper size={36} aria-hidden />}
            title={t(
              total || categoryId || display !== "1" ? "adminContent.emptyFiltered" : "adminContent.article.emptyTitle",
            )}
            body={t("adminContent.article.emptyBody")}
            action={
              <LinkButton to={withQuery(CONTENT_PATHS.article("new"), { categoryId: categoryId || undefined })}>
                <Plus size={18} aria-hidden /> {t("adminContent.article.new")}
              </LinkButton>
            }
          />
        }
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        total={total}
        hrefFor={(p) =>
          withQuery(listPath(categoryId, display), { ...Object.fromEntries(search), page: p > 1 ? p : undefined })
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("adminContent.article.deleteTitle")}
          body={t("adminContent.article.deleteBody", { name: toDelete.name })}
          confirmLabel={t("adminContent.delete")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
