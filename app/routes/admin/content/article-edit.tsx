import type { ArticleCategory } from "@functions/shared/commerce/catalogue";
import type { MediaRef } from "@functions/shared/media";
import type { AdminArticle } from "@functions/store/content/model";
import { ARTICLE_PRODUCTS_MAX, articleCreateInput } from "@functions/store/content/schemas";
import { useState } from "react";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { type AttachmentItem, Attachments } from "~/components/admin/content/Attachments";
import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import { DisplaySort, useContentEdit, ViewOnStore } from "~/components/admin/content/contentEdit";
import { ProductPicker } from "~/components/admin/content/ProductPicker";
import { RefSelect } from "~/components/admin/content/RefSelect";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { EditPage } from "~/components/admin/kit";
import { idParam, optionalList } from "~/components/admin/loaderData";
import { MediaUploader } from "~/components/admin/MediaUploader";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { Alert } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei, taipeiInputToIso } from "~/lib/taipeiTime";
import { type ArticleForm, valuesOf } from "./lib/articleEdit/values";
import { PublishTime } from "./lib/PublishTime";

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
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

/** The article's text: name, summary and rich content. */
function ContentSection({ form }: { form: ArticleForm }) {
  const t = useT();
  return (
    <Section title={t("adminContent.article.contentSection")}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t("adminContent.article.name")}
          {...form.field("name")}
          maxLength={100}
          required
          testId="article-name"
        />
        <TextAreaField
          label={t("adminContent.article.summary")}
          {...form.area("summary")}
          maxLength={500}
          rows={3}
          hint={t("adminContent.article.summaryHint")}
        />
        <RichTextArea
          label={t("adminContent.article.content")}
          {...form.field("content")}
          rows={16}
          hint={t("adminContent.richHint")}
          testId="article-content"
        />
      </div>
    </Section>
  );
}

/** `publishIso` is the publish time typed, in UTC; `onRemoveCover` deletes a cover uploaded on this visit. */
function PublishAside({
  form,
  categories,
  publishIso,
  scheduled,
  onRemoveCover,
}: {
  form: ArticleForm;
  categories: Awaited<ReturnType<typeof optionalList<ArticleCategory>>>;
  publishIso: string | null;
  scheduled: boolean;
  onRemoveCover: (m: MediaRef) => Promise<boolean>;
}) {
  const t = useT();
  const { values: v, set } = form;
  return (
    <>
      <Section title={t("adminContent.article.publishSection")}>
        <div className="flex flex-col gap-4">
          <DisplaySort
            label={t("adminContent.article.isDisplay")}
            hint={t("adminContent.article.isDisplayHint")}
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            sortError={form.error("sort")}
            testId="article-isDisplay"
          />
          <PublishTime
            value={v.publishedAt}
            iso={publishIso}
            scheduled={scheduled && v.isDisplay}
            onChange={(x) => set("publishedAt", x)}
            error={form.error("publishedAt")}
          />
          <RefSelect
            label={t("adminContent.article.category")}
            name="categoryId"
            value={v.categoryId}
            onPick={(x) => set("categoryId", x)}
            emptyLabel={t("adminContent.article.noCategory")}
            options={categories.items}
            error={form.error("categoryId")}
          />
          {categories.failed && <Alert tone="info">{t("adminContent.pickerLoadFailed")}</Alert>}
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
          onRemove={onRemoveCover}
          aspect="wide"
          coverLabel=""
          hint={t("adminContent.article.coverHint")}
          error={form.error("coverMediaId")}
          testId="article-cover"
        />
      </Section>
    </>
  );
}

export default function ArticleEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { article, categories, preset } = loaderData;
  const { form, fail, removal } = useContentEdit(valuesOf(article, preset));
  const { values: v, set } = form;
  // Uploads and deletions of attachments take effect at once (a new article sends their ids when
  // it is created), so they are not part of the unsaved-changes check.
  const [attachments, setAttachments] = useState<AttachmentItem[]>(article?.attachments ?? []);
  // A list's issues name its items (productIds.2): show them on the list.
  const listError = (path: string) =>
    form.error(path) ?? form.error(Object.keys(form.errors).find((k) => k.startsWith(`${path}.`)) ?? path);
  // A cover uploaded on this visit and removed again is deleted from storage (see banner-edit.tsx).
  const discardCover = async (m: MediaRef) => {
    if (m.id !== article?.media?.id) await adminSend("DELETE", CONTENT_API.mediaItem(m.id));
    return true;
  };
  const publishIso = v.publishedAt ? taipeiInputToIso(v.publishedAt) : null;
  const scheduled = Boolean(publishIso && Date.parse(publishIso) > Date.now());
  const listPath = CONTENT_PATHS.articleList(v.categoryId ?? 0, "3");

  function save() {
    if (v.publishedAt && !publishIso) {
      form.showIssues([{ path: "publishedAt", message: "validation.date" }]);
      flash.error(t("adminUi.fixErrors"));
      return;
    }
    void form.save({
      schema: articleCreateInput,
      body: {
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
      },
      send: (body) =>
        article
          ? adminSend<AdminArticle>("PATCH", CONTENT_API.article(article.id), body)
          : adminSend<AdminArticle>("POST", CONTENT_API.articles, body),
      created: !article,
      resetTo: (a) => valuesOf(a, null),
      next: (a) => CONTENT_PATHS.articleList(a.categoryId ?? 0, a.isDisplay ? "1" : "2"),
      fail,
    });
  }

  const title = article ? t("adminContent.article.editTitle") : t("adminContent.article.newTitle");
  return (
    <EditPage
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
        article?.isDisplay && !scheduled ? (
          <ViewOnStore href={`/blog/${article.id}/${encodeURIComponent(article.name)}`} />
        ) : undefined
      }
      form={form}
      onSubmit={save}
      backTo={listPath}
      saveTestId="article-save"
      testId="article-edit"
      aside={
        <PublishAside
          form={form}
          categories={categories}
          publishIso={publishIso}
          scheduled={scheduled}
          onRemoveCover={discardCover}
        />
      }
      remove={
        article &&
        removal({
          title: t("adminContent.article.deleteTitle"),
          body: t("adminContent.article.deleteBody", { name: article.name }),
          path: CONTENT_API.article(article.id),
          next: CONTENT_PATHS.articleList(0, "1"),
        })
      }
    >
      <ContentSection form={form} />
      <Section title={t("adminContent.article.productsSection")} description={t("adminContent.article.productsHint")}>
        <ProductPicker
          value={v.products}
          onChange={(x) => set("products", x)}
          max={ARTICLE_PRODUCTS_MAX}
          error={listError("productIds")}
        />
      </Section>
      <Section
        title={t("adminContent.article.attachmentsSection")}
        description={t(article ? "adminContent.article.attachmentsHint" : "adminContent.article.attachmentsNewHint")}
      >
        <Attachments articleId={article?.id ?? null} value={attachments} onChange={setAttachments} />
        {listError("attachmentIds") && <p className="mt-2 text-sm text-danger">{listError("attachmentIds")}</p>}
      </Section>
    </EditPage>
  );
}
