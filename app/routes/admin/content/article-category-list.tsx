import { ArrowDown, ArrowUp, FolderOpen, List, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import type { ArticleCategory } from "../../../../functions/shared/catalogue";
import { AdminPage, AdminRouteError, AdminSkeleton } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import {
  CONTENT_API,
  CONTENT_PATHS,
  type Display,
  displayMatches,
  displayOf,
  listOf,
  moveItem,
  resortDesc,
  useFailureText,
} from "../../../components/admin/content/api";
import { IconButton, IconLink } from "../../../components/admin/content/IconButton";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { flash } from "../../../components/admin/flash";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { Toggle } from "../../../components/admin/Toggle";
import { EmptyState, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";

// /admin/article-category-list/:isdisplay — blog categories (1 shown, 2 hidden, 3 all): show/hide,
// reorder (higher sort first, as the storefront lists them), edit, delete (articles stay).

export async function clientLoader() {
  return { categories: listOf<ArticleCategory>(await adminLoad<unknown>(CONTENT_API.articleCategories)) };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "article-category-list";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

const ordered = (list: readonly ArticleCategory[]) => [...list].sort((a, b) => b.sort - a.sort || a.id - b.id);

export default function ArticleCategoryList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const failText = useFailureText();
  const display: Display = displayOf(useParams().isdisplay);
  const [all, setAll] = useState(() => ordered(loaderData.categories));
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<ArticleCategory | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => setAll(ordered(loaderData.categories)), [loaderData.categories]);
  const rows = all.filter((c) => displayMatches(display, c.isDisplay));

  async function toggle(c: ArticleCategory, isDisplay: boolean) {
    setAll((list) => list.map((x) => (x.id === c.id ? { ...x, isDisplay } : x)));
    const r = await adminSend("PATCH", CONTENT_API.articleCategory(c.id), { isDisplay });
    if (!r.ok) {
      setAll((list) => list.map((x) => (x.id === c.id ? { ...x, isDisplay: c.isDisplay } : x)));
      flash.error(failText(r));
      return;
    }
    flash.success(t(isDisplay ? "adminContent.nowShown" : "adminContent.nowHidden", { name: c.name }));
  }

  /** Moves a row past its visible neighbour; the whole list is renumbered so hidden rows keep their place. */
  async function move(c: ArticleCategory, d: -1 | 1) {
    const vi = rows.findIndex((x) => x.id === c.id);
    const neighbour = rows[vi + d];
    if (busy || !neighbour) return;
    const from = all.findIndex((x) => x.id === c.id);
    const to = all.findIndex((x) => x.id === neighbour.id);
    const next = moveItem(all, from, to);
    const changes = resortDesc(next);
    const sorts = new Map(changes.map((x) => [x.id, x.sort]));
    const before = all;
    setAll(next.map((x) => ({ ...x, sort: sorts.get(x.id) ?? x.sort })));
    setBusy(true);
    const results = await Promise.all(
      changes.map((x) => adminSend("PATCH", CONTENT_API.articleCategory(x.id), { sort: x.sort })),
    );
    setBusy(false);
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) {
      const fresh = await adminSend<unknown>("GET", CONTENT_API.articleCategories);
      setAll(fresh.ok ? ordered(listOf<ArticleCategory>(fresh.data)) : before);
      flash.error(failText(failed));
      return;
    }
    flash.success(t("adminContent.orderSaved"));
    requestAnimationFrame(() => document.getElementById(`acat-${c.id}-${d < 0 ? "up" : "down"}`)?.focus());
  }

  async function remove() {
    if (!toDelete) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.articleCategory(toDelete.id));
    setDeleting(false);
    if (!r.ok) {
      flash.error(failText(r));
      return;
    }
    setAll((list) => list.filter((x) => x.id !== toDelete.id));
    setToDelete(null);
    flash.success(t("adminContent.deleted"));
  }

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
      cell: (c) => (
        <Toggle
          checked={c.isDisplay}
          onChange={(x) => void toggle(c, x)}
          label={t("adminContent.showNamed", { name: c.name })}
          hideLabel
        />
      ),
    },
  ];

  const counts = {
    "1": all.filter((c) => c.isDisplay).length,
    "2": all.filter((c) => !c.isDisplay).length,
    "3": all.length,
  };
  return (
    <AdminPage
      title={t("adminContent.articleCategory.listTitle")}
      breadcrumbs={[{ label: t("adminContent.blog") }, { label: t("adminContent.articleCategory.listTitle") }]}
      actions={
        <LinkButton to={CONTENT_PATHS.articleCategory("new")} data-testid="article-category-new">
          <Plus size={18} aria-hidden /> {t("adminContent.articleCategory.new")}
        </LinkButton>
      }
      toolbar={
        <StatusTabs
          label={t("adminContent.displayFilter")}
          active={display}
          tabs={(["1", "2", "3"] as const).map((d) => ({
            key: d,
            label: t(`adminContent.displayTab.${d}`),
            to: CONTENT_PATHS.articleCategoryList(d),
            count: counts[d],
          }))}
        />
      }
      testId={PAGE_ID}
    >
      <DataTable
        caption={t("adminContent.articleCategory.listTitle")}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        loading={busy}
        rowActions={(c) => {
          const i = rows.findIndex((x) => x.id === c.id);
          return (
            <>
              <IconButton
                id={`acat-${c.id}-up`}
                disabled={i <= 0 || busy}
                onClick={() => void move(c, -1)}
                label={t("adminContent.moveUpNamed", { name: c.name })}
              >
                <ArrowUp size={16} aria-hidden />
              </IconButton>
              <IconButton
                id={`acat-${c.id}-down`}
                disabled={i >= rows.length - 1 || busy}
                onClick={() => void move(c, 1)}
                label={t("adminContent.moveDownNamed", { name: c.name })}
              >
                <ArrowDown size={16} aria-hidden />
              </IconButton>
              <IconLink to={CONTENT_PATHS.articleCategory(c.id)} label={t("adminContent.editNamed", { name: c.name })}>
                <Pencil size={16} aria-hidden />
              </IconLink>
              <IconButton
                tone="danger"
                onClick={() => setToDelete(c)}
                label={t("adminContent.deleteNamed", { name: c.name })}
              >
                <Trash2 size={16} aria-hidden />
              </IconButton>
            </>
          );
        }}
        empty={
          <EmptyState
            icon={<FolderOpen size={36} aria-hidden />}
            title={t(all.length ? "adminContent.emptyFiltered" : "adminContent.articleCategory.emptyTitle")}
            body={all.length ? undefined : t("adminContent.articleCategory.emptyBody")}
            action={
              <LinkButton to={CONTENT_PATHS.articleCategory("new")}>
                <Plus size={18} aria-hidden /> {t("adminContent.articleCategory.new")}
              </LinkButton>
            }
          />
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("adminContent.articleCategory.deleteTitle")}
          body={t("adminContent.articleCategory.deleteBody", { name: toDelete.name })}
          confirmLabel={t("adminContent.delete")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
