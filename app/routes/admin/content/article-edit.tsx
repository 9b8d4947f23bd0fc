import { Clock, ExternalLink, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { AdminArticle } from "../../../../functions/content/model";
import { ARTICLE_PRODUCTS_MAX, articleCreateInput } from "../../../../functions/content/schemas";
import type { ArticleCategory } from "../../../../functions/shared/catalogue";
import type { MediaRef } from "../../../../functions/shared/media";
import { toFieldIssues } from "../../../../functions/shared/validators";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { type AttachmentItem, Attachments } from "../../../components/admin/content/Attachments";
import {
  CONTENT_API,
  CONTENT_PATHS,
  formatTaipei,
  idParam,
  isoToTaipeiInput,
  issueText,
  optionalList,
  taipeiInputToIso,
  useSaveFailure,
} from "../../../components/admin/content/api";
import { type PickedProduct, ProductPicker } from "../../../components/admin/content/ProductPicker";
import { TextAreaField, TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { MediaUploader } from "../../../components/admin/MediaUploader";
import { NumberField } from "../../../components/admin/NumberField";
import { RichTextArea } from "../../../components/admin/RichTextArea";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Alert, Button, Field, LinkButton, SelectField } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";

// /admin/article-edit/:id — one blog article (`0` or `new` creates; ?categoryId= preselects):
// name, summary, cover, rich content, category, featured products, attachments, display and a
// publish time entered and shown in Taipei time.

export async function clientLoader({ params, request }: { params: { id?: string }; request: Request }) {
  const id = idParam(params.id);
  const [article, categories] = await Promise.all([
    id ? adminLoad<AdminArticle>(CONTENT_API.article(id)) : Promise.resolve(null),
    optionalList<ArticleCategory>(CONTENT_API.articleCategories),
  ]);
  const preset = idParam(new URL(request.url).searchParams.get("categoryId") ?? undefined);
  return { article, categories, preset };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "article-edit";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

type Values = {
  name: string;
  summary: string;
  content: string;
  categoryId: number | null;
  cover: MediaRef[];
  isDisplay: boolean;
  publishedAt: string; // datetime-local, Taipei
  sort: number | null;
  products: PickedProduct[];
};

function valuesOf(a: AdminArticle | null, preset: number | null): Values {
  return {
    name: a?.name ?? "",
    summary: a?.summary ?? "",
    content: a?.content ?? "",
    categoryId: a ? a.categoryId : preset,
    cover: a?.media ? [a.media] : [],
    isDisplay: a?.isDisplay ?? true,
    publishedAt: isoToTaipeiInput(a?.publishedAt),
    sort: a?.sort ?? 0,
    products: a?.products ?? [],
  };
}

/** "Now" in Taipei, as a datetime-local value (to the minute). */
const nowInTaipei = () => isoToTaipeiInput(new Date().toISOString());

export default function ArticleEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { article, categories, preset } = loaderData;
  const form = useAdminForm<Values>(valuesOf(article, preset));
  const { values: v, set } = form;
  const fail = useSaveFailure(form);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Uploads and deletions of attachments take effect at once (a new article sends their ids when
  // it is created), so they are not part of the unsaved-changes check.
  const [attachments, setAttachments] = useState<AttachmentItem[]>(article?.attachments ?? []);
  const err = (path: string) => {
    const hit = form.errors[path] ?? Object.entries(form.errors).find(([k]) => k.startsWith(`${path}.`))?.[1];
    return hit ? issueText(locale, hit) : undefined;
  };
  // A cover uploaded on this visit and removed again is deleted from storage (see banner-edit.tsx).
  const discardCover = async (m: MediaRef) => {
    if (m.id !== article?.media?.id) await adminSend("DELETE", CONTENT_API.mediaItem(m.id));
    return true;
  };
  const publishIso = v.publishedAt ? taipeiInputToIso(v.publishedAt) : null;
  const scheduled = Boolean(publishIso && Date.parse(publishIso) > Date.now());
  const listPath = CONTENT_PATHS.articleList(v.categoryId ?? 0, "3");

  async function save() {
    if (v.publishedAt && !publishIso) {
      form.showIssues([{ path: "publishedAt", message: "validation.date" }]);
      flash.error(t("adminContent.fixErrors"));
      return;
    }
    const body = {
      name: v.name,
      summary: v.summary,
      content: v.content,
      categoryId: v.categoryId,
      coverMediaId: v.cover[0]?.id ?? null,
      isDisplay: v.isDisplay,
      sort: v.sort ?? 0,
      publishedAt: publishIso,
      productIds: v.products.map((p) => p.id),
      attachmentIds: attachments.map((a) => a.id),
    };
    const parsed = articleCreateInput.safeParse(body);
    if (!parsed.success) {
      form.showIssues(toFieldIssues(parsed.error));
      flash.error(t("adminContent.fixErrors"));
      return;
    }
    setSaving(true);
    const r = article
      ? await adminSend<AdminArticle>("PATCH", CONTENT_API.article(article.id), body)
      : await adminSend<AdminArticle>("POST", CONTENT_API.articles, body);
    setSaving(false);
    if (!r.ok) return fail(r);
    form.reset(valuesOf(r.data, null));
    flash.success(t(article ? "adminContent.saved" : "adminContent.created"));
    navigate(CONTENT_PATHS.articleList(r.data.categoryId ?? 0, r.data.isDisplay ? "1" : "2"), { state: SAVED });
  }

  async function remove() {
    if (!article) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.article(article.id));
    setDeleting(false);
    setConfirmDelete(false);
    if (!r.ok) return fail(r);
    flash.success(t("adminContent.deleted"));
    navigate(CONTENT_PATHS.articleList(0, "1"), { state: SAVED });
  }

  const title = article ? t("adminContent.article.editTitle") : t("adminContent.article.newTitle");
  return (
    <AdminPage
      title={title}
      description={
        article
          ? t("adminContent.article.meta", {
              created: formatTaipei(article.createdAt, locale),
              updated: formatTaipei(article.updatedAt, locale),
              creator: article.creatorName ?? "—",
            })
          : undefined
      }
      breadcrumbs={[
        { label: t("adminContent.blog") },
        { label: t("adminContent.article.listTitle"), to: listPath },
        { label: title },
      ]}
      actions={
        article ? (
          <>
            {article.isDisplay && !scheduled && (
              <a
                href={`/blog/${article.id}/${encodeURIComponent(article.name)}`}
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
      <div className="grid gap-4 min-[1100px]:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t("adminContent.article.contentSection")}>
            <div className="flex flex-col gap-4">
              <TextField
                label={t("adminContent.article.name")}
                name="name"
                value={v.name}
                onChange={(x) => set("name", x)}
                maxLength={100}
                required
                error={err("name")}
                testId="article-name"
              />
              <TextAreaField
                label={t("adminContent.article.summary")}
                name="summary"
                value={v.summary}
                onChange={(e) => set("summary", e.target.value)}
                maxLength={500}
                rows={3}
                hint={t("adminContent.article.summaryHint")}
                error={err("summary")}
              />
              <RichTextArea
                label={t("adminContent.article.content")}
                name="content"
                value={v.content}
                onChange={(x) => set("content", x)}
                rows={16}
                hint={t("adminContent.richHint")}
                error={err("content")}
                testId="article-content"
              />
            </div>
          </Section>
          <Section
            title={t("adminContent.article.productsSection")}
            description={t("adminContent.article.productsHint")}
          >
            <ProductPicker
              value={v.products}
              onChange={(x) => set("products", x)}
              max={ARTICLE_PRODUCTS_MAX}
              error={err("productIds")}
            />
          </Section>
          <Section
            title={t("adminContent.article.attachmentsSection")}
            description={t(
              article ? "adminContent.article.attachmentsHint" : "adminContent.article.attachmentsNewHint",
            )}
          >
            <Attachments articleId={article?.id ?? null} value={attachments} onChange={setAttachments} />
            {err("attachmentIds") && <p className="mt-2 text-sm text-danger">{err("attachmentIds")}</p>}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t("adminContent.article.publishSection")}>
            <div className="flex flex-col gap-4">
              <Toggle
                label={t("adminContent.article.isDisplay")}
                description={t("adminContent.article.isDisplayHint")}
                checked={v.isDisplay}
                onChange={(x) => set("isDisplay", x)}
                testId="article-isDisplay"
              />
              <div className="flex flex-col gap-1.5">
                <Field
                  label={t("adminContent.article.publishedAt")}
                  name="publishedAt"
                  type="datetime-local"
                  value={v.publishedAt}
                  onChange={(e) => set("publishedAt", e.target.value)}
                  hint={t("adminContent.article.publishHint")}
                  error={err("publishedAt")}
                />
                <div className="flex flex-wrap gap-3 text-sm">
                  <button
                    type="button"
                    className="font-medium text-brand-700 hover:underline"
                    onClick={() => set("publishedAt", nowInTaipei())}
                  >
                    {t("adminContent.article.now")}
                  </button>
                  {v.publishedAt && (
                    <button type="button" className="text-muted hover:underline" onClick={() => set("publishedAt", "")}>
                      {t("adminContent.article.clearTime")}
                    </button>
                  )}
                </div>
                {scheduled && v.isDisplay && publishIso && (
                  <Alert tone="info">
                    <span className="inline-flex items-center gap-1.5">
                      <Clock size={14} aria-hidden />
                      {t("adminContent.article.scheduledAt", { time: formatTaipei(publishIso, locale) })}
                    </span>
                  </Alert>
                )}
              </div>
              <SelectField
                label={t("adminContent.article.category")}
                name="categoryId"
                value={v.categoryId ?? ""}
                onChange={(e) => set("categoryId", e.target.value ? Number(e.target.value) : null)}
                error={err("categoryId")}
              >
                <option value="">{t("adminContent.article.noCategory")}</option>
                {categories.items.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.isDisplay ? "" : ` (${t("adminContent.hiddenShort")})`}
                  </option>
                ))}
              </SelectField>
              {categories.failed && <Alert tone="info">{t("adminContent.pickerLoadFailed")}</Alert>}
              <NumberField
                label={t("adminContent.sort")}
                name="sort"
                value={v.sort}
                onChange={(x) => set("sort", x)}
                hint={t("adminContent.sortHint")}
                error={err("sort")}
              />
            </div>
          </Section>
          <Section title={t("adminContent.article.cover")}>
            <MediaUploader
              label={t("adminContent.article.coverImage")}
              value={v.cover}
              onChange={(x) => set("cover", x)}
              endpoint={CONTENT_API.media}
              fields={{ type: "ARTICLE_COVER" }}
              max={1}
              onRemove={discardCover}
              aspect="wide"
              coverLabel=""
              hint={t("adminContent.article.coverHint")}
              error={err("coverMediaId")}
              testId="article-cover"
            />
          </Section>
        </div>
      </div>
      <StickyActions>
        <LinkButton to={listPath} variant="secondary">
          {t("adminContent.cancel")}
        </LinkButton>
        <Button onClick={save} busy={saving} data-testid="article-save">
          {t("adminContent.save")}
        </Button>
      </StickyActions>
      {confirmDelete && article && (
        <ConfirmDialog
          title={t("adminContent.article.deleteTitle")}
          body={t("adminContent.article.deleteBody", { name: article.name })}
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
