import type { AdminPage as AdminPageRecord } from "@functions/store/content/model";
import { pageCreateInput } from "@functions/store/content/schemas";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import { DisplaySort, useContentEdit, ViewOnStore } from "~/components/admin/content/contentEdit";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { EditPage } from "~/components/admin/kit";
import { idParam } from "~/components/admin/loaderData";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

// /admin/settingpage/setpage/:id — one custom page: title, rich content (sanitised by the API),
// meta description, display. `0` or `new` creates.

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  return { page: id ? await adminLoad<AdminPageRecord>(CONTENT_API.page(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

const valuesOf = (p: AdminPageRecord | null) => ({
  title: p?.title ?? "",
  content: p?.content ?? "",
  metaDescription: p?.metaDescription ?? "",
  isDisplay: p?.isDisplay ?? true,
  sort: (p?.sort ?? 0) as number | null,
});

export default function PageEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { page } = loaderData;
  const { form, fail, removal } = useContentEdit(valuesOf(page));
  const v = form.values;
  const back = CONTENT_PATHS.pageList;

  const save = () =>
    form.save({
      schema: pageCreateInput,
      body: { ...v, metaDescription: v.metaDescription.trim() || null, sort: v.sort ?? 0 },
      send: (body) =>
        page
          ? adminSend<AdminPageRecord>("PATCH", CONTENT_API.page(page.id), body)
          : adminSend<AdminPageRecord>("POST", CONTENT_API.pages, body),
      created: !page,
      resetTo: valuesOf,
      next: () => back,
      fail,
    });

  const title = page ? t("adminContent.page.editTitle") : t("adminContent.page.newTitle");
  return (
    <EditPage
      title={title}
      description={page ? t("adminContent.lastUpdated", { time: formatTaipei(page.updatedAt, locale) }) : undefined}
      breadcrumbs={[
        { label: t("adminContent.settings") },
        { label: t("adminContent.page.listTitle"), to: back },
        { label: title },
      ]}
      actions={page?.isDisplay ? <ViewOnStore href={`/page/${page.id}`} /> : undefined}
      form={form}
      onSubmit={() => void save()}
      backTo={back}
      saveTestId="page-save"
      testId="page-edit"
      remove={
        page &&
        removal({
          title: t("adminContent.page.deleteTitle"),
          body: t("adminContent.deleteBody", { name: page.title }),
          path: CONTENT_API.page(page.id),
          next: back,
        })
      }
    >
      <Section title={t("adminContent.page.contentSection")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("adminContent.page.title")}
            {...form.field("title")}
            maxLength={100}
            required
            testId="page-title"
          />
          <RichTextArea
            label={t("adminContent.page.content")}
            {...form.field("content")}
            rows={14}
            hint={t("adminContent.richHint")}
            testId="page-content"
          />
        </div>
      </Section>
      <Section title={t("adminContent.page.seoSection")} description={t("adminContent.page.seoHint")}>
        <TextAreaField
          label={t("adminContent.page.metaDescription")}
          {...form.area("metaDescription")}
          maxLength={300}
          rows={3}
          hint={t("adminContent.charsLeft", { n: 300 - v.metaDescription.length })}
        />
      </Section>
      <Section title={t("adminContent.page.displaySection")}>
        <div className="flex flex-col gap-4">
          <DisplaySort
            label={t("adminContent.page.isDisplay")}
            hint={t("adminContent.page.isDisplayHint")}
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            sortError={form.error("sort")}
          />
        </div>
      </Section>
    </EditPage>
  );
}
