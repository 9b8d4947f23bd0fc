import { ExternalLink, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { AdminPage as AdminPageRecord } from "../../../../functions/content/model";
import { pageCreateInput } from "../../../../functions/content/schemas";
import { toFieldIssues } from "../../../../functions/shared/validators";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import {
  CONTENT_API,
  CONTENT_PATHS,
  formatTaipei,
  idParam,
  issueText,
  useSaveFailure,
} from "../../../components/admin/content/api";
import { TextAreaField, TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { NumberField } from "../../../components/admin/NumberField";
import { RichTextArea } from "../../../components/admin/RichTextArea";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, LinkButton } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";

// /admin/settingpage/setpage/:id — one custom page: title, rich content (sanitised by the API),
// meta description, display. `0` or `new` creates.

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  return { page: id ? await adminLoad<AdminPageRecord>(CONTENT_API.page(id)) : null };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "page-edit";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

type Values = { title: string; content: string; metaDescription: string; isDisplay: boolean; sort: number | null };

const valuesOf = (p: AdminPageRecord | null): Values => ({
  title: p?.title ?? "",
  content: p?.content ?? "",
  metaDescription: p?.metaDescription ?? "",
  isDisplay: p?.isDisplay ?? true,
  sort: p?.sort ?? 0,
});

export default function PageEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { page } = loaderData;
  const form = useAdminForm<Values>(valuesOf(page));
  const { values: v, set } = form;
  const fail = useSaveFailure(form);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const err = (path: string) => (form.errors[path] ? issueText(locale, form.errors[path]) : undefined);

  async function save() {
    const body = {
      title: v.title,
      content: v.content,
      metaDescription: v.metaDescription.trim() || null,
      isDisplay: v.isDisplay,
      sort: v.sort ?? 0,
    };
    const parsed = pageCreateInput.safeParse(body);
    if (!parsed.success) {
      form.showIssues(toFieldIssues(parsed.error));
      flash.error(t("adminContent.fixErrors"));
      return;
    }
    setSaving(true);
    const r = page
      ? await adminSend<AdminPageRecord>("PATCH", CONTENT_API.page(page.id), body)
      : await adminSend<AdminPageRecord>("POST", CONTENT_API.pages, body);
    setSaving(false);
    if (!r.ok) return fail(r);
    form.reset(valuesOf(r.data));
    flash.success(t(page ? "adminContent.saved" : "adminContent.created"));
    navigate(CONTENT_PATHS.pageList, { state: SAVED });
  }

  async function remove() {
    if (!page) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.page(page.id));
    setDeleting(false);
    setConfirmDelete(false);
    if (!r.ok) return fail(r);
    flash.success(t("adminContent.deleted"));
    navigate(CONTENT_PATHS.pageList, { state: SAVED });
  }

  const title = page ? t("adminContent.page.editTitle") : t("adminContent.page.newTitle");
  return (
    <AdminPage
      title={title}
      narrow
      description={page ? t("adminContent.lastUpdated", { time: formatTaipei(page.updatedAt, locale) }) : undefined}
      breadcrumbs={[
        { label: t("adminContent.settings") },
        { label: t("adminContent.page.listTitle"), to: CONTENT_PATHS.pageList },
        { label: title },
      ]}
      actions={
        page ? (
          <>
            {page.isDisplay && (
              <a
                href={`/page/${page.id}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
              >
                <ExternalLink size={16} aria-hidden /> {t("adminContent.viewOnStore")}
              </a>
            )}
            <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
              <Trash2 size={16} aria-hidden /> {t("adminContent.delete")}
            </Button>
          </>
        ) : null
      }
      testId={PAGE_ID}
    >
      <Section title={t("adminContent.page.contentSection")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("adminContent.page.title")}
            name="title"
            value={v.title}
            onChange={(x) => set("title", x)}
            maxLength={100}
            required
            error={err("title")}
            testId="page-title"
          />
          <RichTextArea
            label={t("adminContent.page.content")}
            name="content"
            value={v.content}
            onChange={(x) => set("content", x)}
            rows={14}
            hint={t("adminContent.richHint")}
            error={err("content")}
            testId="page-content"
          />
        </div>
      </Section>
      <Section title={t("adminContent.page.seoSection")} description={t("adminContent.page.seoHint")}>
        <TextAreaField
          label={t("adminContent.page.metaDescription")}
          name="metaDescription"
          value={v.metaDescription}
          onChange={(e) => set("metaDescription", e.target.value)}
          maxLength={300}
          rows={3}
          hint={t("adminContent.charsLeft", { n: 300 - v.metaDescription.length })}
          error={err("metaDescription")}
        />
      </Section>
      <Section title={t("adminContent.page.displaySection")}>
        <div className="flex flex-col gap-4">
          <Toggle
            label={t("adminContent.page.isDisplay")}
            description={t("adminContent.page.isDisplayHint")}
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
        </div>
      </Section>
      <StickyActions>
        <LinkButton to={CONTENT_PATHS.pageList} variant="secondary">
          {t("adminContent.cancel")}
        </LinkButton>
        <Button onClick={save} busy={saving} data-testid="page-save">
          {t("adminContent.save")}
        </Button>
      </StickyActions>
      {confirmDelete && (
        <ConfirmDialog
          title={t("adminContent.page.deleteTitle")}
          body={t("adminContent.deleteBody", { name: v.title })}
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
