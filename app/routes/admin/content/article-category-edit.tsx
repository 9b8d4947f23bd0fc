import { List, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { categoryCreateInput } from "../../../../functions/content/schemas";
import type { ArticleCategory } from "../../../../functions/shared/catalogue";
import { toFieldIssues } from "../../../../functions/shared/validators";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { CONTENT_API, CONTENT_PATHS, idParam, issueText, useSaveFailure } from "../../../components/admin/content/api";
import { TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { NumberField } from "../../../components/admin/NumberField";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, LinkButton } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";

// /admin/article-edit-category/:id — one blog category (`0` or `new` creates).

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  return { category: id ? await adminLoad<ArticleCategory>(CONTENT_API.articleCategory(id)) : null };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "article-category-edit";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

type Values = { name: string; isDisplay: boolean; sort: number | null };

export default function ArticleCategoryEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { category } = loaderData;
  const form = useAdminForm<Values>({
    name: category?.name ?? "",
    isDisplay: category?.isDisplay ?? true,
    sort: category?.sort ?? 0,
  });
  const { values: v, set } = form;
  const fail = useSaveFailure(form);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const err = (path: string) => (form.errors[path] ? issueText(locale, form.errors[path]) : undefined);
  const back = CONTENT_PATHS.articleCategoryList("1");

  async function save() {
    const body = { name: v.name, isDisplay: v.isDisplay, sort: v.sort ?? 0 };
    const parsed = categoryCreateInput.safeParse(body);
    if (!parsed.success) {
      form.showIssues(toFieldIssues(parsed.error));
      flash.error(t("adminContent.fixErrors"));
      return;
    }
    setSaving(true);
    const r = category
      ? await adminSend<ArticleCategory>("PATCH", CONTENT_API.articleCategory(category.id), body)
      : await adminSend<ArticleCategory>("POST", CONTENT_API.articleCategories, body);
    setSaving(false);
    if (!r.ok) return fail(r);
    form.reset({ name: r.data.name, isDisplay: r.data.isDisplay, sort: r.data.sort });
    flash.success(t(category ? "adminContent.saved" : "adminContent.created"));
    navigate(CONTENT_PATHS.articleCategoryList(r.data.isDisplay ? "1" : "2"), { state: SAVED });
  }

  async function remove() {
    if (!category) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.articleCategory(category.id));
    setDeleting(false);
    setConfirmDelete(false);
    if (!r.ok) return fail(r);
    flash.success(t("adminContent.deleted"));
    navigate(back, { state: SAVED });
  }

  const title = category ? t("adminContent.articleCategory.editTitle") : t("adminContent.articleCategory.newTitle");
  return (
    <AdminPage
      title={title}
      narrow
      breadcrumbs={[
        { label: t("adminContent.blog") },
        { label: t("adminContent.articleCategory.listTitle"), to: back },
        { label: title },
      ]}
      actions={
        category ? (
          <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
            <Trash2 size={16} aria-hidden /> {t("adminContent.delete")}
          </Button>
        ) : null
      }
      testId={PAGE_ID}
    >
      <Section title={t("adminContent.articleCategory.section")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("adminContent.articleCategory.name")}
            name="name"
            value={v.name}
            onChange={(x) => set("name", x)}
            maxLength={50}
            required
            error={err("name")}
            testId="article-category-name"
          />
          <Toggle
            label={t("adminContent.articleCategory.isDisplay")}
            description={t("adminContent.articleCategory.isDisplayHint")}
            checked={v.isDisplay}
            onChange={(x) => set("isDisplay", x)}
          />
          <NumberField
            label={t("adminContent.sort")}
            name="sort"
            value={v.sort}
            onChange={(x) => set("sort", x)}
            hint={t("adminContent.sortHint")}
            error={err("sort")}
            className="max-w-48"
          />
          {category && (
            <Link
              to={CONTENT_PATHS.articleList(category.id, "3")}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              <List size={16} aria-hidden /> {t("adminContent.articleCategory.viewArticles")}
            </Link>
          )}
        </div>
      </Section>
      <StickyActions>
        <LinkButton to={back} variant="secondary">
          {t("adminContent.cancel")}
        </LinkButton>
        <Button onClick={save} busy={saving} data-testid="article-category-save">
          {t("adminContent.save")}
        </Button>
      </StickyActions>
      {confirmDelete && category && (
        <ConfirmDialog
          title={t("adminContent.articleCategory.deleteTitle")}
          body={t("adminContent.articleCategory.deleteBody", { name: category.name })}
          confirmLabel={t("adminContent.delete")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
      <UnsavedChangesGuard when={form.dirty && !saving && !deleting} />
    </AdminPage>
  );
}
