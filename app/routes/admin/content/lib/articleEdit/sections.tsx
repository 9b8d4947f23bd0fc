import type { ArticleCategory } from "@functions/shared/catalogue";
import type { MediaRef } from "@functions/shared/media";
import { Section } from "~/components/admin/AdminPage";
import { CONTENT_API, type optionalList } from "~/components/admin/content/api";
import { DisplaySort } from "~/components/admin/content/contentEdit";
import { RefSelect } from "~/components/admin/content/RefSelect";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { MediaUploader } from "~/components/admin/MediaUploader";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { Alert } from "~/components/ui";
import { useT } from "~/i18n";
import { PublishTime } from "../PublishTime";
import type { ArticleForm } from "./values";

// The article edit page's sections: its text (name, summary, rich content) and, in the side
// column, its publishing (display, order, publish time, category) and its cover.

export function ContentSection({ form }: { form: ArticleForm }) {
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
export function PublishAside({
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
