import type { ArticleCategory } from "@functions/shared/commerce/catalogue";
import { categoryCreateInput } from "@functions/store/content/schemas";
import { List } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import { DisplaySort, useContentEdit } from "~/components/admin/content/contentEdit";
import { TextField } from "~/components/admin/FormBits";
import { EditPage } from "~/components/admin/kit";
import { idParam } from "~/components/admin/loaderData";
import { useT } from "~/i18n";

// /admin/article-edit-category/:id — one blog category (`0` or `new` creates).

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  return { category: id ? await adminLoad<ArticleCategory>(CONTENT_API.articleCategory(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ArticleCategoryEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { category } = loaderData;
  const { form, fail, removal } = useContentEdit({
    name: category?.name ?? "",
    isDisplay: category?.isDisplay ?? true,
    sort: (category?.sort ?? 0) as number | null,
  });
  const v = form.values;
  const back = CONTENT_PATHS.articleCategoryList("1");

  const save = () =>
    form.save({
      schema: categoryCreateInput,
      body: { ...v, sort: v.sort ?? 0 },
      send: (body) =>
        category
          ? adminSend<ArticleCategory>("PATCH", CONTENT_API.articleCategory(category.id), body)
          : adminSend<ArticleCategory>("POST", CONTENT_API.articleCategories, body),
      created: !category,
      resetTo: (c) => ({ name: c.name, isDisplay: c.isDisplay, sort: c.sort }),
      next: (c) => CONTENT_PATHS.articleCategoryList(c.isDisplay ? "1" : "2"),
      fail,
    });

  const title = category ? t("adminContent.articleCategory.editTitle") : t("adminContent.articleCategory.newTitle");
  return (
    <EditPage
      title={title}
      breadcrumbs={[
        { label: t("adminContent.blog") },
        { label: t("adminContent.articleCategory.listTitle"), to: back },
        { label: title },
      ]}
      form={form}
      onSubmit={() => void save()}
      backTo={back}
      saveTestId="article-category-save"
      testId="article-category-edit"
      remove={
        category &&
        removal({
          title: t("adminContent.articleCategory.deleteTitle"),
          body: t("adminContent.articleCategory.deleteBody", { name: category.name }),
          path: CONTENT_API.articleCategory(category.id),
          next: back,
        })
      }
    >
      <Section title={t("adminContent.articleCategory.section")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("adminContent.articleCategory.name")}
            {...form.field("name")}
            maxLength={50}
            required
            testId="article-category-name"
          />
          <DisplaySort
            label={t("adminContent.articleCategory.isDisplay")}
            hint={t("adminContent.articleCategory.isDisplayHint")}
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            sortError={form.error("sort")}
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
    </EditPage>
  );
}
